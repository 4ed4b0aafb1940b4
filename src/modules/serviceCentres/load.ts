import { put } from 'redux-saga/effects';
import { serviceCentres } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { fetchInto, getApi } from '../../store/sagas/fetchers';
import { serviceCentreQueryOf } from './constants';

/** Searches when the visitor gave at least 2 characters; otherwise the finder shows only its form. */
export function* loadServiceCentres(page: PageState): Saga {
  const query = serviceCentreQueryOf(page);
  if (query.length < 2) {
    yield put(serviceCentres.actions.received(null));
    return;
  }
  const api = yield* getApi();
  yield* fetchInto(serviceCentres, () => api.findServiceCentres({ locale: page.locale, query }));
}
