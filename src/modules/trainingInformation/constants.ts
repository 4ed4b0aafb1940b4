import { trainingInformation } from '../../store/dataSets';
import type { RepairDocumentQuery } from '../shell/repairDocuments/query';
import { DEFAULT_COUNTS } from '../../shared/constants';

/** What the list fetches; the definition (index.tsx) and the loader (load.ts) both read it. */
export const trainingInformationQuery: RepairDocumentQuery = {
  id: 'trainingInformation',
  slice: trainingInformation,
  types: ['training-information'],
  numParam: 'traininginformation-num',
  defaultNum: DEFAULT_COUNTS.trainingInformation,
};
