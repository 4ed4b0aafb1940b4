import type {
  CategoriesResponse,
  DocumentLanguage,
  FilterCount,
  MetadataResponse,
  ModelResult,
  SearchResult,
} from '../shared/content/types';
import { createDataSet } from './dataSet';
import { createPagedResultSet } from './pagedResultSet';

/**
 * Every data set of the site, built from the two factories. The root reducer is static (DESIGN §3:
 * never inject reducers at runtime), so module folders import their data sets from here.
 */
export const categories = createDataSet('categories', null as CategoriesResponse | null);
export const metadata = createDataSet('metadata', null as MetadataResponse | null);
export const modelResults = createPagedResultSet<ModelResult, 'modelResults'>('modelResults');
export const documentLanguages = createDataSet('documentLanguages', [] as DocumentLanguage[]);
export const documents = createPagedResultSet<SearchResult, 'documents'>('documents');
export const downloads = createPagedResultSet<SearchResult, 'downloads'>('downloads');
export const downloadFilters = createDataSet('downloadFilters', {
  operatingSystem: [] as string[],
  downloadCategory: [] as string[],
});
export const faqSearch = createPagedResultSet<SearchResult, 'faqSearch'>('faqSearch');
export const organicSearch = createPagedResultSet<SearchResult, 'organicSearch'>('organicSearch');
export const organicExtras = createDataSet('organicExtras', {
  bestMatches: [] as ModelResult[],
  filterCounts: [] as FilterCount[],
  didYouMean: undefined as string | undefined,
});

export const dataSets = {
  categories,
  metadata,
  modelResults,
  documentLanguages,
  documents,
  downloads,
  downloadFilters,
  faqSearch,
  organicSearch,
  organicExtras,
};
