/**
 * The listing columns PostgreSQL copies for its indexes (migration 007, as SQLite's migrations 4
 * and 5): a scope row holds its family's content type and a product link its product's
 * popularity, so the listings that read them give the same answer as a full ranking would.
 */
import { describePostgres } from '../../../../../../test/support/postgres';
import { fixture } from '../../__tests__/support/fixtureCatalogue';
import type { Dataset } from '../../../Dataset';
import { createPool, ensurePostgres, openPostgresStores } from '..';

/** The fixture with three more products, all linked to one article, so the order decides which appear. */
function catalogue(): Dataset {
  const base = fixture('v1');
  const extra = [5, 9, 3].map((popularity, i) => ({
    ...base.products[0],
    name: `tx-${200 + i}`,
    modelNumber: `TX-${200 + i}`,
    popularity,
  }));
  return {
    ...base,
    products: [...base.products, ...extra],
    content: base.content.map((c) => (c.familyId === 'title' ? { ...c, productNames: [...c.productNames, ...extra.map((p) => p.name)] } : c)),
  };
}

describePostgres(
  'PostgreSQL listing indexes',
  (url) => ensurePostgres(url, { log: () => undefined, version: 'v1', dataset: catalogue }),
  (database) => {
    it('holds each scope row with its family content type and each product link with its product popularity', async () => {
      const pool = createPool(database.url);
      try {
        const scopes = await pool.query(
          `SELECT count(*)::int AS n FROM content_scope s
         WHERE s.content_type <> (SELECT c.content_type FROM content c WHERE c.family_id = s.family_id LIMIT 1)`,
        );
        const links = await pool.query(
          `SELECT count(*)::int AS n FROM content_products cp JOIN products p ON p.name = cp.product_name
         WHERE cp.product_popularity <> p.popularity`,
        );
        const rows = await pool.query('SELECT (SELECT count(*) FROM content_scope)::int AS scopes, (SELECT count(*) FROM content_products)::int AS links');
        expect(rows.rows[0].scopes).toBeGreaterThan(0);
        expect(rows.rows[0].links).toBeGreaterThan(0);
        expect(scopes.rows[0].n).toBe(0);
        expect(links.rows[0].n).toBe(0);
      } finally {
        await pool.end();
      }
    });

    it('lists the products beside an article most popular first, as a full ranking does', async () => {
      const stores = await openPostgresStores(database.url);
      const pool = createPool(database.url);
      try {
        const families = (await pool.query('SELECT family_id FROM content_products GROUP BY family_id ORDER BY count(*) DESC, family_id LIMIT 20')).rows.map((r) => r.family_id as string);
        const ranked = await pool.query(
          `SELECT cp.family_id, p.name FROM content_products cp JOIN products p ON p.name = cp.product_name
         WHERE cp.family_id = ANY($1::text[]) ORDER BY cp.family_id, p.popularity DESC, p.name`,
          [families],
        );
        const expected = new Map<string, string[]>();
        for (const row of ranked.rows) {
          const list = expected.get(row.family_id) ?? [];
          if (list.length < 2) list.push(row.name);
          expected.set(row.family_id, list);
        }
        // Some article links more products than are asked for, so the order decides which appear.
        const perFamily = new Map<string, number>();
        for (const row of ranked.rows) perFamily.set(row.family_id, (perFamily.get(row.family_id) ?? 0) + 1);
        expect(Math.max(...perFamily.values())).toBeGreaterThan(2);
        const links = await stores.store.productsOfContent(families, 2);
        expect(new Map([...links].map(([family, products]) => [family, products.map((p) => p.name)]))).toEqual(expected);
      } finally {
        await pool.end();
        await stores.close();
      }
    });
  },
  120_000,
);
