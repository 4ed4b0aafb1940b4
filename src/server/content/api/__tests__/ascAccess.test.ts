import request from 'supertest';
import { API_BASE, LOGIN_URL_HEADER, type ApiResponse } from '../../../../shared/api/transport';
import type {
  AscAuthStatus,
  ExternalContentResponse,
  GroupSearchResponse,
  ModelDetailsResponse,
  NewsForAscResult,
  RepairDocumentsResponse,
  WhatsNewResponse,
} from '../../../../shared/content/ascTypes';
import { REPAIR_DOCUMENT_TYPES } from '../../../../shared/content/types';
import { changeGrants, hashSessionId, newSessionId, SESSION_COOKIE } from '../../access/sessions';
import { openDemoService, type DemoService } from '../../__tests__/support/demoService';

/** The demo accounts of the README. */
const ACCOUNTS = {
  asc: { username: 'asc.demo', password: 'ServiceCentre#2024' },
  integrated: { username: 'integrated.demo', password: 'PartnerPortal#2024' },
  agent: { username: 'agent.demo', password: 'CareAgent#2024' },
} as const;
type Role = keyof typeof ACCOUNTS;

/** Every UI cookie of docs/behaviour.md §6 set by hand: they must unlock nothing. */
const FORGED = 'portal=asc; showServiceManuals=true; showOtherRepairDocs=true; agentAnalytics=team%3DCare%26username%3Dx';

let demo: DemoService;
let product: string; // a television with documents of every repair type
const sessions = {} as Record<Role, string>;
let serviceManualFile: string; // a restricted PDF's URL below the API base
let serviceManualTitle: string;

async function signIn(role: Role): Promise<string> {
  const res = await request(demo.app).post(`${API_BASE}/asc/auth`).send(ACCOUNTS[role]).expect(200);
  const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0];
}

const get = (path: string, query: Record<string, string> = {}, cookie?: string): Promise<ApiResponse> =>
  demo.service.transport({ method: 'GET', path, query, cookie });

beforeAll(async () => {
  demo = openDemoService();
  for (const role of Object.keys(ACCOUNTS) as Role[]) sessions[role] = await signIn(role);
  const models = (await get('/en_GB/categories/televisions/models', { num: '50' })).body as { results: Array<{ name: string }> };
  for (const m of models.results) {
    const docs = (await get(`/repair-documents/search/${m.name}`, { type: REPAIR_DOCUMENT_TYPES.join(',') }, sessions.asc)).body as RepairDocumentsResponse;
    const types = new Set(docs.searchResponse.results.map((r) => r.contentType));
    if (REPAIR_DOCUMENT_TYPES.every((t) => types.has(t))) {
      product = m.name;
      const manual = docs.searchResponse.results.find((r) => r.contentType === 'service-manual');
      serviceManualFile = manual!.associatedFiles[0].url.slice(API_BASE.length);
      serviceManualTitle = manual!.title;
      break;
    }
  }
  if (!product) throw new Error('no television with every repair document type');
  // Generating the catalogue takes a while when other suites run alongside.
}, 120_000);
afterAll(async () => {
  expect(demo.failures).toEqual([]);
  await demo.close();
});

/** Every restricted call, by name. */
const calls = (): Record<string, [path: string, query?: Record<string, string>]> => ({
  modelDetails: [`/products/${product}/model-details`],
  whatsNew: ['/search/whats-new', { type: REPAIR_DOCUMENT_TYPES.join(','), 'additional-fields': 'contentType,models' }],
  newsForAsc: ['/faqs/group/search', { type: 'news-for-asc-article' }],
  externalContent: ['/en_GB/externalLinkContent'],
  serviceManualFile: [serviceManualFile],
  ...Object.fromEntries(REPAIR_DOCUMENT_TYPES.map((type) => [type, [`/repair-documents/search/${product}`, { type }]])),
});

describe('without a session: 301 with the login URL, whatever the UI cookies say', () => {
  it.each([
    ['no cookies', undefined],
    ['the forged UI cookies', FORGED],
    ['a forged session cookie', `${FORGED}; ${SESSION_COOKIE}=eyJ2IjoxfQ.AAAA`],
  ])('%s', async (_label, cookie) => {
    for (const [name, [path, query]] of Object.entries(calls())) {
      const res = await get(path, query, cookie);
      expect({ name, status: res.status }).toEqual({ name, status: 301 });
      expect(res.headers[LOGIN_URL_HEADER]).toMatch(/^\/electronics\/support\/asc\/login(\?returnTo=.*)?$/);
      // A browser that opens the API address itself must be able to follow the 301 to the login page.
      expect(res.headers.location).toBe(res.headers[LOGIN_URL_HEADER]);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(JSON.stringify(res.body)).not.toContain(serviceManualTitle);
    }
  });

  it('points the login URL back at the calling page of this site, never at another site', async () => {
    const res = await request(demo.app)
      .get(`${API_BASE}/products/${product}/model-details`)
      .set('Host', 'support.example')
      .set('Referer', `http://support.example/de/electronics/support/televisions/${product}/model-details`)
      .set('Cookie', FORGED)
      .expect(301);
    const page = `/de/electronics/support/televisions/${product}/model-details`;
    expect(res.headers[LOGIN_URL_HEADER]).toBe(`/electronics/support/asc/login?returnTo=${encodeURIComponent(page)}`);
    const foreign = await request(demo.app)
      .get(`${API_BASE}/en_GB/externalLinkContent`)
      .set('Host', 'support.example')
      .set('Referer', 'https://evil.example/electronics/support/tv')
      .expect(301);
    expect(foreign.headers[LOGIN_URL_HEADER]).toBe('/electronics/support/asc/login');
  });

  it('refuses a session id that is altered, made up, expired or of a deleted account', async () => {
    const id = sessions.agent.split('=')[1];
    const altered = `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`;
    const now = Date.now();
    const expired = newSessionId();
    await demo.service.access.sessions.createSession(hashSessionId(expired), {
      accountId: 'asc-0001',
      createdAt: new Date(now - 9 * 3600_000),
      lastSeenAt: new Date(now - 1000),
      expiresAt: new Date(now - 1000),
    });
    const orphan = newSessionId();
    await demo.service.access.sessions.createSession(hashSessionId(orphan), { accountId: 'no-such-account', createdAt: new Date(now), lastSeenAt: new Date(now), expiresAt: new Date(now + 3600_000) });
    for (const value of [altered, newSessionId(), expired, orphan, 'x'.repeat(5000)]) {
      const res = await get(`/repair-documents/search/${product}`, { type: 'service-manual' }, `${FORGED}; ${SESSION_COOKIE}=${value}`);
      expect(res.status).toBe(301);
    }
    // The session id itself is never stored, only its hash.
    expect(await demo.service.access.sessions.resolveSession(expired, new Date(), { idleTimeoutMs: 1e9, touchAfterMs: 1e9 })).toBeNull();
  });
});

type Expectation = Record<string, number>;

/** docs/behaviour.md §6 as the service enforces it: what each demo account may read. */
const GRANTS_TABLE: Record<Role, Expectation> = {
  asc: {
    modelDetails: 200, whatsNew: 200, newsForAsc: 200, externalContent: 200, serviceManualFile: 200,
    'service-manual': 200, 'technical-news': 200, 'repair-tools': 200, 'technical-memo': 200, 'training-information': 200, 'service-information': 200,
  },
  integrated: {
    modelDetails: 200, whatsNew: 200, newsForAsc: 200, externalContent: 200, serviceManualFile: 403,
    'service-manual': 403, 'technical-news': 200, 'repair-tools': 403, 'technical-memo': 403, 'training-information': 403, 'service-information': 403,
  },
  agent: {
    modelDetails: 200, whatsNew: 403, newsForAsc: 403, externalContent: 200, serviceManualFile: 403,
    'service-manual': 403, 'technical-news': 403, 'repair-tools': 403, 'technical-memo': 403, 'training-information': 403, 'service-information': 403,
  },
};

describe('with a session: each account reads what its grants allow (grants table)', () => {
  it.each(Object.keys(GRANTS_TABLE) as Role[])('%s', async (role) => {
    for (const [name, [path, query]] of Object.entries(calls())) {
      const res = await get(path, query, sessions[role]);
      expect({ name, status: res.status }).toEqual({ name, status: GRANTS_TABLE[role][name] });
      if (res.status === 403) expect((res.body as { error: { code: string } }).error.code).toBe('forbidden');
      if (res.status === 200 && !Buffer.isBuffer(res.body)) expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it("what's-new leaves out the types a session is not granted, newest first", async () => {
    const query = { type: REPAIR_DOCUMENT_TYPES.join(','), num: '100', 'additional-fields': 'contentType,models' };
    const full = (await get('/search/whats-new', query, sessions.asc)).body as WhatsNewResponse;
    const partner = (await get('/search/whats-new', query, sessions.integrated)).body as WhatsNewResponse;
    const typesOf = (r: WhatsNewResponse) => new Set(r.searchResponse.results.map((d) => d.contentType));
    expect([...typesOf(full)].sort()).toEqual([...REPAIR_DOCUMENT_TYPES].sort());
    expect([...typesOf(partner)]).toEqual(['technical-news']);
    const dates = full.searchResponse.results.map((d) => d.date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(full.searchResponse.results[0].models?.length).toBeGreaterThan(0);
    expect(full.searchResponse.count).toBeGreaterThan(partner.searchResponse.count);
  });

  it('model details hold a global group and the regional group of the locale', async () => {
    for (const [locale, region] of [['en_GB', 'GB'], ['de_DE', 'DE'], ['fr_FR', 'FR']] as const) {
      const body = (await get(`/products/${product}/model-details`, { locale }, sessions.agent)).body as ModelDetailsResponse;
      expect(body.region).toBe(region);
      expect(body.global.count).toBe(body.global.results.length);
      expect(body.global.count).toBeGreaterThan(0);
      expect(body.regional.results.every((d) => d.region === region)).toBe(true);
      expect(body.regional.results[0].attributes.map((a) => a.key)).toEqual(expect.arrayContaining(['salesModel', 'destination', 'serialFrom']));
    }
    const unknown = await get('/products/no-such-model/model-details', {}, sessions.agent);
    expect(unknown.status).toBe(404);
  });

  it('repair document lists page, filter by words and by language, and link to the document pages', async () => {
    const all = (await get(`/repair-documents/search/${product}`, { type: REPAIR_DOCUMENT_TYPES.join(','), num: '2' }, sessions.asc)).body as RepairDocumentsResponse;
    expect(all.searchResponse.results).toHaveLength(2);
    expect(all.searchResponse.count).toBeGreaterThan(2);
    const next = (await get(`/repair-documents/search/${product}`, { type: REPAIR_DOCUMENT_TYPES.join(','), num: '2', start: '2' }, sessions.asc)).body as RepairDocumentsResponse;
    expect(next.searchResponse.start).toBe(2);
    expect(next.searchResponse.results[0].id).not.toBe(all.searchResponse.results[0].id);
    const first = all.searchResponse.results[0];
    expect(first.url).toMatch(new RegExp(`^/electronics/support/televisions/${product}/repair-documents/`));
    const word = first.title.split(/\s+/).find((w) => w.length > 5)!;
    const found = (await get(`/repair-documents/search/${product}`, { type: first.contentType, query: word.toUpperCase() }, sessions.asc)).body as RepairDocumentsResponse;
    expect(found.searchResponse.results.map((r) => r.id)).toContain(first.id);
    const none = (await get(`/repair-documents/search/${product}`, { type: first.contentType, query: 'zzqx nothing' }, sessions.asc)).body as RepairDocumentsResponse;
    expect(none.searchResponse.count).toBe(0);
    const english = (await get(`/repair-documents/search/${product}`, { type: 'service-manual', languageSelectionFilter: 'en_GB', num: '100' }, sessions.asc)).body as RepairDocumentsResponse;
    expect(english.searchResponse.results.every((r) => r.language === 'en')).toBe(true);
    expect(english.languages.map((l) => l.code)).toContain('en');
    const german = (await get(`/repair-documents/search/${product}`, { type: 'service-manual', languageSelectionFilter: 'de' }, sessions.asc)).body as RepairDocumentsResponse;
    expect(german.searchResponse.results.every((r) => r.language === 'de')).toBe(true);
  });

  it('news for ASC lists notices in the visitor language, 100 by default, with portal-wide ones in every scope', async () => {
    const all = (await get('/faqs/group/search', { type: 'news-for-asc-article', locale: 'de_DE' }, sessions.integrated)).body as GroupSearchResponse<NewsForAscResult>;
    expect(all.searchResponse.results.length).toBe(all.searchResponse.count);
    expect(all.searchResponse.results.every((n) => n.language === 'de' && n.paragraphs.length > 0)).toBe(true);
    const scoped = (await get('/faqs/group/search', { type: 'news-for-asc-article', model: product }, sessions.asc)).body as GroupSearchResponse<NewsForAscResult>;
    const camera = (await get('/faqs/group/search', { type: 'news-for-asc-article', category: 'cameras' }, sessions.asc)).body as GroupSearchResponse<NewsForAscResult>;
    const titles = (r: GroupSearchResponse<NewsForAscResult>) => r.searchResponse.results.map((n) => n.title);
    expect(titles(scoped)).toContain('Warranty claims portal: planned maintenance on Saturday 8 June');
    expect(titles(camera)).toContain('Warranty claims portal: planned maintenance on Saturday 8 June');
    expect(titles(scoped)).toContain('Panel replacements: photos now required with every claim');
    expect(titles(camera)).not.toContain('Panel replacements: photos now required with every claim');
    const mixed = await get('/faqs/group/search', { type: 'news-for-asc-article,faq-article' }, sessions.asc);
    expect(mixed.status).toBe(400);
    // A public FAQ group needs no session.
    expect((await get('/faqs/group/search', { type: 'faq-article', model: product })).status).toBe(200);
  });

  it('external content is sanitised HTML in the visitor language', async () => {
    const body = (await get('/fr_FR/externalLinkContent', {}, sessions.agent)).body as ExternalContentResponse;
    expect(body.embeddedHtml).toContain('<h2>Outils des centres de service</h2>');
    expect(body.embeddedHtml).not.toMatch(/<script|on\w+=/i);
  });

  it('restricted content never shows up in public calls', async () => {
    // The answers echo the query, so only their results are compared.
    const resultsOf = (res: ApiResponse) => JSON.stringify((res.body as { searchResponse: { results: unknown[] } }).searchResponse.results);
    const search = await get('/search', { query: serviceManualTitle }, FORGED);
    expect(resultsOf(search)).not.toContain(serviceManualTitle);
    expect(resultsOf(search)).not.toMatch(/"contentType":"(service-manual|technical-news|news-for-asc-article|model-detail)"/);
    const faqs = await get('/faqs/search', { query: 'warranty claims portal maintenance' }, FORGED);
    expect(resultsOf(faqs)).not.toContain('planned maintenance on Saturday 8 June');
  });
});

describe('bad input gets a clear 4xx', () => {
  it.each([
    ['/search/whats-new', { type: 'service-manual,brochure' }, 'type'],
    ['/search/whats-new', { source: 'elsewhere' }, 'source'],
    ['/search/whats-new', { num: '1000' }, 'num'],
    ['/search/whats-new', { 'additional-fields': 'password' }, 'additional-fields'],
    ['/faqs/group/search', { type: 'news-for-asc-article', model: 'nope' }, 'model'],
    ['/faqs/group/search', { type: 'everything' }, 'type'],
  ])('%s %j names %s', async (path, query, parameter) => {
    const res = await get(path, query, sessions.asc);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((res.body as { error: { parameter?: string } }).error.parameter).toBe(parameter);
  });

  it('repair lists need a known model and at least one type', async () => {
    expect((await get(`/repair-documents/search/${product}`, {}, sessions.asc)).status).toBe(400);
    expect((await get(`/repair-documents/search/${product}`, { type: ',' }, sessions.asc)).status).toBe(400);
    expect((await get('/repair-documents/search/no-such-model', { type: 'technical-news' }, sessions.asc)).status).toBe(404);
    expect((await get(`/repair-documents/search/${product}`, { type: 'technical-news', languageSelectionFilter: '../x' }, sessions.asc)).status).toBe(400);
  });
});

describe('sign-in (POST /asc/auth)', () => {
  const setCookies = (res: request.Response): string[] => (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];

  it('leads to the account’s own start page when no page to return to is named', async () => {
    const start = async (account: keyof typeof ACCOUNTS) =>
      ((await request(demo.app).post(`${API_BASE}/asc/auth`).send({ ...ACCOUNTS[account], locale: 'fr_FR' }).expect(200)).body as { redirect: string }).redirect;
    // A service centre to its repair documents; an agent, who has none, to the search insights.
    expect(await start('asc')).toBe('/fr/electronics/support/repair-documents');
    expect(await start('agent')).toBe('/fr/electronics/support/agent/search-insights');
  });

  it('issues an HttpOnly session and UI cookies that follow the grants', async () => {
    const res = await request(demo.app)
      .post(`${API_BASE}/asc/auth`)
      .set('X-Forwarded-Proto', 'https')
      .send({ ...ACCOUNTS.integrated, returnTo: '/de/electronics/support/televisions' })
      .expect(200);
    expect(res.body.redirect).toBe('/de/electronics/support/televisions');
    const cookies = setCookies(res);
    const session = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(cookies).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^portal=integrated; /),
        expect.stringMatching(/^showServiceManuals=false; /),
        expect.stringMatching(/^showOtherRepairDocs=true; /),
        expect.stringMatching(/^agentAnalytics=; .*Max-Age=0/),
      ]),
    );
    expect(cookies.filter((c) => !c.startsWith(SESSION_COOKIE)).every((c) => !c.includes('HttpOnly'))).toBe(true);
  });

  it('an agent gets the agent cookie and no portal cookie', async () => {
    const res = await request(demo.app).post(`${API_BASE}/asc/auth`).send(ACCOUNTS.agent).expect(200);
    const cookies = setCookies(res);
    expect(cookies.find((c) => c.startsWith('agentAnalytics='))).toContain(encodeURIComponent('companyName=Aurora Customer Care'));
    expect(cookies.find((c) => c.startsWith('portal='))).toMatch(/Max-Age=0/);
  });

  it.each([
    ['a wrong password', { username: 'asc.demo', password: 'ServiceCentre#2025' }],
    ['an unknown user', { username: 'nobody', password: 'ServiceCentre#2024' }],
    ['the right password of another account', { username: 'asc.demo', password: 'CareAgent#2024' }],
  ])('fails with a clear message and no cookie for %s', async (_label, body) => {
    const res = await request(demo.app).post(`${API_BASE}/asc/auth`).send(body).expect(401);
    expect(res.body.error).toEqual({ code: 'invalid_credentials', message: 'The user name or password is incorrect' });
    expect(setCookies(res)).toEqual([]);
  });

  it.each(['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'https://evil.example/electronics/support', 'http://127.0.0.1/electronics/support'])(
    'refuses the open redirect %j and sets no cookie',
    async (returnTo) => {
      const res = await request(demo.app).post(`${API_BASE}/asc/auth`).send({ ...ACCOUNTS.asc, returnTo }).expect(400);
      expect(res.body.error.parameter).toBe('returnTo');
      expect(setCookies(res)).toEqual([]);
    },
  );

  it('refuses a sign-in posted from another site', async () => {
    const res = await request(demo.app).post(`${API_BASE}/asc/auth`).set('Origin', 'https://evil.example').send(ACCOUNTS.asc).expect(403);
    expect(res.body.error.code).toBe('cross_site_request');
    expect(setCookies(res)).toEqual([]);
  });

  it('tells the page who is signed in and where to sign in or out (GET with path)', async () => {
    const anonymous = (await get('/asc/auth', { path: '/electronics/support/televisions' })).body as AscAuthStatus;
    expect(anonymous).toEqual({
      signedIn: false,
      loginUrl: '/electronics/support/asc/login?returnTo=%2Felectronics%2Fsupport%2Ftelevisions',
      logoutUrl: '/electronics/support/asc/logout',
    });
    const signedIn = (await get('/asc/auth', { path: '/electronics/support' }, sessions.integrated)).body as AscAuthStatus;
    expect(signedIn.user).toMatchObject({ username: 'integrated.demo', role: 'integrated', grants: ['otherRepairDocs'] });
    expect((await get('/asc/auth', { path: '//evil.example' })).status).toBe(400);
  });

  it('signs out by deleting the session and expiring the UI cookies: a kept cookie no longer opens a service manual', async () => {
    const kept = await signIn('asc');
    expect((await get(serviceManualFile, {}, kept)).status).toBe(200);
    const res = await request(demo.app).post(`${API_BASE}/asc/auth/logout`).set('Cookie', kept).expect(200);
    const cookies = setCookies(res);
    for (const name of [SESSION_COOKIE, 'portal', 'showServiceManuals', 'showOtherRepairDocs', 'agentAnalytics']) {
      expect(cookies.find((c) => c.startsWith(`${name}=;`))).toMatch(/Max-Age=0/);
    }
    const after = await get(serviceManualFile, {}, kept);
    expect(after.status).toBe(301);
    expect(Buffer.isBuffer(after.body)).toBe(false);
    // Other sessions of the same account are not touched by this sign-out.
    expect((await get(serviceManualFile, {}, sessions.asc)).status).toBe(200);
  });
});

describe('grant changes', () => {
  it('apply to a live session at the next request, and changeGrants ends the account\'s sessions', async () => {
    const { accounts } = demo.service.access;
    const before = await signIn('integrated');
    const other = await signIn('integrated');
    expect((await get(serviceManualFile, {}, before)).status).toBe(403);
    // The session row names only the account: grants are read when the session is resolved.
    await accounts.updateGrants('int-0001', ['otherRepairDocs', 'serviceManuals']);
    expect((await get(serviceManualFile, {}, before)).status).toBe(200);
    // The usual path also ends every session of the account (its UI cookies no longer match).
    expect(await changeGrants(demo.service.access, 'int-0001', ['otherRepairDocs'])).toBe(true);
    for (const cookie of [before, other]) expect((await get(serviceManualFile, {}, cookie)).status).toBe(301);
    const again = await signIn('integrated');
    expect((await get(serviceManualFile, {}, again)).status).toBe(403);
    expect(await changeGrants(demo.service.access, 'no-such-account', [])).toBe(false);
  });
});
