import request from 'supertest';
import type { PageViewLog } from '../../shared/api/calls/analytics';
import type { SearchInsightsResponse } from '../../shared/content/searchInsightsTypes';
import { preloadedState, startTestApp } from './testApp';

/*
 * The agents' search insights page rendered on the server (docs/decisions/027-search-insights.md):
 * an anonymous visitor gets the heading and the sign-in prompt and no figures, a service centre is
 * told the page is not for its account, an agent gets the totals, the chart and the lists built from
 * searches logged through the page-view call.
 */

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
const cookies = { agent: '', asc: '' };
const PAGE = '/electronics/support/agent/search-insights';

async function signIn(username: string, password: string): Promise<string> {
  const res = await request(t.app).post('/api/content/support/asc/auth').send({ username, password }).expect(200);
  return (res.headers['set-cookie'] as unknown as string[])
    .map((c) => c.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

async function logView(view: Omit<PageViewLog, 'token' | 'tokenKind' | 'pageName'>): Promise<void> {
  const res = await t.content.transport({ method: 'POST', path: '/page-views', query: { locale: view.locale }, body: { ...view, token: '', tokenKind: 'guest', pageName: 'support:test' } });
  expect(res.status).toBe(201);
}

beforeAll(async () => {
  t = await startTestApp();
  cookies.agent = await signIn('agent.demo', 'CareAgent#2024');
  cookies.asc = await signIn('asc.demo', 'ServiceCentre#2024');
  for (let i = 0; i < 3; i += 1) {
    await logView({ locale: 'de_DE', pageType: 'homeResults', url: '/de/electronics/support/results?query=hotelmodus+sperren', searchTerm: 'Hotelmodus sperren', resultCount: 0 });
  }
  await logView({ locale: 'en_GB', pageType: 'homeResults', url: '/electronics/support/results?query=soundbar+hdmi+arc', searchTerm: 'soundbar HDMI ARC', resultCount: 12 });
  await logView({
    locale: 'en_GB',
    pageType: 'articleDetails',
    url: '/electronics/support/articles/faq-arc',
    referrer: '/electronics/support/results?query=soundbar+hdmi+arc',
  });
}, 180_000);

afterAll(() => t.close());

describe('the search insights page', () => {
  it('shows an anonymous visitor the heading and the sign-in prompt, and no figures', async () => {
    const res = await request(t.app).get(PAGE).expect(200);
    expect(res.text).toContain('<h1>Search insights</h1>');
    expect(res.text).toContain('asc-sign-in');
    expect(res.text).toContain('Sign in as a customer-care agent');
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    expect(res.text).not.toContain('hotelmodus');
    expect(preloadedState(res.text).page.type).toBe('agentSearchInsights');
  });

  it('tells a signed-in service centre that the insights are for agents', async () => {
    const res = await request(t.app).get(PAGE).set('Cookie', cookies.asc).expect(200);
    expect(res.text).toContain('Search insights are for customer-care agents');
    expect(res.text).not.toContain('hotelmodus');
  });

  it('gives an agent the totals, the chart and the lists, each zero-result query linking to its search', async () => {
    const res = await request(t.app).get(PAGE).set('Cookie', cookies.agent).expect(200);
    const html = res.text;
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="insights-chart-title insights-chart-desc"/);
    expect(html).toContain('<title id="insights-chart-title">Searches per day, last 30 days</title>');
    // The content gap list: the German query links to the German results page.
    expect(html).toMatch(/<th scope="row" lang="de-DE" class="insights-table__query"><a href="\/de\/electronics\/support\/results\?query=hotelmodus%20sperren"[^>]*>hotelmodus sperren/);
    // Top queries name the result opened most.
    expect(html).toContain('href="/electronics/support/articles/faq-arc"');
    const state = preloadedState(html) as unknown as { searchInsights: { data: SearchInsightsResponse } };
    expect(state.searchInsights.data.zeroResultQueries.map((r) => [r.locale, r.query, r.last7.zeroResultSearches])).toEqual([['de_DE', 'hotelmodus sperren', 3]]);
    expect(state.searchInsights.data.topQueries[1]).toMatchObject({ query: 'soundbar hdmi arc', last30: { searches: 1, opens: 1 } });
    expect(state.searchInsights.data.totals.last7).toEqual({ searches: 4, zeroResultSearches: 3, opens: 1 });
  });

  it('filters by language and speaks the page language', async () => {
    const res = await request(t.app).get('/de/electronics/support/agent/search-insights?searchLocale=en_GB').set('Cookie', cookies.agent).expect(200);
    expect(res.text).toContain('<h1>Sucheinblicke</h1>');
    expect(res.text).toMatch(/<option value="en_GB" selected="">Englisch \(UK\)<\/option>/);
    const state = preloadedState(res.text) as unknown as { searchInsights: { data: SearchInsightsResponse } };
    expect(state.searchInsights.data.searchLocale).toBe('en_GB');
    expect(state.searchInsights.data.topQueries.map((r) => r.query)).toEqual(['soundbar hdmi arc']);
    expect(state.searchInsights.data.zeroResultQueries).toEqual([]);
  });

  it('is linked from the account bar of a signed-in agent, and of no one else', async () => {
    const link = 'class="asc-account__link" href="/electronics/support/agent/search-insights"';
    const agentPage = await request(t.app).get('/electronics/support/repair-documents').set('Cookie', cookies.agent).expect(200);
    expect(agentPage.text).toContain(link);
    const ascPage = await request(t.app).get('/electronics/support/repair-documents').set('Cookie', cookies.asc).expect(200);
    expect(ascPage.text).toContain('asc-account__who');
    expect(ascPage.text).not.toContain(link);
  });
});
