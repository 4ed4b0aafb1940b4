import type Database from 'better-sqlite3';
import type { Locale } from '../../../../shared/locale';
import type { ContentRecord, Page } from '../ContentStore';
import type { ContentListQuery } from '../contentListing';
import { FITS_PRODUCT } from './fitsProduct';
import { pageOf } from './pageOf';
import { CONTENT_COLUMNS, CONTENT_FILE_JOIN, toContent, type ContentRow } from './rows';

type Params = Record<string, string | number | null>;

/*
 * One statement pair per way in: lists (types, facets) are bound as JSON and expanded with
 * json_each, so no SQL is assembled from request data. A facet filter holds when, for every facet
 * asked for, the family has one of its values.
 *
 * A listing for a product or a scope starts from that product's (or scope's) families and looks
 * each one up in content_locale by its primary key, so its cost follows the product's content, not
 * the catalogue (`CROSS JOIN` keeps SQLite from starting at the locale's whole range instead). A
 * scope listing reads one (scope, content type) index range per asked-for type, so a category's
 * banners do not walk every manual and download under the category.
 * Without either, each asked-for type is a range of the (locale, content_type) index.
 */
type Way = 'product' | 'scope' | 'all';

const FROM: Record<Way, string> = {
  product: `FROM content_products p CROSS JOIN content_locale cl ON cl.locale = @locale AND cl.family_id = p.family_id
    JOIN content c ON c.rowid = cl.content_rowid`,
  scope: `FROM (SELECT DISTINCT value AS type FROM json_each(@types)) t
    CROSS JOIN content_scope s ON s.scope = @scope AND s.content_type = t.type
    CROSS JOIN content_locale cl ON cl.locale = @locale AND cl.family_id = s.family_id
    JOIN content c ON c.rowid = cl.content_rowid`,
  all: `FROM (SELECT DISTINCT value AS type FROM json_each(@types)) t
    CROSS JOIN content_locale cl ON cl.locale = @locale AND cl.content_type = t.type
    JOIN content c ON c.rowid = cl.content_rowid`,
};

const WAY_FILTER: Record<Way, string> = {
  product: `p.product_name = @product
    AND (@scope IS NULL OR cl.family_id IN (SELECT family_id FROM content_scope WHERE scope = @scope))`,
  scope: 's.scope = @scope',
  all: 'cl.locale = @locale',
};

const FILTERS = `
    AND cl.content_type IN (SELECT value FROM json_each(@types))
    AND c.access_level = 'public'
    AND ${FITS_PRODUCT}
    AND cl.family_id NOT IN (SELECT value FROM json_each(@exclude))
    AND NOT EXISTS (
      SELECT 1 FROM json_each(@facets) f
      WHERE NOT EXISTS (
        SELECT 1 FROM content_facets x
        WHERE x.family_id = cl.family_id AND x.facet = json_extract(f.value, '$.name')
          AND lower(x.value) IN (SELECT lower(v.value) FROM json_each(json_extract(f.value, '$.values')) v)))`;

function prepareWay(db: Database.Database, way: Way) {
  return {
    list: db.prepare<Params, ContentRow>(
      `SELECT ${CONTENT_COLUMNS} ${FROM[way]} ${CONTENT_FILE_JOIN} WHERE ${WAY_FILTER[way]} ${FILTERS}
       ORDER BY CASE WHEN @order = 'newest' THEN c.published END DESC,
                CASE WHEN @order = 'title' THEN c.title END COLLATE NOCASE,
                c.popularity DESC, c.published DESC, c.title, cl.family_id
       LIMIT @num OFFSET @start`,
    ),
    count: db.prepare<Params, { n: number }>(`SELECT count(*) AS n ${FROM[way]} WHERE ${WAY_FILTER[way]} ${FILTERS}`),
  };
}

export function prepareContentListing(db: Database.Database) {
  const ways: Record<Way, ReturnType<typeof prepareWay>> = {
    product: prepareWay(db, 'product'),
    scope: prepareWay(db, 'scope'),
    all: prepareWay(db, 'all'),
  };

  return (locale: Locale, query: ContentListQuery): Page<ContentRecord> => {
    const params: Params = {
      locale,
      types: JSON.stringify(query.contentTypes),
      product: query.product ? query.product.toLowerCase() : null,
      scope: query.scope ? query.scope.toLowerCase() : null,
      // A product's listing, or a scope that names a product, shows what applies to it (ADR 039).
      fit: (query.product ?? query.scope)?.toLowerCase() ?? null,
      exclude: JSON.stringify(query.excludeFamilies ?? []),
      facets: JSON.stringify((query.facets ?? []).map((f) => ({ name: f.name, values: f.values }))),
      order: query.order,
      start: query.page.start,
      num: query.page.num,
    };
    const { list, count } = ways[params.product !== null ? 'product' : params.scope !== null ? 'scope' : 'all'];
    return pageOf(query.page, () => list.all(params), () => count.get(params)?.n ?? 0, toContent);
  };
}
