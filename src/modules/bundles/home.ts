import { bannersModule } from '../banners';
import { categoriesModule } from '../categories';
import { searchBoxModule } from '../searchBox';
import { specialMessageModule } from '../specialMessage';
import { supportToolsModule } from '../supportTools';
import type { ModuleDefinition } from '../types';

/** Home pages of every search type. */
export const modules: readonly ModuleDefinition[] = [
  specialMessageModule,
  searchBoxModule,
  categoriesModule,
  supportToolsModule,
  bannersModule,
];
