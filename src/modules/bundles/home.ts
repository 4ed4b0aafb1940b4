import { bannersModule } from '../banners';
import { categoryGridModule } from '../categoryGrid';
import { searchBoxModule } from '../searchBox';
import { specialMessageModule } from '../specialMessage';
import { supportToolsModule } from '../toolLinks';
import type { ModuleDefinition } from '../types';

/** Home pages of every search type. */
export const modules: readonly ModuleDefinition[] = [
  specialMessageModule,
  searchBoxModule,
  categoryGridModule,
  supportToolsModule,
  bannersModule,
];
