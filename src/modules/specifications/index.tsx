import { deferred } from '../bundles/deferred';
import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../visibility';
import { loadSpecifications } from './load';
import { SpecSheet } from './SpecSheet';

/** The productTechSpecs page's sheet: techSpecs, inTheBox and the collapsible footnotes. */
export const specificationsModule: ModuleDefinition = {
  id: 'specifications',
  queryParams: ['modelName'],
  isVisible: visibleWhen({ id: 'specifications' }, (page) => page.type === 'productTechSpecs'),
  load: loadSpecifications,
  Component: SpecSheet,
  navLabel: 'hub.specifications.title',
};

/** A short summary of the sheet in the product page's side column. */
export const specificationsSummaryModule: ModuleDefinition = {
  id: 'specificationsSummary',
  queryParams: ['modelName'],
  isVisible: visibleWhen({ id: 'specificationsSummary' }, (page) => page.type === 'product'),
  load: loadSpecifications,
  // The side column is below the fold on a phone: hydrates after the page (docs/decisions/042-javascript-budget.md).
  Component: deferred(() => import(/* webpackChunkName: "later-specificationsSummary" */ './SpecSummary').then((m) => m.SpecSummary)),
  region: 'aside',
};
