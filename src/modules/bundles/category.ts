import { bannersModule } from '../banners';
import { categoriesModule } from '../categories';
import { contextCategoriesModule } from '../contextCategories';
import { faqBundlesModule } from '../faqBundles';
import { followUpdatesModule } from '../followUpdates';
import { inPageNavModule } from '../inPageNav';
import { modelResultsModule } from '../modelResults';
import { newsAndAlertsModule } from '../newsAndAlerts';
import { pageHeaderModule } from '../pageHeader';
import { searchBoxModule } from '../searchBox';
import { seoModule } from '../seo';
import { specialMessageModule } from '../specialMessage';
import { supportVideosModule } from '../supportVideos';
import type { ModuleDefinition } from '../types';

/** Category hubs of every search type but the service-centre one. */
export const modules: readonly ModuleDefinition[] = [
  specialMessageModule,
  pageHeaderModule,
  searchBoxModule,
  inPageNavModule,
  categoriesModule,
  modelResultsModule,
  faqBundlesModule,
  supportVideosModule,
  newsAndAlertsModule,
  followUpdatesModule,
  bannersModule,
  contextCategoriesModule,
  seoModule,
];
