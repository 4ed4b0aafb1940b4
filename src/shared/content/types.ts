/** Content types, search types and the response shapes of the content API (docs/behaviour.md §2, §3, §7). */
import type { z } from 'zod';
import type * as core from './schemas/core';

export const SEARCH_TYPES = ['none', 'manuals', 'downloads', 'faqs', 'repair-documents', 'model-details'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const ARTICLE_TYPES = [
  'faq-article',
  'quality-issue-article',
  'oof-article',
  'news-for-asc-article',
  'video-content',
] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];

/** What model results may be narrowed to by contentTypeFilter (docs/behaviour.md §7): public content a product lists. */
export const MODEL_RESULT_CONTENT_TYPES: readonly string[] = ['document', 'sub-document', 'download', 'software', ...ARTICLE_TYPES];

export const REPAIR_DOCUMENT_TYPES = [
  'service-manual',
  'technical-news',
  'repair-tools',
  'technical-memo',
  'training-information',
  'service-information',
] as const;
export type RepairDocumentType = (typeof REPAIR_DOCUMENT_TYPES)[number];

/** docs/behaviour.md §2: content-type aliases per search type. */
export const CONTENT_TYPES_BY_SEARCH_TYPE: Readonly<Record<Exclude<SearchType, 'none' | 'model-details'>, readonly string[]>> = {
  manuals: ['document', 'sub-document'],
  downloads: ['download', 'software'],
  faqs: ['faq-article', 'quality-issue-article', 'oof-article'],
  'repair-documents': REPAIR_DOCUMENT_TYPES,
};

/** What kind of content an item is (schemas/core.ts). */
export type ContentType = z.infer<typeof core.contentTypeSchema>;

/** docs/behaviour.md §3: search result sets (schemas/core.ts searchResponseOf). */
export interface SearchResponse<T> {
  query?: string;
  start: number;
  end: number;
  count: number;
  results: T[];
}

/*
 * The response shapes below are inferred from the zod schemas in ./schemas, which the route table
 * names as each call's answer and the OpenAPI document is generated from (docs/decisions/029-response-schemas-and-declared-statuses.md).
 * Field descriptions live on the schemas.
 */
export type ParentCategory = z.infer<typeof core.parentCategorySchema>;
export type CategorySummary = z.infer<typeof core.categorySummarySchema>;
/** GET /{locale}/categories{/categoryName} */
export type CategoriesResponse = z.infer<typeof core.categoriesResponseSchema>;
export type ProductSummary = z.infer<typeof core.productSummarySchema>;
/** GET /products/{productName} (and /api/support/product/{productName}) */
export type ProductResponse = z.infer<typeof core.productResponseSchema>;
/** GET /{locale}/products/{p}/metadata and /{locale}/categories/{c}/metadata */
export type MetadataResponse = z.infer<typeof core.metadataResponseSchema>;
export type ModelResult = z.infer<typeof core.modelResultSchema>;
export type CategoryResult = z.infer<typeof core.categoryResultSchema>;
/** A result of any search (organic, FAQ, documents, downloads, ...). */
export type SearchResult = z.infer<typeof core.searchResultSchema>;
export type FilterCount = z.infer<typeof core.filterCountSchema>;
/** GET /search{/contextId} */
export type OrganicSearchResponse = z.infer<typeof core.organicSearchResponseSchema>;
export type SearchFacets = z.infer<typeof core.searchFacetsSchema>;
export type DownloadsResponse = z.infer<typeof core.downloadsResponseSchema>;
/** GET /{locale}/downloads/{productName}/filters */
export type DownloadFiltersResponse = z.infer<typeof core.downloadFiltersResponseSchema>;
/** GET /faqs/search */
export type FaqSearchResponse = z.infer<typeof core.faqSearchResponseSchema>;
/** An article as docs/behaviour.md §3 describes it (the details call adds its body: detailsTypes.ts). */
export type ArticleDetails = z.infer<typeof core.articleDetailsSchema>;
export interface ArticleDetailsResponse {
  data: ArticleDetails;
}
/** docs/behaviour.md §3 download: downloadType, downloadUrl, downloadNo. */
export type DownloadDetails = z.infer<typeof core.downloadDetailsSchema>;
export interface DownloadDetailsResponse {
  data: DownloadDetails;
}
/** GET /eulas?eulaUrl= (docs/behaviour.md §7 licence text). */
export type EulaResponse = z.infer<typeof core.eulaResponseSchema>;
export type DocumentLanguage = z.infer<typeof core.documentLanguageSchema>;
export type DocumentsResponse = z.infer<typeof core.documentsResponseSchema>;
export type LanguagesResponse = z.infer<typeof core.languagesResponseSchema>;
export type Suggestion = z.infer<typeof core.suggestionSchema>;
export type SuggestionsResponse = z.infer<typeof core.suggestionsResponseSchema>;

/** The JSON error body every non-2xx API answer carries. */
export interface ApiErrorBody {
  error: { code: string; message: string; parameter?: string };
}
