import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import type { Transport } from '../../shared/api/transport';
import { loadConfig } from '../config';
import { createContentService, ensureDatabase, type ContentService } from '../content';
import { createApp } from '../createApp';
import { PageCache } from '../ssr/pageCache';
import { preloadedState } from './testApp';

const PRODUCT = '/electronics/support/televisions/at-65z9m';
const CHROME_WINDOWS_A = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CHROME_WINDOWS_B = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.6668.90 Safari/537.36 Edg/129.0';
// A cookie the page reads (the special message dismissed during this visit): a request with it always renders.
const RENDER_COOKIE = 'specialMessageDismissed=none';
// What a tag manager leaves on the site's domain: the page does not read it.
const TAG_MANAGER_COOKIES = '_ga=GA1.1.1234567890.1732600000; _gid=GA1.1.987654321.1732600000';
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** The site on a real catalogue, counting the content calls its renders make, with a clock the test moves. */
describe('page cache of anonymous pages (HTTP)', () => {
  let dir: string;
  let content: ContentService;
  let calls = 0;
  /** The Cookie header of the content calls of the latest render. */
  const cookiesSeen: Array<string | undefined> = [];
  let now = 1_000_000;
  let app: ReturnType<typeof createApp>['app'];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'support-cache-'));
    const dbPath = path.join(dir, 'content.sqlite');
    await ensureDatabase(dbPath);
    content = createContentService({ dbPath });
    const counting: Transport = (req) => {
      calls += 1;
      cookiesSeen.push(req.cookie);
      return content.transport(req);
    };
    // A fixed public origin: supertest serves each request on a new port, and the request's host is
    // part of the cache key when no public origin is configured (absolute links in the head).
    const config = { ...loadConfig({ NODE_ENV: 'test', PUBLIC_ORIGIN: 'https://support.example.com' }), dbPath, publicDir: path.join(dir, 'public') };
    const pageCache = new PageCache({ ttlMs: 10_000, maxEntries: 100, maxBytes: 32 << 20, revalidateWindowMs: 60_000, now: () => now });
    ({ app } = createApp(config, { content: { ...content, transport: counting }, logger: pino({ level: 'silent' }), pageCache }));
  });
  afterAll(async () => {
    await content.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Content calls of one uncached render of the product page (with a cookie the page reads, so never from the cache). */
  async function callsOfOneRender(): Promise<number> {
    const before = calls;
    await request(app).get(PRODUCT).set('Cookie', RENDER_COOKIE).expect(200);
    return calls - before;
  }

  it('serves the second anonymous request from the brotli copy without rendering, and 304 to a matching ETag', async () => {
    const first = await request(app).get(`${PRODUCT}?a=1`).set('User-Agent', CHROME_WINDOWS_A).set('Accept-Encoding', 'br').expect(200);
    const before = calls;
    const second = await request(app).get(`${PRODUCT}?a=1`).set('User-Agent', CHROME_WINDOWS_A).set('Accept-Encoding', 'br').expect(200);
    expect(calls).toBe(before);
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers.vary).toMatch(/Accept-Encoding/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.text).toBe(first.text);
    const nonce = /'nonce-([^']+)'/.exec(second.headers['content-security-policy'])?.[1];
    for (const tag of second.text.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
    const gzip = await request(app).get(`${PRODUCT}?a=1`).set('User-Agent', CHROME_WINDOWS_A).set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(first.text);
    const revalidated = await request(app).get(`${PRODUCT}?a=1`).set('User-Agent', CHROME_WINDOWS_A).set('If-None-Match', first.headers.etag);
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
  });

  it('keys on the device profile: another desktop agent of the same system hits, a phone gets its own page', async () => {
    const desktop = await request(app).get(`${PRODUCT}?b=1`).set('User-Agent', CHROME_WINDOWS_A).expect(200);
    const before = calls;
    const otherDesktop = await request(app).get(`${PRODUCT}?b=1`).set('User-Agent', CHROME_WINDOWS_B).expect(200);
    expect(calls).toBe(before);
    expect(otherDesktop.headers.etag).toBe(desktop.headers.etag);
    // The page holds the profile, not the visitor's full agent string.
    expect(preloadedState(desktop.text).page).toMatchObject({ userAgent: 'Windows NT; Windows' });
    const phone = await request(app).get(`${PRODUCT}?b=1`).set('User-Agent', ANDROID_PHONE).expect(200);
    expect(calls).toBeGreaterThan(before);
    expect(phone.headers.etag).not.toBe(desktop.headers.etag);
    expect(preloadedState(phone.text).page).toMatchObject({ userAgent: 'Mobi; Android; Linux' });
  });

  it("serves a visitor who carries only another application's cookies the anonymous copy", async () => {
    const seenBefore = cookiesSeen.length;
    const first = await request(app).get(`${PRODUCT}?f=1`).set('Cookie', TAG_MANAGER_COOKIES).expect(200);
    // Their cookies never reach the content API: the copy is the page without cookies, fit for everyone (the
    // product call carries only the locale cookie the site adds itself, docs/behaviour.md §7).
    const seen = cookiesSeen.slice(seenBefore);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((cookie) => cookie !== undefined && cookie !== 'ngp-locale=en_GB')).toEqual([]);
    const before = calls;
    const anonymous = await request(app).get(`${PRODUCT}?f=1`).expect(200);
    const again = await request(app).get(`${PRODUCT}?f=1`).set('Cookie', `${TAG_MANAGER_COOKIES}; theme=dark`).expect(200);
    expect(calls).toBe(before);
    expect(anonymous.headers.etag).toBe(first.headers.etag);
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('renders for a visitor with a cookie the page reads, even when another cookie comes first and a copy is held', async () => {
    const copy = await request(app).get(`${PRODUCT}?g=1`).expect(200);
    for (const cookie of [`${TAG_MANAGER_COOKIES}; ${RENDER_COOKIE}`, 'lite=crm', 'asc_session=abc', 'portal=asc']) {
      const before = calls;
      const rendered = await request(app).get(`${PRODUCT}?g=1`).set('Cookie', cookie).expect(200);
      // Rendered for this visitor: content calls were made, with the visitor's cookies.
      expect(calls).toBeGreaterThan(before);
      expect(cookiesSeen.at(-1)).toBe(cookie);
      expect(rendered.status).toBe(copy.status);
    }
    // The lite mode the cookie asks for is in the page: the cached copy could not have served it.
    const lite = await request(app).get(`${PRODUCT}?g=1`).set('Cookie', 'lite=crm').expect(200);
    expect((preloadedState(lite.text).page as { cookie?: Record<string, string> }).cookie).toMatchObject({ lite: 'crm' });
  });

  it('lets concurrent misses of one page wait for a single render', async () => {
    const perRender = await callsOfOneRender();
    const before = calls;
    const responses = await Promise.all(Array.from({ length: 6 }, () => request(app).get(`${PRODUCT}?c=1`)));
    for (const response of responses) expect(response.status).toBe(200);
    expect(calls - before).toBe(perRender);
    expect(new Set(responses.map((r) => r.headers.etag)).size).toBe(1);
  });

  it('serves an expired copy at once and renders one new copy behind it (stale-while-revalidate)', async () => {
    const perRender = await callsOfOneRender();
    const first = await request(app).get(`${PRODUCT}?d=1`).expect(200);
    now += 11_000; // past the TTL, within the revalidation window
    const before = calls;
    const stale = await Promise.all(Array.from({ length: 4 }, () => request(app).get(`${PRODUCT}?d=1`)));
    for (const response of stale) expect(response.headers.etag).toBe(first.headers.etag);
    // The background render finishes shortly after; then the new copy is served.
    let latest = first;
    for (let i = 0; i < 100 && latest.headers.etag === first.headers.etag; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      latest = await request(app).get(`${PRODUCT}?d=1`);
    }
    expect(latest.status).toBe(200);
    expect(latest.headers.etag).not.toBe(first.headers.etag);
    expect(calls - before).toBe(perRender);
  });

  it('renders while the visitor waits once a copy is older than the revalidation window', async () => {
    const first = await request(app).get(`${PRODUCT}?e=1`).expect(200);
    now += 10_000 + 60_000 + 1;
    const next = await request(app).get(`${PRODUCT}?e=1`).expect(200);
    expect(next.headers.etag).not.toBe(first.headers.etag);
  });
});

/**
 * With a remote content API every cookie goes to it (docs/behaviour.md §7), and which ones it reads is its own
 * business: there any cookie makes the page the visitor's own render.
 */
describe('page cache in front of a remote content API', () => {
  let dir: string;
  let content: ContentService;
  let upstream: http.Server;
  const upstreamCookies: Array<string | undefined> = [];
  let site: ReturnType<typeof createApp>['app'];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'support-cache-remote-'));
    const dbPath = path.join(dir, 'content.sqlite');
    await ensureDatabase(dbPath);
    content = createContentService({ dbPath });
    const api = createApp({ ...loadConfig({ NODE_ENV: 'test' }), dbPath, publicDir: path.join(dir, 'public') }, { content, logger: pino({ level: 'silent' }) }).app;
    upstream = http.createServer((req, res) => {
      upstreamCookies.push(req.headers.cookie);
      api(req, res);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as import('node:net').AddressInfo;
    const config = { ...loadConfig({ NODE_ENV: 'test', CONTENT_API_URL: `http://127.0.0.1:${port}`, PUBLIC_ORIGIN: 'https://support.example.com' }), publicDir: path.join(dir, 'public') };
    const pageCache = new PageCache({ ttlMs: 10_000, maxEntries: 100, maxBytes: 32 << 20, revalidateWindowMs: 60_000 });
    ({ app: site } = createApp(config, { logger: pino({ level: 'silent' }), pageCache }));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
    await content.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("renders for a visitor with a tag manager's cookies and hands them to the content API; anonymous visitors share a copy", async () => {
    await request(site).get(PRODUCT).expect(200);
    const anonymousBefore = upstreamCookies.length;
    await request(site).get(PRODUCT).expect(200);
    expect(upstreamCookies.length).toBe(anonymousBefore);
    for (let i = 0; i < 2; i += 1) {
      const before = upstreamCookies.length;
      await request(site).get(PRODUCT).set('Cookie', TAG_MANAGER_COOKIES).expect(200);
      const seen = upstreamCookies.slice(before);
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((cookie) => cookie?.includes('_ga=GA1.1.1234567890.1732600000'))).toBe(true);
    }
  });
});
