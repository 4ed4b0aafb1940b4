import { visibleWhen } from '../shell/visibility';
import type { ModuleDefinition } from '../types';
import { ServiceCentreFinder } from './ServiceCentreFinder';

/** docs/behaviour.md §2: demo service centres by postcode or town (`?query=`). */
export const serviceCentresModule: ModuleDefinition = {
  id: 'serviceCentres',
  queryParams: ['query'],
  isVisible: visibleWhen({ id: 'serviceCentres' }, (page) => page.type === 'serviceCentres'),
  Component: ServiceCentreFinder,
};
