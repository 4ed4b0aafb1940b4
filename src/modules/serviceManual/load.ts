import { serviceManual } from '../../store/dataSets';
import { repairDocumentsLoader, type RepairDocumentQuery } from '../shell/repairDocuments/repairDocumentModule';
import { DEFAULT_COUNTS } from '../../shared/constants';

export const serviceManualQuery: RepairDocumentQuery = {
  id: 'serviceManual',
  slice: serviceManual,
  types: ['service-manual'],
  numParam: 'servicemanual-num',
  defaultNum: DEFAULT_COUNTS.serviceManual,
  languageFilter: true,
};

export const loadServiceManual = repairDocumentsLoader(serviceManualQuery);
