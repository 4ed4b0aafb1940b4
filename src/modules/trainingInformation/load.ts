import { repairDocumentsLoader } from '../shell/repairDocuments/repairDocumentsLoader';
import { trainingInformationQuery } from './constants';

export const loadTrainingInformation = repairDocumentsLoader(trainingInformationQuery);
