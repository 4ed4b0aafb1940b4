import { repairDocumentsLoader } from '../shell/repairDocuments/repairDocumentsLoader';
import { serviceInformationQuery } from './constants';

export const loadServiceInformation = repairDocumentsLoader(serviceInformationQuery);
