import { serviceInformation } from '../../store/dataSets';
import { repairDocumentsLoader, type RepairDocumentQuery } from '../shell/repairDocuments/repairDocumentModule';
import { DEFAULT_COUNTS } from '../../shared/constants';

export const serviceInformationQuery: RepairDocumentQuery = {
  id: 'serviceInformation',
  slice: serviceInformation,
  types: ['service-information'],
  numParam: 'serviceinformation-num',
  defaultNum: DEFAULT_COUNTS.serviceInformation,
};

export const loadServiceInformation = repairDocumentsLoader(serviceInformationQuery);
