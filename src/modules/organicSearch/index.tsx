import { useLocation } from 'react-router-dom';
import { SiteLink } from '../shell/ui/SiteLink';
import { isCategoryKind, isProductKind, isResultsPage, queryTextOf } from '../../store/pageSelectors';
import { type SearchType } from '../../shared/content/types';
import { categoryUrl, productUrl, resultsUrl } from '../../shared/links';
import { LoadMore } from '../shell/ui/LoadMore';
import { BestMatchLink } from '../shell/ui/BestMatchLink';
import { dateFormatter } from '../shell/ui/format';
import { usePage, useAppSelector } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import type { ModuleDefinition } from '../types';
import { filterListOf, type FilterKey } from './filterList';
import { OrganicResultItem } from './OrganicResultItem';
import { SearchFacets } from './SearchFacets';
import { visibleWhen } from '../shell/visibility';
import { PAGE_SIZE, MODEL_DETAILS_FILTER, facetScopeOf, listsEverything, searchTypeOf } from './constants';
import type { PageState } from '../../store/pageSlice';

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
              <SiteLink to={href} className="filter-list__item" aria-current={key === active ? 'page' : undefined}>
                {t(`filters.${key}`)}
                {count !== undefined && <span className="filter-list__count">{count}</span>}
              </SiteLink>
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
  // Models one typo away from the model number typed are offered as a question (ADR 052), not as what the words match.
  const corrected = extras.bestMatchesCorrected === true;
  const forModelsOnly = extras.bestMatches.length > 0 && !corrected && listsEverything(page);
  return (
    <section className="module organic-results" aria-labelledby="results-title">
      <Title id="results-title" className="results-title">
        {query ? t('search.resultsFor', { query }) : t('search.emptyQuery')}
      </Title>
      {query && <FilterList />}
      {/* The words as typed found nothing; the service searched its spelling fix instead: say so. */}
      {query && set.count > 0 && extras.didYouMean && extras.didYouMean.toLowerCase() !== query.trim().toLowerCase() && (
        <p className="search-correction">
          {t('search.showingResultsFor')} <strong>{extras.didYouMean}</strong>. {t('search.noneAsTyped', { query })}{' '}
          {t('search.searchInstead')} <SiteLink to={asTypedUrl(page)}>{query}</SiteLink>
        </p>
      )}
      {/* The query names a product kind only ('tv'): the place that lists those products comes first (ADR 054). */}
      {extras.bestCategories && extras.bestCategories.length > 0 && (
        <div className="best-matches best-matches--categories">
          <Sub>{t('search.categoryNamed', { count: extras.bestCategories.length })}</Sub>
          <ul>
            {extras.bestCategories.map((c) => (
              <li key={c.name}>
                <BestMatchLink
                  to={categoryUrl(page.locale, c.name)}
                  image={c.image}
                  heading={c.displayName}
                  text={c.productCount ? t('search.categoryModels', { count: c.productCount }) : undefined}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      {extras.bestMatches.length > 0 && (
        <div className="best-matches">
          <Sub>{corrected ? t('search.didYouMeanModel', { count: extras.bestMatches.length }) : t('search.bestMatches')}</Sub>
          <ul>
            {extras.bestMatches.map((m) => (
              <li key={m.name}>
                <BestMatchLink to={productUrl(page.locale, m.categoryName, m.name)} image={m.image} heading={m.modelNumber} text={m.displayName} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {/* After the models: a model the visitor named, or meant, is the first thing to offer; the filters narrow the list below. */}
      {query && extras.facets && <SearchFacets page={page} facets={extras.facets} active={facetScopeOf(page)} />}
      {query && set.hasError && !set.isFetching && <SearchUnavailable />}
      {query && !set.hasError && (
        <p className="results-count" role="status">
          {t('search.resultsCount', { count: set.count })}
        </p>
      )}
      {query && set.count === 0 && !set.isFetching && !set.hasError && (
        <div className="no-results">
          {/* The best matches above are models the words name (a new series with no documents yet) and no type matched: say where to go,
              not that nothing was found. A tab or filter may be empty while other types match: there the plain message. */}
          <p>{t(forModelsOnly ? 'search.noResultsForModels' : 'search.noResults', { query })}</p>
          {extras.didYouMean && (
            <p>
              {t('search.didYouMean')}{' '}
              <SiteLink to={resultsUrl(page.locale, { categoryName: page.params.categoryName, productName: page.params.productName, query: extras.didYouMean })}>
                {extras.didYouMean}
              </SiteLink>
              ?
            </p>
          )}
          {!forModelsOnly && <p className="hint">{t('search.tips')}</p>}
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
export const organicSearchModule: ModuleDefinition = {
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
  Component: OrganicResults,
};
