import type { CategoriesResponse, MetadataResponse, ModelResult, SearchResponse } from '../../content/types';
import { seg, type Http, type PagedParams } from './http';

/** Categories, metadata and model lists (spec §7). */
export const catalogueCalls = ({ get }: Http) => ({
  categories: (p: { locale: string; categoryName?: string }) =>
    get<CategoriesResponse>('categories', `/${p.locale}/categories${p.categoryName ? `/${seg(p.categoryName)}` : ''}`),
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
});
