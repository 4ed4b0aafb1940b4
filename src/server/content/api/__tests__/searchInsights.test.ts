import request from 'supertest';
import { API_BASE, LOGIN_URL_HEADER } from '../../../../shared/api/transport';
import type { PageViewLog } from '../../../../shared/api/calls/analytics';
import type { SearchInsightsResponse } from '../../../../shared/content/searchInsightsTypes';
import { openDemoService, type DemoService } from '../../__tests__/support/demoService';
import { signInCookie } from '../../__tests__/support/signIn';

let demo: DemoService;
let agent: string;
let asc: string;

const INSIGHTS = `${API_BASE}/search/insights`;

const searchView = (locale: string, query: string, resultCount: number): PageViewLog => ({
  locale,
  token: '',
  tokenKind: 'guest',
  pageName: 'support:homeResults',
  pageType: 'homeResults',
  url: `/electronics/support/results?query=${encodeURIComponent(query)}`,
  searchTerm: query,
  resultCount,
});

const openView = (locale: string, fromQuery: string, path: string): PageViewLog => ({
  locale,
  token: '',
  tokenKind: 'guest',
  pageName: 'support:articleDetails',
  pageType: 'articleDetails',
  url: path,
  referrer: `/electronics/support/results?query=${encodeURIComponent(fromQuery)}`,
});

const log = (entry: PageViewLog, key?: string) => {
  const req = request(demo.app).post(`${API_BASE}/page-views?locale=${entry.locale}`);
  return (key ? req.set('Idempotency-Key', key) : req).send(entry).expect((res) => expect([200, 201]).toContain(res.status));
};

beforeAll(async () => {
  demo = openDemoService();
  agent = await signInCookie(demo.service, 'agent');
  asc = await signInCookie(demo.service, 'asc');
  // What visitors did, through the site's own page-view log: the same question typed three ways,
  // one opened result, a question that found nothing, one whose results nobody opened.
  await log(searchView('en_GB', 'How do I reset my headphones', 4));
  await log(searchView('en_GB', '  how do i  RESET my headphones', 4));
  await log(searchView('en_GB', 'how do i reset my headphones ', 4), 'same-view');
  await log(searchView('en_GB', 'how do i reset my headphones ', 4), 'same-view');
  await log(openView('en_GB', 'How do I reset my headphones', '/electronics/support/articles/faq-reset-headphones'));
  await log(searchView('de_DE', 'Fernseher Hotelmodus', 0));
  await log(searchView('de_DE', 'fernseher hotelmodus', 0));
  await log(searchView('fr_FR', 'télécommande universelle', 17));
  // Pages that are no search: a product page, a results page without a term.
  await log({ ...openView('en_GB', '', '/electronics/support/televisions'), referrer: '/electronics/support' });
}, 120_000);

afterAll(async () => {
  expect(demo.failures).toEqual([]);
  await demo.close();
});

describe('GET /search/insights', () => {
  it('answers an anonymous caller with the login redirect', async () => {
    const res = await request(demo.app).get(`${INSIGHTS}?locale=de_DE`).redirects(0);
    expect(res.status).toBe(301);
    expect(res.headers[LOGIN_URL_HEADER]).toMatch(/login/);
    expect(res.headers[LOGIN_URL_HEADER]).toContain('/de/');
    expect(res.headers.location).toBe(res.headers[LOGIN_URL_HEADER]);
    expect(JSON.stringify(res.body)).not.toContain('hotelmodus');
  });

  it('is not unlocked by the agent analytics cookie or a forged session cookie: still the login redirect', async () => {
    const forged = 'agentAnalytics=team%3DCare%26accessLevel%3Dagent%26username%3Dagent.demo; accessLevel=agent; asc_session=eyJ1c2VyIjoiYWdlbnQifQ.Zm9yZ2Vk';
    const res = await request(demo.app).get(INSIGHTS).set('Cookie', forged).redirects(0);
    expect(res.status).toBe(301);
    expect(JSON.stringify(res.body)).not.toContain('hotelmodus');
  });

  it('refuses a signed-in service centre: the figures are for customer-care agents', async () => {
    const res = await request(demo.app).get(INSIGHTS).set('Cookie', asc);
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain('hotelmodus');
  });

  it('gives an agent the logged searches grouped by their normalised text, with opens and zero results', async () => {
    const res = await request(demo.app).get(INSIGHTS).set('Cookie', agent);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.body as SearchInsightsResponse;
    expect(body.topQueries.map((r) => [r.locale, r.query, r.last7.searches, r.last30.searches])).toEqual([
      ['en_GB', 'how do i reset my headphones', 3, 3],
      ['de_DE', 'fernseher hotelmodus', 2, 2],
      ['fr_FR', 'télécommande universelle', 1, 1],
    ]);
    expect(body.topQueries[0]).toMatchObject({
      last30: { searches: 3, zeroResultSearches: 0, opens: 1 },
      opened: [{ path: '/electronics/support/articles/faq-reset-headphones', opens: 1 }],
      helpfulness: null,
    });
    expect(body.zeroResultQueries.map((r) => [r.locale, r.query, r.last30.zeroResultSearches])).toEqual([['de_DE', 'fernseher hotelmodus', 2]]);
    expect(body.unopenedQueries.map((r) => r.query)).toEqual(['télécommande universelle']);
    expect(body.totals.last7).toEqual({ searches: 6, zeroResultSearches: 2, opens: 1 });
    expect(body.daily).toHaveLength(30);
    expect(body.daily.at(-1)).toMatchObject({ day: new Date().toISOString().slice(0, 10), searches: 6 });
  });

  it('limits to one locale and to the rows asked for', async () => {
    const german = (await request(demo.app).get(`${INSIGHTS}?searchLocale=de-DE&num=5`).set('Cookie', agent).expect(200)).body as SearchInsightsResponse;
    expect(german.searchLocale).toBe('de_DE');
    expect(german.topQueries.map((r) => r.query)).toEqual(['fernseher hotelmodus']);
    const one = (await request(demo.app).get(`${INSIGHTS}?num=1&searchLocale=all`).set('Cookie', agent).expect(200)).body as SearchInsightsResponse;
    expect(one.searchLocale).toBeNull();
    expect(one.topQueries).toHaveLength(1);
  });

  it.each([
    [{ num: '0' }, 'num'],
    [{ num: '101' }, 'num'],
    [{ num: 'many' }, 'num'],
    [{ searchLocale: 'xx_XX' }, 'searchLocale'],
    [{ locale: 'klingon' }, 'locale'],
  ])('answers bad input %j with a 400 naming %s', async (query, parameter) => {
    const res = await request(demo.app).get(INSIGHTS).query(query).set('Cookie', agent);
    expect(res.status).toBe(400);
    expect((res.body as { error: { parameter?: string } }).error.parameter).toBe(parameter);
  });

  // Runs last: it logs more searches than the tests above expect.
  it('joins "Did this help?": a query shows the answers given on the results opened from it (ADR 028)', async () => {
    await log(searchView('en_GB', 'update tv firmware', 12));
    await log(openView('en_GB', 'update tv firmware', '/electronics/support/articles/00100002'));
    const answer = (viewKey: string, helpful: boolean) =>
      request(demo.app)
        .post(`${API_BASE}/feedback?locale=en_GB`)
        .send({ contentKind: 'article', contentId: '00100002', answer: helpful ? 'yes' : 'no', ...(helpful ? {} : { reason: 'out-of-date' }), viewKey })
        .expect(201);
    await answer('insights-view-1', true);
    await answer('insights-view-2', true);
    await answer('insights-view-3', false);
    const body = (await request(demo.app).get(INSIGHTS).set('Cookie', agent).expect(200)).body as SearchInsightsResponse;
    const row = body.topQueries.find((r) => r.query === 'update tv firmware');
    expect(row).toMatchObject({ opened: [{ path: '/electronics/support/articles/00100002', opens: 1 }], helpfulness: { helpful: 2, notHelpful: 1 } });
    // A query whose opened result nobody rated stays without figures.
    expect(body.topQueries.find((r) => r.query === 'how do i reset my headphones')?.helpfulness).toBeNull();
  });
});
