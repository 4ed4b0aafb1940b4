import { Link, useLocation } from 'react-router-dom';
import { put } from 'redux-saga/effects';
import { organicExtras, organicSearch } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { categoryNameOf, isCategoryKind, isProductKind, isResultsPage, productNameOf, queryTextOf } from '../../store/pageSelectors';
import { fetchPaged, getApi } from '../../store/sagas/fetchers';
import { SEARCH_ADDITIONAL_FIELDS, SETTINGS, SITE_SEARCH_CONFIG } from '../../shared/constants';
import { CONTENT_TYPES_BY_SEARCH_TYPE, type SearchType } from '../../shared/content/types';
import { topicFilterToSend } from '../../shared/content/faqBundleRules';
import { productUrl, resultsUrl } from '../../shared/links';
import { LoadMore } from '../ui/LoadMore';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import { dateFormatter } from '../ui/format';
import { usePage, useAppSelector } from '../ui/hooks';
import { queryNumber, queryValue } from '../ui/queryLinks';
import { useT } from '../ui/useT';
import type { ModuleDefinition } from '../types';
import { filterListOf, type FilterKey } from './filterList';
import { OrganicResultItem } from './OrganicResultItem';
import { SearchFacets } from './SearchFacets';
import { visibleWhen } from '../visibility';

const PAGE_SIZE = SETTINGS.organicResultsPerPage;

type OrganicExtras = (typeof organicExtras)['getInitialState'] extends () => { data: infer D } ? D : never;

/**
 * Home and category pages have no model-details results path (only products do), so there the
 * agent's "Model details" filter is the results address with this content-type filter.
 */
const MODEL_DETAILS_FILTER = { contentTypeFilter: 'product' } as const;

/** The search type a results page lists, with the model-details filter of home and category results. */
function searchTypeOf(page: PageState): SearchType {
  if (page.searchType !== 'none') return page.searchType;
  return queryValue(page.query, 'contentTypeFilter') === MODEL_DETAILS_FILTER.contentTypeFilter ? 'model-details' : 'none';
}

/** The category or product a results page is filtered by (its facet parameters), when it has no context of its own. */
function facetScopeOf(page: PageState): { category?: string; product?: string } {
  if (productNameOf(page) ?? categoryNameOf(page)) return {};
  const product = queryValue(page.query, 'product');
  const category = queryValue(page.query, 'category');
  return { ...(product ? { product } : {}), ...(category ? { category } : {}) };
}

function searchParamsOf(page: PageState) {
  const searchType = searchTypeOf(page);
  const facet = facetScopeOf(page);
  const own = productNameOf(page) ?? categoryNameOf(page);
  const type = searchType === 'none' ? 'all' : searchType;
  const aliases = type in CONTENT_TYPES_BY_SEARCH_TYPE ? CONTENT_TYPES_BY_SEARCH_TYPE[type as keyof typeof CONTENT_TYPES_BY_SEARCH_TYPE] : [];
  return {
    locale: page.locale,
    query: queryTextOf(page),
    type,
    contextId: own,
    // A filter of a site-wide search, not a context: the query is read as site-wide (ADR 040).
    within: own ? undefined : (facet.product ?? facet.category),
    contentTypeFilter: queryValue(page.query, 'contentTypeFilter') ?? (aliases.length ? aliases.join(',') : undefined),
    documentTypeFilter: queryValue(page.query, 'documentTypeFilter'),
    accessLevel: queryValue(page.query, 'accessLevel'),
    country: queryValue(page.query, 'country'),
    languageSelectionFilter: queryValue(page.query, 'languageSelectionFilter'),
    searchInSubDocuments: true,
    // Without a category or product, a query that is one model number searches that product.
    inferContext: !(own ?? facet.product ?? facet.category),
    includeAlternativeBestMatches: true,
    additionalFields: SEARCH_ADDITIONAL_FIELDS.join(','),
    config: SITE_SEARCH_CONFIG,
    // docs/behaviour.md §2: sent only for FAQs, and only when it holds an automatic-bundle marker.
    supportFaqBundleTopicFilter: topicFilterToSend(page.searchType, queryValue(page.query, 'supportFaqBundleTopicFilter')),
    // "Search instead for" the words as typed: docs/decisions/040-scannable-search-results.md.
    ...(queryValue(page.query, 'spellingFix') === 'false' ? { spellingFix: false } : {}),
    facets: true,
  };
}

function* load(page: PageState): Saga {
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
      ...(response.facets ? { facets: response.facets } : {}),
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

const FILTER_SEARCH_TYPE: Record<FilterKey, SearchType | undefined> = {
  all: undefined,
  manuals: 'manuals',
  downloads: 'downloads',
  faqs: 'faqs',
  'repair-documents': 'repair-documents',
  'model-details': 'model-details',
};

function FilterList() {
  const t = useT();
  const page = usePage();
  const counts = useAppSelector((s) => s.organicExtras.data.filterCounts);
  const query = queryTextOf(page);
  const searchType = searchTypeOf(page);
  const active: FilterKey = searchType === 'none' ? 'all' : (searchType as FilterKey);
  const facet = facetScopeOf(page);
  return (
    <nav aria-label={t('search.filterBy')} className="filter-list">
      <ul>
        {filterListOf(page).map((key) => {
          const count = counts.find((c) => c.value === key)?.count;
          const type = FILTER_SEARCH_TYPE[key];
          const scope = { categoryName: page.params.categoryName, productName: page.params.productName };
          const base =
            type === 'model-details' && !scope.productName
              ? `${resultsUrl(page.locale, { ...scope, query })}&contentTypeFilter=${MODEL_DETAILS_FILTER.contentTypeFilter}`
              : resultsUrl(page.locale, { ...scope, type, query });
          // The category or product filter stays when the type changes.
          const href = `${base}${Object.entries(facet).map(([k, v]) => `&${k}=${encodeURIComponent(v)}`).join('')}`;
          return (
            <li key={key}>
              <Link to={href} className="filter-list__item" aria-current={key === active ? 'page' : undefined}>
                {t(`filters.${key}`)}
                {count !== undefined && <span className="filter-list__count">{count}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** This results page searching the words as typed: no spelling fix, paging restarts. */
function asTypedUrl(page: PageState): string {
  const params = new URLSearchParams(page.location.search);
  params.delete('num');
  params.set('spellingFix', 'false');
  return `${page.location.pathname}?${params.toString()}`;
}

/**
 * The search could not run (the content service failed): saying "no results" would be wrong. The
 * retry is a plain link to the same address, so it works before and without the page's script.
 */
function SearchUnavailable() {
  const t = useT();
  const location = useLocation();
  const href = `${location.pathname}${stripErrorParam(location.search)}`;
  return (
    <div className="search-unavailable" role="alert">
      <p>{t('search.unavailable')}</p>
      <a className="button button--secondary" href={href}>
        {t('search.retry')}
      </a>
    </div>
  );
}

/** The address without the reload marker of a failed client load, so a retry starts clean. */
function stripErrorParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('error');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

function OrganicResults() {
  const t = useT();
  const page = usePage();
  const set = useAppSelector((s) => s.organicSearch);
  const extras = useAppSelector((s) => s.organicExtras.data);
  const query = queryTextOf(page);
  const fmt = dateFormatter(page.locale);
  // One h1 per page: under a category or product header the results are a section of that page.
  const nested = isCategoryKind(page) || isProductKind(page);
  const Title = nested ? 'h2' : 'h1';
  const Sub = nested ? 'h3' : 'h2';
  return (
    <section className="module organic-results" aria-labelledby="results-title">
      <Title id="results-title" className="results-title">
        {query ? t('search.resultsFor', { query }) : t('search.emptyQuery')}
      </Title>
      {query && <FilterList />}
      {query && extras.facets && <SearchFacets page={page} facets={extras.facets} active={facetScopeOf(page)} />}
      {query && set.hasError && !set.isFetching && <SearchUnavailable />}
      {query && !set.hasError && (
        <p className="results-count" role="status">
          {t('search.resultsCount', { count: set.count })}
        </p>
      )}
      {/* The words as typed found nothing; the service searched its spelling fix instead: say so. */}
      {query && set.count > 0 && extras.didYouMean && extras.didYouMean.toLowerCase() !== query.trim().toLowerCase() && (
        <p className="search-correction">
          {t('search.showingResultsFor')} <strong>{extras.didYouMean}</strong>. {t('search.noneAsTyped', { query })}{' '}
          {t('search.searchInstead')} <Link to={asTypedUrl(page)}>{query}</Link>
        </p>
      )}
      {extras.bestMatches.length > 0 && (
        <div className="best-matches">
          <Sub>{t('search.bestMatches')}</Sub>
          <ul>
            {extras.bestMatches.map((m) => (
              <li key={m.name}>
                <Link to={productUrl(page.locale, m.categoryName, m.name)} className="best-match">
                  <ResponsiveImage src={m.image} policy="bestMatch" />
                  <span>
                    <strong>{m.modelNumber}</strong>
                    <span>{m.displayName}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {query && set.count === 0 && !set.isFetching && !set.hasError && (
        <div className="no-results">
          <p>{t('search.noResults', { query })}</p>
          {extras.didYouMean && (
            <p>
              {t('search.didYouMean')}{' '}
              <Link to={resultsUrl(page.locale, { categoryName: page.params.categoryName, productName: page.params.productName, query: extras.didYouMean })}>
                {extras.didYouMean}
              </Link>
              ?
            </p>
          )}
          <p className="hint">{t('search.tips')}</p>
        </div>
      )}
      {set.results.length > 0 && (
        <ol className="result-list">
          {set.results.map((r) => (
            <OrganicResultItem key={`${r.contentType}-${r.id}`} result={r} dateFormatter={fmt} headingLevel={nested ? 3 : 2} />
          ))}
        </ol>
      )}
      {set.count > 0 && <LoadMore shown={set.results.length} count={set.count} param="num" step={PAGE_SIZE} query={page.query} />}
    </section>
  );
}

/** Organic search results with the filter list, best matches and did-you-mean (docs/behaviour.md §2, §7). */
export const organicResultsModule: ModuleDefinition = {
  id: 'organicSearch',
  critical: false,
  // On a results page the results are the page: an outage answers 503 with the unavailable notice.
  primary: true,
  queryParams: ['query', 'num', 'product', 'category', 'spellingFix', 'accessLevel', 'documentTypeFilter', 'contentTypeFilter', 'languageSelectionFilter', 'country', 'supportFaqBundleTopicFilter'],
  // docs/behaviour.md §7: organic is skipped on product-with-model-detail results.
  // An external site-search provider shows results itself, except in smart help.
  isVisible: visibleWhen(
    { id: 'organicSearch' },
    (page) =>
      isResultsPage(page) &&
      page.type !== 'productModelDetailResults' &&
      (page.config.siteSearchProvider !== 'external' || page.type === 'smartHelp'),
  ),
  load,
  Component: OrganicResults,
};
