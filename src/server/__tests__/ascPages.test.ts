import pino from 'pino';
import request from 'supertest';
import type { Express } from 'express';
import type { ModelDetailsResponse, RepairDocumentsResponse } from '../../shared/content/ascTypes';
import { REPAIR_DOCUMENT_TYPES } from '../../shared/content/types';
import { loadConfig } from '../config';
import { createApp } from '../createApp';
import { preloadedState, startTestApp } from './testApp';

/*
 * The portal pages rendered on the server for every kind of visitor: nobody, someone with forged UI
 * cookies, and the three demo accounts. Restricted content must appear exactly where the session's
 * grants allow it, in the HTML and in the preloaded state alike.
 */

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
let phase2App: Express;

const ACCOUNTS = {
  asc: { username: 'asc.demo', password: 'ServiceCentre#2024' },
  integrated: { username: 'integrated.demo', password: 'PartnerPortal#2024' },
  agent: { username: 'agent.demo', password: 'CareAgent#2024' },
} as const;
type Account = keyof typeof ACCOUNTS;
type Visitor = 'anonymous' | 'forged' | Account;

const FORGED = 'portal=asc; showServiceManuals=true; showOtherRepairDocs=true; agentAnalytics=team%3DCare%26username%3Dx';
const cookies = {} as Record<Visitor, string>;

const base = '/electronics/support';
let productPath: string; // /electronics/support/televisions/at-...
/** Restricted texts of that product, as the ASC account reads them from the API. */
const secret = {
  serviceManual: '',
  technicalNews: '',
  trainingInformation: '',
  regionalModel: '',
  news: 'Panel replacements: photos now required with every claim',
};

async function signIn(account: Account): Promise<string> {
  const res = await request(t.app).post('/api/content/support/asc/auth').send(ACCOUNTS[account]).expect(200);
  // What the browser sends back: every cookie that was set with a value.
  return (res.headers['set-cookie'] as unknown as string[])
    .map((c) => c.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

beforeAll(async () => {
  t = await startTestApp();
  const config = { ...loadConfig({ NODE_ENV: 'test' }), publicDir: '/nonexistent' };
  phase2App = createApp({ ...config, site: { ...config.site, ascPhase2: true } }, { content: t.content, logger: pino({ level: 'silent' }) }).app;
  cookies.anonymous = '';
  cookies.forged = FORGED;
  for (const account of Object.keys(ACCOUNTS) as Account[]) cookies[account] = await signIn(account);

  const api = (path: string) => request(t.app).get(`/api/content/support${path}`).set('Cookie', cookies.asc);
  const models = (await api('/en_GB/categories/televisions/models?num=60')).body as { results: Array<{ name: string }> };
  for (const m of models.results) {
    const docs = (await api(`/repair-documents/search/${m.name}?type=${REPAIR_DOCUMENT_TYPES.join(',')}`)).body as RepairDocumentsResponse;
    const byType = (type: string) => docs.searchResponse.results.find((d) => d.contentType === type)?.title ?? '';
    if (REPAIR_DOCUMENT_TYPES.every((type) => byType(type))) {
      productPath = `${base}/televisions/${m.name}`;
      secret.serviceManual = byType('service-manual');
      secret.technicalNews = byType('technical-news');
      secret.trainingInformation = byType('training-information');
      const details = (await api(`/products/${m.name}/model-details`)).body as ModelDetailsResponse;
      secret.regionalModel = details.regional.results[0].modelName;
      break;
    }
  }
  if (!productPath) throw new Error('no television with every repair document type');
  // Generating the catalogue takes a while when other suites run alongside.
}, 120_000);
afterAll(() => t.close());

interface Rendered {
  html: string;
  state: string;
  has(text: string): boolean;
}

async function render(path: string, visitor: Visitor, app: Express = t.app): Promise<Rendered> {
  const req = request(app).get(path);
  if (cookies[visitor]) req.set('Cookie', cookies[visitor]);
  const res = await req;
  expect({ path, visitor, status: res.status }).toEqual({ path, visitor, status: 200 });
  const state = JSON.stringify(preloadedState(res.text));
  // JSON escapes nothing in these titles, and React escapes nothing in them either: one check for both.
  return { html: res.text, state, has: (text) => res.text.includes(text) || state.includes(text) };
}

const RESTRICTED = () => Object.values(secret);
const signInPrompt = (page: Rendered) => /<section class="module asc-sign-in"/.test(page.html) && page.html.includes(`href="${base}/asc/login?returnTo=`);

describe('visitors without a session never see restricted content', () => {
  it.each(['anonymous', 'forged'] as const)('%s: product repair, model details, home and category repair pages', async (visitor) => {
    for (const path of [
      `${productPath}/repair-documents`,
      `${productPath}/model-details`,
      // The query is echoed by the page, so it must not be one of the secrets.
      `${productPath}/model-details/results?query=graphite`,
      `${productPath}/repair-documents/results?query=panel`,
      productPath,
      `${base}/repair-documents`,
      `${base}/televisions/repair-documents`,
    ]) {
      const page = await render(path, visitor);
      for (const text of RESTRICTED()) expect({ path, visitor, leaked: page.has(text) ? text : null }).toEqual({ path, visitor, leaked: null });
    }
  });

  it('marks repair documents written in English on a German page, in the list and on the document', async () => {
    const list = await render(`/de${productPath}/repair-documents`, 'asc');
    expect(list.html).toContain('Auf Englisch');
    const link = new RegExp(`<a lang="en" href="(/de${productPath}/repair-documents/[^"]+)"`).exec(list.html);
    expect(link).not.toBeNull();
    const details = await render(link![1], 'asc');
    expect(details.html).toMatch(/<h[12] id="repair-title" lang="en">/);
    expect(details.html).toContain('Auf Englisch');
    // In English the same document carries no tag.
    expect((await render(`${productPath}/repair-documents`, 'asc')).html).not.toContain('language-tag');
  });

  it('a signed-in page is never kept by the browser, so Back after signing out cannot show it again', async () => {
    const signedIn = await request(t.app).get(`${productPath}/repair-documents`).set('Cookie', cookies.asc).expect(200);
    expect(signedIn.text).toContain(secret.serviceManual);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    // A visitor's own page without a session (a preference cookie) may still be revalidated from the browser's cache.
    const preference = await request(t.app).get(`${productPath}/repair-documents`).set('Cookie', FORGED).expect(200);
    expect(preference.headers['cache-control']).toBe('private, no-cache');
  });

  it('the repair and model-details tabs offer a sign-in that returns to them', async () => {
    for (const visitor of ['anonymous', 'forged'] as const) {
      const repair = await render(`${productPath}/repair-documents`, visitor);
      expect(signInPrompt(repair)).toBe(true);
      expect(repair.html).toContain(`href="${base}/asc/login?returnTo=${encodeURIComponent(`${productPath}/repair-documents`)}"`);
      expect(signInPrompt(await render(`${productPath}/model-details`, visitor))).toBe(true);
      expect(signInPrompt(await render(`${base}/repair-documents`, visitor))).toBe(true);
    }
  });

  it('a browser that opens a repair list’s API address is redirected on to the sign-in page', async () => {
    // What the browser does when its script cannot read a redirect: open the API address and follow the 301.
    const product = productPath.split('/').pop()!;
    const api = await request(t.app)
      .get(`/api/content/support/repair-documents/search/${product}?type=service-manual&locale=en_GB`)
      .set('Cookie', FORGED)
      .set('Referer', `http://127.0.0.1${productPath}/repair-documents`)
      .set('Host', '127.0.0.1')
      .expect(301);
    expect(api.headers.location).toBe(`${base}/asc/login?returnTo=${encodeURIComponent(`${productPath}/repair-documents`)}`);
    const login = await request(t.app).get(api.headers.location as string).set('Cookie', FORGED).expect(200);
    expect(login.headers['content-type']).toMatch(/^text\/html/);
    expect(login.text).toMatch(/<input[^>]+type="password"/);
  });

  it('forged cookies make the page try, the service refuse, and the modules drop out (no 500)', async () => {
    const page = await render(`${productPath}/repair-documents`, 'forged');
    const state = JSON.parse(page.state) as Record<string, { hasError?: boolean; results?: unknown[] }> & { page: { moduleData: Record<string, unknown> } };
    expect(state.page.moduleData.ascLoginRequired).toMatch(/^\/electronics\/support\/asc\/login/);
    expect(state.serviceManual.hasError).toBe(true);
    expect(state.serviceManual.results).toEqual([]);
    expect(state.technicalNews.hasError).toBe(true);
  });
});

describe('each demo account sees what its grants allow', () => {
  it('ASC: every repair list, news for ASC, model details and the account bar', async () => {
    const repair = await render(`${productPath}/repair-documents`, 'asc');
    expect(repair.has(secret.serviceManual)).toBe(true);
    expect(repair.has(secret.technicalNews)).toBe(true);
    // Before ASC phase 2 the four other types come in one combined list.
    expect(repair.html).toContain('Repair-related documents');
    expect(repair.has(secret.trainingInformation)).toBe(true);
    expect(repair.has(secret.news)).toBe(true);
    expect(repair.html).toContain('Signed in as Northside Repairs Ltd');
    expect(signInPrompt(repair)).toBe(false);
    const details = await render(`${productPath}/model-details`, 'asc');
    expect(details.has(secret.regionalModel)).toBe(true);
    expect(details.html).toContain('Models for the United Kingdom and Ireland');
  });

  it('ASC with the phase 2 toggle: the four split lists replace the combined one', async () => {
    const repair = await render(`${productPath}/repair-documents`, 'asc', phase2App);
    for (const heading of ['Repair tools', 'Technical memos', 'Training information', 'Service information']) {
      expect(repair.html).toMatch(new RegExp(`<h2 id="[a-zA-Z]+-title">${heading}(<!-- -->)? <span`));
    }
    expect(repair.html).not.toContain('Repair-related documents');
    expect(repair.has(secret.trainingInformation)).toBe(true);
  });

  it('integrated portal: technical news and news, but no service manuals or phase 2 documents', async () => {
    const repair = await render(`${productPath}/repair-documents`, 'integrated');
    expect(repair.has(secret.technicalNews)).toBe(true);
    expect(repair.has(secret.news)).toBe(true);
    expect(repair.has(secret.serviceManual)).toBe(false);
    expect(repair.has(secret.trainingInformation)).toBe(false);
    const details = await render(`${productPath}/model-details`, 'integrated');
    expect(details.has(secret.regionalModel)).toBe(true);
  });

  it('agent: model details only', async () => {
    const details = await render(`${productPath}/model-details`, 'agent');
    expect(details.has(secret.regionalModel)).toBe(true);
    const repair = await render(`${productPath}/repair-documents`, 'agent');
    for (const text of [secret.serviceManual, secret.technicalNews, secret.trainingInformation, secret.news]) expect(repair.has(text)).toBe(false);
    expect(repair.html).toContain('Signed in as Jordan Ellis, Aurora Customer Care');
  });

  it("home repair page: what's-new, news and the portal's quick links for portal accounts", async () => {
    const asc = await render(`${base}/repair-documents`, 'asc');
    expect(asc.html).toContain('<h2 id="whats-new-title">What’s new</h2>');
    expect(asc.html).toMatch(/class="repair-doc__type repair-doc__type--service-manual"/);
    expect(asc.has('Warranty claims portal: planned maintenance on Saturday 8 June')).toBe(true);
    expect(asc.html).toContain('<h2>Service centre tools</h2>');
    const integrated = await render(`${base}/repair-documents`, 'integrated');
    expect(integrated.html).toContain('<h2 id="whats-new-title">What’s new</h2>');
    expect(integrated.html).not.toMatch(/repair-doc__type--(service-manual|repair-tools|technical-memo|training-information|service-information)/);
    const agent = await render(`${base}/repair-documents`, 'agent');
    expect(agent.html).not.toContain('whats-new-title');
    expect(agent.html).not.toContain('Warranty claims portal');
  });

  it('category repair page lists the category’s documents; German pages are German', async () => {
    const page = await render(`/de${base}/televisions/repair-documents`, 'asc');
    expect(page.html).toContain('Servicehandbücher');
    expect(page.html).toContain('Nachrichten für Servicecenter');
    expect(page.has('Panel-Tausch: Fotos ab sofort bei jedem Antrag erforderlich')).toBe(true);
  });

  it('product overview shows portal summaries to portal users only', async () => {
    const asc = await render(productPath, 'asc');
    expect(asc.html).toContain('<h2 id="model-details-title">Model details</h2>');
    expect(asc.has(secret.serviceManual)).toBe(true);
    expect(asc.html).toContain(`href="${productPath}/repair-documents"`);
    const anonymous = await render(productPath, 'anonymous');
    expect(anonymous.html).not.toContain('model-details-title');
    expect(anonymous.html).not.toContain(`href="${productPath}/repair-documents"`);
  });

  it('repair results narrow every list to the query', async () => {
    const page = await render(`${productPath}/repair-documents/results?query=${encodeURIComponent(secret.technicalNews)}`, 'asc');
    expect(page.has(secret.technicalNews)).toBe(true);
    expect(page.has(secret.serviceManual)).toBe(false);
    expect(page.html).toContain('No documents match');
  });

  it('model-details results narrow the variants to the typed model code, separator-insensitive', async () => {
    const typed = secret.regionalModel.toLowerCase().replace(/(\d)/, ' $1');
    const page = await render(`${productPath}/model-details/results?query=${encodeURIComponent(typed)}`, 'asc');
    expect(page.has(secret.regionalModel)).toBe(true);
    expect(page.html).not.toContain('model-details-global');
  });
});

describe('context parameter path (docs/behaviour.md §3)', () => {
  it('names the page a sign-in returns to, when it is a page of this site', async () => {
    const target = `${base}/televisions`;
    const page = await render(`${productPath}/repair-documents?path=${encodeURIComponent(target)}`, 'anonymous');
    const signIn = (html: string) => new URL(/<section class="module asc-sign-in"[\s\S]*?<a class="button" href="([^"]+)"/.exec(html)?.[1] ?? '', 'http://x').searchParams.get('returnTo');
    expect(signIn(page.html)).toBe(target);
    // Anything else (another site, a protocol-relative address) is ignored: the sign-in returns here.
    const tampered = await render(`${productPath}/repair-documents?path=${encodeURIComponent('//evil.example/x')}`, 'anonymous');
    expect(signIn(tampered.html)).toBe(`${productPath}/repair-documents?path=${encodeURIComponent('//evil.example/x')}`);
  });

  it('a confirmed session shows the account, and the isAscPortal flag says so', async () => {
    const page = await render(`${productPath}/repair-documents`, 'asc');
    expect(page.html).toContain('class="asc-account"');
    expect(JSON.parse(page.state).isAscPortal).toBe(true);
    expect(JSON.parse((await render(`${productPath}/repair-documents`, 'forged')).state).isAscPortal).toBe(false);
  });
});

describe('search filter lists (docs/behaviour.md §2)', () => {
  const filters = async (visitor: Visitor) => {
    const page = await render(`${base}/results?query=remote`, visitor);
    return /<nav aria-label="Filter results" class="filter-list">([\s\S]*?)<\/nav>/.exec(page.html)?.[1] ?? '';
  };
  it('agents get model details, portal users repair documents, both together the combined list', async () => {
    expect(await filters('anonymous')).not.toMatch(/Repair documents|Model details/);
    expect(await filters('agent')).toMatch(/Model details/);
    expect(await filters('agent')).not.toMatch(/Repair documents/);
    expect(await filters('asc')).toMatch(/Repair documents/);
    cookies.forged = `${cookies.asc}; agentAnalytics=team%3DCare`;
    const combined = await filters('forged');
    cookies.forged = FORGED;
    expect(combined).toMatch(/Repair documents/);
    expect(combined).toMatch(/Model details/);
  });
});
