import { repairDocumentModule } from '../shell/repairDocuments/repairDocumentModule';
import { MODULE_RULES } from '../shell/visibility';
import { trainingInformationQuery } from './constants';

export const trainingInformationModule = repairDocumentModule(
  {
    ...trainingInformationQuery,
    rule: MODULE_RULES.trainingInformation,
    titleKey: 'asc.repairDocs.trainingInformation',
  },
);
