import type { ModuleDefinition } from '../types';
import { visibleWhen } from '../shell/visibility';
import { SpecSheet } from './SpecSheet';

/** The productTechSpecs page's sheet: techSpecs, inTheBox and the collapsible footnotes. */
export const specificationsModule: ModuleDefinition = {
  id: 'specifications',
  queryParams: ['modelName'],
  isVisible: visibleWhen({ id: 'specifications' }, (page) => page.type === 'productTechSpecs'),
  Component: SpecSheet,
  navLabel: 'hub.specifications.title',
};
