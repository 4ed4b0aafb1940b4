import type Database from 'better-sqlite3';
import { FITS_PRODUCT } from './fitsProduct';
import {
  CATEGORY_COLUMNS,
  CATEGORY_JOINS,
  CONTENT_COLUMNS,
  CONTENT_FILE_JOIN,
  PRODUCT_COLUMNS,
  PRODUCT_JOINS,
  type CategoryRow,
  type ContentRow,
  type ProductRow,
} from './rows';

/**
 * Every statement the store runs, prepared once when the store opens. Variable-length lists
 * (content types, facet values, family ids) are bound as one JSON array and expanded with
 * json_each, so no SQL is ever assembled from request data.
 */
type Params = Record<string, string | number | null>;

const PUBLIC = "c.access_level = 'public'";
const SCOPE_FILTER = '(@scope IS NULL OR c.family_id IN (SELECT family_id FROM content_scope WHERE scope = @scope))';
/**
 * The rows of the asked-for types in a locale, each type a range of the (locale, content_type)
 * index: with `cl.content_type IN (json_each ...)` SQLite would walk the locale's whole range.
 */
const TYPES_OF_LOCALE = `(SELECT DISTINCT value AS type FROM json_each(@types)) t
  CROSS JOIN content_locale cl ON cl.locale = @locale AND cl.content_type = t.type`;
const MODEL_KEY_RANGE_END = '~'; // sorts after every character a model key holds ([a-z0-9])

/**
 * A product links public content of the asked-for types (JSON list or null) and document types (JSON list
 * or null). `CROSS JOIN` keeps SQLite starting from the product's links, not the locale's whole range.
 */
const PRODUCT_HAS_CONTENT = `EXISTS (
  SELECT 1 FROM content_products cp
  CROSS JOIN content_locale cl ON cl.locale = @locale AND cl.family_id = cp.family_id
  JOIN content c ON c.rowid = cl.content_rowid
  WHERE cp.product_name = p.name AND c.access_level = 'public'
    AND (@types IS NULL OR cl.content_type IN (SELECT value FROM json_each(@types)))
    AND (@documentTypes IS NULL OR EXISTS (
      SELECT 1 FROM content_facets x WHERE x.family_id = cl.family_id AND x.facet = 'documentType'
        AND x.value IN (SELECT value FROM json_each(@documentTypes)))))`;

export function prepareStatements(db: Database.Database) {
  return {
    meta: db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?'),

    topCategories: db.prepare<Params, CategoryRow>(
      `SELECT ${CATEGORY_COLUMNS} FROM categories c ${CATEGORY_JOINS} WHERE c.parent_name IS NULL ORDER BY c.position, c.name`,
    ),
    childCategories: db.prepare<Params, CategoryRow>(
      // Its own subcategories first, then those listed under it as a second place (ADR 044).
      `SELECT ${CATEGORY_COLUMNS} FROM categories c ${CATEGORY_JOINS}
       WHERE c.parent_name = @name OR c.name IN (SELECT child_name FROM category_links WHERE parent_name = @name)
       ORDER BY c.parent_name IS NOT @name, c.position, c.name`,
    ),
    category: db.prepare<Params, CategoryRow>(`SELECT ${CATEGORY_COLUMNS} FROM categories c ${CATEGORY_JOINS} WHERE c.name = @name`),
    categoryPath: db.prepare<Params, CategoryRow>(
      `SELECT ${CATEGORY_COLUMNS} FROM category_closure k JOIN categories c ON c.name = k.ancestor ${CATEGORY_JOINS}
       WHERE k.descendant = @name ORDER BY k.depth DESC`,
    ),
    categoryPaths: db.prepare<Params, CategoryRow & { leaf: string }>(
      `SELECT k.descendant AS leaf, ${CATEGORY_COLUMNS} FROM category_closure k JOIN categories c ON c.name = k.ancestor ${CATEGORY_JOINS}
       WHERE k.descendant IN (SELECT value FROM json_each(@names)) ORDER BY k.descendant, k.depth DESC`,
    ),

    product: db.prepare<Params, ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM products p ${PRODUCT_JOINS}
       WHERE p.name = @name OR p.model_key = @key ORDER BY (p.name = @name) DESC LIMIT 1`,
    ),
    productsByRelevance: db.prepare<Params, ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM category_closure cc JOIN products p ON p.category_name = cc.descendant ${PRODUCT_JOINS}
       WHERE cc.ancestor = @category ORDER BY p.popularity DESC, p.release_date DESC, p.name LIMIT @num OFFSET @start`,
    ),
    productsByName: db.prepare<Params, ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM category_closure cc JOIN products p ON p.category_name = cc.descendant ${PRODUCT_JOINS}
       WHERE cc.ancestor = @category ORDER BY p.model_number COLLATE NOCASE, p.name LIMIT @num OFFSET @start`,
    ),
    productsByNewest: db.prepare<Params, ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM category_closure cc JOIN products p ON p.category_name = cc.descendant ${PRODUCT_JOINS}
       WHERE cc.ancestor = @category ORDER BY p.release_date DESC, p.popularity DESC, p.name LIMIT @num OFFSET @start`,
    ),
    // Model results with a content filter (ProductContentFilter): the product must link a public
    // family of one of the types in the locale; for documents, of one of the document types. Read
    // from the product's own links (content_products is keyed by product first).
    productsWithContent: db.prepare<Params, ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM category_closure cc JOIN products p ON p.category_name = cc.descendant ${PRODUCT_JOINS}
       WHERE cc.ancestor = @category AND ${PRODUCT_HAS_CONTENT}
       ORDER BY CASE WHEN @sort = 'name' THEN p.model_number END COLLATE NOCASE,
                CASE WHEN @sort = 'newest' THEN p.release_date END DESC,
                p.popularity DESC, p.release_date DESC, p.name
       LIMIT @num OFFSET @start`,
    ),
    productWithContentCount: db.prepare<Params, { n: number }>(
      `SELECT count(*) AS n FROM category_closure cc JOIN products p ON p.category_name = cc.descendant
       WHERE cc.ancestor = @category AND ${PRODUCT_HAS_CONTENT}`,
    ),
    productCount: db.prepare<Params, { n: number }>(
      'SELECT count(*) AS n FROM category_closure cc JOIN products p ON p.category_name = cc.descendant WHERE cc.ancestor = @category',
    ),
    // Candidates come from a bounded index range first; only those are ranked.
    productsByKey: db.prepare<Params, ProductRow & { hit: number; exact: number }>(
      `SELECT ${PRODUCT_COLUMNS}, k.hit AS hit, k.exact AS exact FROM (
         SELECT product_name, max(key = @key) AS hit, max(exact * (key = @key)) AS exact, min(length(key)) AS len FROM (
           SELECT key, product_name, exact FROM product_keys
           WHERE key >= @key AND key < @key || '${MODEL_KEY_RANGE_END}' ORDER BY key LIMIT 200
         ) GROUP BY product_name
       ) k JOIN products p ON p.name = k.product_name ${PRODUCT_JOINS}
       WHERE @scope IS NULL OR p.name = @scope OR p.category_name IN (SELECT descendant FROM category_closure WHERE ancestor = @scope)
       ORDER BY k.exact DESC, k.hit DESC, p.popularity DESC, k.len, p.name LIMIT @limit`,
    ),
    productsByKeys: db.prepare<Params, ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM products p ${PRODUCT_JOINS}
       WHERE p.name IN (SELECT product_name FROM product_keys WHERE key IN (SELECT value FROM json_each(@keys)))
         AND (@scope IS NULL OR p.name = @scope OR p.category_name IN (SELECT descendant FROM category_closure WHERE ancestor = @scope))
       ORDER BY p.popularity DESC, p.name LIMIT @limit`,
    ),
    productNamesByWord: db.prepare<Params, { product_name: string }>(
      `SELECT product_name FROM product_words WHERE locale = @locale AND word >= @prefix AND word < @prefix || char(1114111) LIMIT 200`,
    ),
    productsByNames: db.prepare<Params, ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM products p ${PRODUCT_JOINS}
       WHERE p.name IN (SELECT value FROM json_each(@names)) ORDER BY p.popularity DESC, p.name LIMIT @limit`,
    ),

    documentLanguages: db.prepare<Params, { language: string; count: number }>(
      `SELECT c.language AS language, count(*) AS count FROM content_products cp JOIN content c ON c.family_id = cp.family_id
       WHERE cp.product_name = @product AND c.content_type IN ('document', 'sub-document') AND ${PUBLIC}
       GROUP BY c.language ORDER BY count DESC, c.language`,
    ),
    documents: db.prepare<Params, ContentRow>(
      `SELECT ${CONTENT_COLUMNS} FROM content_products cp JOIN content c ON c.family_id = cp.family_id ${CONTENT_FILE_JOIN}
       WHERE cp.product_name = @product AND c.language = @language AND c.content_type IN ('document', 'sub-document') AND ${PUBLIC}
       ORDER BY c.popularity DESC, c.title LIMIT @num OFFSET @start`,
    ),
    documentCount: db.prepare<Params, { n: number }>(
      `SELECT count(*) AS n FROM content_products cp JOIN content c ON c.family_id = cp.family_id
       WHERE cp.product_name = @product AND c.language = @language AND c.content_type IN ('document', 'sub-document') AND ${PUBLIC}`,
    ),

    downloads: db.prepare<Params, ContentRow>(
      `SELECT ${CONTENT_COLUMNS} FROM content_products cp
       CROSS JOIN content_locale cl ON cl.locale = @locale AND cl.family_id = cp.family_id
       JOIN content c ON c.rowid = cl.content_rowid ${CONTENT_FILE_JOIN}
       WHERE cp.product_name = @product AND cl.content_type IN ('download', 'software') AND ${PUBLIC}
         AND (@os IS NULL OR EXISTS (SELECT 1 FROM content_facets x WHERE x.family_id = c.family_id AND x.facet = 'operatingSystem' AND x.value = @os COLLATE NOCASE))
         AND (@category IS NULL OR EXISTS (SELECT 1 FROM content_facets x WHERE x.family_id = c.family_id AND x.facet = 'downloadCategory' AND x.value = @category COLLATE NOCASE))
       -- Firmware first, then newest first (docs/decisions/043-firmware-first.md): the file most visitors come for.
       ORDER BY EXISTS (SELECT 1 FROM content_facets x WHERE x.family_id = c.family_id AND x.facet = 'downloadCategory' AND x.value = 'Firmware') DESC, c.published DESC, c.title LIMIT @num OFFSET @start`,
    ),
    downloadCount: db.prepare<Params, { n: number }>(
      `SELECT count(*) AS n FROM content_products cp
       CROSS JOIN content_locale cl ON cl.locale = @locale AND cl.family_id = cp.family_id
       JOIN content c ON c.rowid = cl.content_rowid
       WHERE cp.product_name = @product AND cl.content_type IN ('download', 'software') AND ${PUBLIC}
         AND (@os IS NULL OR EXISTS (SELECT 1 FROM content_facets x WHERE x.family_id = c.family_id AND x.facet = 'operatingSystem' AND x.value = @os COLLATE NOCASE))
         AND (@category IS NULL OR EXISTS (SELECT 1 FROM content_facets x WHERE x.family_id = c.family_id AND x.facet = 'downloadCategory' AND x.value = @category COLLATE NOCASE))`,
    ),
    downloadFacets: db.prepare<Params, { facet: string; value: string }>(
      `SELECT DISTINCT x.facet AS facet, x.value AS value FROM content_products cp
       CROSS JOIN content_locale cl ON cl.locale = @locale AND cl.family_id = cp.family_id
       JOIN content c ON c.rowid = cl.content_rowid
       JOIN content_facets x ON x.family_id = cp.family_id
       WHERE cp.product_name = @product AND cl.content_type IN ('download', 'software') AND ${PUBLIC}
         AND x.facet IN ('operatingSystem', 'downloadCategory')
       ORDER BY x.facet, x.value`,
    ),

    articles: db.prepare<Params, ContentRow>(
      `SELECT ${CONTENT_COLUMNS} FROM ${TYPES_OF_LOCALE} JOIN content c ON c.rowid = cl.content_rowid ${CONTENT_FILE_JOIN}
       WHERE ${PUBLIC} AND ${SCOPE_FILTER} AND ${FITS_PRODUCT}
       ORDER BY c.popularity DESC, c.title LIMIT @num OFFSET @start`,
    ),
    articleCount: db.prepare<Params, { n: number }>(
      `SELECT count(*) AS n FROM ${TYPES_OF_LOCALE} JOIN content c ON c.rowid = cl.content_rowid
       WHERE ${PUBLIC} AND ${SCOPE_FILTER} AND ${FITS_PRODUCT}`,
    ),

    content: db.prepare<Params, ContentRow>(
      `SELECT ${CONTENT_COLUMNS} FROM content_locale cl JOIN content c ON c.rowid = cl.content_rowid ${CONTENT_FILE_JOIN}
       WHERE cl.locale = @locale AND cl.family_id = @family AND cl.content_type IN (SELECT value FROM json_each(@types)) AND ${PUBLIC}`,
    ),

    // Each family's first entries of the (family, product popularity) index, for all families in one
    // statement: one statement per family cost 6.4 ms for a search window's 240 families at 100k
    // documents, this one 1.2 ms (ADR 058 update 1).
    productsOfFamilies: db.prepare<Params, { family_id: string; name: string; model_number: string; category_name: string }>(
      `SELECT f.value AS family_id, p.name, p.model_number, p.category_name
       FROM json_each(@families) f
       JOIN content_products cp ON cp.family_id = f.value AND cp.product_name IN (
         -- Joined to products inside, so a product gone from the catalogue does not take a place (as one
         -- statement per family did, limiting after the join).
         SELECT top.product_name FROM content_products top JOIN products tp ON tp.name = top.product_name
         WHERE top.family_id = f.value ORDER BY top.product_popularity DESC, top.product_name LIMIT @perFamily)
       JOIN products p ON p.name = cp.product_name
       ORDER BY f.value, cp.product_popularity DESC, cp.product_name`,
    ),

    // A family's most popular products, kept per family when the catalogue was loaded (store/familyLinks.ts).
    familyLinks: db
      .prepare<Params, [string, string]>('SELECT fl.family_id, fl.links FROM json_each(@families) f JOIN family_links fl ON fl.family_id = f.value')
      .raw(true),

    popularQueries: db.prepare<Params, { query: string }>(
      `SELECT query FROM (
         SELECT query, weight FROM popular_queries WHERE locale = @locale AND query >= @prefix AND query < @prefix || char(1114111) LIMIT 100
       ) ORDER BY weight DESC, query LIMIT @limit`,
    ),
    completeTerm: db.prepare<Params, { term: string }>(
      `SELECT term FROM (
         SELECT term, weight FROM search_terms WHERE locale = @locale AND term >= @prefix AND term < @prefix || char(1114111) LIMIT 500
       ) ORDER BY weight DESC, term LIMIT @limit`,
    ),
    contentBodies: db.prepare<{ ids: string }, { rowid: number; body: string }>('SELECT rowid, body FROM content WHERE rowid IN (SELECT value FROM json_each(@ids))'),
    contentOpenings: db.prepare<{ ids: string; chars: number }, { rowid: number; body: string }>(
      'SELECT rowid, substr(body, 1, @chars) AS body FROM content WHERE rowid IN (SELECT value FROM json_each(@ids))',
    ),
    filePages: db.prepare<{ ids: string }, { file_id: string; page: number; text: string }>(
      'SELECT file_id, page, text FROM file_pages WHERE file_id IN (SELECT value FROM json_each(@ids)) ORDER BY file_id, page',
    ),
    file: db.prepare<[string], { id: string; name: string; media_type: string; disposition: 'inline' | 'attachment'; sha256: string; size: number; bytes: Buffer }>(
      'SELECT id, name, media_type, disposition, sha256, size, bytes FROM files WHERE id = ?',
    ),
  };
}

export type Statements = ReturnType<typeof prepareStatements>;
