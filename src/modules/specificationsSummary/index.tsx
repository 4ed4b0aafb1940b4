import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';
import { loadSpecificationsSummary } from './load';
import { SpecSummary } from './SpecSummary';

/** A short summary of the sheet in the product page's side column. */
export const specificationsSummaryModule: ModuleDefinition = {
  id: 'specificationsSummary',
  queryParams: ['modelName'],
  isVisible: visibleWhen({ id: 'specificationsSummary' }, (page) => page.type === 'product'),
  load: loadSpecificationsSummary,
  Component: SpecSummary,
  region: 'aside',
};
