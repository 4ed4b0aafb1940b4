import { visibleWhen } from '../shell/visibility';
import type { ModuleDefinition } from '../types';
import { LegalNotice } from './LegalNotice';

/**
 * The imprint and the privacy notice (docs/decisions/041-legal-pages.md): fixed text per language kept
 * beside the module (./texts), so there is nothing to load.
 */
export const legalNoticeModule: ModuleDefinition = {
  id: 'legalNotice',
  queryParams: [],
  isVisible: visibleWhen({ id: 'legalNotice' }, (page) => page.type === 'legal'),
  Component: LegalNotice,
};
