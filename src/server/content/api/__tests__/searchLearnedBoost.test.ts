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

const DAY_MS = 24 * 60 * 60 * 1000;
/** Every fakeable API but Date: timers and ticks run as they do, the clock says what the test needs. */
const ONLY_DATE = ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] as const;

const searchOn = async (daysAhead: number, query: string, extra: Record<string, string>, locale: string) => {
  jest.useFakeTimers({ doNotFake: [...ONLY_DATE], now: Date.now() + daysAhead * DAY_MS });
  try {
    return ok<OrganicSearchResponse>(await demo.get('/search', { locale, query, ...extra })).searchResponse.results.map((r) => r.url);
  } finally {
    jest.useRealTimers();
  }
};

/** A search tomorrow: the boost learns from complete days, so what was logged today counts from then on. */
const search = (query: string, extra: Record<string, string> = {}, locale = 'en_GB') => searchOn(1, query, extra, locale);

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
  // Today's searches and opens do not count today: a visitor's next page is cut from the order of the first.
  expect(await searchOn(0, 'no sound', { num: '20' }, 'en_GB')).toEqual(before);
});

it('learns per locale, lifts only what the search found, and needs a result opened often enough', async () => {
  const before = await search('wifi');
  // A page 'wifi' does not find adds nothing; German visitors' opens of an English result move nothing for
  // English visitors; a result opened fewer than SEARCH_LEARNING.minOpens times is not lifted.
  await visitors('en_GB', 'wifi', SEARCH_LEARNING.minSearches, '/electronics/support/articles/not-a-result', 8);
  await visitors('de_DE', 'wifi', SEARCH_LEARNING.minSearches, before[5], 8);
  await visitors('en_GB', 'wifi', 0, before[6], SEARCH_LEARNING.minOpens - 1);
  expect(await search('wifi')).toEqual(before);
  // One open more, and it is.
  await visitors('en_GB', 'wifi', 0, before[6], 1);
  expect((await search('wifi')).indexOf(before[6])).toBeLessThan(6);
});

it('answers in the text\'s order when what visitors opened cannot be read', async () => {
  const before = await search('soundbar');
  await visitors('en_GB', 'soundbar', SEARCH_LEARNING.minSearches, before[4], 5);
  const failing = jest.spyOn(demo.service.writes, 'learnedOpens').mockRejectedValue(new Error('write store down'));
  try {
    expect(await search('soundbar')).toEqual(before);
  } finally {
    failing.mockRestore();
  }
  expect((await search('soundbar'))[0]).toBe(before[4]);
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
