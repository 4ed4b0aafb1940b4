import { technicalNews } from '../../store/dataSets';
import type { RepairDocumentQuery } from '../shell/repairDocuments/query';
import { DEFAULT_COUNTS } from '../../shared/constants';

/** What the list fetches; the definition (index.tsx) and the loader (load.ts) both read it. */
export const technicalNewsQuery: RepairDocumentQuery = {
  id: 'technicalNews',
  slice: technicalNews,
  types: ['technical-news'],
  numParam: 'technicalnews-num',
  defaultNum: DEFAULT_COUNTS.technicalNews,
};
