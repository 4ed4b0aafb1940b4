import { serviceManual } from '../../store/dataSets';
import type { RepairDocumentQuery } from '../shell/repairDocuments/query';
import { DEFAULT_COUNTS } from '../../shared/constants';

/** What the list fetches; the definition (index.tsx) and the loader (load.ts) both read it. */
export const serviceManualQuery: RepairDocumentQuery = {
  id: 'serviceManual',
  slice: serviceManual,
  types: ['service-manual'],
  numParam: 'servicemanual-num',
  defaultNum: DEFAULT_COUNTS.serviceManual,
  languageFilter: true,
};
