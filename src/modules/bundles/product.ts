import { ascAccountModule } from '../ascAccount';
import { bannersModule } from '../banners';
import { compatibilityModule } from '../compatibility';
import { contextCategoriesModule } from '../contextCategories';
import { downloadsModule } from '../downloads';
import { faqBundlesModule } from '../faqBundles';
import { faqsModule } from '../faqs';
import { followUpdatesModule } from '../followUpdates';
import { inPageNavModule } from '../inPageNav';
import { manualsModule } from '../manuals';
import { modelDetailsModule } from '../modelDetails';
import { newsAndAlertsModule } from '../newsAndAlerts';
import { pageHeaderModule } from '../pageHeader';
import { serviceManualModule } from '../serviceManual';
import { technicalNewsModule } from '../technicalNews';
import { searchBoxModule } from '../searchBox';
import { seoModule } from '../seo';
import { specialMessageModule } from '../specialMessage';
import { specificationsModule } from '../specifications';
import { specificationsSummaryModule } from '../specificationsSummary';
import { supportRequestModule } from '../supportRequest';
import { supportVideosModule } from '../supportVideos';
import { programmeNoticeModule } from '../programmeNotice';
import { tutorialsModule } from '../tutorials';
import type { ModuleDefinition } from '../types';

/** The product hub and its manuals, downloads, FAQ and specifications tabs. */
export const modules: readonly ModuleDefinition[] = [
  specialMessageModule,
  pageHeaderModule,
  programmeNoticeModule,
  searchBoxModule,
  inPageNavModule,
  ascAccountModule,
  manualsModule,
  downloadsModule,
  faqsModule,
  faqBundlesModule,
  tutorialsModule,
  supportVideosModule,
  compatibilityModule,
  modelDetailsModule,
  serviceManualModule,
  technicalNewsModule,
  supportRequestModule,
  specificationsModule,
  specificationsSummaryModule,
  newsAndAlertsModule,
  followUpdatesModule,
  bannersModule,
  contextCategoriesModule,
  seoModule,
];
