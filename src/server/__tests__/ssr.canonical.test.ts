import request from 'supertest';
import { startTestApp } from './testApp';

/*
 * Content is served only at its own address: a download or an article under a product it is not for
 * answers 404; a product's pages under another category send the visitor to their own address (ADR 053).
 * Every page that renders names its canonical address as an absolute URL.
 */

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t.close());

const base = '/electronics/support';

function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1]?.replaceAll('&amp;', '&');
}

describe('content under the wrong product or category', () => {
  it.each([
    ['a laptop utility under a television', `${base}/televisions/at-65x90k/downloads/00200320`],
    ['a TV Wi-Fi FAQ under headphones', `${base}/headphones/awh-900n/articles/00100006`],
  ])('%s answers 404', async (_label, path) => {
    const res = await request(t.app).get(path).set('Host', 'support.example');
    expect(res.status).toBe(404);
    expect(canonicalOf(res.text)).toBeUndefined();
  });

  it.each([
    ['a television under the audio category', `${base}/audio/at-65x90k`, `${base}/televisions/at-65x90k`],
    ['a television tab under the audio category, with its query', `${base}/audio/at-65x90k/manuals?manuals-num=20`, `${base}/televisions/at-65x90k/manuals?manuals-num=20`],
    ['a television under a category that does not exist', `${base}/telvisions/AT-65X90K/downloads`, `${base}/televisions/AT-65X90K/downloads`],
    ['a German page', `/de${base}/audio/at-65x90k`, `/de${base}/televisions/at-65x90k`],
  ])('%s is sent to its own address, permanently', async (_label, path, location) => {
    for (let i = 0; i < 2; i += 1) {
      // Twice: the redirect is never stored as a page by the page cache.
      const res = await request(t.app).get(path).set('Host', 'support.example');
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe(location);
      // Held an hour at most: a product may move back.
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
    }
    const there = await request(t.app).get(location).set('Host', 'support.example');
    expect(there.status).toBe(200);
  });

  it.each([
    ['a search address guessed with query', `${base}/search?query=no%20sound`, `${base}/results?query=no+sound`],
    ['with q, in German', `/de${base}/search?q=Fernseher`, `/de${base}/results?query=Fernseher`],
    ['without text', `${base}/search`, base],
    ['with an empty query and q', `${base}/search?query=&q=tv`, `${base}/results?query=tv`],
    ['within a category', `${base}/televisions/search?q=hdmi`, `${base}/televisions/results?query=hdmi`],
    ['within a category, in German, without text', `/de${base}/televisions/search`, `/de${base}/televisions`],
    ['within a product', `${base}/televisions/at-65z9m/search?query=hdmi`, `${base}/televisions/at-65z9m/results?query=hdmi`],
  ])('%s is sent to the results page, or home without text (ADR 057)', async (_label, path, location) => {
    const res = await request(t.app).get(path);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(location);
    expect((await request(t.app).get(location)).status).toBe(200);
  });

  it.each([['//evil.example/search?q=x'], ['/%5Cevil.example/search?q=x'], ['/\\evil.example/search'], ['/foo/search?q=x'], ['//evil.example/search']])(
    'never sends %s to another host or outside the site',
    async (path) => {
      const res = await request(t.app).get(path);
      expect(res.headers.location ?? '').not.toMatch(/^(?:\/\/|\/\\|https?:)/);
      expect(res.status).toBe(404);
    },
  );

  it.each([
    ['a model number where a category goes', `${base}/AT-65X90K`, `${base}/televisions/at-65x90k`],
    ['with a tab and a query, in French', `/fr${base}/at-65x90k/manuals?manuals-num=20`, `/fr${base}/televisions/at-65x90k/manuals?manuals-num=20`],
  ])('%s is sent to the product page (ADR 053)', async (_label, path, location) => {
    const res = await request(t.app).get(path);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(location);
    expect((await request(t.app).get(location)).status).toBe(200);
    // Neither a category nor a product: the helpful 404 as before.
    expect((await request(t.app).get(`${base}/at-00x00z`)).status).toBe(404);
  });

  it('a product under a category it is not in, with the product unknown, answers 404', async () => {
    expect((await request(t.app).get(`${base}/audio/at-00x00z`)).status).toBe(404);
  });

  it.each([
    ['the download at its own address', `${base}/downloads/00200320`],
    ['the FAQ under a television it is for', `${base}/televisions/at-65x90k/articles/00100006`],
    ['the television in its own category', `${base}/televisions/at-65x90k`],
  ])('%s is still served', async (_label, path) => {
    const res = await request(t.app).get(path);
    expect(res.status).toBe(200);
  });
});

describe('canonical link', () => {
  it.each([
    [`${base}/televisions/at-65x90k`, 'http://support.example/electronics/support/televisions/at-65x90k'],
    [`${base}/televisions/at-65x90k/manuals?manuals-num=20`, 'http://support.example/electronics/support/televisions/at-65x90k/manuals'],
    [`${base}/downloads/00200320`, 'http://support.example/electronics/support/downloads/00200320'],
    [`${base}/results?query=wifi&num=20&lite=crm`, 'http://support.example/electronics/support/results?query=wifi'],
    [`${base}`, 'http://support.example/electronics/support'],
  ])('%s names %s', async (path, canonical) => {
    const res = await request(t.app).get(path).set('Host', 'support.example');
    expect(res.status).toBe(200);
    expect(canonicalOf(res.text)).toBe(canonical);
  });

  it('a product under a parent category is served, naming its own category’s address as canonical', async () => {
    const res = await request(t.app).get(`${base}/tv-home-cinema/at-65x90k`).set('Host', 'support.example');
    expect(res.status).toBe(200);
    expect(canonicalOf(res.text)).toBe('http://support.example/electronics/support/televisions/at-65x90k');
  });

  it('a Host header that is not a host name never reaches the page', async () => {
    const res = await request(t.app).get(`${base}/downloads/00200320`).set('Host', 'evil.example"><script>');
    expect(canonicalOf(res.text)).toBe('http://localhost/electronics/support/downloads/00200320');
  });
});
