import type { PageState } from '../../store/pageSlice';
import { productNameOf } from '../../store/pageSelectors';
import { SETTINGS } from '../../shared/constants';
import type { SearchType } from '../../shared/content/types';
import { usableFilters } from '../../shared/content/searchFilterRules';
import { queryValue } from '../shell/ui/queryLinks';

/** Results per page; the component and the loader read it, as they read the search type and facets below. */
export const PAGE_SIZE = SETTINGS.organicResultsPerPage;

/**
 * Home and category pages have no model-details results path (only products do), so there the
 * agent's "Model details" filter is the results address with this content-type filter.
 */
export const MODEL_DETAILS_FILTER = { contentTypeFilter: 'product' } as const;

/**
 * A content or document type filter of the page's address as the search is sent it: without values the call would
 * refuse (shared/content/searchFilterRules.ts), so what the page says matches what it lists.
 */
export function usableFilterOf(page: PageState, name: 'contentTypeFilter' | 'documentTypeFilter'): string | undefined {
  return usableFilters({ [name]: queryValue(page.query, name) })[name];
}

/** The search type a results page lists, with the model-details filter of home and category results. */
export function searchTypeOf(page: PageState): SearchType {
  if (page.searchType !== 'none') return page.searchType;
  return usableFilterOf(page, 'contentTypeFilter') === MODEL_DETAILS_FILTER.contentTypeFilter
    ? 'model-details'
    : 'none';
}

/**
 * The category or product a results page searches in as its own: the one of its address's path (or a product
 * page's modelName). Not `categoryNameOf`, which also reads a `category` parameter: on a results page that
 * parameter is the category filter (facetScopeOf), whose count is of the site-wide search.
 */
export function ownScopeOf(page: PageState): string | undefined {
  return productNameOf(page) ?? (page.params.categoryName || undefined);
}

/**
 * The category or product a results page is filtered by (its facet parameters): on a site-wide results page a
 * category or a product, on a category's a product of it; none on a product's.
 */
export function facetScopeOf(page: PageState): { category?: string; product?: string } {
  if (productNameOf(page)) return {};
  const product = queryValue(page.query, 'product');
  if (page.params.categoryName) return product ? { product } : {};
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
    !usableFilterOf(page, 'contentTypeFilter') &&
    !usableFilterOf(page, 'documentTypeFilter')
  );
}
