import type { PageState } from '../../store/pageSlice';
import { categoryNameOf, productNameOf } from '../../store/pageSelectors';
import { SETTINGS } from '../../shared/constants';
import type { SearchType } from '../../shared/content/types';
import { queryValue } from '../shell/ui/queryLinks';

/** Results per page; the component and the loader read it, as they read the search type and facets below. */
export const PAGE_SIZE = SETTINGS.organicResultsPerPage;

/**
 * Home and category pages have no model-details results path (only products do), so there the
 * agent's "Model details" filter is the results address with this content-type filter.
 */
export const MODEL_DETAILS_FILTER = { contentTypeFilter: 'product' } as const;

/** The search type a results page lists, with the model-details filter of home and category results. */
export function searchTypeOf(page: PageState): SearchType {
  if (page.searchType !== 'none') return page.searchType;
  return queryValue(page.query, 'contentTypeFilter') === MODEL_DETAILS_FILTER.contentTypeFilter
    ? 'model-details'
    : 'none';
}

/** The category or product a results page is filtered by (its facet parameters), when it has no context of its own. */
export function facetScopeOf(page: PageState): { category?: string; product?: string } {
  if (productNameOf(page) ?? categoryNameOf(page)) return {};
  const product = queryValue(page.query, 'product');
  const category = queryValue(page.query, 'category');
  return { ...(product ? { product } : {}), ...(category ? { category } : {}) };
}

/**
 * The results page lists every type with no narrowing: the 'all' tab, no category or product filter, no content or
 * document type filter. Only then does an empty list mean that no manual, download or article matched at all.
 */
export function listsEverything(page: PageState): boolean {
  return (
    searchTypeOf(page) === 'none' &&
    Object.keys(facetScopeOf(page)).length === 0 &&
    !queryValue(page.query, 'contentTypeFilter') &&
    !queryValue(page.query, 'documentTypeFilter')
  );
}
