import { repairDocumentModule } from '../shell/repairDocuments/repairDocumentModule';
import { MODULE_RULES } from '../shell/visibility';
import { loadRepairTools, repairToolsQuery } from './load';

export const repairToolsModule = repairDocumentModule(
  { ...repairToolsQuery, rule: MODULE_RULES.repairTools, titleKey: 'asc.repairDocs.repairTools' },
  loadRepairTools,
);
