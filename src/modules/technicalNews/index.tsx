import { repairDocumentModule } from '../shell/repairDocuments/repairDocumentModule';
import { MODULE_RULES } from '../shell/visibility';
import { technicalNewsQuery } from './constants';

export const technicalNewsModule = repairDocumentModule(
  { ...technicalNewsQuery, rule: MODULE_RULES.technicalNews, titleKey: 'asc.repairDocs.technicalNews' },
);
