import { put } from 'redux-saga/effects';
import { modelResults, organicExtras } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { queryTextOf } from '../../store/pageSelectors';
import { fetchInto, fetchPaged, getApi } from '../../store/sagas/fetchers';
import { queryNumber } from '../shell/ui/queryLinks';
import { MODELS_PARAM, MODELS_STEP } from './constants';

/** Smart help is TV help: the entry lists the televisions category, newest models first. */
export const TV_CATEGORY = 'televisions';

export function* load(page: PageState): Saga {
  const api = yield* getApi();
  const { locale } = page;
  const num = queryNumber(page.query, MODELS_PARAM, MODELS_STEP);
  const query = queryTextOf(page).trim();
  yield* fetchPaged(modelResults, { start: 0, num, categoryName: TV_CATEGORY, sort: 'newest', locale }, (start, n) =>
    api.models({ locale, categoryName: TV_CATEGORY, sort: 'newest', start, num: n }),
  );
  if (!query) {
    yield put(organicExtras.actions.reset());
    return;
  }
  // A model number typed on the remote: the search's best matches are the TVs it names.
  yield* fetchInto(organicExtras, () =>
    api.search({ locale, query, contextId: TV_CATEGORY, type: 'faqs', num: 1 }).then((r) => ({
      bestMatches: r.searchResponse.bestMatches ?? [],
      filterCounts: [],
      didYouMean: r.didYouMean,
    })),
  );
}
