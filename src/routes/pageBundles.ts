import type { PageType } from './routeTable';

/**
 * The client's JavaScript is split by page bundle (docs/decisions/026-code-splitting-by-page-bundle.md): one
 * lazy chunk per bundle holds the modules of its page types, so a page loads its own modules and the strings
 * of its language only. Page types that share most of their modules share a bundle, so moving between a
 * product's tabs, or between results pages, loads nothing new.
 */
export const PAGE_BUNDLES = [
  'home',
  'results',
  'category',
  'product',
  'details',
  'tools',
  'portal',
  'smartHelp',
  'others',
] as const;
export type PageBundle = (typeof PAGE_BUNDLES)[number];

export const PAGE_BUNDLE_OF: Readonly<Record<PageType, PageBundle>> = {
  home: 'home',
  homeManual: 'home',
  homeDownload: 'home',
  homeFaq: 'home',
  homeResults: 'results',
  homeManualResults: 'results',
  homeDownloadResults: 'results',
  homeFaqResults: 'results',
  categoryResults: 'results',
  categoryManualResults: 'results',
  categoryDownloadResults: 'results',
  categoryFaqResults: 'results',
  productResults: 'results',
  productManualResults: 'results',
  productDownloadResults: 'results',
  productFaqResults: 'results',
  category: 'category',
  categoryManual: 'category',
  categoryDownload: 'category',
  categoryFaq: 'category',
  product: 'product',
  productManual: 'product',
  productDownload: 'product',
  productFaq: 'product',
  productTechSpecs: 'product',
  downloadDetails: 'details',
  downloadDetailsInProductPage: 'details',
  softwareDetails: 'details',
  softwareDetailsInProductPage: 'details',
  articleDetails: 'details',
  articleDetailsInProductPage: 'details',
  repairDocumentDetails: 'details',
  repairDocumentDetailsInProductPage: 'details',
  serialNumberChecker: 'tools',
  // Contact and repair (docs/behaviour.md §2): forms like the tools'.
  contact: 'tools',
  repairRequest: 'tools',
  repairConfirmation: 'tools',
  serviceCentres: 'tools',
  // The imprint and privacy notice: plain text pages, with the tools rather than a bundle of their own.
  legal: 'tools',
  remoteProgrammingCode: 'tools',
  remoteProgrammingCodeWithResults: 'tools',
  // The service-centre portal (docs/behaviour.md §6).
  homeRepair: 'portal',
  homeRepairResults: 'portal',
  categoryRepair: 'portal',
  categoryRepairResults: 'portal',
  productRepair: 'portal',
  productRepairResults: 'portal',
  productModelDetail: 'portal',
  productModelDetailResults: 'portal',
  // Agents' pages (ADR 027) sit with the portal: they share its sign-in and account modules.
  agentSearchInsights: 'portal',
  smartHelp: 'smartHelp',
  others: 'others',
};

/** The webpack chunk name of a page bundle (the build's manifest lists each one's files under it). */
export function bundleChunkName(bundle: PageBundle): string {
  return `page-${bundle}`;
}
