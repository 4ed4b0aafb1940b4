import { serviceInformation } from '../../store/dataSets';
import type { RepairDocumentQuery } from '../shell/repairDocuments/query';
import { DEFAULT_COUNTS } from '../../shared/constants';

/** What the list fetches; the definition (index.tsx) and the loader (load.ts) both read it. */
export const serviceInformationQuery: RepairDocumentQuery = {
  id: 'serviceInformation',
  slice: serviceInformation,
  types: ['service-information'],
  numParam: 'serviceinformation-num',
  defaultNum: DEFAULT_COUNTS.serviceInformation,
};
