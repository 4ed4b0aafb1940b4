import type { CategoriesResponse, MetadataResponse, ModelResult, ProductResponse, SearchResponse } from '../../content/types';
import { NGP_LOCALE_COOKIE } from '../transport';
import { seg, type Http, type PagedParams } from './http';

/** Categories, metadata and model lists (docs/behaviour.md §7). */
export const catalogueCalls = ({ get }: Http) => ({
  categories: (p: { locale: string; categoryName?: string }) =>
    get<CategoriesResponse>('categories', `/${p.locale}/categories${p.categoryName ? `/${seg(p.categoryName)}` : ''}`),
  categoryMetadata: (p: { locale: string; categoryName: string }) =>
    get<MetadataResponse>('metadata', `/${p.locale}/categories/${seg(p.categoryName)}/metadata`),
  /** docs/behaviour.md §7 product call: the ngp-locale cookie is appended to the visitor's cookie. */
  product: (p: { locale: string; productName: string }) =>
    get<ProductResponse>('productDetails', `/products/${seg(p.productName)}`, { locale: p.locale }, { appendCookie: `${NGP_LOCALE_COOKIE}=${p.locale}` }),
  productMetadata: (p: { locale: string; productName: string }) =>
    get<MetadataResponse>('metadata', `/${p.locale}/products/${seg(p.productName)}/metadata`),
  models: (
    p: PagedParams & { locale: string; categoryName: string; sort?: string; documentTypeFilter?: string; contentTypeFilter?: string; country?: string },
  ) =>
    get<SearchResponse<ModelResult>>('modelResults', `/${p.locale}/categories/${seg(p.categoryName)}/models`, {
      start: p.start,
      num: p.num,
      sort: p.sort,
      documentTypeFilter: p.documentTypeFilter,
      contentTypeFilter: p.contentTypeFilter,
      country: p.country,
    }),
});
