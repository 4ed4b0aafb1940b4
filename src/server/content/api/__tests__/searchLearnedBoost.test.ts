/**
 * The learned boost (docs/decisions/056-learned-boost-from-opened-results.md): results visitors open for a
 * query, logged through the site's own page-view call, rise in that query's ranking once there is enough
 * of it, and only then; on the real demo catalogue and write database.
 */
import request from 'supertest';
import { API_BASE } from '../../../../shared/api/transport';
import type { PageViewLog } from '../../../../shared/api/calls/analytics';
import { SEARCH_LEARNING } from '../../../../shared/constants';
import type { OrganicSearchResponse } from '../../../../shared/content/types';
import { openDemoService, type DemoService } from '../../__tests__/support/demoService';
import { ok } from '../../__tests__/support/bodies';

let demo: DemoService;

beforeAll(() => {
  demo = openDemoService();
});

afterAll(async () => {
  expect(demo.failures).toEqual([]);
  await demo.close();
});

const resultsUrl = (query: string) => `/electronics/support/results?query=${encodeURIComponent(query)}`;

const log = (entry: PageViewLog) =>
  request(demo.app)
    .post(`${API_BASE}/page-views?locale=${entry.locale}`)
    .send(entry)
    .expect((res) => expect([200, 201]).toContain(res.status));

/** Visitors searching `query` `searches` times and opening `path` from its results `opens` times. */
async function visitors(locale: string, query: string, searches: number, path: string, opens: number): Promise<void> {
  for (let i = 0; i < searches; i += 1) {
    await log({ locale, token: '', tokenKind: 'guest', pageName: 'support:homeResults', pageType: 'homeResults', url: resultsUrl(query), searchTerm: query, resultCount: 40 });
  }
  for (let i = 0; i < opens; i += 1) {
    await log({ locale, token: '', tokenKind: 'guest', pageName: 'support:articleDetails', pageType: 'articleDetails', url: path, referrer: resultsUrl(query) });
  }
}

const search = async (query: string, extra: Record<string, string> = {}, locale = 'en_GB') =>
  ok<OrganicSearchResponse>(await demo.get('/search', { locale, query, ...extra })).searchResponse.results.map((r) => r.url);

it('lifts the result visitors open for a query, once the query has been searched often enough', async () => {
  const before = await search('no sound', { num: '20' });
  expect(before).toHaveLength(20);
  const opened = before[6];
  // Below the threshold of searches, the opens change nothing.
  await visitors('en_GB', 'no sound', SEARCH_LEARNING.minSearches - 1, opened, 5);
  expect(await search('no sound', { num: '20' })).toEqual(before);
  // One more search, typed another way (the rollup's form is the same): the result rises ten places.
  await visitors('en_GB', '  No Sound', 1, opened, 0);
  const after = await search('no sound', { num: '20' });
  expect(after[0]).toBe(opened);
  // The others keep their order, and pages are slices of that one list: none repeats or skips a result.
  expect(after.slice(1)).toEqual(before.filter((url) => url !== opened).slice(0, 19));
  expect([...(await search('no sound', { num: '10' })), ...(await search('no sound', { start: '10', num: '10' }))]).toEqual(after);
});

it('learns per query and per locale, and lifts only what the search found', async () => {
  const before = await search('wifi');
  const german = await search('wlan', {}, 'de_DE');
  // Opens of a 'no sound' result and of a page 'wifi' does not find change nothing for 'wifi'; a German visitor's
  // opens nothing for English.
  await visitors('en_GB', 'wifi', SEARCH_LEARNING.minSearches, '/electronics/support/articles/not-a-result', 8);
  await visitors('de_DE', 'wifi', SEARCH_LEARNING.minSearches, before[5], 8);
  expect(await search('wifi')).toEqual(before);
  expect(await search('wlan', {}, 'de_DE')).toEqual(german);
});

it('lifts a result opened by a share of visitors by that share of ten places', async () => {
  const before = await search('bluetooth pairing');
  expect(before.length).toBeGreaterThanOrEqual(9);
  // 3 of 10 opens: three places up, from eighth to fifth.
  await visitors('en_GB', 'bluetooth pairing', SEARCH_LEARNING.minSearches, before[7], 3);
  await visitors('en_GB', 'bluetooth pairing', 0, before[0], 7);
  const after = await search('bluetooth pairing');
  expect(after.indexOf(before[7])).toBe(4);
  expect(after[0]).toBe(before[0]);
});
