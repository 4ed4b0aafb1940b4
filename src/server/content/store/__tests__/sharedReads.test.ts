import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteContentStore } from '../sqlite/SqliteContentStore';
import { ensureDatabase } from '../sqlite/ensureDatabase';
import { withSharedReads } from '../sharedReads';
import { fixture } from './support/fixtureCatalogue';
import { wordSearch } from './support/wordSearch';

let dir: string;
let store: SqliteContentStore;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'shared-reads-'));
  const path = join(dir, 'fixture.sqlite');
  ensureDatabase(path, { log: () => undefined, version: 'v1', dataset: () => fixture('v1') });
  store = SqliteContentStore.open(path, { mustExist: true });
});
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

afterEach(() => jest.restoreAllMocks());

describe('a render view of the catalogue', () => {
  it('reads a repeated lookup once per argument list and answers every caller alike', async () => {
    const reads = jest.spyOn(store, 'getProduct');
    const view = withSharedReads(store);
    const answers = await Promise.all([view.getProduct('en_GB', 'tx-100'), view.getProduct('en_GB', 'tx-100'), view.getProduct('en_GB', 'tx-100')]);
    expect(answers.map((p) => p?.name)).toEqual(['tx-100', 'tx-100', 'tx-100']);
    expect(reads).toHaveBeenCalledTimes(1);
    // Other arguments are other lookups: another locale, a missing product.
    expect((await view.getProduct('de_DE', 'tx-100'))?.name).toBe('tx-100');
    expect(await view.getProduct('en_GB', 'no-such-model')).toBeNull();
    expect(reads).toHaveBeenCalledTimes(3);
  });

  it('hands out one function per method for the life of a view, bound to the store', async () => {
    const view = withSharedReads(store);
    expect(view.getProduct).toBe(view.getProduct);
    expect(view.search).toBe(view.search);
    // A method replaced on the store later (a spy here) is the one the view calls from then on.
    const reads = jest.spyOn(store, 'getProduct');
    // Taken off the view, a method still reads through the store (and the shared answers).
    const { getProduct } = view;
    expect((await getProduct('en_GB', 'tx-100'))?.name).toBe('tx-100');
    expect((await view.getProduct('en_GB', 'tx-100'))?.name).toBe('tx-100');
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('shares nothing between two renders', async () => {
    const reads = jest.spyOn(store, 'getCategory');
    await withSharedReads(store).getCategory('en_GB', 'tv');
    await withSharedReads(store).getCategory('en_GB', 'tv');
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('reads a listing once per query, and another page is another read', async () => {
    const listings = jest.spyOn(store, 'listContent');
    const view = withSharedReads(store);
    const query = { contentTypes: ['faq-article'], product: 'tx-100', order: 'popular' as const, page: { start: 0, num: 10 } };
    const first = await view.listContent('en_GB', query);
    expect(await view.listContent('en_GB', { ...query })).toBe(first);
    expect(listings).toHaveBeenCalledTimes(1);
    expect(first.total).toBeGreaterThan(1);
    expect((await view.listContent('en_GB', { ...query, page: { start: 1, num: 10 } })).items).toHaveLength(first.total - 1);
    expect(listings).toHaveBeenCalledTimes(2);
  });

  it('passes searches and everything else straight to the store', async () => {
    const searches = jest.spyOn(store, 'search');
    const view = withSharedReads(store);
    const request = wordSearch('en_GB', ['crackl']);
    await view.search(request);
    await view.search(request);
    expect(searches).toHaveBeenCalledTimes(2);
    expect(await view.datasetVersion()).toBe('v1');
  });
});
