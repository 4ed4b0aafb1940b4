import { repairDocumentsLoader } from '../shell/repairDocuments/repairDocumentsLoader';
import { repairRelatedDocumentsQuery } from './constants';

export const loadRepairRelatedDocuments = repairDocumentsLoader(repairRelatedDocumentsQuery);
