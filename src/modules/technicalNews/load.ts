import { repairDocumentsLoader } from '../shell/repairDocuments/repairDocumentsLoader';
import { technicalNewsQuery } from './constants';

export const loadTechnicalNews = repairDocumentsLoader(technicalNewsQuery);
