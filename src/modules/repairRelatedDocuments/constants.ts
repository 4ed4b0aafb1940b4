import { repairRelatedDocuments } from '../../store/dataSets';
import type { RepairDocumentQuery } from '../shell/repairDocuments/query';
import { DEFAULT_COUNTS } from '../../shared/constants';
import type { RepairDocumentType } from '../../shared/content/types';

/** After ASC phase 2 the combined list holds these types (docs/behaviour.md §6). */
const PHASE_2_TYPES: readonly RepairDocumentType[] = [
  'repair-tools',
  'technical-memo',
  'training-information',
  'service-information',
];

/** What the list fetches; the definition (index.tsx) and the loader (load.ts) both read it. */
export const repairRelatedDocumentsQuery: RepairDocumentQuery = {
  id: 'repairRelatedDocuments',
  slice: repairRelatedDocuments,
  types: PHASE_2_TYPES,
  numParam: 'repairdocument-num',
  defaultNum: DEFAULT_COUNTS.repairDocs,
};
