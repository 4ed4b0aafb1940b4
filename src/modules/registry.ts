import { PAGE_MODULES } from '../routes/pageModules';
import type { PageType } from '../routes/routeTable';
import { articleDetailsModule } from './articleDetails';
import { bannersModule } from './banners';
import { compatibilityModule } from './compatibility';
import { contextCategoriesModule } from './contextCategories';
import { faqBundlesModule } from './faqBundles';
import { followUpdatesModule } from './followUpdates';
import { inPageNavModule } from './inPageNav';
import { newsAndAlertsModule } from './newsAndAlerts';
import { seoModule } from './seo';
import { specialMessageModule } from './specialMessage';
import { specificationsModule, specificationsSummaryModule } from './specifications';
import { supportVideosModule } from './supportVideos';
import { tutorialsModule } from './tutorials';
import { ascAccountModule } from './ascAccount';
import { categoryGridModule } from './categoryGrid';
import { downloadDetailsModule } from './downloadDetails';
import { downloadsModule } from './downloads';
import { externalContentModule } from './externalContent';
import { faqsModule } from './faqs';
import { manualsModule } from './manuals';
import { modelDetailsModule } from './modelDetails';
import { modelListModule } from './modelList';
import { newsForAscModule } from './newsForAsc';
import { notFoundModule } from './notFound';
import { organicResultsModule } from './organicResults';
import { pageHeaderModule } from './pageHeader';
import { remoteCodesModule, remoteModelsModule } from './remoteProgramming';
import { REPAIR_DOCUMENT_MODULES } from './repairDocuments/modules';
import { repairDocumentDetailsModule } from './repairDocumentDetails';
import { searchBoxModule } from './searchBox';
import { searchInsightsHeaderModule, searchInsightsModule } from './searchInsights';
import { serialNumberCheckerModule } from './serialNumberChecker';
import { softwareDetailsModule } from './softwareDetails';
import { supportRequestModule } from './supportRequest';
import { programmeNoticeModule, supportToolsModule } from './toolLinks';
import type { ModuleDefinition } from './types';
import { whatsNewModule } from './whatsNew';
import { smartHelpArticleModule } from './smartHelpArticle';
import { smartHelpArticlesModule, smartHelpQuestionsModule } from './smartHelpArticles';
import { smartHelpBundleModule } from './smartHelpBundle';
import { smartHelpEntryModule } from './smartHelpEntry';
import { smartHelpErrorModule } from './smartHelpError';
import { smartHelpHeaderModule } from './smartHelpHeader';
import { smartHelpHomeModule } from './smartHelpHome';
import { smartHelpVideosModule } from './smartHelpVideos';

const ALL: readonly ModuleDefinition[] = [
  pageHeaderModule,
  searchBoxModule,
  categoryGridModule,
  modelListModule,
  manualsModule,
  downloadsModule,
  faqsModule,
  organicResultsModule,
  downloadDetailsModule,
  softwareDetailsModule,
  articleDetailsModule,
  repairDocumentDetailsModule,
  serialNumberCheckerModule,
  remoteModelsModule,
  remoteCodesModule,
  supportRequestModule,
  supportToolsModule,
  programmeNoticeModule,
  // Service-centre portal and agents (docs/behaviour.md §6).
  ascAccountModule,
  modelDetailsModule,
  whatsNewModule,
  newsForAscModule,
  searchInsightsHeaderModule,
  searchInsightsModule,
  ...REPAIR_DOCUMENT_MODULES,
  externalContentModule,
  // Product hub and category pages.
  specialMessageModule,
  inPageNavModule,
  faqBundlesModule,
  tutorialsModule,
  followUpdatesModule,
  supportVideosModule,
  compatibilityModule,
  specificationsModule,
  specificationsSummaryModule,
  newsAndAlertsModule,
  bannersModule,
  contextCategoriesModule,
  seoModule,
  notFoundModule,
  // Smart help (TV help): one module per sub-page, under the compact TV header.
  smartHelpHeaderModule,
  smartHelpEntryModule,
  smartHelpHomeModule,
  smartHelpArticlesModule,
  smartHelpQuestionsModule,
  smartHelpVideosModule,
  smartHelpBundleModule,
  smartHelpArticleModule,
  smartHelpErrorModule,
];

export const MODULES: ReadonlyMap<string, ModuleDefinition> = new Map(ALL.map((m) => [m.id, m]));

/** The modules of a page type in display order. Unknown ids fail at start-up, not on a request. */
export function modulesFor(type: PageType): ModuleDefinition[] {
  return PAGE_MODULES[type].map((id) => {
    const module = MODULES.get(id);
    if (!module) throw new Error(`Unknown module id '${id}' for page type '${type}'`);
    return module;
  });
}
