import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';
import { deferred } from '../bundles/deferred';

/** Categories next to the page's category (or the product's), for browsing sideways. */
export const contextCategoriesModule: ModuleDefinition = {
  id: 'contextCategories',
  queryParams: ['modelName'],
  isVisible: visibleWhen({ id: 'contextCategories' }, (page) => page.type === 'product' || page.type === 'category'),
  // Last in the side column of product and category pages: hydrates after the page
  // (docs/decisions/042-javascript-budget.md); its links work as plain links until then.
  Component: deferred(() =>
    import(/* webpackChunkName: "later-contextCategories" */ './ContextCategories').then((m) => m.ContextCategories),
  ),
  region: 'aside',
};
