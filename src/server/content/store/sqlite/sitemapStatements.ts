import type Database from 'better-sqlite3';
import type { Locale } from '../../../../shared/locale';
import { SITEMAP_CONTENT_TYPES, type SitemapKey, type SitemapKind } from '../sitemapPages';

type Params = Record<string, string | number>;

const PUBLIC_CONTENT = `FROM content_locale cl JOIN content c ON c.rowid = cl.content_rowid
  WHERE cl.locale = @locale AND cl.content_type IN (SELECT value FROM json_each(@types)) AND c.access_level = 'public'`;

// Each kind is read along its primary key (categories.name, products.name, content_locale(locale,
// family_id)), so both a page and the chunk starts are index walks, never sorts of the whole table.
// The chunk statements give every `size`-th key: where each sitemap file starts, in one pass.
const CATEGORY_CHUNKS = `SELECT key, total FROM (
    SELECT name AS key, row_number() OVER (ORDER BY name) AS rn, count(*) OVER () AS total FROM categories)
  WHERE (rn - 1) % @size = 0 ORDER BY key`;
const PRODUCT_CHUNKS = `SELECT key, total FROM (
    SELECT name AS key, row_number() OVER (ORDER BY name) AS rn, count(*) OVER () AS total FROM products)
  WHERE (rn - 1) % @size = 0 ORDER BY key`;
// The one statement that walks a locale's whole public range on purpose: a sitemap lists every page.
// It runs once per built sitemap index, which is cached (DISCOVERY_CACHE_TTL_MS), never per page view.
const CONTENT_CHUNKS = `/* whole-range: sitemap */ SELECT key, total FROM (
    SELECT cl.family_id AS key, row_number() OVER (ORDER BY cl.family_id) AS rn, count(*) OVER () AS total
    ${PUBLIC_CONTENT})
  WHERE (rn - 1) % @size = 0 ORDER BY key`;
const CATEGORY_PAGE = `SELECT name AS key FROM categories WHERE name >= @from ORDER BY name LIMIT @limit`;
const PRODUCT_PAGE = `SELECT name AS key, category_name AS categoryName, release_date AS lastmod
  FROM products WHERE name >= @from ORDER BY name LIMIT @limit`;
const CONTENT_PAGE = `SELECT cl.family_id AS key, cl.content_type AS contentType, c.published AS lastmod
  ${PUBLIC_CONTENT} AND cl.family_id >= @from ORDER BY cl.family_id LIMIT @limit`;

export function prepareSitemapStatements(db: Database.Database) {
  const pages = {
    categories: db.prepare<Params, SitemapKey>(CATEGORY_PAGE),
    products: db.prepare<Params, SitemapKey>(PRODUCT_PAGE),
    content: db.prepare<Params, SitemapKey>(CONTENT_PAGE),
  };
  const chunks = {
    categories: db.prepare<Params, { key: string; total: number }>(CATEGORY_CHUNKS),
    products: db.prepare<Params, { key: string; total: number }>(PRODUCT_CHUNKS),
    content: db.prepare<Params, { key: string; total: number }>(CONTENT_CHUNKS),
  };
  const types = JSON.stringify(SITEMAP_CONTENT_TYPES);
  const paramsOf = (kind: SitemapKind, locale: Locale): Params => (kind === 'content' ? { locale, types } : {});
  return {
    page(locale: Locale, kind: SitemapKind, from: string, limit: number): SitemapKey[] {
      return pages[kind].all({ ...paramsOf(kind, locale), from, limit }).map((row) => {
        const entry: SitemapKey = { key: row.key };
        if (row.contentType) entry.contentType = row.contentType;
        if (row.categoryName) entry.categoryName = row.categoryName;
        if (row.lastmod) entry.lastmod = row.lastmod;
        return entry;
      });
    },
    chunks(locale: Locale, kind: SitemapKind, size: number): { starts: string[]; total: number } {
      const rows = chunks[kind].all({ ...paramsOf(kind, locale), size });
      return { starts: rows.map((r) => r.key), total: rows[0]?.total ?? 0 };
    },
  };
}
