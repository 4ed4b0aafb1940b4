import { PAGE_MODULES } from '../routes/pageModules';
import type { PageType } from '../routes/routeTable';
import { categoryGridModule } from './categoryGrid';
import { downloadsModule } from './downloads';
import { faqsModule } from './faqs';
import { manualsModule } from './manuals';
import { modelListModule } from './modelList';
import { notFoundModule } from './notFound';
import { organicResultsModule } from './organicResults';
import { pageHeaderModule } from './pageHeader';
import { searchBoxModule } from './searchBox';
import type { ModuleDefinition } from './types';

const ALL: readonly ModuleDefinition[] = [
  pageHeaderModule,
  searchBoxModule,
  categoryGridModule,
  modelListModule,
  manualsModule,
  downloadsModule,
  faqsModule,
  organicResultsModule,
  notFoundModule,
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
