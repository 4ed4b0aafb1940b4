import { repairRelatedDocuments } from '../../store/dataSets';
import { repairDocumentsLoader, type RepairDocumentQuery } from '../shell/repairDocuments/repairDocumentModule';
import { DEFAULT_COUNTS } from '../../shared/constants';
import type { RepairDocumentType } from '../../shared/content/types';

/** After ASC phase 2 the combined list holds these types (docs/behaviour.md §6). */
const PHASE_2_TYPES: readonly RepairDocumentType[] = [
  'repair-tools',
  'technical-memo',
  'training-information',
  'service-information',
];

export const repairRelatedDocumentsQuery: RepairDocumentQuery = {
  id: 'repairRelatedDocuments',
  slice: repairRelatedDocuments,
  types: PHASE_2_TYPES,
  numParam: 'repairdocument-num',
  defaultNum: DEFAULT_COUNTS.repairDocs,
};

export const loadRepairRelatedDocuments = repairDocumentsLoader(repairRelatedDocumentsQuery);
