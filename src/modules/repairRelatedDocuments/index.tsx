import { repairDocumentModule } from '../shell/repairDocuments/repairDocumentModule';
import { MODULE_RULES } from '../shell/visibility';
import { loadRepairRelatedDocuments, repairRelatedDocumentsQuery } from './load';

export const repairRelatedDocumentsModule = repairDocumentModule(
  {
    ...repairRelatedDocumentsQuery,
    rule: MODULE_RULES.repairRelatedDocuments,
    titleKey: 'asc.repairDocs.repairRelatedDocuments',
  },
  loadRepairRelatedDocuments,
);
