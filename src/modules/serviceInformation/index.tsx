import { repairDocumentModule } from '../shell/repairDocuments/repairDocumentModule';
import { MODULE_RULES } from '../shell/visibility';
import { serviceInformationQuery } from './constants';

export const serviceInformationModule = repairDocumentModule(
  { ...serviceInformationQuery, rule: MODULE_RULES.serviceInformation, titleKey: 'asc.repairDocs.serviceInformation' },
);
