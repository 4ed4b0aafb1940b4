import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { loadConfig } from '../config';
import { ROUTES } from '../content';
import { createApp } from '../createApp';
import { startTestApp } from './testApp';

/*
 * Item 5: every POST under the content API base refuses cross-site browsers (Origin,
 * Sec-Fetch-Site), bodies that are not JSON (415) or too big (413), and too many requests from one
 * client (429 with Retry-After). The site's own render talks to the service in process and is exempt.
 */

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
const HOST = 'support.example.com';
const SITE = `http://${HOST}`;
const API = '/api/content/support';
const GUARD_CODES = ['cross_site_request', 'unsupported_media_type', 'payload_too_large', 'too_many_requests'];
const POST_PATHS = [...new Set(['/create-ticket', ...ROUTES.filter((r) => r.method === 'POST').map((r) => r.path)])];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ writeLimits: { maxBodyBytes: 16 * 1024, perClientPerWindow: 1_000_000, pageViewsPerClientPerWindow: 1_000_000, windowMs: 60_000 } });
});
afterAll(() => t.close());

const post = (path: string) => request(t.app).post(`${API}${path}`).set('Host', HOST);

describe.each(POST_PATHS.map((p) => [p]))('POST %s', (path) => {
  it.each([
    ['another origin', { Origin: 'https://evil.example', 'Content-Type': 'application/json' }],
    ['a look-alike origin', { Origin: `${SITE}.evil.io`, 'Content-Type': 'application/json' }],
    ['an opaque origin', { Origin: 'null', 'Content-Type': 'application/json' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/json' }],
    ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site', 'Content-Type': 'application/json' }],
  ])('refuses a request from %s with 403', async (_label, headers) => {
    const response = await post(path).set(headers).send('{}');
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('cross_site_request');
  });

  it.each([
    ['text/plain', 'name=x'],
    ['application/x-www-form-urlencoded', 'name=x'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--'],
    ['application/xml', '<a/>'],
  ])('refuses a %s body with 415', async (type, body) => {
    const response = await post(path).set('Content-Type', type).send(body);
    expect(response.status).toBe(415);
    expect(response.body.error).toMatchObject({ code: 'unsupported_media_type', parameter: 'content-type' });
  });

  it('refuses a body over 16 kB with 413', async () => {
    const body = JSON.stringify({ description: 'x'.repeat(17 * 1024) });
    const response = await post(path).set('Content-Type', 'application/json').send(body);
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('payload_too_large');
  });

  it('answers a malformed JSON body with 400', async () => {
    const response = await post(path).set('Content-Type', 'application/json').send('{"name": ');
    expect(response.status).toBe(400);
  });

  it.each([
    ['from this site', { Origin: SITE, 'Sec-Fetch-Site': 'same-origin' }],
    ['from a client without Origin (not a browser)', {}],
  ])('lets a JSON request %s through to the call', async (_label, headers) => {
    const response = await post(path).set(headers).set('Content-Type', 'application/json').send('{}');
    // Whatever the call itself answers (validation, its own sign-in limit), it is not a guard refusal.
    expect(GUARD_CODES).not.toContain(response.body?.error?.code);
    expect(response.status).toBeLessThan(500);
  });
});

describe('rate limit per client', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ writeLimits: { maxBodyBytes: 16 * 1024, perClientPerWindow: 3, pageViewsPerClientPerWindow: 5, windowMs: 60_000 } });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After once a client has sent its share, and GETs stay unaffected', async () => {
    const send = () => request(limited.app).post(`${API}/create-ticket`).set('Content-Type', 'application/json').send('{}');
    for (let i = 0; i < 3; i += 1) expect((await send()).status).not.toBe(429);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.error.code).toBe('too_many_requests');
    await request(limited.app).get(`${API}/en_GB/categories`).expect(200);
  });

  it('limits page-view logs apart from tickets: a visitor out of ticket requests can still log pages, up to their own limit', async () => {
    const view = () => request(limited.app).post(`${API}/page-views`).set('Content-Type', 'application/json').send('{}');
    // The ticket limit of this client is used up by the test above.
    for (let i = 0; i < 5; i += 1) expect((await view()).status).not.toBe(429);
    expect((await view()).status).toBe(429);
  });

  it('keeps the counts in the database: a second app on the same files sees the same limits', async () => {
    const config = { ...loadConfig({ NODE_ENV: 'test' }), dbPath: limited.dbPath, publicDir: path.join(path.dirname(limited.dbPath), 'public'), writeLimits: { maxBodyBytes: 16 * 1024, perClientPerWindow: 3, pageViewsPerClientPerWindow: 5, windowMs: 60_000 } };
    const other = createApp(config, { content: limited.content, logger: pino({ level: 'silent' }) });
    try {
      const refused = await request(other.app).post(`${API}/create-ticket`).set('Content-Type', 'application/json').send('{}');
      expect(refused.status).toBe(429);
    } finally {
      await other.rateLimits.close();
    }
  });

  it('does not limit the in-process transport the server render uses', async () => {
    for (let i = 0; i < 10; i += 1) {
      const response = await limited.content.transport({ method: 'POST', path: '/page-views', body: {} });
      expect(response.status).not.toBe(429);
    }
  });
});
