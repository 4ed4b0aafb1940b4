import { trainingInformation } from '../../store/dataSets';
import { repairDocumentsLoader, type RepairDocumentQuery } from '../shell/repairDocuments/repairDocumentModule';
import { DEFAULT_COUNTS } from '../../shared/constants';

export const trainingInformationQuery: RepairDocumentQuery = {
  id: 'trainingInformation',
  slice: trainingInformation,
  types: ['training-information'],
  numParam: 'traininginformation-num',
  defaultNum: DEFAULT_COUNTS.trainingInformation,
};

export const loadTrainingInformation = repairDocumentsLoader(trainingInformationQuery);
