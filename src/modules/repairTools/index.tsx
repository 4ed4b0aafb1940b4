import { repairDocumentModule } from '../shell/repairDocuments/repairDocumentModule';
import { MODULE_RULES } from '../shell/visibility';
import { repairToolsQuery } from './constants';

export const repairToolsModule = repairDocumentModule(
  { ...repairToolsQuery, rule: MODULE_RULES.repairTools, titleKey: 'asc.repairDocs.repairTools' },
);
