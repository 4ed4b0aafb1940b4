import { repairDocumentModule } from '../shell/repairDocuments/repairDocumentModule';
import { MODULE_RULES } from '../shell/visibility';
import { serviceManualQuery } from './constants';

/** docs/behaviour.md §6: service manuals and technical news; before ASC phase 2 one combined list, after it four. */
export const serviceManualModule = repairDocumentModule(
  { ...serviceManualQuery, rule: MODULE_RULES.serviceManual, titleKey: 'asc.repairDocs.serviceManual' },
);
