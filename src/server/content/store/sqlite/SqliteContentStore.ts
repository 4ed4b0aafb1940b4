import Database from 'better-sqlite3';
import type { Locale } from '../../../../shared/locale';
import { modelKey } from '../../search/modelKey';
import { FAMILY_LINKS, parseFamilyLinks } from '../familyLinks';
import type {
  CategoryRecord,
  ContentRecord,
  ContentStore,
  DownloadFilter,
  KeyMatch,
  Page,
  PageRequest,
  ProductLink,
  ProductRecord,
  ProductContentFilter,
  ProductSort,
  SearchOutcome,
  SearchRequest,
  StoredFile,
} from '../ContentStore';
import type { ContentListQuery } from '../contentListing';
import type { SitemapKey, SitemapKind } from '../sitemapPages';
import { prepareSitemapStatements } from './sitemapStatements';
import { pathsByLeaf, toCategory, toContent, toProduct } from './rows';
import { prepareContentListing } from './contentListing';
import { pageOf } from './pageOf';
import { prepareDetailsStatements, type DetailsStatements } from './detailsStatements';
import { migrate } from './schema';
import { SqliteSearchIndex } from './search/SqliteSearchIndex';
import { prepareStatements, type Statements } from './statements';
import { pagesByFile } from '../filePages';

export interface SqliteStoreOptions {
  /** Fail instead of creating an empty database when the file is missing. */
  mustExist?: boolean;
}

/** Applies the connection settings every connection to a content database uses. */
export function configureConnection(db: Database.Database): void {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // Search and listing queries touch the same pages again and again; keep them in memory.
  db.pragma('cache_size = -32000');
  db.pragma('mmap_size = 268435456');
}

export class SqliteContentStore implements ContentStore {
  private readonly statements: Statements;
  private readonly listing: ReturnType<typeof prepareContentListing>;
  private readonly details: DetailsStatements;
  private readonly searchIndex: SqliteSearchIndex;
  private readonly sitemap: ReturnType<typeof prepareSitemapStatements>;

  private constructor(private readonly db: Database.Database) {
    this.statements = prepareStatements(db);
    this.searchIndex = new SqliteSearchIndex(db);
    this.listing = prepareContentListing(db);
    this.details = prepareDetailsStatements(db);
    this.sitemap = prepareSitemapStatements(db);
  }

  /** Opens (and migrates) a database file. */
  static open(path: string, options: SqliteStoreOptions = {}): SqliteContentStore {
    const db = new Database(path, { fileMustExist: Boolean(options.mustExist) });
    try {
      configureConnection(db);
      migrate(db);
      return new SqliteContentStore(db);
    } catch (error) {
      db.close();
      throw error;
    }
  }

  async sitemapPage(locale: Locale, kind: SitemapKind, from: string, limit: number): Promise<SitemapKey[]> {
    return this.sitemap.page(locale, kind, from, limit);
  }

  async sitemapChunks(locale: Locale, kind: SitemapKind, size: number): Promise<{ starts: string[]; total: number }> {
    return this.sitemap.chunks(locale, kind, size);
  }

  async datasetVersion(): Promise<string | null> {
    return this.statements.meta.get('dataset_version')?.value ?? null;
  }

  async listCategories(locale: Locale, parentName: string | null): Promise<CategoryRecord[]> {
    const rows = parentName === null ? this.statements.topCategories.all({ locale }) : this.statements.childCategories.all({ locale, name: parentName });
    return rows.map(toCategory);
  }

  async getCategory(locale: Locale, name: string): Promise<CategoryRecord | null> {
    const row = this.statements.category.get({ locale, name: name.toLowerCase() });
    return row ? toCategory(row) : null;
  }

  async categoryPath(locale: Locale, name: string): Promise<CategoryRecord[]> {
    return this.statements.categoryPath.all({ locale, name: name.toLowerCase() }).map(toCategory);
  }

  async categoryPaths(locale: Locale, names: readonly string[]): Promise<Map<string, CategoryRecord[]>> {
    if (names.length === 0) return new Map();
    return pathsByLeaf(this.statements.categoryPaths.all({ locale, names: JSON.stringify(names.map((n) => n.toLowerCase())) }));
  }

  async getProduct(locale: Locale, nameOrModel: string): Promise<ProductRecord | null> {
    const key = modelKey(nameOrModel);
    const row = this.statements.product.get({ locale, name: nameOrModel.toLowerCase(), key: key === '' ? null : key });
    return row ? toProduct(row) : null;
  }

  async listProducts(locale: Locale, categoryName: string, page: PageRequest, sort: ProductSort, filter: ProductContentFilter = {}): Promise<Page<ProductRecord>> {
    const params = { locale, category: categoryName.toLowerCase(), start: page.start, num: page.num };
    const types = filter.contentTypes?.length ? JSON.stringify(filter.contentTypes) : null;
    const documentTypes = filter.documentTypes?.length ? JSON.stringify(filter.documentTypes) : null;
    if (types !== null || documentTypes !== null) {
      const filtered = { ...params, sort, types, documentTypes };
      return pageOf(page, () => this.statements.productsWithContent.all(filtered), () => this.statements.productWithContentCount.get(filtered)?.n ?? 0, toProduct);
    }
    const statement =
      sort === 'name' ? this.statements.productsByName : sort === 'newest' ? this.statements.productsByNewest : this.statements.productsByRelevance;
    return pageOf(page, () => statement.all(params), () => this.statements.productCount.get(params)?.n ?? 0, toProduct);
  }

  async findProductsByModelKey(locale: Locale, key: string, limit: number, scope: string | null = null): Promise<KeyMatch[]> {
    if (key === '') return [];
    return this.statements.productsByKey.all({ locale, key, limit, scope }).map((row) => ({
      product: toProduct(row),
      match: row.exact ? 'exact' : row.hit ? 'alias' : 'prefix',
    }));
  }

  async findProductsByModelKeys(locale: Locale, keys: readonly string[], limit: number, scope: string | null = null): Promise<ProductRecord[]> {
    if (keys.length === 0) return [];
    return this.statements.productsByKeys.all({ locale, keys: JSON.stringify(keys), limit, scope }).map(toProduct);
  }

  async findProductsByNamePrefix(locale: Locale, prefixes: string[], limit: number): Promise<ProductRecord[]> {
    if (prefixes.length === 0) return [];
    // Every word must match; each word's candidates are a bounded index range.
    const [first, ...rest] = prefixes.slice(0, 6).map(
      (prefix) => new Set(this.statements.productNamesByWord.all({ locale, prefix }).map((r) => r.product_name)),
    );
    const candidates = [...first].filter((n) => rest.every((set) => set.has(n)));
    if (candidates.length === 0) return [];
    const names = JSON.stringify(candidates);
    return this.statements.productsByNames.all({ locale, names, limit }).map(toProduct);
  }

  async documentLanguages(productName: string): Promise<Array<{ language: string; count: number }>> {
    return this.statements.documentLanguages.all({ product: productName });
  }

  async listDocuments(productName: string, language: string, page: PageRequest): Promise<Page<ContentRecord>> {
    const params = { product: productName, language, start: page.start, num: page.num };
    return pageOf(page, () => this.statements.documents.all(params), () => this.statements.documentCount.get(params)?.n ?? 0, toContent);
  }

  async listDownloads(locale: Locale, productName: string, filter: DownloadFilter, page: PageRequest): Promise<Page<ContentRecord>> {
    const params = {
      locale,
      product: productName,
      os: filter.operatingSystem ?? null,
      category: filter.downloadCategory ?? null,
      start: page.start,
      num: page.num,
    };
    return pageOf(page, () => this.statements.downloads.all(params), () => this.statements.downloadCount.get(params)?.n ?? 0, toContent);
  }

  async downloadFacets(locale: Locale, productName: string): Promise<{ operatingSystem: string[]; downloadCategory: string[] }> {
    const result = { operatingSystem: [] as string[], downloadCategory: [] as string[] };
    for (const row of this.statements.downloadFacets.all({ locale, product: productName })) {
      if (row.facet === 'operatingSystem') result.operatingSystem.push(row.value);
      else if (row.facet === 'downloadCategory') result.downloadCategory.push(row.value);
    }
    return result;
  }

  async listArticles(locale: Locale, contentTypes: readonly string[], scopes: string[], page: PageRequest): Promise<Page<ContentRecord>> {
    // The most specific scope wins (a model is inside its category).
    const scope = scopes.length > 0 ? scopes[scopes.length - 1] : null;
    // A product's articles are those that apply to it (ADR 039): the scope is also the product to fit.
    const params = { locale, types: JSON.stringify(contentTypes), scope, fit: scope?.toLowerCase() ?? null, start: page.start, num: page.num };
    return pageOf(page, () => this.statements.articles.all(params), () => this.statements.articleCount.get(params)?.n ?? 0, toContent);
  }

  async listContent(locale: Locale, query: ContentListQuery): Promise<Page<ContentRecord>> {
    return this.listing(locale, query);
  }

  async getContent(locale: Locale, familyId: string, contentTypes: readonly string[]): Promise<ContentRecord | null> {
    const row = this.statements.content.get({ locale, family: familyId, types: JSON.stringify(contentTypes) });
    return row ? toContent(row) : null;
  }

  async search(request: SearchRequest): Promise<SearchOutcome> {
    return this.searchIndex.search(request);
  }

  async countByScope(request: Omit<SearchRequest, 'page'>, names: readonly string[]): Promise<Record<string, number>> {
    return this.searchIndex.countByScope(request, names);
  }

  async productsOfContent(familyIds: string[], perFamily: number): Promise<Map<string, ProductLink[]>> {
    const result = new Map<string, ProductLink[]>();
    if (familyIds.length === 0 || perFamily <= 0) return result;
    const families = [...new Set(familyIds)].sort();
    const read = perFamily <= FAMILY_LINKS ? this.keptLinks(families, perFamily) : this.rankedLinks(families, perFamily);
    // Families in id order, as callers have always received them.
    for (const family of families) {
      const links = read.get(family);
      if (links) result.set(family, links);
    }
    return result;
  }

  /** Each family's links kept when the catalogue was loaded, one row per family (store/familyLinks.ts). */
  private keptLinks(families: string[], perFamily: number): Map<string, ProductLink[]> {
    const read = new Map<string, ProductLink[]>();
    for (const [family, links] of this.statements.familyLinks.all({ families: JSON.stringify(families) })) {
      const parsed = parseFamilyLinks(links, perFamily);
      if (parsed.length > 0) read.set(family, parsed);
    }
    return read;
  }

  /** Each family's first `perFamily` products ranked from its links, for more than the kept ones. */
  private rankedLinks(families: string[], perFamily: number): Map<string, ProductLink[]> {
    const read = new Map<string, ProductLink[]>();
    for (const row of this.statements.productsOfFamilies.all({ families: JSON.stringify(families), perFamily })) {
      const link = { name: row.name, modelNumber: row.model_number, categoryName: row.category_name };
      const list = read.get(row.family_id);
      if (list) list.push(link);
      else read.set(row.family_id, [link]);
    }
    return read;
  }

  async popularQueries(locale: Locale, prefix: string, limit: number): Promise<string[]> {
    return this.statements.popularQueries.all({ locale, prefix: prefix.toLowerCase(), limit }).map((r) => r.query);
  }

  async completeTerm(locale: Locale, prefix: string, limit: number): Promise<string[]> {
    return this.statements.completeTerm.all({ locale, prefix: prefix.toLowerCase(), limit }).map((r) => r.term);
  }

  async similarTerms(locale: Locale, word: string, limit: number): Promise<string[]> {
    return this.searchIndex.similarTerms(locale, word, limit);
  }

  async knownTerms(locale: Locale, words: string[]): Promise<Set<string>> {
    return this.searchIndex.knownTerms(locale, words);
  }

  async listSynonyms(locale: Locale): Promise<string[][]> {
    return this.searchIndex.listSynonyms(locale);
  }

  async relatedContent(locale: Locale, familyId: string, contentTypes: readonly string[], scope: string | null, limit: number): Promise<ContentRecord[]> {
    if (limit <= 0) return [];
    // Within a product, only what applies to it (ADR 039).
    const params = { locale, family: familyId, types: JSON.stringify(contentTypes), scope, fit: scope?.toLowerCase() ?? null, num: limit };
    const related = this.details.relatedByTopic.all(params).map(toContent);
    if (related.length >= limit) return related;
    // Too few topic mates: fill up with the scope's most visited items.
    const seen = new Set(related.map((r) => r.familyId));
    const fill = this.details.relatedPopular.all({ ...params, num: limit + related.length }).map(toContent);
    return [...related, ...fill.filter((r) => !seen.has(r.familyId))].slice(0, limit);
  }

  async categoriesOfContent(familyId: string): Promise<Array<{ categoryName: string; productCount: number }>> {
    return this.details.categoriesOfContent.all({ family: familyId }).map((r) => ({ categoryName: r.category_name, productCount: r.n }));
  }

  async contentWithFacet(locale: Locale, facet: string, value: string, contentTypes: readonly string[], limit: number): Promise<ContentRecord[]> {
    return this.details.contentWithFacet.all({ locale, facet, value, types: JSON.stringify(contentTypes), limit }).map(toContent);
  }

  async getFile(id: string): Promise<StoredFile | null> {
    const row = this.statements.file.get(id);
    if (!row) return null;
    return { id: row.id, name: row.name, mediaType: row.media_type, disposition: row.disposition, sha256: row.sha256, size: row.size, bytes: row.bytes };
  }

  async contentBodies(rowIds: readonly number[], chars?: number): Promise<Map<number, string>> {
    if (rowIds.length === 0) return new Map();
    const ids = JSON.stringify(rowIds);
    const rows = chars === undefined ? this.statements.contentBodies.all({ ids }) : this.statements.contentOpenings.all({ ids, chars: Math.max(0, Math.floor(chars)) });
    return new Map(rows.map((row) => [row.rowid, row.body]));
  }

  async filePages(fileIds: readonly string[]): Promise<Map<string, string[]>> {
    return pagesByFile(fileIds.length === 0 ? [] : this.statements.filePages.all({ ids: JSON.stringify(fileIds) }));
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
