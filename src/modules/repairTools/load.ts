import { repairDocumentsLoader } from '../shell/repairDocuments/repairDocumentsLoader';
import { repairToolsQuery } from './constants';

export const loadRepairTools = repairDocumentsLoader(repairToolsQuery);
