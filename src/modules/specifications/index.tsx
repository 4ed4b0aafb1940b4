import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';
import { loadSpecifications } from './load';
import { SpecSheet } from './SpecSheet';
import { SpecSummary } from './SpecSummary';

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
  Component: SpecSummary,
  region: 'aside',
};
