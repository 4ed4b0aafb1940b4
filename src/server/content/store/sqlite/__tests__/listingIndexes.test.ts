import Database from 'better-sqlite3';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteContentStore } from '../SqliteContentStore';
import { ensureDatabase } from '../ensureDatabase';
import { SCHEMA_VERSION } from '../schema';
import { FAMILY_LINKS } from '../../familyLinks';

/**
 * The indexes that keep a page's cost flat as the catalogue grows: a category's listing of one
 * content type, and the most popular products beside an article. Checked against answers computed
 * without them, on the demo catalogue (categories with hundreds of families, articles linked to
 * hundreds of products).
 */
let dir: string;
let dbPath: string;
let store: SqliteContentStore;
let db: Database.Database;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'listing-indexes-'));
  dbPath = join(dir, 'content.sqlite');
  ensureDatabase(dbPath, { log: () => undefined });
  store = SqliteContentStore.open(dbPath, { mustExist: true });
  db = new Database(dbPath, { readonly: true });
}, 120_000);
afterAll(async () => {
  db.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Public families of a type under a scope, found through content_locale's type, not the scope's copy of it. */
function familiesUnder(scope: string, type: string): string[] {
  return db
    .prepare<[string, string], { family_id: string }>(
      `SELECT cl.family_id FROM content_scope s
       JOIN content_locale cl ON cl.locale = 'en_GB' AND cl.family_id = s.family_id
       JOIN content c ON c.rowid = cl.content_rowid
       WHERE s.scope = ? AND cl.content_type = ? AND c.access_level = 'public'`,
    )
    .all(scope, type)
    .map((r) => r.family_id)
    .sort();
}

describe('listing one content type under a category', () => {
  it.each(['news-alert', 'video-content', 'banner', 'faq-bundle'])('lists every public %s under televisions and nothing else', async (type) => {
    const expected = familiesUnder('televisions', type);
    expect(expected.length).toBeGreaterThan(0);
    const page = await store.listContent('en_GB', { contentTypes: [type], scope: 'televisions', order: 'popular', page: { start: 0, num: 1000 } });
    expect(page.total).toBe(expected.length);
    expect(page.items.map((i) => i.familyId).sort()).toEqual(expected);
    expect(new Set(page.items.map((i) => i.contentType))).toEqual(new Set([type]));
  });

  it('lists several types at once, each family once', async () => {
    const expected = [...familiesUnder('televisions', 'news-alert'), ...familiesUnder('televisions', 'banner')].sort();
    const page = await store.listContent('en_GB', {
      contentTypes: ['news-alert', 'banner', 'banner'],
      scope: 'televisions',
      order: 'newest',
      page: { start: 0, num: 1000 },
    });
    expect(page.items.map((i) => i.familyId).sort()).toEqual(expected);
  });

  it('reads the category range of each type through the (scope, content type) index', () => {
    const plan = db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT s.family_id FROM (SELECT DISTINCT value AS type FROM json_each('["banner"]')) t
         CROSS JOIN content_scope s ON s.scope = 'televisions' AND s.content_type = t.type`,
      )
      .all() as Array<{ detail: string }>;
    expect(plan.map((r) => r.detail).join('\n')).toMatch(/content_scope_type \(scope=\? AND content_type=\?\)/);
  });
});

describe('products beside an article', () => {
  /** The family linked to the most products, and its products ranked from the products table. */
  function widestFamily(): { family: string; ranked: string[] } {
    const { family_id: family } = db
      .prepare<[], { family_id: string }>('SELECT family_id FROM content_products GROUP BY family_id ORDER BY count(*) DESC, family_id LIMIT 1')
      .get()!;
    const ranked = db
      .prepare<[string], { name: string }>(
        `SELECT p.name FROM content_products cp JOIN products p ON p.name = cp.product_name
         WHERE cp.family_id = ? ORDER BY p.popularity DESC, p.name`,
      )
      .all(family)
      .map((r) => r.name);
    return { family, ranked };
  }

  it('are the most popular products of each asked-for family, most popular first', async () => {
    const { family, ranked } = widestFamily();
    expect(ranked.length).toBeGreaterThan(50);
    const other = db.prepare<[string], { family_id: string }>('SELECT family_id FROM content_products WHERE family_id <> ? LIMIT 1').get(family)!.family_id;
    const links = await store.productsOfContent([other, family, family, 'no-such-family'], 11);
    expect([...links.keys()]).toEqual([family, other].sort());
    expect(links.get(family)!.map((l) => l.name)).toEqual(ranked.slice(0, 11));
    expect(links.get(family)![0]).toMatchObject({ name: ranked[0], modelNumber: expect.any(String), categoryName: expect.any(String) });
    expect((await store.productsOfContent([family], 0)).size).toBe(0);
  });

  it('refuses a filled database built before its search index changed, untouched, with what to do', () => {
    const oldPath = join(dir, 'old.sqlite');
    copyFileSync(dbPath, oldPath);
    const old = new Database(oldPath);
    // Back to the schema before the (scope, type) and ranked-link indexes: columns gone, version 3
    // (and the later manual pages and category links tables, and the grouping keys).
    old.exec(`
      ALTER TABLE content DROP COLUMN group_key;
      DROP TABLE category_links;
      DROP TABLE file_pages;
      DROP INDEX content_products_rank; ALTER TABLE content_products DROP COLUMN product_popularity;
      DROP INDEX content_scope_type; ALTER TABLE content_scope DROP COLUMN content_type;
      PRAGMA user_version = 3;
    `);
    old.close();
    // Schema 9 indexes a product's description whole (search/boilerplate.ts): a contentless index cannot
    // be edited in place, so the file is built again (the demo) or imported again.
    expect(() => SqliteContentStore.open(oldPath, { mustExist: true })).toThrow(/built by an older version: rebuild it/);
    const check = new Database(oldPath, { readonly: true });
    expect(check.pragma('user_version', { simple: true })).toBe(3);
    check.close();
  });

  /** A copy of the demo file marked as an older schema, with the dataset version given. */
  function olderCopy(name: string, schema: number, datasetVersion: string): string {
    const path = join(dir, name);
    copyFileSync(dbPath, path);
    const old = new Database(path);
    old.pragma(`user_version = ${schema}`);
    old.prepare("UPDATE meta SET value = ? WHERE key = 'dataset_version'").run(datasetVersion);
    old.close();
    return path;
  }
  const schemaOf = (path: string) => {
    const file = new Database(path, { readonly: true });
    const schema = file.pragma('user_version', { simple: true });
    file.close();
    return schema;
  };

  it("migrates an imported catalogue of schema 11 in place: each family's most popular products are kept for it (ADR 036 update 16)", async () => {
    const path = olderCopy('imported11.sqlite', 11, 'import:catalogue-2026-11');
    const old = new Database(path);
    old.exec('DROP TABLE family_links');
    old.close();
    ensureDatabase(path, { log: () => undefined });
    expect(schemaOf(path)).toBe(SCHEMA_VERSION);
    const migrated = SqliteContentStore.open(path, { mustExist: true });
    try {
      const file = new Database(path, { readonly: true });
      const families = (file.prepare('SELECT DISTINCT family_id FROM content_products ORDER BY family_id').pluck().all() as string[]).slice(0, 400);
      file.close();
      const kept = await migrated.productsOfContent(families, FAMILY_LINKS);
      const ranked = await migrated.productsOfContent(families, FAMILY_LINKS + 1);
      expect(kept.size).toBe(families.length);
      expect([...kept]).toEqual([...ranked].map(([family, links]) => [family, links.slice(0, FAMILY_LINKS)]));
    } finally {
      await migrated.close();
    }
  });

  it('refuses an imported catalogue of schema 10 at start, untouched, with what to do: its search ids changed (ADR 060)', () => {
    // Schema 10 made the grouping keys again in place (ADR 040 update 3); schema 11 marks rows in another
    // language in their search ids, the rowids of a contentless index, which is built again.
    const path = olderCopy('imported10.sqlite', 10, 'import:catalogue-2026-11');
    expect(() => ensureDatabase(path, { log: () => undefined })).toThrow(/imported content of an older schema: import it again/);
    expect(schemaOf(path)).toBe(10);
  });
});

describe('totals of a listing', () => {
  const newsUnder = (start: number, num: number) =>
    store.listContent('en_GB', { contentTypes: ['news-alert'], scope: 'televisions', order: 'newest', page: { start, num } });

  it('are the number of matching families whatever page is asked for', async () => {
    const all = familiesUnder('televisions', 'news-alert').length;
    expect(all).toBeGreaterThan(6);
    const pages: Array<[start: number, num: number, items: number]> = [
      [0, 1000, all], // the first page holds everything
      [0, 3, 3], // a full first page
      [3, 3, 3], // a full middle page
      [all - 2, 5, 2], // a short last page
      [all, 5, 0], // just past the end
      [all + 10, 5, 0], // far past the end
      [0, 0, 0], // only the count
    ];
    for (const [start, num, items] of pages) {
      const page = await newsUnder(start, num);
      expect([start, num, page.total, page.items.length]).toEqual([start, num, all, items]);
    }
  });

  it('hold for the product and FAQ listings of a category', async () => {
    const products = await store.listProducts('en_GB', 'televisions', { start: 0, num: 1000 }, 'relevance');
    expect(products.total).toBe(products.items.length);
    expect((await store.listProducts('en_GB', 'televisions', { start: 2, num: 3 }, 'name')).total).toBe(products.total);
    expect((await store.listProducts('en_GB', 'televisions', { start: products.total - 1, num: 3 }, 'name')).items).toHaveLength(1);
    const faqs = (start: number, num: number) => store.listArticles('en_GB', ['faq-article', 'quality-issue-article'], ['televisions'], { start, num });
    const articles = await faqs(0, 1000);
    expect(articles.total).toBeGreaterThan(2);
    expect(articles.total).toBe(articles.items.length);
    expect((await faqs(1, 1)).total).toBe(articles.total);
    expect((await faqs(articles.total, 5)).total).toBe(articles.total);
  });
});
