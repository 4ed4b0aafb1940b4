import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';
import { deferred } from '../bundles/deferred';

/** The product's tutorial series, in lesson order (tutorials top-n, more with tutorials-num). */
export const tutorialsModule: ModuleDefinition = {
  id: 'tutorials',
  queryParams: ['tutorials-num', 'modelName'],
  isVisible: visibleWhen({ id: 'tutorials' }, (page) => page.type === 'product'),
  // Below the fold of the product overview: hydrates after the page (docs/decisions/042-javascript-budget.md).
  Component: deferred(() => import(/* webpackChunkName: "later-tutorials" */ './Tutorials').then((m) => m.Tutorials)),
  navLabel: 'hub.tutorials.title',
  hasContent: (state) => state.tutorials.results.length > 0,
};
