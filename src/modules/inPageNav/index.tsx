import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';
import { InPageNav } from './InPageNav';
import { hidesInPageNav } from './navRules';

/** In-page navigation with scroll-spy; hidden on the page types that hide it (navRules.ts). */
export const inPageNavModule: ModuleDefinition = {
  id: 'inPageNav',
  queryParams: [],
  isVisible: visibleWhen({ id: 'inPageNav', hiddenInEmbedMode: true }, (page) => !hidesInPageNav(page)),
  Component: InPageNav,
  region: 'top',
};
