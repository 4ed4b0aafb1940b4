import { put } from 'redux-saga/effects';
import { SERVICE_CENTRE_QUERY_MAX } from '../../shared/content/repairTypes';
import { serviceCentres } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { fetchInto, getApi } from '../../store/sagas/fetchers';

const first = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/** The finder's text: `?query=`, trimmed and bounded. */
export function serviceCentreQueryOf(page: PageState): string {
  return (first(page.query.query) ?? '').replace(/\s+/g, ' ').trim().slice(0, SERVICE_CENTRE_QUERY_MAX);
}

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
