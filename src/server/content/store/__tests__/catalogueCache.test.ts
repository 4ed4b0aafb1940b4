import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEARCH_READS, withCatalogueCache } from '../catalogueCache';
import { SqliteContentStore } from '../sqlite/SqliteContentStore';
import { ensureDatabase } from '../sqlite/ensureDatabase';
import { fixture } from './support/fixtureCatalogue';
import { wordSearch } from './support/wordSearch';

let dir: string;
let path: string;
let store: SqliteContentStore;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'catalogue-cache-'));
  path = join(dir, 'fixture.sqlite');
  ensureDatabase(path, { log: () => undefined, version: 'v1', dataset: () => fixture('v1') });
  store = SqliteContentStore.open(path, { mustExist: true });
});
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => jest.restoreAllMocks());

const MB = 1024 * 1024;
/** Lets the background version check and the size accounting of settled reads run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('catalogue reads kept across requests', () => {
  it('answers a repeated read from memory, with the same record, and other arguments from the store', async () => {
    const reads = jest.spyOn(store, 'getProduct');
    const { store: cached, stats } = withCatalogueCache(store, { maxBytes: MB, checkMs: 60_000 });
    const first = await cached.getProduct('en_GB', 'tx-100');
    const again = await cached.getProduct('en_GB', 'tx-100');
    expect(first?.name).toBe('tx-100');
    expect(again).toBe(first);
    expect(await cached.getProduct('de_DE', 'tx-100')).not.toBeNull();
    expect(reads).toHaveBeenCalledTimes(2);
    expect(stats()).toMatchObject({ hits: 1, misses: 2, entries: 2 });
  });

  it('hands out one function per store method, also over another cache, and still reads through it', async () => {
    const inner = withCatalogueCache(store, { maxBytes: MB, checkMs: 60_000 }, SEARCH_READS).store;
    const { store: cached } = withCatalogueCache(inner, { maxBytes: MB, checkMs: 60_000 });
    expect(cached.getProduct).toBe(cached.getProduct);
    expect(cached.search).toBe(cached.search);
    const { getProduct } = cached;
    expect((await getProduct('en_GB', 'tx-100'))?.name).toBe('tx-100');
  });

  it('keys a search without the counts its caller already had or the types it asks for next, so a tab finds the all tab\'s answer', async () => {
    const searches = jest.spyOn(store, 'search');
    const { store: cached } = withCatalogueCache(store, { maxBytes: MB, checkMs: 60_000 }, SEARCH_READS);
    const request = wordSearch('en_GB', ['crackl'], { page: { start: 0, num: 240 } });
    const all = await cached.search(request);
    expect(all.total).toBeGreaterThan(0);
    expect(await cached.search({ ...request, counted: all.countsByType })).toBe(all);
    // Nor the types of the request that follows (SearchRequest.thenTypes).
    expect(await cached.search({ ...request, thenTypes: ['download'] })).toBe(all);
    // Nor the search it is a step of (SearchRequest.steps).
    expect(await cached.search({ ...request, steps: 'another-search' })).toBe(all);
    // Any other field is still part of the key.
    await cached.search({ ...request, page: { start: 0, num: 10 }, counted: all.countsByType });
    expect(searches).toHaveBeenCalledTimes(2);
  });

  it('reads again once the dataset version changes, within one check interval', async () => {
    let clock = 0;
    const reads = jest.spyOn(store, 'getCategory');
    const { store: cached } = withCatalogueCache(store, { maxBytes: MB, checkMs: 1000, now: () => clock });
    await cached.getCategory('en_GB', 'tv');
    await settle();
    const db = new Database(path);
    db.prepare("UPDATE meta SET value = 'v2' WHERE key = 'dataset_version'").run();
    try {
      clock = 500;
      await cached.getCategory('en_GB', 'tv');
      expect(reads).toHaveBeenCalledTimes(1);
      clock = 1500;
      // This read starts the check; the answer after it comes from the store.
      await cached.getCategory('en_GB', 'tv');
      await settle();
      await cached.getCategory('en_GB', 'tv');
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      db.prepare("UPDATE meta SET value = 'v1' WHERE key = 'dataset_version'").run();
      db.close();
    }
  });

  it('holds at most its byte budget, dropping the least recently used answers first', async () => {
    const measure = withCatalogueCache(store, { maxBytes: MB, checkMs: 60_000 });
    await measure.store.getProduct('en_GB', 'tx-100');
    await settle();
    const one = measure.stats().bytes;
    expect(one).toBeGreaterThan(100);

    // Room for one answer and a half.
    const budget = Math.floor(one * 1.5);
    const reads = jest.spyOn(store, 'getProduct');
    const { store: cached, stats } = withCatalogueCache(store, { maxBytes: budget, checkMs: 60_000 });
    await cached.getProduct('en_GB', 'tx-100');
    await settle();
    expect(stats()).toMatchObject({ entries: 1, bytes: one });
    // A second answer does not fit beside the first: the older one goes.
    await cached.getProduct('de_DE', 'tx-100');
    await settle();
    expect(stats().entries).toBe(1);
    expect(stats().bytes).toBeLessThanOrEqual(budget);
    await cached.getProduct('de_DE', 'tx-100');
    await cached.getProduct('en_GB', 'tx-100');
    expect(reads).toHaveBeenCalledTimes(3);
  });

  it("keeps product links per family: a list of families kept before reads only the new ones, answering as the store does", async () => {
    const db = new Database(path, { readonly: true });
    // The catalogue's families, and one without products (as a family of no product): left out of every answer, as
    // the catalogue's own article filed under no product ('hum-anywhere') is.
    const families = [...(db.prepare('SELECT DISTINCT family_id FROM content ORDER BY family_id').pluck().all() as string[]), 'zz-no-products'];
    db.close();
    const linked = (await store.productsOfContent(families, 3)).size;
    expect(linked).toBe(families.length - 2);
    const reads = jest.spyOn(store, 'productsOfContent');
    const { store: cached, stats } = withCatalogueCache(store, { maxBytes: MB, checkMs: 60_000 });
    const firstHalf = families.slice(0, Math.ceil(families.length / 2));
    const reversed = [...families].reverse();
    const first = await cached.productsOfContent(firstHalf, 3);
    const all = await cached.productsOfContent([...reversed, families[0]], 3);
    // The second list read only the families the first did not hold, in one call.
    expect(reads.mock.calls.map(([asked, perFamily]) => [asked, perFamily])).toEqual([
      [firstHalf, 3],
      [families.slice(firstHalf.length), 3],
    ]);
    // Each answer is the store's own: the same families in the same (id) order, the same links.
    reads.mockRestore();
    expect([...first]).toEqual([...(await store.productsOfContent(firstHalf, 3))]);
    expect([...all]).toEqual([...(await store.productsOfContent(families, 3))]);
    // Another number of links per family is another answer.
    await cached.productsOfContent(firstHalf, 1);
    await settle();
    // Counted per family: every family once missed at 3 links and the first half at 1; the first half hit once.
    expect(stats()).toMatchObject({ misses: families.length + firstHalf.length, hits: firstHalf.length, entries: families.length + firstHalf.length });
  });

  it("reads a family's links once for calls that ask at the same time, and keeps no failed read", async () => {
    const reads = jest.spyOn(store, 'productsOfContent');
    const { store: cached } = withCatalogueCache(store, { maxBytes: MB, checkMs: 60_000 });
    const [one, two] = await Promise.all([cached.productsOfContent(['title', 'body'], 2), cached.productsOfContent(['body'], 2)]);
    // The second call waited for the first one's read of 'body'.
    expect(reads).toHaveBeenCalledTimes(1);
    expect(two.get('body')).toBe(one.get('body'));
    reads.mockRejectedValueOnce(new Error('disk I/O error'));
    await expect(cached.productsOfContent(['secret'], 2)).rejects.toThrow('disk I/O error');
    await settle();
    expect((await cached.productsOfContent(['secret'], 2)).get('secret')?.[0]?.name).toBe('tx-100');
    expect(reads).toHaveBeenCalledTimes(3);
  });

  it('does not keep a failed read: the next caller asks the store again', async () => {
    const reads = jest.spyOn(store, 'getProduct').mockRejectedValueOnce(new Error('disk I/O error'));
    const { store: cached } = withCatalogueCache(store, { maxBytes: MB, checkMs: 60_000 });
    await expect(cached.getProduct('en_GB', 'tx-100')).rejects.toThrow('disk I/O error');
    await settle();
    expect((await cached.getProduct('en_GB', 'tx-100'))?.name).toBe('tx-100');
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('freezes shared records when asked, so a caller that changes one fails at once', async () => {
    const { store: cached } = withCatalogueCache(store, { maxBytes: MB, checkMs: 60_000, freeze: true });
    const product = await cached.getProduct('en_GB', 'tx-100');
    expect(Object.isFrozen(product)).toBe(true);
    expect(() => {
      (product as { displayName: string }).displayName = 'changed';
    }).toThrow(TypeError);
  });

  it('leaves search and suggestion lookups to the search cache: the catalogue budget keeps page reads only', async () => {
    const searches = jest.spyOn(store, 'popularQueries');
    const { store: cached } = withCatalogueCache(store, { maxBytes: MB, checkMs: 60_000 });
    await cached.popularQueries('en_GB', 'sp', 5);
    await cached.popularQueries('en_GB', 'sp', 5);
    expect(searches).toHaveBeenCalledTimes(2);
  });

  it('keeps one answer per compiled query, filters, page and locale in the search cache', async () => {
    const searches = jest.spyOn(store, 'search');
    const products = jest.spyOn(store, 'getProduct');
    const { store: cached, stats } = withCatalogueCache(store, { maxBytes: MB, checkMs: 60_000, freeze: true }, SEARCH_READS);
    const request = (locale: 'en_GB' | 'de_DE', start: number) => ({
      locale,
      match: { mode: 'all' as const, groups: [{ alternatives: [{ words: ['speaker'], prefix: false }] }], modelKey: null },
      contentTypes: null,
      scope: null,
      facet: null,
      page: { start, num: 10 },
    });
    const first = await cached.search(request('en_GB', 0));
    expect(first.total).toBeGreaterThan(0);
    expect(await cached.search(request('en_GB', 0))).toBe(first);
    // Another page or locale is another answer.
    await cached.search(request('en_GB', 10));
    await cached.search(request('de_DE', 0));
    expect(searches).toHaveBeenCalledTimes(3);
    expect(stats()).toMatchObject({ hits: 1, misses: 3 });
    // The page reads are not its business.
    await cached.getProduct('en_GB', 'tx-100');
    await cached.getProduct('en_GB', 'tx-100');
    expect(products).toHaveBeenCalledTimes(2);
    // Vocabulary look-ups answer with a Set: kept, and counted by their words.
    const known = await cached.knownTerms('en_GB', ['speaker', 'qwxz']);
    expect(await cached.knownTerms('en_GB', ['speaker', 'qwxz'])).toBe(known);
    await settle();
    expect(stats().bytes).toBeGreaterThan(0);
  });

  it('is off with a budget of 0', async () => {
    const { store: cached } = withCatalogueCache(store, { maxBytes: 0, checkMs: 60_000 });
    expect(cached).toBe(store);
  });
});
