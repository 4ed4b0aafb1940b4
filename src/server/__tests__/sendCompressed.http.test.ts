import request from 'supertest';
import { startTestApp } from './testApp';

const PRODUCT = '/electronics/support/televisions/at-65z9m';
// A cookie the page reads: the page is rendered for this request, not served from the page cache.
const RENDER_COOKIE = 'specialMessageDismissed=none';
const SEARCH_API = '/api/content/support/search?query=firmware%20update&locale=en_GB';

/**
 * Rendered pages and content API answers are compressed whole, in the encoding the client takes
 * (sendCompressed.ts): the bytes sent decode to the same document (supertest decodes them as a
 * browser does), and a cache between sees Vary.
 */
describe('compressed answers', () => {
  let site: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    site = await startTestApp();
  });
  afterAll(() => site.close());

  it('sends a rendered page as brotli, gzip or plain, the same page each way', async () => {
    const get = (encoding: string) => request(site.app).get(PRODUCT).set('Cookie', RENDER_COOKIE).set('Accept-Encoding', encoding).expect(200);
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toContain('AT-65Z9M');
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.headers['cache-control']).toBe('private, no-cache');
    // Content-Length counts the bytes sent: a fraction of the page.
    expect(Number(br.headers['content-length'])).toBeLessThan(Buffer.byteLength(br.text) / 4);
    // The same document apart from its per-response nonce and the origin (supertest listens on a new port each time).
    const comparable = (text: string) => text.replace(/nonce(=|-)"?[^"' ]+/g, 'nonce').replace(/127\.0\.0\.1:\d+/g, 'origin');
    expect(comparable(br.text)).toBe(comparable(plain.text));
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(comparable(gzip.text)).toBe(comparable(plain.text));
  });

  it('compresses a content API answer, keeps its type, ETag and 304', async () => {
    const br = await request(site.app).get(SEARCH_API).set('Accept-Encoding', 'br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect((br.body as { searchResponse: { count: number } }).searchResponse.count).toBeGreaterThan(0);
    expect(br.headers.etag).toBeTruthy();
    await request(site.app).get(SEARCH_API).set('Accept-Encoding', 'br').set('If-None-Match', br.headers.etag).expect(304);
    // A small answer goes as it is.
    const small = await request(site.app).get('/api/content/support/suggest?query=zzzzqx&locale=en_GB').set('Accept-Encoding', 'br').expect(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(Number(small.headers['content-length'])).toBeLessThan(1024);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await request(site.app).head(PRODUCT).set('Cookie', RENDER_COOKIE).set('Accept-Encoding', 'br').expect(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.text ?? '').toBe('');
  });
});
