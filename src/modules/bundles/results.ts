import { bannersModule } from '../banners';
import { organicSearchModule } from '../organicSearch';
import { pageHeaderModule } from '../pageHeader';
import { searchBoxModule } from '../searchBox';
import type { ModuleDefinition } from '../types';

/** Search results pages (home, category and product scope), the service-centre ones aside. */
export const modules: readonly ModuleDefinition[] = [
  pageHeaderModule,
  searchBoxModule,
  organicSearchModule,
  bannersModule,
];
