import Database from 'better-sqlite3';
import { demoSearchRequests } from '../../../../__tests__/support/searchRequests';
import type { SearchRequest } from '../../../ContentStore';
import { SqliteSearchIndex } from '../SqliteSearchIndex';
import { SCAN_WINDOWS, SharedScans } from '../sharedScan';

/**
 * A tab's search reads its match once for its own window and the 'all' window that follows
 * (ADR 040 update 4, sharedScan.ts). Both windows must be what the ranking statement gives each on
 * its own: checked with the store requests the site makes for searches on tabs, with a small
 * ranking window so that the scan stops before the match's end.
 */
const searches = [
  ['firmware', 'en_GB', 'downloads'],
  ['no sound', 'en_GB', 'faqs'],
  ['AT-65Z9M no sound', 'en_GB', 'manuals'],
  ['kein ton', 'de_DE', 'manuals'],
  ['réinitialiser casque', 'fr_FR', 'faqs'],
  // The models tab lists no type of the 'all' tab: it ranks its window alone.
  ['dolby vision smart tv', 'en_GB', 'model-details'],
];
const fixture = demoSearchRequests(searches.map(([query, locale, type]) => ({ query, locale, type })));

const idsAndScores = (index: SqliteSearchIndex, request: SearchRequest) => index.search(request).hits.map((h) => [h.rowId, h.score]);

it('ranks the tab window and the next window as the ranking statement ranks each alone', () => {
  const asked = fixture.requests.filter((r) => r.thenTypes !== undefined);
  // Every search above but the models tab's asks for the 'all' window next.
  expect(asked.length).toBeGreaterThanOrEqual(5);
  expect(fixture.requests.some((r) => r.contentTypes?.includes('product') && r.thenTypes === undefined)).toBe(true);
  // Any types may follow (SearchRequest.thenTypes): a window of rare types after a common one's, and types
  // that are not among the others' (products), where the scan stops at its limit with one window unfilled.
  const tabs = [
    ...asked,
    ...asked.map((r) => ({ ...r, contentTypes: r.thenTypes ?? null, thenTypes: r.contentTypes })),
    ...asked.map((r) => ({ ...r, contentTypes: ['product'], thenTypes: r.thenTypes })),
  ];
  const taken = jest.spyOn(SharedScans.prototype, 'take');
  let compared = 0;
  for (const rankingWindow of [12, 1000]) {
    const shared = new SqliteSearchIndex(fixture.db, { rankingWindow });
    const alone = new SqliteSearchIndex(fixture.db, { rankingWindow });
    for (const tab of tabs) {
      const next: SearchRequest = { ...tab, contentTypes: tab.thenTypes ?? null, thenTypes: undefined, page: { start: 0, num: 240 } };
      const { thenTypes: _, ...tabAlone } = tab;
      // Synchronously one after the other, as a search makes them in one turn.
      const ownShared = idsAndScores(shared, tab);
      const nextShared = idsAndScores(shared, next);
      expect({ request: tab.match, own: ownShared, next: nextShared }).toEqual({ request: tab.match, own: idsAndScores(alone, tabAlone), next: idsAndScores(alone, next) });
      compared += ownShared.length + nextShared.length;
    }
  }
  expect(compared).toBeGreaterThan(100);
  // The next windows came from the kept scans, not from the index again.
  expect(taken.mock.results.filter((r) => r.value !== null).length).toBeGreaterThanOrEqual(5);
  taken.mockRestore();
});

it('keeps a scan for the current turn only', async () => {
  const [tab] = fixture.requests.filter((r) => r.thenTypes !== undefined && r.contentTypes?.includes('download'));
  expect(tab).toBeDefined();
  const index = new SqliteSearchIndex(fixture.db, { rankingWindow: 12 });
  const taken = jest.spyOn(SharedScans.prototype, 'take');
  index.search(tab);
  await new Promise((resolve) => setImmediate(resolve));
  const next: SearchRequest = { ...tab, contentTypes: tab.thenTypes ?? null, thenTypes: undefined, page: { start: 0, num: 240 } };
  const later = index.search(next);
  // Read again from the index, with the same answer.
  expect(taken.mock.results.at(-1)?.value).toBeNull();
  expect(later.hits.length).toBeGreaterThan(0);
  expect(later.hits.map((h) => h.rowId)).toEqual(new SqliteSearchIndex(fixture.db, { rankingWindow: 12 }).search(next).hits.map((h) => h.rowId));
  taken.mockRestore();
});

it('scans only where the counts say both windows fill within the bound, else ranks each window alone', () => {
  const [faqs] = fixture.requests.filter((r) => r.thenTypes !== undefined && r.contentTypes?.includes('faq-article') && r.locale === 'en_GB');
  expect(faqs).toBeDefined();
  const scans = jest.spyOn(SharedScans.prototype, 'rankAndKeep');
  // A window of 12: the match is far longer, and FAQs are so small a part of it that one scan would read
  // more than SCAN_WINDOWS windows of rows to fill the FAQs' window. Each is ranked by the statement.
  const small = new SqliteSearchIndex(fixture.db, { rankingWindow: 12 });
  const counts = small.search({ ...faqs, page: { start: 0, num: 0 } }).countsByType;
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  expect(all).toBeGreaterThan(12 * SCAN_WINDOWS);
  expect(((counts['faq-article'] ?? 0) + (counts['quality-issue-article'] ?? 0) + (counts['oof-article'] ?? 0)) * SCAN_WINDOWS).toBeLessThan(all);
  expect(small.search(faqs).hits.length).toBeGreaterThan(0);
  expect(scans).not.toHaveBeenCalled();
  // The whole match within the bound: one scan.
  new SqliteSearchIndex(fixture.db, { rankingWindow: 1000 }).search(faqs);
  expect(scans).toHaveBeenCalledTimes(1);
  scans.mockRestore();
});

it("lists a tab's unranked window from the match's rows read for the counts, as the index lists it", () => {
  // Each search's 'all' window as the site asks for it first, then every type's unranked window of the same match,
  // its counts given (as the badges' windows ask): the match's rows were read once, for the first request's counts.
  const firsts = fixture.requests.filter((r) => r.thenTypes !== undefined && !r.unranked && !r.counted);
  const probe = new Database(':memory:');
  const proto = Object.getPrototypeOf(probe.prepare('SELECT 1')) as { all: (...args: unknown[]) => unknown };
  probe.close();
  let compared = 0;
  for (const first of firsts) {
    const index = new SqliteSearchIndex(fixture.db);
    const { countsByType } = index.search(first);
    const rowReads = jest.spyOn(proto, 'all');
    const windows = [['faq-article', 'quality-issue-article', 'oof-article'], ['download', 'software'], ['document', 'sub-document']].map((types) => {
      const unranked: SearchRequest = { ...first, contentTypes: types, thenTypes: undefined, unranked: true, counted: countsByType, page: { start: 0, num: 240 } };
      return { types, unranked, listed: index.search(unranked).hits.map((h) => h.rowId) };
    });
    const matchReads = rowReads.mock.contexts.filter((statement) => /^SELECT rowid FROM search_\w+ WHERE .* ORDER BY rowid$/.test((statement as { source: string }).source));
    rowReads.mockRestore();
    expect({ match: first.match, matchReads: matchReads.length }).toEqual({ match: first.match, matchReads: 0 });
    for (const { types, unranked, listed } of windows) {
      expect({ match: first.match, types, listed }).toEqual({ match: first.match, types, listed: new SqliteSearchIndex(fixture.db).search(unranked).hits.map((h) => h.rowId) });
      compared += listed.length;
    }
  }
  expect(compared).toBeGreaterThan(50);
});

it("reads as far as both windows need, whether the match's ids tell it or the rows themselves do", async () => {
  const asked = fixture.requests.filter((r) => r.thenTypes !== undefined && !r.counted);
  expect(asked.length).toBeGreaterThanOrEqual(5);
  const scans = jest.spyOn(SharedScans.prototype, 'rankAndKeep');
  let compared = 0;
  for (const rankingWindow of [12, 1000]) {
    for (const tab of asked) {
      const next: SearchRequest = { ...tab, contentTypes: tab.thenTypes ?? null, thenTypes: undefined, page: { start: 0, num: 240 } };
      // The search's own way: its counts read from the match's ids, which then tell the scan where to stop.
      const withIds = new SqliteSearchIndex(fixture.db, { rankingWindow });
      const own = withIds.search(tab);
      const ownNext = idsAndScores(withIds, next);
      // Its counts given and no ids read in this turn: the scan finds where to stop row by row.
      await new Promise((resolve) => setImmediate(resolve));
      const byRows = new SqliteSearchIndex(fixture.db, { rankingWindow });
      const counted = byRows.search({ ...tab, counted: own.countsByType });
      expect({ match: tab.match, rankingWindow, own: counted.hits.map((h) => [h.rowId, h.score]), next: idsAndScores(byRows, next) }).toEqual({
        match: tab.match,
        rankingWindow,
        own: own.hits.map((h) => [h.rowId, h.score]),
        next: ownNext,
      });
      compared += own.hits.length;
    }
  }
  // Both ways did scan: with the ids (the last argument) and without.
  expect(scans.mock.calls.some((call) => call[5] !== undefined)).toBe(true);
  expect(scans.mock.calls.some((call) => call[5] === undefined)).toBe(true);
  expect(compared).toBeGreaterThan(100);
  scans.mockRestore();
});
