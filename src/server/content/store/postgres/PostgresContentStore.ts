import type pg from 'pg';
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
import {
  CATEGORY_COLUMNS,
  CATEGORY_JOINS,
  CONTENT_COLUMNS,
  CONTENT_FILE_JOIN,
  PRODUCT_COLUMNS,
  PRODUCT_JOINS,
  pathsByLeaf,
  toCategory,
  toContent,
  toProduct,
  type CategoryRow,
  type ContentRow,
  type ProductRow,
} from '../sqlite/rows';
import type { SitemapKey, SitemapKind } from '../sitemapPages';
import { pagesByFile } from '../filePages';
import { PostgresSearch } from './PostgresSearch';
import { sitemapChunks, sitemapPage } from './sitemapStatements';
import { knownTotal } from '../pageTotal';
import { all, one, PREPARED, type Params } from './sql';
import { FITS_PRODUCT } from './fitsProduct';

/**
 * The ContentStore contract on PostgreSQL: the same tables and the same statements as the SQLite
 * store (store/sqlite/statements.ts), with lists bound as arrays (= ANY) instead of JSON. The
 * pool is shared with the other PostgreSQL stores of the process; `close` is the owner's job.
 */
const PUBLIC = "c.access_level = 'public'";
const SCOPE_FILTER = '(@scope::text IS NULL OR c.family_id IN (SELECT family_id FROM content_scope WHERE scope = @scope::text))';
const DOWNLOAD_FILTERS = `
  AND (@os::text IS NULL OR EXISTS (SELECT 1 FROM content_facets x WHERE x.family_id = c.family_id AND x.facet = 'operatingSystem' AND lower(x.value) = lower(@os::text)))
  AND (@category::text IS NULL OR EXISTS (SELECT 1 FROM content_facets x WHERE x.family_id = c.family_id AND x.facet = 'downloadCategory' AND lower(x.value) = lower(@category::text)))`;
// Sorts after every character a model key holds ([a-z0-9]); U+10FFFF after every word character.
const KEY_END = "'~'";
const WORD_END = 'chr(1114111)';
const TOPIC_CANDIDATES = 500;
// Look-ups of search and suggestions are kept PREPARED per connection (sql.ts): parsed once, planned once
// PostgreSQL settles on a generic plan, instead of planning each call.
/** A product links public content of the asked-for types and document types (null: any). */
const PRODUCT_HAS_CONTENT = `EXISTS (
  SELECT 1 FROM content_products cp
  JOIN content_locale cl ON cl.locale = @locale AND cl.family_id = cp.family_id
  JOIN content c ON c.rowid = cl.content_rowid
  WHERE cp.product_name = p.name AND c.access_level = 'public'
    AND (@types::text[] IS NULL OR cl.content_type = ANY(@types::text[]))
    AND (@documentTypes::text[] IS NULL OR EXISTS (
      SELECT 1 FROM content_facets x WHERE x.family_id = cl.family_id AND x.facet = 'documentType'
        AND x.value = ANY(@documentTypes::text[]))))`;

export class PostgresContentStore implements ContentStore {
  private readonly searchIndex: PostgresSearch;

  constructor(private readonly pool: pg.Pool) {
    this.searchIndex = new PostgresSearch(pool);
  }

  sitemapPage(locale: Locale, kind: SitemapKind, from: string, limit: number): Promise<SitemapKey[]> {
    return sitemapPage(this.pool, locale, kind, from, limit);
  }

  sitemapChunks(locale: Locale, kind: SitemapKind, size: number): Promise<{ starts: string[]; total: number }> {
    return sitemapChunks(this.pool, locale, kind, size);
  }

  async datasetVersion(): Promise<string | null> {
    return (await one<{ value: string }>(this.pool, "SELECT value FROM meta WHERE key = 'dataset_version'"))?.value ?? null;
  }

  async listCategories(locale: Locale, parentName: string | null): Promise<CategoryRecord[]> {
    // Own subcategories first, then those listed here as a second place (ADR 044).
    const where =
      parentName === null ? 'c.parent_name IS NULL' : 'c.parent_name = @name OR c.name IN (SELECT child_name FROM category_links WHERE parent_name = @name)';
    const order = parentName === null ? 'c.position, c.name' : 'c.parent_name IS DISTINCT FROM @name, c.position, c.name';
    const rows = await all<CategoryRow>(this.pool, `SELECT ${CATEGORY_COLUMNS} FROM categories c ${CATEGORY_JOINS} WHERE ${where} ORDER BY ${order}`, {
      locale,
      ...(parentName === null ? {} : { name: parentName }),
    });
    return rows.map(toCategory);
  }

  async getCategory(locale: Locale, name: string): Promise<CategoryRecord | null> {
    const row = await one<CategoryRow>(this.pool, `SELECT ${CATEGORY_COLUMNS} FROM categories c ${CATEGORY_JOINS} WHERE c.name = @name`, { locale, name: name.toLowerCase() });
    return row ? toCategory(row) : null;
  }

  async categoryPath(locale: Locale, name: string): Promise<CategoryRecord[]> {
    const rows = await all<CategoryRow>(
      this.pool,
      `SELECT ${CATEGORY_COLUMNS} FROM category_closure k JOIN categories c ON c.name = k.ancestor ${CATEGORY_JOINS}
       WHERE k.descendant = @name ORDER BY k.depth DESC`,
      { locale, name: name.toLowerCase() },
    );
    return rows.map(toCategory);
  }

  async categoryPaths(locale: Locale, names: readonly string[]): Promise<Map<string, CategoryRecord[]>> {
    if (names.length === 0) return new Map();
    const rows = await all<CategoryRow & { leaf: string }>(
      this.pool,
      `SELECT k.descendant AS leaf, ${CATEGORY_COLUMNS} FROM category_closure k JOIN categories c ON c.name = k.ancestor ${CATEGORY_JOINS}
       WHERE k.descendant = ANY(@names::text[]) ORDER BY k.descendant, k.depth DESC`,
      { locale, names: names.map((n) => n.toLowerCase()) },
    );
    return pathsByLeaf(rows);
  }

  async getProduct(locale: Locale, nameOrModel: string): Promise<ProductRecord | null> {
    const key = modelKey(nameOrModel);
    const row = await one<ProductRow>(
      this.pool,
      `SELECT ${PRODUCT_COLUMNS} FROM products p ${PRODUCT_JOINS}
       WHERE p.name = @name OR p.model_key = @key::text ORDER BY (p.name = @name) DESC LIMIT 1`,
      { locale, name: nameOrModel.toLowerCase(), key: key === '' ? null : key },
    );
    return row ? toProduct(row) : null;
  }

  async listProducts(locale: Locale, categoryName: string, page: PageRequest, sort: ProductSort, filter: ProductContentFilter = {}): Promise<Page<ProductRecord>> {
    const params = {
      locale,
      category: categoryName.toLowerCase(),
      start: Math.max(0, page.start),
      num: page.num,
      types: filter.contentTypes?.length ? [...filter.contentTypes] : null,
      documentTypes: filter.documentTypes?.length ? [...filter.documentTypes] : null,
    };
    const order =
      sort === 'name'
        ? 'lower(p.model_number), p.name'
        : sort === 'newest'
          ? 'p.release_date DESC, p.popularity DESC, p.name'
          : 'p.popularity DESC, p.release_date DESC, p.name';
    // As on SQLite (store/sqlite/statements.ts): with a content filter, only products linking public
    // content of those types (and document types) in the locale.
    const where = params.types === null && params.documentTypes === null ? 'cc.ancestor = @category' : `cc.ancestor = @category AND ${PRODUCT_HAS_CONTENT}`;
    const count = async () =>
      (await one<{ n: number }>(this.pool, `SELECT count(*)::int AS n FROM category_closure cc JOIN products p ON p.category_name = cc.descendant WHERE ${where}`, params))
        ?.n ?? 0;
    if (page.num <= 0) return { total: await count(), items: [] };
    const rows = await all<ProductRow>(
      this.pool,
      `SELECT ${PRODUCT_COLUMNS} FROM category_closure cc JOIN products p ON p.category_name = cc.descendant ${PRODUCT_JOINS}
       WHERE ${where} ORDER BY ${order} LIMIT @num OFFSET @start`,
      params,
    );
    return { total: knownTotal(page, rows.length) ?? (await count()), items: rows.map(toProduct) };
  }

  async findProductsByModelKey(locale: Locale, key: string, limit: number, scope: string | null = null): Promise<KeyMatch[]> {
    if (key === '') return [];
    // Candidates come from a bounded index range first; only those are ranked.
    const rows = await all<ProductRow & { hit: boolean; exact: boolean }>(
      this.pool,
      // The texts and image are joined to the few products kept, not to every candidate: joined first,
      // the planner read all of the locale's product texts twice (3,443 rows, 3.7 ms of a 3.8 ms statement).
      `SELECT ${PRODUCT_COLUMNS}, p.hit AS hit, p.exact AS exact FROM (
         SELECT p.*, k.hit, k.exact, k.len FROM (
           SELECT product_name, bool_or(key = @key) AS hit, bool_or(exact AND key = @key) AS exact, min(length(key)) AS len FROM (
             SELECT key, product_name, exact FROM product_keys
             WHERE key >= @key AND key < @key || ${KEY_END} ORDER BY key LIMIT 200
           ) candidates GROUP BY product_name
         ) k JOIN products p ON p.name = k.product_name
         WHERE @scope::text IS NULL OR p.name = @scope::text OR p.category_name IN (SELECT descendant FROM category_closure WHERE ancestor = @scope::text)
         ORDER BY k.exact DESC, k.hit DESC, p.popularity DESC, k.len, p.name LIMIT @limit
       ) p ${PRODUCT_JOINS}
       ORDER BY p.exact DESC, p.hit DESC, p.popularity DESC, p.len, p.name`,
      { locale, key, limit, scope },
      PREPARED,
    );
    return rows.map((row) => ({ product: toProduct(row), match: row.exact ? 'exact' : row.hit ? 'alias' : 'prefix' }));
  }

  async findProductsByModelKeys(locale: Locale, keys: readonly string[], limit: number, scope: string | null = null): Promise<ProductRecord[]> {
    if (keys.length === 0) return [];
    // The page of products first, then their texts and images (see findProductsByModelKey).
    const rows = await all<ProductRow>(
      this.pool,
      `SELECT ${PRODUCT_COLUMNS} FROM (
         SELECT p.* FROM products p
         WHERE p.name IN (SELECT product_name FROM product_keys WHERE key = ANY(@keys::text[]))
           AND (@scope::text IS NULL OR p.name = @scope::text OR p.category_name IN (SELECT descendant FROM category_closure WHERE ancestor = @scope::text))
         ORDER BY p.popularity DESC, p.name LIMIT @limit
       ) p ${PRODUCT_JOINS} ORDER BY p.popularity DESC, p.name`,
      { locale, keys: [...keys], limit, scope },
      PREPARED,
    );
    return rows.map(toProduct);
  }

  async findProductsByNamePrefix(locale: Locale, prefixes: string[], limit: number): Promise<ProductRecord[]> {
    if (prefixes.length === 0) return [];
    // Every word must match; each word's candidates are a bounded index range.
    const sets = await Promise.all(
      prefixes.slice(0, 6).map(
        async (prefix) =>
          new Set(
            (
              await all<{ product_name: string }>(
                this.pool,
                `SELECT product_name FROM product_words WHERE locale = @locale AND word >= @prefix AND word < @prefix || ${WORD_END} LIMIT 200`,
                { locale, prefix },
                PREPARED,
              )
            ).map((r) => r.product_name),
          ),
      ),
    );
    const [first, ...rest] = sets;
    const candidates = [...first].filter((n) => rest.every((set) => set.has(n)));
    if (candidates.length === 0) return [];
    const rows = await all<ProductRow>(
      this.pool,
      // The page of products first, then their texts and images (see findProductsByModelKey).
      `SELECT ${PRODUCT_COLUMNS} FROM (
         SELECT * FROM products WHERE name = ANY(@names::text[]) ORDER BY popularity DESC, name LIMIT @limit
       ) p ${PRODUCT_JOINS} ORDER BY p.popularity DESC, p.name`,
      { locale, names: candidates, limit },
      PREPARED,
    );
    return rows.map(toProduct);
  }

  async documentLanguages(productName: string): Promise<Array<{ language: string; count: number }>> {
    return all(
      this.pool,
      `SELECT c.language AS language, count(*)::int AS count FROM content_products cp JOIN content c ON c.family_id = cp.family_id
       WHERE cp.product_name = @product AND c.content_type IN ('document', 'sub-document') AND ${PUBLIC}
       GROUP BY c.language ORDER BY count DESC, c.language`,
      { product: productName },
    );
  }

  async listDocuments(productName: string, language: string, page: PageRequest): Promise<Page<ContentRecord>> {
    const from = `FROM content_products cp JOIN content c ON c.family_id = cp.family_id
       WHERE cp.product_name = @product AND c.language = @language AND c.content_type IN ('document', 'sub-document') AND ${PUBLIC}`;
    const params = { product: productName, language };
    const total = (await one<{ n: number }>(this.pool, `SELECT count(*)::int AS n ${from}`, params))?.n ?? 0;
    if (page.num <= 0) return { total, items: [] };
    const rows = await all<ContentRow>(
      this.pool,
      `SELECT ${CONTENT_COLUMNS} FROM content_products cp JOIN content c ON c.family_id = cp.family_id ${CONTENT_FILE_JOIN}
       WHERE cp.product_name = @product AND c.language = @language AND c.content_type IN ('document', 'sub-document') AND ${PUBLIC}
       ORDER BY c.popularity DESC, c.title LIMIT @num OFFSET @start`,
      { ...params, num: page.num, start: page.start },
    );
    return { total, items: rows.map(toContent) };
  }

  async listDownloads(locale: Locale, productName: string, filter: DownloadFilter, page: PageRequest): Promise<Page<ContentRecord>> {
    const params: Params = { locale, product: productName, os: filter.operatingSystem ?? null, category: filter.downloadCategory ?? null };
    const from = `FROM content_products cp
       JOIN content_locale cl ON cl.locale = @locale AND cl.family_id = cp.family_id
       JOIN content c ON c.rowid = cl.content_rowid`;
    const where = `WHERE cp.product_name = @product AND cl.content_type IN ('download', 'software') AND ${PUBLIC} ${DOWNLOAD_FILTERS}`;
    const total = (await one<{ n: number }>(this.pool, `SELECT count(*)::int AS n ${from} ${where}`, params))?.n ?? 0;
    if (page.num <= 0) return { total, items: [] };
    const rows = await all<ContentRow>(
      this.pool,
      // Firmware first, then newest first, as on SQLite.
      `SELECT ${CONTENT_COLUMNS} ${from} ${CONTENT_FILE_JOIN} ${where} ORDER BY EXISTS (SELECT 1 FROM content_facets x WHERE x.family_id = c.family_id AND x.facet = 'downloadCategory' AND x.value = 'Firmware') DESC, c.published DESC, c.title LIMIT @num OFFSET @start`,
      { ...params, num: page.num, start: page.start },
    );
    return { total, items: rows.map(toContent) };
  }

  async downloadFacets(locale: Locale, productName: string): Promise<{ operatingSystem: string[]; downloadCategory: string[] }> {
    const result = { operatingSystem: [] as string[], downloadCategory: [] as string[] };
    const rows = await all<{ facet: string; value: string }>(
      this.pool,
      `SELECT DISTINCT x.facet AS facet, x.value AS value FROM content_products cp
       JOIN content_locale cl ON cl.locale = @locale AND cl.family_id = cp.family_id
       JOIN content c ON c.rowid = cl.content_rowid
       JOIN content_facets x ON x.family_id = cp.family_id
       WHERE cp.product_name = @product AND cl.content_type IN ('download', 'software') AND ${PUBLIC}
         AND x.facet IN ('operatingSystem', 'downloadCategory')
       ORDER BY x.facet, x.value`,
      { locale, product: productName },
    );
    for (const row of rows) {
      if (row.facet === 'operatingSystem') result.operatingSystem.push(row.value);
      else if (row.facet === 'downloadCategory') result.downloadCategory.push(row.value);
    }
    return result;
  }

  async listArticles(locale: Locale, contentTypes: readonly string[], scopes: string[], page: PageRequest): Promise<Page<ContentRecord>> {
    // The most specific scope wins (a model is inside its category).
    const scope = scopes.length > 0 ? scopes[scopes.length - 1] : null;
    // A product's articles are those that apply to it (ADR 039): the scope is also the product to fit.
    const params = { locale, types: [...contentTypes], scope, fit: scope?.toLowerCase() ?? null };
    const where = `WHERE cl.locale = @locale AND cl.content_type = ANY(@types::text[]) AND ${PUBLIC} AND ${SCOPE_FILTER} AND ${FITS_PRODUCT}`;
    const total =
      (await one<{ n: number }>(this.pool, `SELECT count(*)::int AS n FROM content_locale cl JOIN content c ON c.rowid = cl.content_rowid ${where}`, params))?.n ?? 0;
    if (page.num <= 0) return { total, items: [] };
    const rows = await all<ContentRow>(
      this.pool,
      `SELECT ${CONTENT_COLUMNS} FROM content_locale cl JOIN content c ON c.rowid = cl.content_rowid ${CONTENT_FILE_JOIN} ${where}
       ORDER BY c.popularity DESC, c.title LIMIT @num OFFSET @start`,
      { ...params, num: page.num, start: page.start },
    );
    return { total, items: rows.map(toContent) };
  }

  async listContent(locale: Locale, query: ContentListQuery): Promise<Page<ContentRecord>> {
    const facets = query.facets ?? [];
    // Every facet asked for must have one of its values (compared case-insensitively).
    const facetSql = facets
      .map(
        (_, i) => `AND EXISTS (SELECT 1 FROM content_facets x WHERE x.family_id = cl.family_id AND x.facet = @facet${i}
           AND lower(x.value) = ANY(@values${i}::text[]))`,
      )
      .join('\n');
    const params: Params = {
      locale,
      types: [...query.contentTypes],
      product: query.product ? query.product.toLowerCase() : null,
      scope: query.scope ? query.scope.toLowerCase() : null,
      // A product's listing, or a scope that names a product, shows what applies to it (ADR 039).
      fit: (query.product ?? query.scope)?.toLowerCase() ?? null,
      exclude: [...(query.excludeFamilies ?? [])],
    };
    facets.forEach((f, i) => {
      params[`facet${i}`] = f.name;
      params[`values${i}`] = f.values.map((v) => v.toLowerCase());
    });
    // One way in per kind of listing, as on SQLite (store/sqlite/contentListing.ts): a product's
    // listing starts from its families, a scope's from one (scope, content type) index range per
    // type (migration 007), so neither walks the locale's whole range of a content type.
    const from = params.product !== null
      ? `FROM content_products p JOIN content_locale cl ON cl.locale = @locale AND cl.family_id = p.family_id
         JOIN content c ON c.rowid = cl.content_rowid`
      : params.scope !== null
        ? `FROM content_scope s JOIN content_locale cl ON cl.locale = @locale AND cl.family_id = s.family_id
           JOIN content c ON c.rowid = cl.content_rowid`
        : `FROM content_locale cl JOIN content c ON c.rowid = cl.content_rowid`;
    const way = params.product !== null
      ? `p.product_name = @product::text
         AND (@scope::text IS NULL OR cl.family_id IN (SELECT family_id FROM content_scope WHERE scope = @scope::text))`
      : params.scope !== null
        ? 's.scope = @scope::text AND s.content_type = ANY(@types::text[])'
        : 'cl.locale = @locale';
    const where = `WHERE ${way} AND cl.content_type = ANY(@types::text[]) AND c.access_level = 'public'
      AND ${FITS_PRODUCT} AND NOT (cl.family_id = ANY(@exclude::text[])) ${facetSql}`;
    const count = async () => (await one<{ n: number }>(this.pool, `SELECT count(*)::int AS n ${from} ${where}`, params))?.n ?? 0;
    if (query.page.num <= 0) return { total: await count(), items: [] };
    const order =
      query.order === 'newest'
        ? 'c.published DESC, c.popularity DESC, c.published DESC, c.title, cl.family_id'
        : query.order === 'title'
          ? 'lower(c.title), c.popularity DESC, c.published DESC, c.title, cl.family_id'
          : 'c.popularity DESC, c.published DESC, c.title, cl.family_id';
    const start = Math.max(0, query.page.start);
    const rows = await all<ContentRow>(this.pool, `SELECT ${CONTENT_COLUMNS} ${from} ${CONTENT_FILE_JOIN} ${where} ORDER BY ${order} LIMIT @num OFFSET @start`, {
      ...params,
      num: query.page.num,
      start,
    });
    // The count reads the same rows again: it runs only when more rows than the page may exist.
    const total = knownTotal(query.page, rows.length) ?? (await count());
    return { total, items: rows.map(toContent) };
  }

  async getContent(locale: Locale, familyId: string, contentTypes: readonly string[]): Promise<ContentRecord | null> {
    const row = await one<ContentRow>(
      this.pool,
      `SELECT ${CONTENT_COLUMNS} FROM content_locale cl JOIN content c ON c.rowid = cl.content_rowid ${CONTENT_FILE_JOIN}
       WHERE cl.locale = @locale AND cl.family_id = @family AND cl.content_type = ANY(@types::text[]) AND ${PUBLIC}`,
      { locale, family: familyId, types: [...contentTypes] },
    );
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
    if (perFamily <= FAMILY_LINKS) {
      // One row per family, its links kept when the catalogue was loaded (store/familyLinks.ts).
      const kept = await all<{ family_id: string; links: string }>(
        this.pool,
        `SELECT fl.family_id, fl.links FROM family_links fl WHERE fl.family_id = ANY(@families::text[]) ORDER BY fl.family_id`,
        { families: [...new Set(familyIds)] },
        PREPARED,
      );
      for (const row of kept) {
        const links = parseFamilyLinks(row.links, perFamily);
        if (links.length > 0) result.set(row.family_id, links);
      }
      return result;
    }
    const rows = await all<{ family_id: string; name: string; model_number: string; category_name: string }>(
      this.pool,
      // Each family's first entries of the (family, product popularity) index (migration 007),
      // instead of ranking every product linked to an article.
      `SELECT f.family_id, p.name, p.model_number, p.category_name
       FROM unnest(@families::text[]) AS f(family_id)
       CROSS JOIN LATERAL (
         SELECT cp.product_name, cp.product_popularity FROM content_products cp
         WHERE cp.family_id = f.family_id ORDER BY cp.product_popularity DESC, cp.product_name LIMIT @perFamily
       ) top
       JOIN products p ON p.name = top.product_name
       ORDER BY f.family_id, top.product_popularity DESC, top.product_name`,
      { families: familyIds, perFamily },
      PREPARED,
    );
    for (const row of rows) {
      const link = { name: row.name, modelNumber: row.model_number, categoryName: row.category_name };
      const list = result.get(row.family_id);
      if (list) list.push(link);
      else result.set(row.family_id, [link]);
    }
    return result;
  }

  async popularQueries(locale: Locale, prefix: string, limit: number): Promise<string[]> {
    const rows = await all<{ query: string }>(
      this.pool,
      `SELECT query FROM (
         SELECT query, weight FROM popular_queries WHERE locale = @locale AND query >= @prefix AND query < @prefix || ${WORD_END} ORDER BY query LIMIT 100
       ) q ORDER BY weight DESC, query LIMIT @limit`,
      { locale, prefix: prefix.toLowerCase(), limit },
      PREPARED,
    );
    return rows.map((r) => r.query);
  }

  async completeTerm(locale: Locale, prefix: string, limit: number): Promise<string[]> {
    const rows = await all<{ term: string }>(
      this.pool,
      `SELECT term FROM (
         SELECT term, weight FROM search_terms WHERE locale = @locale AND term >= @prefix AND term < @prefix || ${WORD_END} ORDER BY term LIMIT 500
       ) t ORDER BY weight DESC, term LIMIT @limit`,
      { locale, prefix: prefix.toLowerCase(), limit },
      PREPARED,
    );
    return rows.map((r) => r.term);
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
    const params = { locale, family: familyId, types: [...contentTypes], scope, fit: scope?.toLowerCase() ?? null, num: limit };
    const related = (
      await all<ContentRow>(
        this.pool,
        `SELECT ${CONTENT_COLUMNS} FROM (
           SELECT y.family_id AS family_id, count(*) AS shared
           FROM content_facets x JOIN content_facets y ON y.facet = x.facet AND lower(y.value) = lower(x.value)
           WHERE x.family_id = @family AND x.facet = 'topic' AND y.family_id <> @family
           GROUP BY y.family_id ORDER BY shared DESC LIMIT ${TOPIC_CANDIDATES}
         ) t
         JOIN content_locale cl ON cl.locale = @locale AND cl.family_id = t.family_id
         JOIN content c ON c.rowid = cl.content_rowid ${CONTENT_FILE_JOIN}
         WHERE cl.content_type = ANY(@types::text[]) AND ${PUBLIC} AND ${SCOPE_FILTER} AND ${FITS_PRODUCT}
         ORDER BY t.shared DESC, c.popularity DESC, c.title LIMIT @num`,
        params,
      )
    ).map(toContent);
    if (related.length >= limit) return related;
    // Too few topic mates: fill up with the scope's most visited items.
    const seen = new Set(related.map((r) => r.familyId));
    const fill = (
      await all<ContentRow>(
        this.pool,
        `SELECT ${CONTENT_COLUMNS} FROM content_locale cl JOIN content c ON c.rowid = cl.content_rowid ${CONTENT_FILE_JOIN}
         WHERE cl.locale = @locale AND cl.content_type = ANY(@types::text[]) AND cl.family_id <> @family AND ${PUBLIC} AND ${SCOPE_FILTER} AND ${FITS_PRODUCT}
         ORDER BY c.popularity DESC, c.title LIMIT @num`,
        { ...params, num: limit + related.length },
      )
    ).map(toContent);
    return [...related, ...fill.filter((r) => !seen.has(r.familyId))].slice(0, limit);
  }

  async categoriesOfContent(familyId: string): Promise<Array<{ categoryName: string; productCount: number }>> {
    const rows = await all<{ category_name: string; n: number }>(
      this.pool,
      `SELECT p.category_name AS category_name, count(*)::int AS n
       FROM content_products cp JOIN products p ON p.name = cp.product_name
       WHERE cp.family_id = @family GROUP BY p.category_name ORDER BY n DESC, p.category_name`,
      { family: familyId },
    );
    return rows.map((r) => ({ categoryName: r.category_name, productCount: r.n }));
  }

  async contentWithFacet(locale: Locale, facet: string, value: string, contentTypes: readonly string[], limit: number): Promise<ContentRecord[]> {
    const rows = await all<ContentRow>(
      this.pool,
      `SELECT ${CONTENT_COLUMNS} FROM content_facets x
       JOIN content_locale cl ON cl.locale = @locale AND cl.family_id = x.family_id
       JOIN content c ON c.rowid = cl.content_rowid ${CONTENT_FILE_JOIN}
       WHERE x.facet = @facet AND lower(x.value) = lower(@value) AND cl.content_type = ANY(@types::text[]) AND ${PUBLIC}
       ORDER BY c.popularity DESC, c.title LIMIT @limit`,
      { locale, facet, value, types: [...contentTypes], limit },
    );
    return rows.map(toContent);
  }

  async getFile(id: string): Promise<StoredFile | null> {
    const row = await one<{ id: string; name: string; media_type: string; disposition: 'inline' | 'attachment'; sha256: string; size: number; bytes: Buffer }>(
      this.pool,
      'SELECT id, name, media_type, disposition, sha256, size, bytes FROM files WHERE id = @id',
      { id },
    );
    if (!row) return null;
    return { id: row.id, name: row.name, mediaType: row.media_type, disposition: row.disposition, sha256: row.sha256, size: row.size, bytes: row.bytes };
  }

  async contentBodies(rowIds: readonly number[], chars?: number): Promise<Map<number, string>> {
    if (rowIds.length === 0) return new Map();
    const rows =
      chars === undefined
        ? await all<{ rowid: number; body: string }>(this.pool, 'SELECT rowid, body FROM content WHERE rowid = ANY(@ids::integer[])', { ids: [...rowIds] }, PREPARED)
        : await all<{ rowid: number; body: string }>(this.pool, 'SELECT rowid, substr(body, 1, @chars::integer) AS body FROM content WHERE rowid = ANY(@ids::integer[])', {
            ids: [...rowIds],
            chars: Math.max(0, Math.floor(chars)),
          }, PREPARED);
    return new Map(rows.map((row) => [row.rowid, row.body]));
  }

  async filePages(fileIds: readonly string[]): Promise<Map<string, string[]>> {
    if (fileIds.length === 0) return new Map();
    const rows = await all<{ file_id: string; page: number; text: string }>(
      this.pool,
      'SELECT file_id, page, text FROM file_pages WHERE file_id = ANY(@ids::text[]) ORDER BY file_id, page',
      { ids: [...fileIds] },
      PREPARED,
    );
    return pagesByFile(rows);
  }

  async close(): Promise<void> {
    // The pool belongs to the service that created this store.
  }
}
