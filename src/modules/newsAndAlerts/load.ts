import type { NewsType } from '../../shared/content/hubTypes';
import { newsAndAlerts } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { categoryNameOf, productNameOf } from '../../store/pageSelectors';
import { fetchPaged, getApi } from '../../store/sagas/fetchers';
import { queryNumber, queryValue } from '../shell/ui/queryLinks';
import { PAGE_SIZE } from './constants';

const FIELDS = ['bannerImageUrl'];

/** A product shows its software updates too; a category lists news and alerts (updates are per model). */
function typesFor(page: PageState): NewsType[] | undefined {
  return productNameOf(page) ? undefined : ['news', 'alert'];
}

export function* load(page: PageState): Saga {
  const contextId = productNameOf(page) ?? categoryNameOf(page);
  if (!contextId) return;
  const api = yield* getApi();
  const num = queryNumber(page.query, 'news-num', PAGE_SIZE);
  const types = typesFor(page);
  const accessLevel = queryValue(page.query, 'accessLevel');
  const base = { locale: page.locale, contextId, accessLevel, additionalFields: FIELDS };
  yield* fetchPaged(
    newsAndAlerts,
    { start: 0, num, contextId, types: types?.join(','), locale: page.locale, accessLevel },
    (start, n) =>
      // The first page of the default size is the plain call; anything else is the paginated variant.
      (start === 0 && n === PAGE_SIZE && !types
        ? api.newsAndAlerts(base)
        : api.newsAndAlertsPaged({ ...base, start, num: n, types })
      ).then((r) => r.searchResponse),
  );
}
