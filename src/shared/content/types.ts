/** Content types, search types and the response shapes of the content API (docs/behaviour.md §2, §3, §7). */

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

export type ContentType =
  | 'product'
  | 'document'
  | 'sub-document'
  | 'download'
  | 'software'
  /** A software page bundling one download per platform (detailsTypes.ts). */
  | 'software-article'
  | ArticleType
  | RepairDocumentType;

/** docs/behaviour.md §3: search result sets. */
export interface SearchResponse<T> {
  query?: string;
  start: number;
  end: number;
  count: number;
  results: T[];
}

export interface ParentCategory {
  name: string;
  displayName: string;
}

export interface CategorySummary {
  name: string;
  displayName: string;
  image?: string;
  description?: string;
  productCount?: number;
  color?: string;
}

/** GET /{locale}/categories{/categoryName} */
export interface CategoriesResponse {
  categories: CategorySummary[];
  displayName?: string;
  parentCategoryName?: string;
  parentCategoryDisplayName?: string;
  color: string;
  searchModuleImage?: string;
}

export interface ProductSummary {
  name: string;
  slug: string;
  displayName: string;
  modelNumber: string;
  image: string;
  categoryName: string;
  description?: string;
  releaseDate?: string;
}

/** GET /products/{productName} (and /api/support/product/{productName}): product info (name, slug) and details. */
export interface ProductResponse {
  data: ModelResult;
}

/** GET /{locale}/products/{p}/metadata and /{locale}/categories/{c}/metadata */
export interface MetadataResponse {
  data: {
    kind: 'product' | 'category';
    name: string;
    displayName: string;
    description?: string;
    image?: string;
    modelNumber?: string;
    categoryName?: string;
  };
  /** Ordered root -> leaf; the last item is the leaf category. */
  parentCategories: ParentCategory[];
}

export interface ModelResult extends ProductSummary {
  url: string;
}

/** A result of any search (organic, FAQ, documents, downloads, ...). */
export interface SearchResult {
  id: string;
  contentType: ContentType;
  title: string;
  snippet?: string;
  url: string;
  date?: string;
  image?: string;
  language?: string;
  modelNames?: string[];
  categoryName?: string;
  /** Downloads: */
  version?: string;
  operatingSystems?: string[];
  downloadCategory?: string;
  fileSize?: number;
  /** Documents: */
  fileUrl?: string;
  fileType?: string;
  /** Documents: 'operating-instructions', 'quick-start-guide', ... */
  documentType?: string;
  /**
   * Documents found by the text of their pages: the page the snippet is on (1 = first), the PDF
   * opened at that page (fileUrl#page=N) and the [start, end) spans of the snippet that matched.
   */
  page?: number;
  pageUrl?: string;
  snippetHighlights?: Array<[number, number]>;
  /** The extra fields a search asked for by name (additional-fields), when the item has them. */
  additionalFields?: Record<string, string | number | boolean>;
  /** Files (documents and downloads): stored file name and SHA-256 of the served bytes. */
  fileName?: string;
  sha256?: string;
  /** Downloads: release notes and the licence agreement to accept (HTML, API file route). */
  releaseNotes?: string;
  eulaUrl?: string;
  /** Articles: the article family, for article and software detail pages. */
  articleFamilyId?: string;
}

export interface FilterCount {
  value: string;
  count: number;
}

/** GET /search{/contextId} */
export interface OrganicSearchResponse {
  searchResponse: SearchResponse<SearchResult> & { bestMatches: ModelResult[] };
  /** Counts per search-type filter (all, manuals, downloads, faqs, repair-documents, model-details). */
  filterCounts: FilterCount[];
  didYouMean?: string;
}

export interface DownloadsResponse {
  searchResponse: SearchResponse<SearchResult>;
  availableFilters: { operatingSystem: string[]; downloadCategory: string[] };
}

/** GET /{locale}/downloads/{productName}/filters */
export interface DownloadFiltersResponse {
  availableFilters: { operatingSystem: string[]; downloadCategory: string[] };
}

/** GET /faqs/search */
export interface FaqSearchResponse {
  searchResponse: SearchResponse<SearchResult>;
}

/** GET /{locale}/articles/{articleFamilyId} (docs/behaviour.md §3 article details). */
export interface ArticleDetails {
  articleId: string;
  title: string;
  articleType: ArticleType;
  topics: string[];
  channel: string;
  language: string;
  date: string;
  summary: string;
  symptoms: string[];
  steps: string[];
  /** Number of steps. */
  stepNum: number;
  resolution: string;
  /** Models it applies to, when it applies to a few (omitted for general articles). */
  modelNames?: string[];
  url: string;
}

export interface ArticleDetailsResponse {
  data: ArticleDetails;
}

/** GET /{locale}/downloads/ids/{downloadId} (docs/behaviour.md §3 download: downloadType, downloadUrl, downloadNo). */
export interface DownloadDetails extends SearchResult {
  downloadType: string;
  downloadUrl: string;
  downloadNo: string;
  installation?: string;
}

export interface DownloadDetailsResponse {
  data: DownloadDetails;
}

/** GET /eulas?eulaUrl= (docs/behaviour.md §7 licence text). */
export interface EulaResponse {
  embeddedHtml: string;
}

export interface DocumentLanguage {
  code: string;
  name: string;
  count: number;
}

export interface DocumentsResponse {
  searchResponse: SearchResponse<SearchResult>;
}

export interface LanguagesResponse {
  languages: DocumentLanguage[];
}

export interface Suggestion {
  kind: 'product' | 'query';
  text: string;
  url?: string;
  image?: string;
  modelNumber?: string;
}

export interface SuggestionsResponse {
  query: string;
  suggestions: Suggestion[];
}

/** The JSON error body every non-2xx API answer carries. */
export interface ApiErrorBody {
  error: { code: string; message: string; parameter?: string };
}
