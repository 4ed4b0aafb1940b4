import request from 'supertest';
import { API_BASE } from '../../shared/api/transport';
import { preloadedState, startTestApp } from './testApp';

const PRODUCT = '/electronics/support/televisions/at-65z9m';
// A cookie skips the page cache: every request below is a full render.
const RENDER_COOKIE = 'visitor=1';

/**
 * One server render makes many content calls that each resolve the page's product; the in-process
 * content API reads the product once per render, and each render reads it afresh.
 */
describe('catalogue lookups of one render', () => {
  let site: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    site = await startTestApp();
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
