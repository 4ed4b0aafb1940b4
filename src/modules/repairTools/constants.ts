import { repairTools } from '../../store/dataSets';
import type { RepairDocumentQuery } from '../shell/repairDocuments/query';
import { DEFAULT_COUNTS } from '../../shared/constants';

/** What the list fetches; the definition (index.tsx) and the loader (load.ts) both read it. */
export const repairToolsQuery: RepairDocumentQuery = {
  id: 'repairTools',
  slice: repairTools,
  types: ['repair-tools'],
  numParam: 'repairtools-num',
  defaultNum: DEFAULT_COUNTS.repairTools,
};
