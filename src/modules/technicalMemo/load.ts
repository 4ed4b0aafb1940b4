import { repairDocumentsLoader } from '../shell/repairDocuments/repairDocumentsLoader';
import { technicalMemoQuery } from './constants';

export const loadTechnicalMemo = repairDocumentsLoader(technicalMemoQuery);
