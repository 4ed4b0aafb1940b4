import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';
import { Compatibility } from './Compatibility';
import { CATEGORY_PARAM, MODEL_PARAM, loadCompatibility } from './load';

/** Compatibility of the product: categories -> models -> details (compatible-category, compatible-model). */
export const compatibilityModule: ModuleDefinition = {
  id: 'compatibility',
  queryParams: [CATEGORY_PARAM, MODEL_PARAM, 'modelName'],
  isVisible: visibleWhen({ id: 'compatibility' }, (page) => page.type === 'product'),
  load: loadCompatibility,
  Component: Compatibility,
  navLabel: 'hub.compatibility.title',
  hasContent: (state) => state.compatibleCategories.data.length > 0,
};
