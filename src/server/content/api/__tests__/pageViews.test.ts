import Database from 'better-sqlite3';
import request from 'supertest';
import { API_BASE } from '../../../../shared/api/transport';
import type { PageViewLog } from '../../../../shared/api/calls/analytics';
import { openDemoService, type DemoService } from '../../__tests__/support/demoService';
import { writesPathFor } from '../../store/sqlite/writes/SqliteWriteStore';

let demo: DemoService;
beforeAll(() => {
  demo = openDemoService();
});
afterAll(async () => {
  expect(demo.failures).toEqual([]);
  await demo.close();
});

const URL = `${API_BASE}/page-views`;
const view = (overrides: Partial<PageViewLog> = {}): PageViewLog => ({
  locale: 'de_DE',
  token: 'guest-7f3a9c',
  tokenKind: 'guest',
  pageName: 'support:results',
  pageType: 'homeResults',
  url: '/de/electronics/support/results?query=kein+ton',
  searchTerm: 'kein ton',
  resultCount: 42,
  ...overrides,
});

function storedViews(): Array<Record<string, unknown>> {
  const db = new Database(writesPathFor(demo.dbPath), { readonly: true });
  try {
    return db.prepare('SELECT * FROM page_views ORDER BY id').all() as Array<Record<string, unknown>>;
  } finally {
    db.close();
  }
}

describe('POST /page-views', () => {
  it('stores the view and answers 201 with its id, uncached', async () => {
    const before = await demo.service.writes.countPageViews();
    const res = await request(demo.app).post(`${URL}?locale=de_DE`).send(view({ token: 'signed-in-token-123', tokenKind: 'signed-in' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^\d+$/) });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await demo.service.writes.countPageViews()).toBe(before + 1);

    const row = storedViews().find((r) => String(r.id) === res.body.id);
    expect(row).toMatchObject({ token_kind: 'signed-in', locale: 'de_DE', page_type: 'homeResults', search_term: 'kein ton', result_count: 42 });
    // The token is kept only as a hash.
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(storedViews())).not.toContain('signed-in-token-123');
  });

  it('accepts a guest view without a token and a page without a search', async () => {
    const res = await request(demo.app)
      .post(URL)
      .send(view({ token: '', searchTerm: undefined, resultCount: undefined, pageType: 'product', url: '/electronics/support/televisions/at-55x89j' }));
    expect(res.status).toBe(201);
    expect(storedViews().at(-1)).toMatchObject({ token_hash: null, search_term: null, result_count: null, page_type: 'product' });
  });

  it('cuts the search term at 500 characters', async () => {
    const res = await request(demo.app).post(URL).send(view({ searchTerm: 'firmware '.repeat(200) }));
    expect(res.status).toBe(201);
    expect(String(storedViews().at(-1)?.search_term).length).toBeLessThanOrEqual(500);
  });

  it('keeps the view of a page with a very long address, its address cut at 2000 characters', async () => {
    // A pasted question of 3,000 characters makes an address the browser shows and the site serves.
    // 'é' is two escapes: at each of these lengths the cut at 2000 falls inside an escape or between an 'é's two.
    for (const lead of ['', 'x', 'xx', 'xxx']) {
      const url = `/electronics/support/results?query=${lead}${'%C3%A9cran%20noir%20'.repeat(200)}`;
      const res = await request(demo.app).post(URL).send(view({ url, referrer: url }));
      expect(res.status).toBe(201);
      const stored = String(storedViews().at(-1)?.url);
      expect(stored.length).toBeGreaterThan(1990);
      expect(stored.length).toBeLessThanOrEqual(2000);
      expect(url.startsWith(stored)).toBe(true);
      expect(() => decodeURIComponent(stored)).not.toThrow();
      expect(String(storedViews().at(-1)?.referrer)).toBe(stored);
    }
  });

  it.each([
    ['an address longer than any request head', { url: `/${'a'.repeat(16_384)}` }, 'url'],
    ['an unknown token kind', { tokenKind: 'admin' }, 'tokenKind'],
    ['a missing page type', { pageType: undefined }, 'pageType'],
    ['an address on another site', { url: 'https://evil.example/' }, 'url'],
    ['a negative result count', { resultCount: -1 }, 'resultCount'],
    ['a fractional result count', { resultCount: 1.5 }, 'resultCount'],
    ['a result count as text', { resultCount: '12' }, 'resultCount'],
    ['a 600-character token', { token: 'x'.repeat(600) }, 'token'],
    ['an unknown locale', { locale: 'xx_XX' }, 'locale'],
  ])('rejects %s with 400 naming the field', async (_label, overrides, parameter) => {
    const res = await request(demo.app)
      .post(URL)
      .send({ ...view(), ...overrides });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_parameter', parameter });
  });

  it('says so when the body is missing, not JSON or malformed', async () => {
    const missing = await request(demo.app).post(URL);
    expect(missing.status).toBe(400);
    expect(missing.body.error.parameter).toBe('body');
    const text = await request(demo.app).post(URL).set('content-type', 'text/plain').send('hello');
    expect(text.status).toBe(415);
    expect(text.body.error).toMatchObject({ code: 'unsupported_media_type' });
    const broken = await request(demo.app).post(URL).set('content-type', 'application/json').send('{"tokenKind":');
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe('bad_request');
    const get = await request(demo.app).get(URL);
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
  });
});

describe('Idempotency-Key', () => {
  it('stores a retried view once and replays the first answer', async () => {
    const before = await demo.service.writes.countPageViews();
    const first = await request(demo.app).post(URL).set('Idempotency-Key', 'view-0001').send(view());
    const retry = await request(demo.app).post(URL).set('Idempotency-Key', 'view-0001').send(view());
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await demo.service.writes.countPageViews()).toBe(before + 1);
  });

  it('refuses the same key for a different request', async () => {
    await request(demo.app).post(URL).set('Idempotency-Key', 'view-0002').send(view());
    const other = await request(demo.app).post(URL).set('Idempotency-Key', 'view-0002').send(view({ searchTerm: 'no picture' }));
    expect(other.status).toBe(422);
    expect(other.body.error).toMatchObject({ code: 'idempotency_key_reused', parameter: 'Idempotency-Key' });
  });

  it('keeps keys apart per call and per key', async () => {
    const a = await request(demo.app).post(URL).set('Idempotency-Key', 'view-0003').send(view());
    const b = await request(demo.app).post(URL).set('Idempotency-Key', 'view-0004').send(view());
    expect(a.body.id).not.toBe(b.body.id);
  });

  it('lets one of several simultaneous requests write', async () => {
    const before = await demo.service.writes.countPageViews();
    const send = () => demo.service.transport({ method: 'POST', path: '/page-views', body: view(), headers: { 'Idempotency-Key': 'view-0005' } });
    const answers = await Promise.all([send(), send(), send(), send()]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    expect(answers.find((a) => a.status === 409)?.headers['retry-after']).toBe('1');
    expect(await demo.service.writes.countPageViews()).toBe(before + 1);
  });

  it('does not keep a key whose request failed validation', async () => {
    const bad = await request(demo.app).post(URL).set('Idempotency-Key', 'view-0006').send(view({ tokenKind: 'nobody' as never }));
    expect(bad.status).toBe(400);
    const good = await request(demo.app).post(URL).set('Idempotency-Key', 'view-0006').send(view());
    expect(good.status).toBe(201);
  });

  it.each([
    ['empty', ''],
    ['with a space', 'has space'],
    ['of 201 characters', 'x'.repeat(201)],
    ['not ASCII', 'ключ'],
  ])('rejects a key %s', async (_label, key) => {
    const res = await demo.service.transport({ method: 'POST', path: '/page-views', body: view(), headers: { 'Idempotency-Key': key } });
    expect(res.status).toBe(400);
    expect((res.body as { error: { parameter: string } }).error.parameter).toBe('Idempotency-Key');
  });
});

describe('the idempotency records', () => {
  it('let a claim abandoned by a crashed process be taken over, but not a running one', async () => {
    const t0 = new Date('2026-01-01T10:00:00Z');
    expect(await demo.service.writes.claimIdempotencyKey('POST /test', 'k1', 'f1', t0)).toEqual({ state: 'claimed' });
    expect(await demo.service.writes.claimIdempotencyKey('POST /test', 'k1', 'f1', new Date(t0.getTime() + 5_000))).toEqual({ state: 'in-progress' });
    expect(await demo.service.writes.claimIdempotencyKey('POST /test', 'k1', 'f1', new Date(t0.getTime() + 31_000))).toEqual({ state: 'claimed' });
    await demo.service.writes.completeIdempotencyKey('POST /test', 'k1', { status: 201, body: { id: 'x' } });
    expect(await demo.service.writes.claimIdempotencyKey('POST /test', 'k1', 'f1', new Date(t0.getTime() + 60_000))).toEqual({
      state: 'done',
      response: { status: 201, body: { id: 'x' } },
    });
  });

  it('forget a key after a day', async () => {
    const t0 = new Date('2026-02-01T10:00:00Z');
    await demo.service.writes.claimIdempotencyKey('POST /test', 'k2', 'f2', t0);
    await demo.service.writes.completeIdempotencyKey('POST /test', 'k2', { status: 201, body: {} });
    expect(await demo.service.writes.claimIdempotencyKey('POST /test', 'k2', 'other', new Date(t0.getTime() + 25 * 3_600_000))).toEqual({ state: 'claimed' });
  });
});
