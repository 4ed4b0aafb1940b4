import type Database from 'better-sqlite3';
import { CONTENT_COLUMNS, CONTENT_FILE_JOIN, type ContentRow } from './rows';
import { FITS_PRODUCT } from './fitsProduct';

/**
 * Statements of the details calls (articles, software and downloads), prepared once
 * with the store. Lists are bound as JSON arrays (json_each), never assembled from request data.
 */
type Params = Record<string, string | number | null>;

const TYPES = 'cl.content_type IN (SELECT value FROM json_each(@types))';
const SCOPE_FILTER = '(@scope IS NULL OR c.family_id IN (SELECT family_id FROM content_scope WHERE scope = @scope))';
// Topic mates are collected first, bounded, before they are joined and ranked.
const TOPIC_CANDIDATES = 500;

export function prepareDetailsStatements(db: Database.Database) {
  return {
    relatedByTopic: db.prepare<Params, ContentRow>(
      `SELECT ${CONTENT_COLUMNS} FROM (
         SELECT y.family_id AS family_id, count(*) AS shared
         FROM content_facets x JOIN content_facets y ON y.facet = x.facet AND y.value = x.value COLLATE NOCASE
         WHERE x.family_id = @family AND x.facet = 'topic' AND y.family_id <> @family
         GROUP BY y.family_id ORDER BY shared DESC LIMIT ${TOPIC_CANDIDATES}
       ) t
       JOIN content_locale cl ON cl.locale = @locale AND cl.family_id = t.family_id
       JOIN content c ON c.rowid = cl.content_rowid ${CONTENT_FILE_JOIN}
       WHERE ${TYPES} AND c.access_level = 'public' AND ${SCOPE_FILTER} AND ${FITS_PRODUCT}
       ORDER BY t.shared DESC, c.popularity DESC, c.title LIMIT @num`,
    ),
    relatedPopular: db.prepare<Params, ContentRow>(
      `SELECT ${CONTENT_COLUMNS} FROM (SELECT DISTINCT value AS type FROM json_each(@types)) t
       CROSS JOIN content_locale cl ON cl.locale = @locale AND cl.content_type = t.type
       JOIN content c ON c.rowid = cl.content_rowid ${CONTENT_FILE_JOIN}
       WHERE cl.family_id <> @family AND c.access_level = 'public' AND ${SCOPE_FILTER} AND ${FITS_PRODUCT}
       ORDER BY c.popularity DESC, c.title LIMIT @num`,
    ),
    categoriesOfContent: db.prepare<Params, { category_name: string; n: number }>(
      `SELECT p.category_name AS category_name, count(*) AS n
       FROM content_products cp JOIN products p ON p.name = cp.product_name
       WHERE cp.family_id = @family GROUP BY p.category_name ORDER BY n DESC, p.category_name`,
    ),
    contentWithFacet: db.prepare<Params, ContentRow>(
      `SELECT ${CONTENT_COLUMNS} FROM content_facets x
       CROSS JOIN content_locale cl ON cl.locale = @locale AND cl.family_id = x.family_id
       JOIN content c ON c.rowid = cl.content_rowid ${CONTENT_FILE_JOIN}
       WHERE x.facet = @facet AND x.value = @value COLLATE NOCASE AND ${TYPES} AND c.access_level = 'public'
       ORDER BY c.popularity DESC, c.title LIMIT @limit`,
    ),
  };
}

export type DetailsStatements = ReturnType<typeof prepareDetailsStatements>;
