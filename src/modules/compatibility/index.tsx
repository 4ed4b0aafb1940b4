import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';
import { deferred } from '../bundles/deferred';
import { CATEGORY_PARAM, MODEL_PARAM } from './constants';

/** Compatibility of the product: categories -> models -> details (compatible-category, compatible-model). */
export const compatibilityModule: ModuleDefinition = {
  id: 'compatibility',
  queryParams: [CATEGORY_PARAM, MODEL_PARAM, 'modelName'],
  isVisible: visibleWhen({ id: 'compatibility' }, (page) => page.type === 'product'),
  // Below the fold: hydrates after the page (docs/decisions/042-javascript-budget.md).
  Component: deferred(() => import(/* webpackChunkName: "later-compatibility" */ './Compatibility').then((m) => m.Compatibility)),
  navLabel: 'hub.compatibility.title',
  hasContent: (state) => state.compatibleCategories.data.length > 0,
};
