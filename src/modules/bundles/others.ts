import { bannersModule } from '../banners';
import { notFoundModule } from '../notFound';
import type { ModuleDefinition } from '../types';

/** Addresses that match no page: the helpful 404. */
export const modules: readonly ModuleDefinition[] = [notFoundModule, bannersModule];
