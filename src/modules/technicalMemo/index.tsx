import { repairDocumentModule } from '../shell/repairDocuments/repairDocumentModule';
import { MODULE_RULES } from '../shell/visibility';
import { technicalMemoQuery } from './constants';

export const technicalMemoModule = repairDocumentModule(
  { ...technicalMemoQuery, rule: MODULE_RULES.technicalMemo, titleKey: 'asc.repairDocs.technicalMemo' },
);
