import { technicalMemo } from '../../store/dataSets';
import type { RepairDocumentQuery } from '../shell/repairDocuments/query';
import { DEFAULT_COUNTS } from '../../shared/constants';

/** What the list fetches; the definition (index.tsx) and the loader (load.ts) both read it. */
export const technicalMemoQuery: RepairDocumentQuery = {
  id: 'technicalMemo',
  slice: technicalMemo,
  types: ['technical-memo'],
  numParam: 'technicalmemo-num',
  defaultNum: DEFAULT_COUNTS.technicalMemo,
};
