import { repairDocumentModule } from '../shell/repairDocuments/repairDocumentModule';
import { MODULE_RULES } from '../shell/visibility';
import { repairRelatedDocumentsQuery } from './constants';

export const repairRelatedDocumentsModule = repairDocumentModule(
  {
    ...repairRelatedDocumentsQuery,
    rule: MODULE_RULES.repairRelatedDocuments,
    titleKey: 'asc.repairDocs.repairRelatedDocuments',
  },
);
