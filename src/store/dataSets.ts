import type {
  CategoriesResponse,
  CategoryResult,
  DocumentLanguage,
  FilterCount,
  SearchFacets,
  MetadataResponse,
  ModelResult,
  SearchResult,
  Suggestion,
} from '../shared/content/types';
import type { ArticleCatalogResponse, ArticleDetailsData, RepairDocumentDetails } from '../shared/content/detailsTypes';
import type { RemoteModelSummary } from '../shared/content/remoteControlTypes';
import type { SerialProgrammeSummary } from '../shared/content/serialNumberCheckerTypes';
import type { AscAuthStatus, ModelDetailsResponse, NewsForAscResult, RepairDocumentResult } from '../shared/content/ascTypes';
import type {
  AutomaticBundleSummary,
  Banner,
  CompatibilityDetailsResponse,
  CompatibleCategory,
  CompatibleModel,
  ContextCategoriesResponse,
  NewsResult,
  FaqBundleSummary,
  PresentedFaqBundle,
  PresentedLinkedArticle,
  SeoData,
  SpecificationsData,
  VideoResult,
} from '../shared/content/hubTypes';
import type { RepairRequestResult, ServiceCentreSearchResult } from '../shared/content/repairTypes';
import type { SearchInsightsResponse } from '../shared/content/searchInsightsTypes';
import { createDataSet } from './dataSet';
import { createPagedResultSet } from './pagedResultSet';

/**
 * Every data set of the site, built from the two factories. The root reducer is static (docs/architecture.md §3:
 * never inject reducers at runtime), so module folders import their data sets from here.
 */
export const categories = createDataSet('categories', null as CategoriesResponse | null);
export const metadata = createDataSet('metadata', null as MetadataResponse | null);
export const modelResults = createPagedResultSet<ModelResult, 'modelResults'>('modelResults');
export const documentLanguages = createDataSet('documentLanguages', [] as DocumentLanguage[]);
export const documents = createPagedResultSet<SearchResult, 'documents'>('documents');
export const downloads = createPagedResultSet<SearchResult, 'downloads'>('downloads');
export const downloadFilters = createDataSet('downloadFilters', {
  operatingSystem: [] as string[],
  downloadCategory: [] as string[],
});
export const faqSearch = createPagedResultSet<SearchResult, 'faqSearch'>('faqSearch');
export const organicSearch = createPagedResultSet<SearchResult, 'organicSearch'>('organicSearch');
export const organicExtras = createDataSet('organicExtras', {
  bestMatches: [],
  filterCounts: [],
  didYouMean: undefined,
} as {
  bestMatches: ModelResult[];
  filterCounts: FilterCount[];
  didYouMean: string | undefined;
  bestMatchesCorrected?: true;
  facets?: SearchFacets;
  bestCategories?: CategoryResult[];
});

// Details pages. Article data also holds software pages (the same response shape, docs/behaviour.md §3).
export const articleDetails = createDataSet('articleDetails', null as ArticleDetailsData | null);
export const articleCatalog = createDataSet('articleCatalog', null as ArticleCatalogResponse['data'] | null);
export const relatedArticles = createDataSet('relatedArticles', [] as SearchResult[]);
export const repairDetails = createDataSet('repairDetails', null as RepairDocumentDetails | null);

// Remote-control programming: the remotes listing (search remotes by model).
// Contact and repair (docs/behaviour.md §2): a filed request's state, the service-centre finder's results.
export const repairConfirmation = createDataSet('repairConfirmation', null as RepairRequestResult | null);
export const serviceCentres = createDataSet('serviceCentres', null as ServiceCentreSearchResult | null);
export const remoteModels = createPagedResultSet<RemoteModelSummary, 'remoteModels'>('remoteModels');
// Serial-number checker programmes announced on the home page and on the pages of the products they cover.
export const serialNumberProgrammes = createDataSet('serialNumberProgrammes', [] as SerialProgrammeSummary[]);

// Service-centre portal (docs/behaviour.md §3, §4): the sign-in status, model details, the repair document lists
// (one paged set per module), what's-new (replaces instead of appending), news for ASC, portal HTML.
export const ascAuth = createDataSet('ascAuth', null as AscAuthStatus | null);
export const modelDetails = createDataSet('modelDetails', null as ModelDetailsResponse | null);
export const whatsNew = createPagedResultSet<RepairDocumentResult, 'whatsNew'>('whatsNew', { replaceOnly: true });
export const newsForAsc = createPagedResultSet<NewsForAscResult, 'newsForAsc'>('newsForAsc');
export const serviceManual = createPagedResultSet<RepairDocumentResult, 'serviceManual'>('serviceManual');
export const serviceManualLanguages = createDataSet('serviceManualLanguages', [] as DocumentLanguage[]);
export const technicalNews = createPagedResultSet<RepairDocumentResult, 'technicalNews'>('technicalNews');
export const repairRelatedDocuments = createPagedResultSet<RepairDocumentResult, 'repairRelatedDocuments'>('repairRelatedDocuments');
export const repairTools = createPagedResultSet<RepairDocumentResult, 'repairTools'>('repairTools');
export const technicalMemo = createPagedResultSet<RepairDocumentResult, 'technicalMemo'>('technicalMemo');
export const trainingInformation = createPagedResultSet<RepairDocumentResult, 'trainingInformation'>('trainingInformation');
export const serviceInformation = createPagedResultSet<RepairDocumentResult, 'serviceInformation'>('serviceInformation');
export const externalContent = createDataSet('externalContent', null as string | null);

// Product hub and category pages (docs/behaviour.md §3): specifications (footnotes: footnotesSlice), videos, news
// and alerts, compatibility (resets to its initial value on failure), banners, context categories,
// FAQ bundles (presented as collapseTitle / linkedArticles) and SEO (failure only sets the error flag).
export const specifications = createDataSet('specifications', null as SpecificationsData | null);
export const tutorials = createPagedResultSet<VideoResult, 'tutorials'>('tutorials');
export const supportVideos = createPagedResultSet<VideoResult, 'supportVideos'>('supportVideos');
export const newsAndAlerts = createPagedResultSet<NewsResult, 'newsAndAlerts'>('newsAndAlerts');
export const compatibleCategories = createDataSet('compatibleCategories', [] as CompatibleCategory[]);
export const compatibleModels = createDataSet('compatibleModels', [] as CompatibleModel[]);
export const compatibilityDetails = createDataSet('compatibilityDetails', null as CompatibilityDetailsResponse | null);
export const banners = createDataSet('banners', [] as Banner[]);
export const specificBanners = createDataSet('specificBanners', [] as Banner[]);
export const contextCategories = createDataSet('contextCategories', null as ContextCategoriesResponse | null);
export const faqBundles = createDataSet('faqBundles', [] as PresentedFaqBundle[]);
/** Bundle titles and sizes only (/faq-bundles/list): what a tile needs, without the linked articles. */
export const faqBundleSummaries = createDataSet('faqBundleSummaries', [] as FaqBundleSummary[]);
export const automaticBundles = createDataSet('automaticBundles', [] as AutomaticBundleSummary[]);
export const automaticBundleDetails = createPagedResultSet<PresentedLinkedArticle, 'automaticBundleDetails'>('automaticBundleDetails');
export const seo = createDataSet('seo', null as SeoData | null, { keepDataOnFailure: true });

// Smart help (TV help): the TV the help is for, its article lists (search, recommended articles,
// important information) and the FAQ bundle opened. Videos, FAQs and articles reuse the sets above.
export const smartHelpProduct = createDataSet('smartHelpProduct', null as MetadataResponse | null);
export const smartHelpArticles = createPagedResultSet<SearchResult, 'smartHelpArticles'>('smartHelpArticles');
export const smartHelpBundle = createDataSet('smartHelpBundle', null as PresentedFaqBundle | null);

// Agents' search insights (docs/decisions/027-search-insights.md).
export const searchInsights = createDataSet('searchInsights', null as SearchInsightsResponse | null);

// The helpful 404 of a product address: the products the address may have meant (ADR 055).
export const productGuesses = createDataSet('productGuesses', [] as Suggestion[]);

export const dataSets = {
  categories,
  productGuesses,
  metadata,
  modelResults,
  documentLanguages,
  documents,
  downloads,
  downloadFilters,
  faqSearch,
  organicSearch,
  organicExtras,
  articleDetails,
  articleCatalog,
  relatedArticles,
  repairDetails,
  remoteModels,
  repairConfirmation,
  serviceCentres,
  serialNumberProgrammes,
  ascAuth,
  modelDetails,
  whatsNew,
  newsForAsc,
  serviceManual,
  serviceManualLanguages,
  technicalNews,
  repairRelatedDocuments,
  repairTools,
  technicalMemo,
  trainingInformation,
  serviceInformation,
  externalContent,
  specifications,
  tutorials,
  supportVideos,
  newsAndAlerts,
  compatibleCategories,
  compatibleModels,
  compatibilityDetails,
  banners,
  specificBanners,
  contextCategories,
  faqBundles,
  faqBundleSummaries,
  automaticBundles,
  automaticBundleDetails,
  seo,
  smartHelpProduct,
  smartHelpArticles,
  smartHelpBundle,
  searchInsights,
};
