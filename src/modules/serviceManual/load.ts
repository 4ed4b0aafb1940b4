import { repairDocumentsLoader } from '../shell/repairDocuments/repairDocumentsLoader';
import { serviceManualQuery } from './constants';

export const loadServiceManual = repairDocumentsLoader(serviceManualQuery);
