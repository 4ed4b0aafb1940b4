import { put } from 'redux-saga/effects';
import { smartHelpArticles } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { fetchPaged, getApi } from '../../store/sagas/fetchers';
import { smartHelpPlaceOf } from '../shell/smartHelpUi/context';
import { queryNumber } from '../shell/ui/queryLinks';
import { LIST_PARAM, LIST_STEP, listFetcher, type ArticleList } from './lists';

export function* loadList(page: PageState): Saga {
  const place = smartHelpPlaceOf(page);
  if (place?.kind !== 'tv') return;
  const api = yield* getApi();
  const fetcher = listFetcher(api, page, place.subPage as ArticleList, place.productName);
  // docs/behaviour.md §5: an empty query makes no call and clears the results.
  if (!fetcher) {
    yield put(smartHelpArticles.actions.clear());
    return;
  }
  const num = queryNumber(page.query, LIST_PARAM, LIST_STEP);
  yield* fetchPaged(smartHelpArticles, { start: 0, num, ...fetcher.key }, fetcher.fetch);
}
