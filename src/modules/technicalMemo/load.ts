import { technicalMemo } from '../../store/dataSets';
import { repairDocumentsLoader, type RepairDocumentQuery } from '../shell/repairDocuments/repairDocumentModule';
import { DEFAULT_COUNTS } from '../../shared/constants';

export const technicalMemoQuery: RepairDocumentQuery = {
  id: 'technicalMemo',
  slice: technicalMemo,
  types: ['technical-memo'],
  numParam: 'technicalmemo-num',
  defaultNum: DEFAULT_COUNTS.technicalMemo,
};

export const loadTechnicalMemo = repairDocumentsLoader(technicalMemoQuery);
