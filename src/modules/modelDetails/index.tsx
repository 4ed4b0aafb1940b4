import { deferred } from '../bundles/deferred';
import type { ModuleDefinition } from '../types';
import { MODULE_RULES, visibleWhen } from '../shell/visibility';

const PAGES = new Set(['product', 'productModelDetail', 'productModelDetailResults']);

// Shown to service centres and agents only: an anonymous visitor's product page carried its code for nothing, so
// it hydrates after the page (docs/decisions/042-javascript-budget.md, update 3); its one link works meanwhile.
const ModelDetails = deferred(() => import(/* webpackChunkName: "later-modelDetails" */ './ModelDetails').then((m) => m.ModelDetails), {
  strings: 'modelDetails',
});

/**
 * Model details (docs/behaviour.md §3: global and regional groups): the sales variants of a model with their
 * service data, for the ASC and integrated portal and for agents (docs/behaviour.md §6). A summary on the product
 * overview, the full lists on the model-details tab and its results page.
 */
export const modelDetailsModule: ModuleDefinition = {
  id: 'modelDetails',
  queryParams: ['modelName'],
  isVisible: visibleWhen(MODULE_RULES.modelDetails, (page) => PAGES.has(page.type)),
  Component: ModelDetails,
  navLabel: 'asc.modelDetails.title',
  navAnchor: 'model-details',
  hasContent: (state) => Boolean(state.modelDetails.data && state.modelDetails.data.global.count + state.modelDetails.data.regional.count > 0),
};
