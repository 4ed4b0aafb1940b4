import type {
  CategoriesResponse,
  DocumentsResponse,
  DownloadsResponse,
  LanguagesResponse,
  MetadataResponse,
  ModelResult,
  OrganicSearchResponse,
  SearchResponse,
  SearchResult,
  SuggestionsResponse,
} from '../content/types';
import { requestJson } from './request';
import type { Query, Transport } from './transport';

const seg = encodeURIComponent;

export interface PagedParams {
  start?: number;
  num?: number;
}

export interface SearchParams extends PagedParams {
  locale: string;
  query: string;
  type?: string;
  contextId?: string;
  contentTypeFilter?: string;
  documentTypeFilter?: string;
  accessLevel?: string;
  country?: string;
  supportFaqBundleTopicFilter?: string;
  config?: string;
}

/**
 * One function per call of spec §7. Sagas receive this object through saga context, so the same
 * code runs on the server (in-process transport) and in the browser (fetch transport).
 */
export function createApi(transport: Transport) {
  const get = <T>(name: string, path: string, query?: Query) =>
    requestJson<T>(transport, name, { method: 'GET', path, query });

  return {
    categories: (p: { locale: string; categoryName?: string }) =>
      get<CategoriesResponse>(
        'categories',
        `/${p.locale}/categories${p.categoryName ? `/${seg(p.categoryName)}` : ''}`,
      ),
    categoryMetadata: (p: { locale: string; categoryName: string }) =>
      get<MetadataResponse>('metadata', `/${p.locale}/categories/${seg(p.categoryName)}/metadata`),
    productMetadata: (p: { locale: string; productName: string }) =>
      get<MetadataResponse>('metadata', `/${p.locale}/products/${seg(p.productName)}/metadata`),
    models: (p: PagedParams & { locale: string; categoryName: string; sort?: string }) =>
      get<SearchResponse<ModelResult>>('modelResults', `/${p.locale}/categories/${seg(p.categoryName)}/models`, {
        start: p.start,
        num: p.num,
        sort: p.sort,
      }),
    documentLanguages: (p: { locale: string; productName: string }) =>
      get<LanguagesResponse>('documentLanguages', `/${p.locale}/documents/${seg(p.productName)}/languages`),
    documents: (p: PagedParams & { locale: string; productName: string; language: string }) =>
      get<DocumentsResponse>(
        'documents',
        `/${p.locale}/documents/${seg(p.productName)}/languages/${seg(p.language)}`,
        { start: p.start, num: p.num, productName: p.productName },
      ),
    downloads: (
      p: PagedParams & { locale: string; productName: string; operatingSystem?: string; downloadCategory?: string },
    ) =>
      get<DownloadsResponse>('downloads', `/${p.locale}/downloads/${seg(p.productName)}`, {
        start: p.start,
        num: p.num,
        operatingSystem: p.operatingSystem,
        downloadCategory: p.downloadCategory,
      }),
    downloadFilters: (p: { locale: string; productName: string }) =>
      get<Pick<DownloadsResponse, 'availableFilters'>>('downloadFilters', `/${p.locale}/downloads/${seg(p.productName)}/filters`),
    search: ({ contextId, ...p }: SearchParams) =>
      get<OrganicSearchResponse>('organicSearch', `/search${contextId ? `/${seg(contextId)}` : ''}`, { ...p }),
    faqSearch: (p: PagedParams & { locale: string; query?: string; category?: string; model?: string; accessLevel?: string }) =>
      get<{ searchResponse: SearchResponse<SearchResult> }>('faqSearch', '/faqs/search', { ...p }),
    suggest: (p: { locale: string; query: string }) => get<SuggestionsResponse>('suggestions', '/suggest', p),
  };
}

export type Api = ReturnType<typeof createApi>;
