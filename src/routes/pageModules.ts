import type { PageType } from './routeTable';

/**
 * Which modules each page type shows, in order (module ids; the modules themselves live in
 * src/modules). Page types without their own modules yet show the shared header and search.
 */
const HOME = ['searchBox', 'categories'];
const RESULTS = ['pageHeader', 'searchBox', 'organicSearch'];
const CATEGORY = ['pageHeader', 'searchBox', 'categories', 'modelResults'];
const PRODUCT_TAB = ['pageHeader', 'searchBox'];

export const PAGE_MODULES: Readonly<Record<PageType, readonly string[]>> = {
  home: HOME,
  homeManual: HOME,
  homeDownload: HOME,
  homeFaq: HOME,
  homeRepair: HOME,
  homeResults: ['searchBox', 'organicSearch'],
  homeManualResults: ['searchBox', 'organicSearch'],
  homeDownloadResults: ['searchBox', 'organicSearch'],
  homeFaqResults: ['searchBox', 'organicSearch'],
  homeRepairResults: ['searchBox', 'organicSearch'],
  category: CATEGORY,
  categoryManual: CATEGORY,
  categoryDownload: CATEGORY,
  categoryFaq: CATEGORY,
  categoryRepair: CATEGORY,
  categoryResults: RESULTS,
  categoryManualResults: RESULTS,
  categoryDownloadResults: RESULTS,
  categoryFaqResults: RESULTS,
  categoryRepairResults: RESULTS,
  product: [...PRODUCT_TAB, 'manuals', 'downloads', 'faqs'],
  productManual: [...PRODUCT_TAB, 'manuals'],
  productDownload: [...PRODUCT_TAB, 'downloads'],
  productFaq: [...PRODUCT_TAB, 'faqs'],
  productRepair: PRODUCT_TAB,
  productModelDetail: PRODUCT_TAB,
  productTechSpecs: PRODUCT_TAB,
  productResults: RESULTS,
  productManualResults: RESULTS,
  productDownloadResults: RESULTS,
  productFaqResults: RESULTS,
  productRepairResults: RESULTS,
  productModelDetailResults: RESULTS,
  downloadDetails: ['searchBox'],
  downloadDetailsInProductPage: ['pageHeader', 'searchBox'],
  softwareDetails: ['searchBox'],
  softwareDetailsInProductPage: ['pageHeader', 'searchBox'],
  articleDetails: ['searchBox'],
  articleDetailsInProductPage: ['pageHeader', 'searchBox'],
  repairDocumentDetails: ['searchBox'],
  repairDocumentDetailsInProductPage: ['pageHeader', 'searchBox'],
  serialNumberChecker: ['searchBox'],
  remoteProgrammingCode: ['searchBox'],
  remoteProgrammingCodeWithResults: ['searchBox'],
  smartHelp: ['searchBox'],
  others: ['notFound'],
};
