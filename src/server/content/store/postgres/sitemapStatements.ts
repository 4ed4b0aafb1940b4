import type { Locale } from '../../../../shared/locale';
import { SITEMAP_CONTENT_TYPES, type SitemapKey, type SitemapKind } from '../sitemapPages';
import { all, type Queryable, type Params } from './sql';

// The sitemap statements of the SQLite store (sqlite/sitemapStatements.ts) on PostgreSQL: each kind
// is read along its primary key, so a page and the chunk starts are index walks, never whole sorts;
// content types are bound as an array instead of JSON.
const PUBLIC_CONTENT = `FROM content_locale cl JOIN content c ON c.rowid = cl.content_rowid
  WHERE cl.locale = @locale AND cl.content_type = ANY(@types::text[]) AND c.access_level = 'public'`;

const CHUNKS: Record<SitemapKind, string> = {
  categories: `SELECT key, total FROM (
      SELECT name AS key, row_number() OVER (ORDER BY name) AS rn, count(*) OVER () AS total FROM categories) k
    WHERE (rn - 1) % @size::int = 0 ORDER BY key`,
  products: `SELECT key, total FROM (
      SELECT name AS key, row_number() OVER (ORDER BY name) AS rn, count(*) OVER () AS total FROM products) k
    WHERE (rn - 1) % @size::int = 0 ORDER BY key`,
  content: `SELECT key, total FROM (
      SELECT cl.family_id AS key, row_number() OVER (ORDER BY cl.family_id) AS rn, count(*) OVER () AS total
      ${PUBLIC_CONTENT}) k
    WHERE (rn - 1) % @size::int = 0 ORDER BY key`,
};

const PAGES: Record<SitemapKind, string> = {
  categories: 'SELECT name AS key FROM categories WHERE name >= @from ORDER BY name LIMIT @limit::int',
  products: `SELECT name AS key, category_name AS "categoryName", release_date AS lastmod
    FROM products WHERE name >= @from ORDER BY name LIMIT @limit::int`,
  content: `SELECT cl.family_id AS key, cl.content_type AS "contentType", c.published AS lastmod
    ${PUBLIC_CONTENT} AND cl.family_id >= @from ORDER BY cl.family_id LIMIT @limit::int`,
};

const paramsOf = (kind: SitemapKind, locale: Locale): Params => (kind === 'content' ? { locale, types: [...SITEMAP_CONTENT_TYPES] } : {});

export async function sitemapPage(db: Queryable, locale: Locale, kind: SitemapKind, from: string, limit: number): Promise<SitemapKey[]> {
  const rows = await all<SitemapKey>(db, PAGES[kind], { ...paramsOf(kind, locale), from, limit });
  return rows.map((row) => {
    const entry: SitemapKey = { key: row.key };
    if (row.contentType) entry.contentType = row.contentType;
    if (row.categoryName) entry.categoryName = row.categoryName;
    if (row.lastmod) entry.lastmod = row.lastmod;
    return entry;
  });
}

export async function sitemapChunks(db: Queryable, locale: Locale, kind: SitemapKind, size: number): Promise<{ starts: string[]; total: number }> {
  const rows = await all<{ key: string; total: number }>(db, CHUNKS[kind], { ...paramsOf(kind, locale), size });
  return { starts: rows.map((r) => r.key), total: rows[0]?.total ?? 0 };
}
