import Database from 'better-sqlite3';
import request from 'supertest';
import { API_BASE } from '../../shared/api/transport';
import { preloadedState, startTestApp } from './testApp';

const PRODUCT = '/electronics/support/televisions/at-65z9m';
// A cookie the page reads (the special message dismissed) skips the page cache: every request below is a full render.
const RENDER_COOKIE = 'specialMessageDismissed=none';

/**
 * One server render makes many content calls that each resolve the page's product; the in-process
 * content API reads the product once per render, and (without the cross-request catalogue cache)
 * each render reads it afresh.
 */
describe('catalogue lookups of one render', () => {
  let site: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    site = await startTestApp({}, { catalogueCache: false });
  });
  afterAll(() => site.close());
  afterEach(() => jest.restoreAllMocks());

  it('reads the product once per render, while the page shows every section that needs it', async () => {
    const reads = jest.spyOn(site.content.store, 'getProduct');
    const first = await request(site.app).get(PRODUCT).set('Cookie', RENDER_COOKIE).expect(200);
    expect(reads.mock.calls.filter(([, name]) => name === 'at-65z9m')).toHaveLength(1);
    const state = preloadedState(first.text) as Record<string, unknown> & { page: { type: string } };
    expect(state.page.type).toBe('product');
    expect(first.text).toContain('AT-65Z9M');

    await request(site.app).get(PRODUCT).set('Cookie', RENDER_COOKIE).expect(200);
    expect(reads.mock.calls.filter(([, name]) => name === 'at-65z9m')).toHaveLength(2);
  });

  it('answers the content API over HTTP without sharing: each call reads for itself', async () => {
    const reads = jest.spyOn(site.content.store, 'getProduct');
    await request(site.app).get(`${API_BASE}/en_GB/products/at-65z9m/metadata`).expect(200);
    await request(site.app).get(`${API_BASE}/en_GB/products/at-65z9m/metadata`).expect(200);
    expect(reads.mock.calls.length).toBe(2);
  });
});

/**
 * With the catalogue cache (the default), a second visitor's render reads nothing the first one
 * read, until the dataset version changes: then every lookup is read again.
 */
describe('catalogue reads kept across requests', () => {
  let site: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    site = await startTestApp({}, { catalogueCache: { maxBytes: 8 * 1024 * 1024, checkMs: 0, freeze: true } });
  });
  afterAll(() => site.close());
  afterEach(() => jest.restoreAllMocks());

  it('renders the product page again from what the first render read, and reads again after the catalogue changes', async () => {
    const reads = jest.spyOn(site.content.store, 'getProduct');
    const first = await request(site.app).get(PRODUCT).set('Cookie', RENDER_COOKIE).expect(200);
    expect(reads.mock.calls.filter(([, name]) => name === 'at-65z9m')).toHaveLength(1);

    const second = await request(site.app).get(PRODUCT).set('Cookie', RENDER_COOKIE).expect(200);
    expect(reads.mock.calls.filter(([, name]) => name === 'at-65z9m')).toHaveLength(1);
    // The same page, from the same records (the nonce and the render's id aside).
    const strip = (html: string) => html.replace(/nonce="[^"]*"/g, '').replace(/"requestId":"[^"]*"/g, '');
    expect(strip(second.text).length).toBe(strip(first.text).length);
    expect(second.text).toContain('AT-65Z9M');

    // An import ends by writing its dataset version (as store/sqlite/loadDataset.ts does): the
    // next requests notice it and read afresh.
    const db = new Database(site.dbPath);
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('dataset_version', ?)").run('import:next');
    db.close();
    await request(site.app).get(PRODUCT).set('Cookie', RENDER_COOKIE).expect(200);
    await request(site.app).get(PRODUCT).set('Cookie', RENDER_COOKIE).expect(200);
    expect(reads.mock.calls.filter(([, name]) => name === 'at-65z9m').length).toBeGreaterThanOrEqual(2);
  });
});
