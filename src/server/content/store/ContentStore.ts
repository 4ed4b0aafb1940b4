import type { Locale } from '../../../shared/locale';
import type { MatchQuery } from '../search/matchQuery';
import type { ContentListQuery } from './contentListing';
import type { SitemapKey, SitemapKind } from './sitemapPages';

/**
 * Storage behind the content API. Methods are async so a networked database (PostgreSQL) can
 * implement the same contract; the embedded SQLite store answers synchronously underneath.
 * Records are storage-level: URLs and response shapes are built by the API layer.
 */
export interface ContentStore {
  /** Version of the dataset the store holds, or null when it is empty. */
  datasetVersion(): Promise<string | null>;

  listCategories(locale: Locale, parentName: string | null): Promise<CategoryRecord[]>;
  getCategory(locale: Locale, name: string): Promise<CategoryRecord | null>;
  /** Root -> the category itself. Empty when the category does not exist. */
  categoryPath(locale: Locale, name: string): Promise<CategoryRecord[]>;
  /** categoryPath of each category named, in one read, keyed by the lowercase name: a name whose category does not exist has no entry. */
  categoryPaths(locale: Locale, names: readonly string[]): Promise<Map<string, CategoryRecord[]>>;

  /** By slug, case-insensitively, or by model number with or without separators. */
  getProduct(locale: Locale, nameOrModel: string): Promise<ProductRecord | null>;
  /** Products of a category and all its subcategories. */
  listProducts(locale: Locale, categoryName: string, page: PageRequest, sort: ProductSort, filter?: ProductContentFilter): Promise<Page<ProductRecord>>;
  /** Exact model-key matches first, then model numbers starting with the key; bounded by `limit`. */
  findProductsByModelKey(locale: Locale, key: string, limit: number, scope?: string | null): Promise<KeyMatch[]>;
  /**
   * Products with any of these model keys (exactly; a typo's neighbours, search/modelTypos.ts), most popular
   * first, within a category or product when `scope` names one; bounded by `limit`.
   */
  findProductsByModelKeys(locale: Locale, keys: readonly string[], limit: number, scope?: string | null): Promise<ProductRecord[]>;
  /** Products whose display name has a word starting with each given prefix; bounded by `limit`. */
  findProductsByNamePrefix(locale: Locale, prefixes: string[], limit: number): Promise<ProductRecord[]>;

  documentLanguages(productName: string): Promise<Array<{ language: string; count: number }>>;
  listDocuments(productName: string, language: string, page: PageRequest): Promise<Page<ContentRecord>>;

  listDownloads(locale: Locale, productName: string, filter: DownloadFilter, page: PageRequest): Promise<Page<ContentRecord>>;
  downloadFacets(locale: Locale, productName: string): Promise<{ operatingSystem: string[]; downloadCategory: string[] }>;

  /** Articles (FAQs and notices) of a scope, most popular first: the FAQ list without a query. */
  listArticles(locale: Locale, contentTypes: readonly string[], scopes: string[], page: PageRequest): Promise<Page<ContentRecord>>;

  /** The row of a content family a locale shows (translation, else English), if public and of one of the types. */
  getContent(locale: Locale, familyId: string, contentTypes: readonly string[]): Promise<ContentRecord | null>;

  /** Families of the given types in a product, scope and facets, as a locale shows them (translation, else English). */
  listContent(locale: Locale, query: ContentListQuery): Promise<Page<ContentRecord>>;

  /** Ranked full-text search in one locale. */
  search(request: SearchRequest): Promise<SearchOutcome>;
  /**
   * Matches of a search (its listed content types, scope and facet) filed under each of the given
   * products or categories: the counts of the results page's product and category filters.
   * Names nothing is filed under count 0.
   */
  countByScope(request: Omit<SearchRequest, 'page'>, names: readonly string[]): Promise<Record<string, number>>;
  /**
   * The whole body of each content row (by ContentRecord.rowId) that exists: the results a page
   * shows after a search read them with only their opening (SearchRequest.bodyChars). With
   * `chars`, only the opening of each body, that many characters (the texts grouping compares).
   */
  contentBodies(rowIds: readonly number[], chars?: number): Promise<Map<number, string>>;
  /** Products (model numbers, names) related to content rows, for result cards. */
  productsOfContent(familyIds: string[], perFamily: number): Promise<Map<string, ProductLink[]>>;

  /**
   * Public families of the given types related to one family: those sharing most of its topics
   * first, then the most popular, optionally within a scope (product or category); bounded by limit.
   */
  relatedContent(locale: Locale, familyId: string, contentTypes: readonly string[], scope: string | null, limit: number): Promise<ContentRecord[]>;
  /** The leaf categories of the products a family applies to, with how many of them each holds. */
  categoriesOfContent(familyId: string): Promise<Array<{ categoryName: string; productCount: number }>>;
  /** Public families of the given types carrying a facet value (e.g. the software page bundling a download). */
  contentWithFacet(locale: Locale, facet: string, value: string, contentTypes: readonly string[], limit: number): Promise<ContentRecord[]>;

  popularQueries(locale: Locale, prefix: string, limit: number): Promise<string[]>;
  /** Indexed words starting with `prefix` (keyword completion). */
  completeTerm(locale: Locale, prefix: string, limit: number): Promise<string[]>;
  /**
   * Indexed words within the typo allowance of `word` (search/spelling.ts), closest and most
   * frequent first; found through an index, never by scanning the vocabulary.
   */
  similarTerms(locale: Locale, word: string, limit: number): Promise<string[]>;
  /** Which of the words the search index of the locale holds. */
  knownTerms(locale: Locale, words: string[]): Promise<Set<string>>;
  /** Synonym sets of the locale (search/synonymSets.ts plus the catalogue's own), each a list of phrases. */
  listSynonyms(locale: Locale): Promise<string[][]>;

  /** Public pages of a kind for the sitemap: keys from `from` (inclusive) in key order, at most `limit`. */
  sitemapPage(locale: Locale, kind: SitemapKind, from: string, limit: number): Promise<SitemapKey[]>;
  /** The first key of every run of `size` keys of a kind (one sitemap file each), and how many there are. */
  sitemapChunks(locale: Locale, kind: SitemapKind, size: number): Promise<{ starts: string[]; total: number }>;

  getFile(id: string): Promise<StoredFile | null>;
  /** The text of each page of these PDF files (page 1 first); files without stored pages are left out. */
  filePages(fileIds: readonly string[]): Promise<Map<string, string[]>>;
  close(): Promise<void>;
}

export type ProductSort = 'relevance' | 'name' | 'newest';

/**
 * Model results narrowed to products that have public content of these types in the locale
 * (contentTypeFilter), and of documents, of these document types (documentTypeFilter):
 * docs/behaviour.md §7, model results. An empty or absent list does not narrow.
 */
export interface ProductContentFilter {
  contentTypes?: readonly string[];
  documentTypes?: readonly string[];
}

export interface PageRequest {
  start: number;
  num: number;
}

export interface Page<T> {
  total: number;
  items: T[];
}

export interface CategoryRecord {
  name: string;
  parentName: string | null;
  displayName: string;
  description: string;
  color: string;
  imageFileId: string | null;
  imageFileName: string | null;
  productCount: number;
}

export interface ProductRecord {
  name: string;
  modelNumber: string;
  modelKey: string;
  categoryName: string;
  series: string;
  releaseDate: string;
  popularity: number;
  displayName: string;
  description: string;
  imageFileId: string;
  imageFileName: string;
  colour: string;
}

/** How a product matched a typed key: its full model number, a partial key (series, number without prefix) or a prefix. */
export interface KeyMatch {
  product: ProductRecord;
  match: 'exact' | 'alias' | 'prefix';
}

export interface ContentRecord {
  rowId: number;
  id: string;
  familyId: string;
  contentType: string;
  locale: string;
  language: string;
  title: string;
  summary: string;
  body: string;
  published: string;
  channel: string;
  popularity: number;
  fileId: string | null;
  fileName: string | null;
  attrs: Record<string, unknown>;
}

export interface ProductLink {
  name: string;
  modelNumber: string;
  categoryName: string;
}

export interface DownloadFilter {
  operatingSystem?: string;
  downloadCategory?: string;
}

export interface SearchRequest {
  locale: Locale;
  /** What to match, built by the search module from visitor text; each store compiles it for its engine. */
  match: MatchQuery;
  /**
   * The words as typed, without synonyms: rows matching them are listed before rows found only
   * through a synonym (a rare synonym would otherwise outrank the visitor's own words).
   */
  preferred?: MatchQuery | null;
  /**
   * How the query was read (search/queryIntent.ts), for ranking: a factor per content type that
   * scales the text relevance (how-to and troubleshooting content for questions, per-model
   * documents for model numbers), and category or product names whose rows are listed first
   * (the product kind or model the visitor named), and a factor for rows whose text is in another
   * language than the locale's (1 when not given; docs/decisions/060-the-visitors-language-first.md).
   * Matching and counts are not affected.
   */
  ranking?: { typeWeights: Readonly<Record<string, number>>; boostScopes: readonly string[]; otherLanguage?: number } | null;
  /** Content types the result list may hold; counts are returned for every type regardless. */
  contentTypes: readonly string[] | null;
  /** Category or product name the search is limited to. */
  scope: string | null;
  /** Facet filter (e.g. documentType) applied to the result list. */
  facet: { name: string; values: string[] } | null;
  page: PageRequest;
  /**
   * At most this many characters of each hit's body (its opening): for reads that compare hits
   * rather than show them (grouping near-identical results reads 240 of them,
   * docs/decisions/040-scannable-search-results.md), so a manual's every page is not read with
   * its row. The whole body when absent.
   */
  bodyChars?: number;
  /**
   * The match's counts per type, when the caller has them from a request that differs from this one
   * only in its content types, page or body length (counts never depend on those): the store answers
   * with them instead of counting again. A tab's search asks for the 'all' tab's window this way
   * (api/handlers/searchWindow.ts). The store trusts them: a caller passes only the counts of the same
   * match, scope and facet. The answer is the same with or without them, so the search read cache leaves
   * them out of its key (catalogueCache.ts keyOf).
   */
  counted?: Readonly<Record<string, number>>;
  /**
   * The content types of the request the caller makes next, the same but for its types, page and body
   * length: a tab's search, whose 'all' window follows (api/handlers/searchWindow.ts). A store may read
   * the match once for both windows (SQLite: store/sqlite/search/sharedScan.ts; PostgreSQL:
   * store/postgres/sharedWindow.ts, docs/decisions/058-filter-counts-in-one-pass.md). The answer is the same
   * with or without it, so the search read cache leaves it out of its key (catalogueCache.ts keyOf).
   */
  thenTypes?: readonly string[] | null;
  /**
   * The caller counts the same match per scope next (`countByScope`, the results page's filters): a store may
   * read the match's rows once for both (PostgreSQL: its counts per type from the ids, kept for five seconds,
   * keptMatches.ts; SQLite reads the ids for every search's counts and keeps them for the turn, so it needs no
   * notice: docs/decisions/036-search-latency-at-scale.md, update 14). The answer is the same with or
   * without it, so the search read cache leaves it out of its key (catalogueCache.ts keyOf).
   */
  scopeCountsNext?: boolean;
  /**
   * List the matches in search-id order (the most popular first), unranked, tiers ignored, each hit's score 0: for
   * a caller that needs which rows match, not their order (counting a tab's copies among all its matches,
   * api/handlers/searchWindow.ts `tabWindowCounts`). No ranking statement runs; the store may take the rows it
   * read for the counts of the search's first request (ADR 036 update 14).
   */
  unranked?: boolean;
  /**
   * The search this request is a step of (textSearch's fallback steps: all words, then all but one...): a store may
   * keep what it read for the same search's next steps, and for no other search (PostgreSQL: a partial match's rows,
   * PostgresSearch.rowsHolding). The answer is the same with or without it, so the search read cache leaves it out of
   * its key (catalogueCache.ts keyOf).
   */
  steps?: string;
}

export interface SearchHit extends ContentRecord {
  score: number;
  /**
   * The row's grouping key (search/groupKey.ts): rows with one key hold the same text without
   * model numbers. Null for rows for no product, and for rows of a catalogue imported without keys.
   */
  groupKey: string | null;
}

export interface SearchOutcome {
  /** Matches per content type before the content-type filter (for filter counts). */
  countsByType: Record<string, number>;
  total: number;
  hits: SearchHit[];
}

export interface StoredFile {
  id: string;
  name: string;
  mediaType: string;
  disposition: 'inline' | 'attachment';
  sha256: string;
  size: number;
  bytes: Buffer;
}
