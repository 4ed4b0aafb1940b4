import { technicalNews } from '../../store/dataSets';
import { repairDocumentsLoader, type RepairDocumentQuery } from '../shell/repairDocuments/repairDocumentModule';
import { DEFAULT_COUNTS } from '../../shared/constants';

export const technicalNewsQuery: RepairDocumentQuery = {
  id: 'technicalNews',
  slice: technicalNews,
  types: ['technical-news'],
  numParam: 'technicalnews-num',
  defaultNum: DEFAULT_COUNTS.technicalNews,
};

export const loadTechnicalNews = repairDocumentsLoader(technicalNewsQuery);
