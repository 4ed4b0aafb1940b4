import { put } from 'redux-saga/effects';
import { organicExtras, organicSearch } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { queryTextOf } from '../../store/pageSelectors';
import { fetchPaged, getApi } from '../../store/sagas/fetchers';
import { SEARCH_ADDITIONAL_FIELDS, SITE_SEARCH_CONFIG } from '../../shared/constants';
import { CONTENT_TYPES_BY_SEARCH_TYPE } from '../../shared/content/types';
import { topicFilterToSend } from '../../shared/content/faqBundleRules';
import { usableFilters, type SearchFilterParams } from '../../shared/content/searchFilterRules';
import { queryNumber, queryValue } from '../shell/ui/queryLinks';
import { PAGE_SIZE, facetScopeOf, ownScopeOf, searchTypeOf } from './constants';

type OrganicExtras = (typeof organicExtras)['getInitialState'] extends () => { data: infer D } ? D : never;

/**
 * The filters of the page's address the search call accepts (shared/content/searchFilterRules.ts): a link with a
 * mistyped filter lists the results without it; sent as typed, the call's 400 read as "search is unavailable".
 */
function filtersOf(page: PageState, aliases: readonly string[]): SearchFilterParams {
  const usable = usableFilters({
    contentTypeFilter: queryValue(page.query, 'contentTypeFilter'),
    documentTypeFilter: queryValue(page.query, 'documentTypeFilter'),
    accessLevel: queryValue(page.query, 'accessLevel'),
    country: queryValue(page.query, 'country'),
    languageSelectionFilter: queryValue(page.query, 'languageSelectionFilter'),
  });
  return { ...usable, contentTypeFilter: usable.contentTypeFilter ?? (aliases.length ? aliases.join(',') : undefined) };
}

function searchParamsOf(page: PageState) {
  const searchType = searchTypeOf(page);
  const facet = facetScopeOf(page);
  // A product filter on a category's results page lists that product's matches as its count did: the category's
  // search counted them with the category's rules (boilerplate too), which are a product context's.
  const own = page.params.categoryName && facet.product ? facet.product : ownScopeOf(page);
  const type = searchType === 'none' ? 'all' : searchType;
  const aliases =
    Object.prototype.hasOwnProperty.call(CONTENT_TYPES_BY_SEARCH_TYPE, type)
      ? CONTENT_TYPES_BY_SEARCH_TYPE[type as keyof typeof CONTENT_TYPES_BY_SEARCH_TYPE]
      : [];
  return {
    locale: page.locale,
    query: queryTextOf(page),
    type,
    contextId: own,
    // A filter of a site-wide search, not a context: the query is read as site-wide (ADR 040).
    within: own ? undefined : (facet.product ?? facet.category),
    ...filtersOf(page, aliases),
    searchInSubDocuments: true,
    // Without a category or product, a query that is one model number searches that product.
    inferContext: !(own ?? facet.product ?? facet.category),
    includeAlternativeBestMatches: true,
    additionalFields: SEARCH_ADDITIONAL_FIELDS.join(','),
    config: SITE_SEARCH_CONFIG,
    // docs/behaviour.md §2: sent only for FAQs, and only when it holds an automatic-bundle marker.
    supportFaqBundleTopicFilter: topicFilterToSend(
      page.searchType,
      queryValue(page.query, 'supportFaqBundleTopicFilter'),
    ),
    // "Search instead for" the words as typed: docs/decisions/040-scannable-search-results.md.
    ...(queryValue(page.query, 'spellingFix') === 'false' ? { spellingFix: false } : {}),
    facets: true,
  };
}

export function* load(page: PageState): Saga {
  const params = searchParamsOf(page);
  // docs/behaviour.md §5: an empty query makes no call and clears organic results.
  if (!params.query.trim()) {
    yield* clearResults();
    return;
  }
  const api = yield* getApi();
  const num = queryNumber(page.query, 'num', PAGE_SIZE);
  let extras: OrganicExtras | null = null;
  yield* fetchPaged(organicSearch, { start: 0, num, ...params }, async (start, n) => {
    const response = await api.search({ ...params, start, num: n });
    // A long range takes several calls; the extras of its first call describe the search.
    if (extras) return response.searchResponse;
    extras = {
      bestMatches: response.searchResponse.bestMatches,
      filterCounts: response.filterCounts,
      didYouMean: response.didYouMean,
      ...(response.bestMatchesCorrected ? { bestMatchesCorrected: true as const } : {}),
      ...(response.facets ? { facets: response.facets } : {}),
      ...(response.bestCategories ? { bestCategories: response.bestCategories } : {}),
    };
    return response.searchResponse;
  });
  // The extras arrive with the first page only; a load-more served from held items keeps them.
  const received: OrganicExtras | null = extras;
  if (received) yield put(organicExtras.actions.received(received));
}

function* clearResults(): Saga {
  yield put(organicSearch.actions.clear());
  yield put(organicExtras.actions.reset());
}
