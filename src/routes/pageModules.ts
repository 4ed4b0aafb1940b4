import type { PageType } from './routeTable';

/**
 * Which modules each page type shows, in order (module ids; the modules themselves live in
 * src/modules). Page types without their own modules yet show the shared header and search.
 */
// supportTools: links to remote-control programming and the serial-number checker programmes (home only).
const HOME = ['specialMessage', 'searchBox', 'categories', 'supportTools', 'banners'];
const RESULTS = ['pageHeader', 'searchBox', 'organicSearch', 'banners'];
// Category hub: main column (categories, models, FAQ bundles, videos) and side column (news, banners,
// related categories); the in-page navigation under the header (modules/shell/layout, modules/inPageNav).
const CATEGORY = [
  'specialMessage',
  'pageHeader',
  'searchBox',
  'inPageNav',
  'categories',
  'modelResults',
  'faqBundles',
  'supportVideos',
  'newsAndAlerts',
  'followUpdates',
  'banners',
  'contextCategories',
  'seo',
];
// programmeNotice: a product-safety or service programme covering the product, on every product tab.
const PRODUCT_TAB = ['pageHeader', 'programmeNotice', 'searchBox'];
// docs/behaviour.md §5: banners load only on the category and product kinds and reset elsewhere, so the banners
// module is listed on every page type (its loader resets them where they do not belong).
// Service-centre portal (docs/behaviour.md §6): the account / sign-in prompt first, then the restricted lists.
// Each list checks its own access rule, so the ASC phase 2 toggle picks the combined or split lists.
const REPAIR_LISTS = ['serviceManual', 'technicalNews', 'repairRelatedDocuments', 'repairTools', 'technicalMemo', 'trainingInformation', 'serviceInformation'];
const PORTAL_RESULTS = ['pageHeader', 'searchBox', 'ascAccount', 'organicSearch'];

export const PAGE_MODULES: Readonly<Record<PageType, readonly string[]>> = {
  home: HOME,
  homeManual: HOME,
  homeDownload: HOME,
  homeFaq: HOME,
  homeRepair: ['searchBox', 'ascAccount', 'whatsNew', 'newsForAsc', 'externalContent', 'categories', 'banners'],
  homeResults: ['searchBox', 'organicSearch', 'banners'],
  homeManualResults: ['searchBox', 'organicSearch', 'banners'],
  homeDownloadResults: ['searchBox', 'organicSearch', 'banners'],
  homeFaqResults: ['searchBox', 'organicSearch', 'banners'],
  homeRepairResults: ['searchBox', 'organicSearch', 'ascAccount', 'banners'],
  category: CATEGORY,
  categoryManual: CATEGORY,
  categoryDownload: CATEGORY,
  categoryFaq: CATEGORY,
  categoryRepair: ['pageHeader', 'searchBox', 'ascAccount', 'whatsNew', ...REPAIR_LISTS, 'newsForAsc', 'externalContent', 'categories', 'modelResults', 'banners'],
  categoryResults: RESULTS,
  categoryManualResults: RESULTS,
  categoryDownloadResults: RESULTS,
  categoryFaqResults: RESULTS,
  categoryRepairResults: [...PORTAL_RESULTS, ...REPAIR_LISTS, 'banners'],
  // Product hub: its tabs are its one navigation (ADR 039), no in-page anchor bar; main column, then the side column (specifications summary, news, banners, categories).
  product: [
    'specialMessage',
    ...PRODUCT_TAB,
    'ascAccount',
    'manuals',
    'downloads',
    'faqs',
    'faqBundles',
    'tutorials',
    'supportVideos',
    'compatibility',
    'modelDetails',
    'serviceManual',
    'technicalNews',
    'supportRequest',
    'specificationsSummary',
    'newsAndAlerts',
    'followUpdates',
    'banners',
    'contextCategories',
    'seo',
  ],
  productManual: ['specialMessage', ...PRODUCT_TAB, 'manuals', 'banners', 'seo'],
  productDownload: ['specialMessage', ...PRODUCT_TAB, 'downloads', 'banners', 'seo'],
  productFaq: ['specialMessage', ...PRODUCT_TAB, 'faqs', 'faqBundles', 'supportRequest', 'banners', 'seo'],
  productRepair: [...PRODUCT_TAB, 'ascAccount', ...REPAIR_LISTS, 'newsForAsc', 'banners'],
  productModelDetail: [...PRODUCT_TAB, 'ascAccount', 'modelDetails', 'banners'],
  productTechSpecs: ['specialMessage', ...PRODUCT_TAB, 'specifications', 'banners', 'seo'],
  productResults: RESULTS,
  productManualResults: RESULTS,
  productDownloadResults: RESULTS,
  productFaqResults: RESULTS,
  productRepairResults: [...PORTAL_RESULTS, ...REPAIR_LISTS, 'banners'],
  productModelDetailResults: [...PORTAL_RESULTS, 'modelDetails', 'banners'],
  // Details pages: the content first (with its breadcrumbs), "Did this help?" under it (ADR 028), the search box after it.
  downloadDetails: ['downloadDetails', 'helpfulness', 'searchBox', 'banners'],
  downloadDetailsInProductPage: ['pageHeader', 'downloadDetails', 'helpfulness', 'searchBox', 'banners'],
  softwareDetails: ['softwareDetails', 'helpfulness', 'searchBox', 'banners'],
  softwareDetailsInProductPage: ['pageHeader', 'softwareDetails', 'helpfulness', 'searchBox', 'banners'],
  articleDetails: ['articleDetails', 'helpfulness', 'searchBox', 'banners'],
  articleDetailsInProductPage: ['pageHeader', 'articleDetails', 'helpfulness', 'searchBox', 'banners'],
  repairDocumentDetails: ['repairDocumentDetails', 'searchBox', 'banners'],
  repairDocumentDetailsInProductPage: ['pageHeader', 'repairDocumentDetails', 'searchBox', 'banners'],
  // Tools: the tool first (with its breadcrumbs and heading), the search box after it.
  serialNumberChecker: ['serialNumberChecker', 'searchBox', 'banners'],
  remoteProgrammingCode: ['remoteModels', 'remoteCodes', 'searchBox', 'banners'],
  remoteProgrammingCodeWithResults: ['remoteModels', 'searchBox', 'banners'],
  // Smart help: the compact TV header, then the module of the sub-page in params.subPage (each checks it).
  smartHelp: [
    'smartHelpHeader',
    'smartHelpEntry',
    'smartHelpHome',
    'smartHelpArticles',
    'smartHelpQuestions',
    'smartHelpVideos',
    'smartHelpBundle',
    'smartHelpArticle',
    'smartHelpError',
    'banners',
  ],
  // Contact and repair (docs/behaviour.md §2): contact options with the support request form, the repair
  // request form, its confirmation, the service-centre finder.
  contact: ['contactOptions', 'supportRequest', 'banners'],
  // The imprint and the privacy notice (docs/decisions/041-legal-pages.md).
  legal: ['legalNotice', 'banners'],
  repairRequest: ['repairRequest', 'banners'],
  repairConfirmation: ['repairConfirmation', 'banners'],
  serviceCentres: ['serviceCentres', 'banners'],
  // Heading, the sign-in prompt (or who is signed in), then the insights; the API decides who may read them.
  agentSearchInsights: ['searchInsightsHeader', 'ascAccount', 'searchInsights'],
  others: ['notFound', 'banners'],
};
