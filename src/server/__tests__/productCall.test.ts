import request from 'supertest';
import type { ProductResponse } from '../../shared/content/types';
import { createApi } from '../../shared/api/createApi';
import type { ApiRequest } from '../../shared/api/transport';
import { makeStore } from '../../store/makeStore';
import { productDetailsActions } from '../../store/productDetailsSlice';
import { preloadedState, startTestApp } from './testApp';

/* The product call of docs/behaviour.md §7: two addresses, the ngp-locale cookie, and the product-details list. */

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t.close());

describe('GET /api/content/support/products/{productName} and /api/support/product/{productName}', () => {
  it.each(['/api/content/support/products/at-65x90k', '/api/support/product/at-65x90k'])('%s answers the product', async (path) => {
    const res = await request(t.app).get(path).query({ locale: 'en_GB' }).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.body as ProductResponse;
    expect(body.data).toMatchObject({ name: 'at-65x90k', slug: 'at-65x90k', modelNumber: 'AT-65X90K', categoryName: 'televisions' });
    expect(body.data.url).toBe('/electronics/support/televisions/at-65x90k');
  });

  it('takes the locale from the ngp-locale cookie when the query has none', async () => {
    const german = (await request(t.app).get('/api/support/product/at-65x90k').set('Cookie', 'ngp-locale=de_DE').expect(200)).body as ProductResponse;
    expect(german.data.url).toBe('/de/electronics/support/televisions/at-65x90k');
    const english = (await request(t.app).get('/api/support/product/at-65x90k').set('Cookie', 'ngp-locale=xx').expect(200)).body as ProductResponse;
    expect(english.data.url).toBe('/electronics/support/televisions/at-65x90k');
  });

  it.each([
    ['/api/support/product/no-such-model', 404],
    ['/api/content/support/products/no-such-model', 404],
    ['/api/support/product/at-65x90k?locale=xx_XX', 400],
    [`/api/support/product/${'x'.repeat(400)}`, 400],
  ])('%s answers %i', async (path, status) => {
    const res = await request(t.app).get(path);
    expect(res.status).toBe(status);
    expect((res.body as { error: { code: string } }).error.code).toBeDefined();
  });
});

describe('the product call from the site', () => {
  it('appends the ngp-locale cookie to the visitor cookie', async () => {
    const seen: ApiRequest[] = [];
    const api = createApi(async (req) => {
      seen.push(req);
      return { status: 200, headers: {}, body: { data: { name: 'at-65x90k' } } };
    });
    await api.product({ locale: 'fr_FR', productName: 'at-65x90k' });
    expect(seen[0]).toMatchObject({ path: '/products/at-65x90k', query: { locale: 'fr_FR' }, appendCookie: 'ngp-locale=fr_FR' });
  });

  it('a product page holds the product under its name in the product-details list', async () => {
    const res = await request(t.app).get('/fr/electronics/support/televisions/at-65x90k').set('Cookie', 'ngp-locale=en_GB').expect(200);
    const state = preloadedState(res.text) as unknown as { productDetails: { data: Record<string, { name: string; url: string }> } };
    expect(Object.keys(state.productDetails.data)).toEqual(['at-65x90k']);
    // The page's own locale wins over a cookie from another visit.
    expect(state.productDetails.data['at-65x90k'].url).toBe('/fr/electronics/support/televisions/at-65x90k');
  });

  it('the list keeps products by name and removes a named removed product', () => {
    const store = makeStore(undefined, { api: createApi(async () => ({ status: 500, headers: {}, body: null })) });
    const product = (name: string) => ({ name, slug: name, displayName: name, modelNumber: name.toUpperCase(), image: '', categoryName: 'tv', url: `/${name}` });
    store.dispatch(productDetailsActions.received({ product: product('a') }));
    store.dispatch(productDetailsActions.received({ product: product('b') }));
    expect(Object.keys(store.getState().productDetails.data)).toEqual(['a', 'b']);
    store.dispatch(productDetailsActions.received({ product: product('c'), removedProductName: 'a' }));
    expect(Object.keys(store.getState().productDetails.data)).toEqual(['b', 'c']);
    store.dispatch(productDetailsActions.removed('b'));
    expect(Object.keys(store.getState().productDetails.data)).toEqual(['c']);
  });
});
