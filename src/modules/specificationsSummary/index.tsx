import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';
import { deferred } from '../bundles/deferred';

/** A short summary of the sheet in the product page's side column. */
export const specificationsSummaryModule: ModuleDefinition = {
  id: 'specificationsSummary',
  queryParams: ['modelName'],
  isVisible: visibleWhen({ id: 'specificationsSummary' }, (page) => page.type === 'product'),
  // The side column is below the fold on a phone: hydrates after the page (docs/decisions/042-javascript-budget.md).
  Component: deferred(() => import(/* webpackChunkName: "later-specificationsSummary" */ './SpecSummary').then((m) => m.SpecSummary)),
  region: 'aside',
};
