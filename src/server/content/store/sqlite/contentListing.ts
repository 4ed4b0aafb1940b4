import type Database from 'better-sqlite3';
import type { Locale } from '../../../../shared/locale';
import type { ContentRecord, Page } from '../ContentStore';
import type { ContentListQuery } from '../contentListing';
import { CONTENT_COLUMNS, CONTENT_FILE_JOIN, toContent, type ContentRow } from './rows';

type Params = Record<string, string | number | null>;

/*
 * One statement pair serves every listing: lists (types, facets) are bound as JSON and expanded with
 * json_each, so no SQL is assembled from request data. A facet filter holds when, for every facet
 * asked for, the family has one of its values.
 */
const FROM = `FROM content_locale cl JOIN content c ON c.rowid = cl.content_rowid`;
const WHERE = `
  WHERE cl.locale = @locale
    AND cl.content_type IN (SELECT value FROM json_each(@types))
    AND c.access_level = 'public'
    AND (@product IS NULL OR cl.family_id IN (SELECT family_id FROM content_products WHERE product_name = @product))
    AND (@scope IS NULL OR cl.family_id IN (SELECT family_id FROM content_scope WHERE scope = @scope))
    AND NOT EXISTS (
      SELECT 1 FROM json_each(@facets) f
      WHERE NOT EXISTS (
        SELECT 1 FROM content_facets x
        WHERE x.family_id = cl.family_id AND x.facet = json_extract(f.value, '$.name')
          AND lower(x.value) IN (SELECT lower(v.value) FROM json_each(json_extract(f.value, '$.values')) v)))`;

export function prepareContentListing(db: Database.Database) {
  const list = db.prepare<Params, ContentRow>(
    `SELECT ${CONTENT_COLUMNS} ${FROM} ${CONTENT_FILE_JOIN} ${WHERE}
     ORDER BY CASE WHEN @order = 'newest' THEN c.published END DESC,
              CASE WHEN @order = 'title' THEN c.title END COLLATE NOCASE,
              c.popularity DESC, c.published DESC, c.title, cl.family_id
     LIMIT @num OFFSET @start`,
  );
  const count = db.prepare<Params, { n: number }>(`SELECT count(*) AS n ${FROM} ${WHERE}`);

  return (locale: Locale, query: ContentListQuery): Page<ContentRecord> => {
    const params: Params = {
      locale,
      types: JSON.stringify(query.contentTypes),
      product: query.product ? query.product.toLowerCase() : null,
      scope: query.scope ? query.scope.toLowerCase() : null,
      facets: JSON.stringify((query.facets ?? []).map((f) => ({ name: f.name, values: f.values }))),
      order: query.order,
      start: query.page.start,
      num: query.page.num,
    };
    const total = count.get(params)?.n ?? 0;
    const items = query.page.num > 0 && total > query.page.start ? list.all(params).map(toContent) : [];
    return { total, items };
  };
}
