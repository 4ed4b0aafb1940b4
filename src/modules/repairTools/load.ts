import { repairTools } from '../../store/dataSets';
import { repairDocumentsLoader, type RepairDocumentQuery } from '../shell/repairDocuments/repairDocumentModule';
import { DEFAULT_COUNTS } from '../../shared/constants';

export const repairToolsQuery: RepairDocumentQuery = {
  id: 'repairTools',
  slice: repairTools,
  types: ['repair-tools'],
  numParam: 'repairtools-num',
  defaultNum: DEFAULT_COUNTS.repairTools,
};

export const loadRepairTools = repairDocumentsLoader(repairToolsQuery);
