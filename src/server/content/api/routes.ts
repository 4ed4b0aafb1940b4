import { categoriesRoute, categoryMetadataRoute, categoryRoute, modelsRoute, productMetadataRoute, productRoute } from './handlers/catalogue';
import { articleRoutes, softwareRoutes } from './handlers/articles';
import { ascAuthStatusRoute, ascSignInRoute, ascSignOutRoute } from './handlers/ascAuth';
import { downloadDetailsRoute, eulaRoute } from './handlers/details';
import { documentLanguagesRoute, documentsRoute } from './handlers/documents';
import { downloadFiltersRoute, downloadsRoute } from './handlers/downloads';
import { externalContentRoute } from './handlers/externalContent';
import { faqGroupSearchRoute } from './handlers/faqGroupSearch';
import { faqSearchRoute } from './handlers/faqs';
import { fileRoute } from './handlers/files';
import { modelDetailsRoute } from './handlers/modelDetails';
import { pageViewRoute } from './handlers/pageViews';
import { remoteCodesRoute, remoteModelsRoute } from './handlers/remoteControl';
import { repairDocumentListRoute } from './handlers/repairDocumentLists';
import { repairDocumentRoute } from './handlers/repairDocuments';
import { contextSearchRoute, searchRoute } from './handlers/search';
import { searchInsightsRoute } from './handlers/searchInsights';
import { keywordSuggestRoute, suggestRoute } from './handlers/suggest';
import {
  serialCheckerDetailsRoute,
  serialCheckerListsRoute,
  serialCheckerModelNamesRoute,
  serialCheckerPartNumbersRoute,
  serialCheckerValidationRoute,
} from './handlers/serialNumberChecker';
import { createTicketRoute } from './handlers/tickets';
import { createRepairRequestRoute, repairRequestRoute, serviceCentresRoute } from './handlers/repair';
import { whatsNewRoute } from './handlers/whatsNew';
import { bannersRoute, operatingSystemBannersRoute } from './handlers/banners';
import { compatibilityDetailsRoute, compatibleCategoriesRoute, compatibleModelsRoute } from './handlers/compatibility';
import { contextCategoriesRoute } from './handlers/contextCategories';
import {
  automaticBundleDetailsRoute,
  automaticBundlesRoute,
  faqBundleDetailRoute,
  faqBundleListRoute,
  faqBundlesRoute,
} from './handlers/faqBundles';
import { newsAndAlertsRoute } from './handlers/newsAndAlerts';
import { categorySeoRoute, productSeoRoute } from './handlers/seo';
import { feedRoute } from './handlers/feeds';
import { feedbackRoute, helpfulnessRoute } from './handlers/feedback';
import { sitemapChunksRoute, sitemapPagesRoute } from './handlers/sitemap';
import { specialMessageRoute } from './handlers/specialMessage';
import { specificationsRoute } from './handlers/specifications';
import { supportVideosRoute, tutorialsRoute } from './handlers/videos';
import { videoTrackRoutes } from './handlers/videoTracks';
import type { Route } from './routeTypes';

/**
 * The content API: one table, served by both the Express router and the in-process transport.
 * Paths are below API_BASE. Literal paths come before parameterised ones that could shadow them.
 */
export const ROUTES: readonly Route[] = [
  searchRoute,
  // Before '/search/:contextId', which would read 'whats-new' or 'insights' as a context.
  whatsNewRoute,
  searchInsightsRoute,
  contextSearchRoute,
  faqSearchRoute,
  faqGroupSearchRoute,
  suggestRoute,
  keywordSuggestRoute,
  pageViewRoute,
  serialCheckerDetailsRoute,
  serialCheckerListsRoute,
  serialCheckerModelNamesRoute,
  serialCheckerPartNumbersRoute,
  serialCheckerValidationRoute,
  remoteModelsRoute,
  remoteCodesRoute,
  createTicketRoute,
  // Contact and repair (docs/behaviour.md §2): repair requests and the service-centre finder.
  createRepairRequestRoute,
  repairRequestRoute,
  serviceCentresRoute,
  feedbackRoute,
  helpfulnessRoute,
  // ASC portal: sign-in, model details, repair document lists, embedded portal content.
  ascAuthStatusRoute,
  ascSignInRoute,
  ascSignOutRoute,
  modelDetailsRoute,
  repairDocumentListRoute,
  externalContentRoute,
  fileRoute,
  eulaRoute,
  categoriesRoute,
  categoryRoute,
  categoryMetadataRoute,
  modelsRoute,
  productMetadataRoute,
  productRoute,
  documentLanguagesRoute,
  documentsRoute,
  // Before '/:locale/downloads/:productName/filters', which would read 'ids' as a product.
  downloadDetailsRoute,
  downloadsRoute,
  downloadFiltersRoute,
  // Product hub and category pages (specifications, videos, news, compatibility, banners, FAQ bundles, SEO).
  specificationsRoute,
  tutorialsRoute,
  supportVideosRoute,
  ...videoTrackRoutes,
  newsAndAlertsRoute,
  compatibleCategoriesRoute,
  compatibleModelsRoute,
  compatibilityDetailsRoute,
  bannersRoute,
  operatingSystemBannersRoute,
  specialMessageRoute,
  contextCategoriesRoute,
  faqBundlesRoute,
  faqBundleListRoute,
  faqBundleDetailRoute,
  automaticBundlesRoute,
  automaticBundleDetailsRoute,
  productSeoRoute,
  categorySeoRoute,
  sitemapChunksRoute,
  sitemapPagesRoute,
  feedRoute,
  ...articleRoutes,
  ...softwareRoutes,
  // Last: literal '/repair-documents/...' paths of other calls must match first.
  repairDocumentRoute,
];
