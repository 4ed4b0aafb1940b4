import { SMART_HELP_CONFIG } from '../../shared/constants';
import type { SearchResponse, SearchResult } from '../../shared/content/types';
import type { Api } from '../../shared/api/createApi';
import type { PageState } from '../../store/pageSlice';
import { queryTextOf } from '../../store/pageSelectors';
import { queryValue } from '../shell/ui/queryLinks';

/** docs/behaviour.md §7: recommended articles leave quality-issue-article out; important information is only that type. */
export const RECOMMENDED_TYPES = ['faq-article', 'oof-article'] as const;
export const IMPORTANT_TYPES = ['quality-issue-article'] as const;

export type ArticleList = 'results' | 'recommended-articles' | 'important-information';

/** Articles per page of the lists (and per "load more"): ten, as the FAQ lists of docs/behaviour.md §9. */
export const LIST_STEP = 10;
export const LIST_PARAM = 'num';

/** The fetch of one list page, bound to the page's TV and query; null when there is nothing to ask. */
export function listFetcher(
  api: Api,
  page: PageState,
  list: ArticleList,
  model: string,
): { key: Record<string, string>; fetch: (start: number, num: number) => Promise<SearchResponse<SearchResult>> } | null {
  const { locale } = page;
  const accessLevel = queryValue(page.query, 'accessLevel');
  if (list === 'results') {
    const query = queryTextOf(page).trim();
    if (!query) return null;
    return {
      key: { list, model, query, locale },
      // The TV's help covers its articles (FAQs, notices, out-of-warranty help): the faqs search type.
      fetch: (start, num) =>
        api
          .search({ locale, query, contextId: model, type: 'faqs', config: SMART_HELP_CONFIG, accessLevel, start, num })
          .then((r) => r.searchResponse),
    };
  }
  const type = list === 'important-information' ? IMPORTANT_TYPES : RECOMMENDED_TYPES;
  return {
    key: { list, model, type: type.join(','), locale },
    fetch: (start, num) =>
      api.articleGroupSearch({ locale, model, type, config: SMART_HELP_CONFIG, accessLevel, start, num }).then((r) => r.searchResponse),
  };
}
