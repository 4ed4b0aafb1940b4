import type { DocumentsResponse, DownloadsResponse, LanguagesResponse } from '../../content/types';
import { seg, type Http, type PagedParams } from './http';

/** Manuals and downloads of a product (docs/behaviour.md §7). */
export const documentCalls = ({ get }: Http) => ({
  documentLanguages: (p: { locale: string; productName: string }) =>
    get<LanguagesResponse>('documentLanguages', `/${p.locale}/documents/${seg(p.productName)}/languages`),
  documents: (p: PagedParams & { locale: string; productName: string; language: string }) =>
    get<DocumentsResponse>('documents', `/${p.locale}/documents/${seg(p.productName)}/languages/${seg(p.language)}`, {
      start: p.start,
      num: p.num,
      productName: p.productName,
    }),
  downloads: (p: PagedParams & { locale: string; productName: string; operatingSystem?: string; downloadCategory?: string }) =>
    get<DownloadsResponse>('downloads', `/${p.locale}/downloads/${seg(p.productName)}`, {
      start: p.start,
      num: p.num,
      operatingSystem: p.operatingSystem,
      downloadCategory: p.downloadCategory,
    }),
  downloadFilters: (p: { locale: string; productName: string }) =>
    get<Pick<DownloadsResponse, 'availableFilters'>>('downloadFilters', `/${p.locale}/downloads/${seg(p.productName)}/filters`),
});
