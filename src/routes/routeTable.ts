import type { SearchType } from '../shared/content/types';

/** Every page type of docs/architecture.md §4. These identifiers are part of the page state contract: do not rename. */
export const PAGE_TYPES = [
  'homeResults',
  'homeManualResults',
  'homeDownloadResults',
  'homeFaqResults',
  'homeRepairResults',
  'categoryResults',
  'categoryManualResults',
  'categoryDownloadResults',
  'categoryFaqResults',
  'categoryRepairResults',
  'productResults',
  'productManualResults',
  'productDownloadResults',
  'productFaqResults',
  'productRepairResults',
  'productModelDetailResults',
  'productModelDetail',
  'productTechSpecs',
  'downloadDetails',
  'downloadDetailsInProductPage',
  'softwareDetails',
  'softwareDetailsInProductPage',
  'articleDetails',
  'articleDetailsInProductPage',
  'repairDocumentDetails',
  'repairDocumentDetailsInProductPage',
  'serialNumberChecker',
  'remoteProgrammingCode',
  'remoteProgrammingCodeWithResults',
  'smartHelp',
  // Agents' search insights (docs/decisions/027-search-insights.md).
  'agentSearchInsights',
  'others',
  'home',
  'homeManual',
  'homeDownload',
  'homeFaq',
  'homeRepair',
  'category',
  'categoryManual',
  'categoryDownload',
  'categoryFaq',
  'categoryRepair',
  'product',
  'productManual',
  'productDownload',
  'productFaq',
  'productRepair',
  'contact',
  'repairRequest',
  'repairConfirmation',
  'serviceCentres',
  // Imprint and privacy notice (docs/decisions/041-legal-pages.md).
  'legal',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/**
 * The page family without its search type and results suffix. Modules and analytics key on the
 * family so that e.g. every category results page shares one module list.
 */
export const TYPE_ALIASES = [
  'home',
  'homeResults',
  'category',
  'categoryResults',
  'product',
  'productResults',
  'downloadDetails',
  'softwareDetails',
  'articleDetails',
  'repairDocumentDetails',
  'productTechSpecs',
  'serialNumberChecker',
  'remoteProgrammingCode',
  'smartHelp',
  'contact',
  'legal',
  'agentSearchInsights',
  'others',
] as const;
export type TypeAlias = (typeof TYPE_ALIASES)[number];

export interface RouteRow {
  /** path-to-regexp v8 syntax, relative to the support base path. One parameter = one segment. */
  readonly pattern: string;
  readonly type: PageType;
  readonly typeAlias: TypeAlias;
  /** True when the page lists a single search type (the {type} segment, or model-details). */
  readonly searchByType: boolean;
  readonly searchType: SearchType;
  /** Fixed params added to the match, so pages that share a type can tell their sub-pages apart. */
  readonly params?: Readonly<Record<string, string>>;
}

function row(
  pattern: string,
  type: PageType,
  typeAlias: TypeAlias,
  searchType: SearchType = 'none',
  params?: Readonly<Record<string, string>>,
): RouteRow {
  return { pattern, type, typeAlias, searchByType: searchType !== 'none', searchType, ...(params ? { params } : {}) };
}

const C = '/:categoryName';
const CP = '/:categoryName/:productName';
const SH = '/tvhelp/:categoryName/:productName';

/**
 * docs/behaviour.md §2 / docs/architecture.md §4. Optional segments (channel, category, product) are spelled out as separate
 * rows rather than `{...}` groups: every row then has a fixed segment count, which keeps the
 * "literal segment beats parameter" ranking in matchRoute simple and unambiguous.
 * Rows with a `:channel` parameter only match known channels (checked in matchRoute).
 */
export const ROUTE_TABLE: readonly RouteRow[] = [
  row('/', 'home', 'home'),
  row('/manuals', 'homeManual', 'home', 'manuals'),
  row('/downloads', 'homeDownload', 'home', 'downloads'),
  row('/faqs', 'homeFaq', 'home', 'faqs'),
  row('/repair-documents', 'homeRepair', 'home', 'repair-documents'),
  row('/results', 'homeResults', 'homeResults'),
  row('/manuals/results', 'homeManualResults', 'homeResults', 'manuals'),
  row('/downloads/results', 'homeDownloadResults', 'homeResults', 'downloads'),
  row('/faqs/results', 'homeFaqResults', 'homeResults', 'faqs'),
  row('/repair-documents/results', 'homeRepairResults', 'homeResults', 'repair-documents'),

  row(C, 'category', 'category'),
  row(`${C}/manuals`, 'categoryManual', 'category', 'manuals'),
  row(`${C}/downloads`, 'categoryDownload', 'category', 'downloads'),
  row(`${C}/faqs`, 'categoryFaq', 'category', 'faqs'),
  row(`${C}/repair-documents`, 'categoryRepair', 'category', 'repair-documents'),
  row(`${C}/results`, 'categoryResults', 'categoryResults'),
  row(`${C}/manuals/results`, 'categoryManualResults', 'categoryResults', 'manuals'),
  row(`${C}/downloads/results`, 'categoryDownloadResults', 'categoryResults', 'downloads'),
  row(`${C}/faqs/results`, 'categoryFaqResults', 'categoryResults', 'faqs'),
  row(`${C}/repair-documents/results`, 'categoryRepairResults', 'categoryResults', 'repair-documents'),

  row(CP, 'product', 'product'),
  row(`${CP}/manuals`, 'productManual', 'product', 'manuals'),
  row(`${CP}/downloads`, 'productDownload', 'product', 'downloads'),
  row(`${CP}/faqs`, 'productFaq', 'product', 'faqs'),
  row(`${CP}/repair-documents`, 'productRepair', 'product', 'repair-documents'),
  row(`${CP}/model-details`, 'productModelDetail', 'product', 'model-details'),
  row(`${CP}/specifications`, 'productTechSpecs', 'productTechSpecs'),
  row(`${CP}/results`, 'productResults', 'productResults'),
  row(`${CP}/manuals/results`, 'productManualResults', 'productResults', 'manuals'),
  row(`${CP}/downloads/results`, 'productDownloadResults', 'productResults', 'downloads'),
  row(`${CP}/faqs/results`, 'productFaqResults', 'productResults', 'faqs'),
  row(`${CP}/repair-documents/results`, 'productRepairResults', 'productResults', 'repair-documents'),
  row(`${CP}/model-details/results`, 'productModelDetailResults', 'productResults', 'model-details'),

  row('/downloads/:downloadId', 'downloadDetails', 'downloadDetails'),
  row(`${C}/downloads/:downloadId`, 'downloadDetails', 'downloadDetails'),
  row(`${CP}/downloads/:downloadId`, 'downloadDetailsInProductPage', 'downloadDetails'),

  row('/software/:articleFamilyId', 'softwareDetails', 'softwareDetails'),
  row('/software/:channel/:articleFamilyId', 'softwareDetails', 'softwareDetails'),
  row(`${C}/software/:articleFamilyId`, 'softwareDetails', 'softwareDetails'),
  row(`${C}/software/:channel/:articleFamilyId`, 'softwareDetails', 'softwareDetails'),
  row(`${CP}/software/:articleFamilyId`, 'softwareDetailsInProductPage', 'softwareDetails'),
  row(`${CP}/software/:channel/:articleFamilyId`, 'softwareDetailsInProductPage', 'softwareDetails'),

  row('/articles/:articleFamilyId', 'articleDetails', 'articleDetails'),
  row('/articles/:channel/:articleFamilyId', 'articleDetails', 'articleDetails'),
  row(`${C}/articles/:articleFamilyId`, 'articleDetails', 'articleDetails'),
  row(`${C}/articles/:channel/:articleFamilyId`, 'articleDetails', 'articleDetails'),
  row(`${CP}/articles/:articleFamilyId`, 'articleDetailsInProductPage', 'articleDetails'),
  row(`${CP}/articles/:channel/:articleFamilyId`, 'articleDetailsInProductPage', 'articleDetails'),

  row('/repair-documents/:contentFamilyId', 'repairDocumentDetails', 'repairDocumentDetails'),
  row('/repair-documents/:channel/:contentFamilyId', 'repairDocumentDetails', 'repairDocumentDetails'),
  row(`${C}/repair-documents/:contentFamilyId`, 'repairDocumentDetails', 'repairDocumentDetails'),
  row(`${C}/repair-documents/:channel/:contentFamilyId`, 'repairDocumentDetails', 'repairDocumentDetails'),
  row(`${CP}/repair-documents/:contentFamilyId`, 'repairDocumentDetailsInProductPage', 'repairDocumentDetails'),
  row(
    `${CP}/repair-documents/:channel/:contentFamilyId`,
    'repairDocumentDetailsInProductPage',
    'repairDocumentDetails',
  ),

  row('/serial-number-checker/:listId', 'serialNumberChecker', 'serialNumberChecker'),

  row('/remote-control-programming', 'remoteProgrammingCode', 'remoteProgrammingCode'),
  row('/remote-control-programming/models', 'remoteProgrammingCodeWithResults', 'remoteProgrammingCode'),
  row('/remote-control-programming/models/:productName', 'remoteProgrammingCode', 'remoteProgrammingCode'),

  // Contact and repair (docs/behaviour.md §2): literal segments, so no category may be named so.
  row('/contact', 'contact', 'contact'),
  row('/repair', 'repairRequest', 'contact'),
  row('/repair/:reference', 'repairConfirmation', 'contact'),
  row('/service-centres', 'serviceCentres', 'contact'),
  row('/imprint', 'legal', 'legal', 'none', { document: 'imprint' }),
  row('/privacy', 'legal', 'legal', 'none', { document: 'privacy' }),
  // Agents' pages live under the literal 'agent' segment, never a category name (docs/architecture.md §10).
  row('/agent/search-insights', 'agentSearchInsights', 'agentSearchInsights'),

  row('/tvhelp', 'smartHelp', 'smartHelp'),
  row('/tvhelp/error', 'smartHelp', 'smartHelp', 'none', { subPage: 'error' }),
  row(SH, 'smartHelp', 'smartHelp'),
  row(`${SH}/results`, 'smartHelp', 'smartHelp', 'none', { subPage: 'results' }),
  row(`${SH}/recommended-articles`, 'smartHelp', 'smartHelp', 'none', { subPage: 'recommended-articles' }),
  row(`${SH}/important-information`, 'smartHelp', 'smartHelp', 'none', { subPage: 'important-information' }),
  row(`${SH}/recommended-videos`, 'smartHelp', 'smartHelp', 'none', { subPage: 'recommended-videos' }),
  row(`${SH}/question-and-answers`, 'smartHelp', 'smartHelp', 'none', { subPage: 'question-and-answers' }),
  row(`${SH}/faq-bundles/:bundleID`, 'smartHelp', 'smartHelp', 'none', { subPage: 'faq-bundles' }),
  row(`${SH}/articles/:articleFamilyId`, 'smartHelp', 'smartHelp', 'none', { subPage: 'articles' }),
];
