import { bannersModule } from '../banners';
import { organicResultsModule } from '../organicResults';
import { pageHeaderModule } from '../pageHeader';
import { searchBoxModule } from '../searchBox';
import type { ModuleDefinition } from '../types';

/** Search results pages (home, category and product scope), the service-centre ones aside. */
export const modules: readonly ModuleDefinition[] = [
  pageHeaderModule,
  searchBoxModule,
  organicResultsModule,
  bannersModule,
];
