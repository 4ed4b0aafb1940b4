/**
 * A tab's search on PostgreSQL ranks its own window and the 'all' window that follows in one statement
 * (ADR 058 update 2, sharedWindow.ts). Both windows must be what the ranking statement gives each on its
 * own: checked with the store requests the site makes for searches on tabs (recorded on the demo site),
 * on the demo catalogue in PostgreSQL, with a small ranking window so that the scan stops before the
 * match's end, and the one the site uses.
 */
import { describePostgres } from '../../../../../../test/support/postgres';
import { openDemoService } from '../../../__tests__/support/demoService';
import { searchRequestsOf } from '../../../__tests__/support/searchRequests';
import type { SearchRequest } from '../../ContentStore';
import { createPool, ensurePostgres } from '..';
import { PostgresSearch } from '../PostgresSearch';
import { SharedWindows } from '../sharedWindow';
import { SEARCH_OTHER_LANGUAGE } from '../../sqlite/search/searchSchema';

describePostgres(
  'PostgreSQL: one ranked scan for a tab and the all window',
  (url) => ensurePostgres(url, { log: () => undefined }),
  (database) => {
    let requests: SearchRequest[] = [];

    beforeAll(async () => {
      const demo = openDemoService();
      try {
        const searches = [
          ['firmware', 'en_GB', 'downloads'],
          // Queries that also find products: the models tab of the same match has rows of its own.
          ['bluetooth', 'en_GB', 'downloads'],
          ['remote', 'en_GB', 'downloads'],
          ['no sound', 'en_GB', 'faqs'],
          ['AT-65Z9M no sound', 'en_GB', 'manuals'],
          ['kein ton', 'de_DE', 'manuals'],
          ['réinitialiser casque', 'fr_FR', 'faqs'],
        ];
        requests = await searchRequestsOf(
          demo,
          searches.map(([query, locale, type]) => ({ query, locale, type })),
        );
        expect(demo.failures).toEqual([]);
      } finally {
        await demo.close();
      }
    }, 180_000);

    const idsAndScores = async (search: PostgresSearch, request: SearchRequest) => (await search.search(request)).hits.map((h) => [h.rowId, h.score]);

    it('ranks the tab window and the next window as the ranking statement ranks each alone', async () => {
      const asked = requests.filter((r) => r.thenTypes !== undefined);
      expect(asked.length).toBeGreaterThanOrEqual(5);
      // Any types may follow: a window of rare types after a common one's, and types that are not among the others'.
      const tabs = [
        ...asked,
        ...asked.map((r) => ({ ...r, contentTypes: r.thenTypes ?? null, thenTypes: r.contentTypes })),
        ...asked.map((r) => ({ ...r, contentTypes: ['product'], thenTypes: r.thenTypes })),
      ];
      const scans = jest.spyOn(SharedWindows.prototype, 'keep');
      const taken = jest.spyOn(SharedWindows.prototype, 'take');
      const pool = createPool(database.url);
      let compared = 0;
      let scannedTabs = 0;
      let missedNext = 0;
      try {
        for (const rankingWindow of [12, 1000]) {
          const shared = new PostgresSearch(pool, rankingWindow);
          const alone = new PostgresSearch(pool, rankingWindow);
          for (const tab of tabs) {
            const next: SearchRequest = {
              ...tab,
              contentTypes: tab.thenTypes ?? null,
              thenTypes: undefined,
              page: { start: 0, num: 240 },
            };
            const { thenTypes: _, ...tabAlone } = tab;
            // Another visitor's search of the same match on the models tab comes between: a scan of the
            // tab's and the next window's types holds none of its rows and must not answer it.
            const between: SearchRequest = {
              ...tab,
              contentTypes: ['product'],
              thenTypes: undefined,
              page: { start: 0, num: 240 },
            };
            const takes = () => taken.mock.results.filter((r) => r.value !== null).length;
            const kept = scans.mock.calls.length;
            const ownShared = await idsAndScores(shared, tab);
            const scanned = scans.mock.calls.length > kept;
            const beforeBetween = takes();
            const betweenShared = await idsAndScores(shared, between);
            const beforeNext = takes();
            const nextShared = await idsAndScores(shared, next);
            // The next request of the search is the one a scan waits for (unless the request between took it).
            if (scanned && takes() === beforeNext && beforeNext === beforeBetween) missedNext += 1;
            if (scanned) scannedTabs += 1;
            expect({ request: tab.match, own: ownShared, between: betweenShared, next: nextShared }).toEqual({
              request: tab.match,
              own: await idsAndScores(alone, tabAlone),
              between: await idsAndScores(alone, between),
              next: await idsAndScores(alone, next),
            });
            compared += ownShared.length + betweenShared.length + nextShared.length;
          }
        }
      } finally {
        await pool.end();
      }
      expect(compared).toBeGreaterThan(100);
      // A scan stopped at its bound may still not cover the next window (one case here: 'bluetooth' with the tabs
      // reversed, at a window of 1,000); the other scans are taken by the request they were kept for. (With the
      // dataset version only in the scanning request's key, all twelve were missed: review of ADR 058 update 2.)
      expect(scannedTabs).toBeGreaterThan(5);
      expect(missedNext).toBeLessThanOrEqual(1);
      // Scans were made, and next windows came from them rather than from a ranking statement.
      expect(scans.mock.calls.length).toBeGreaterThanOrEqual(5);
      expect(taken.mock.results.filter((r) => r.value !== null).length).toBeGreaterThanOrEqual(5);
      scans.mockRestore();
      taken.mockRestore();
    });
  },
);

describe('SharedWindows', () => {
  const row = (id: number, type: string, rank: number) => ({
    id,
    contentRowid: id * 10,
    typeCode: type === 'download' ? 2 : 1,
    type,
    rank,
  });
  const NONE = { byType: [], otherLanguage: 1 };

  it('orders a window as the page statement does: weighted rank, highest first, then search id', () => {
    // A window of 3, the scan the match's every row (fewer than its limit of 4).
    const windows = new SharedWindows(3);
    const scan = { rows: [row(1, 'document', 0.5), row(2, 'download', 0.3), row(3, 'document', 0.5)] };
    // Downloads weigh 2: 0.3 * 2 = 0.6 leads; the two equal documents keep search-id order.
    expect(windows.windowOf(scan, null, { byType: [1, 2], otherLanguage: 1 })?.map((r) => [r.id, r.score])).toEqual([
      [2, -0.6],
      [1, -0.5],
      [3, -0.5],
    ]);
    expect(windows.windowOf(scan, ['download'], NONE)?.map((r) => r.id)).toEqual([2]);
    // Stopped at its limit with fewer downloads than the window: it cannot say which come next.
    const stopped = { rows: [...scan.rows, row(4, 'document', 0.2)] };
    expect(windows.windowOf(stopped, ['download'], NONE)).toBeNull();
    expect(windows.windowOf(stopped, ['document'], NONE)?.map((r) => r.id)).toEqual([1, 3, 4]);
  });

  it("weighs a row in another language than the locale's as the page statement does (ADR 060)", () => {
    const windows = new SharedWindows(3);
    // Search ids 128 + 1 and 256 + 64 + 1: the second row's text is in another language.
    const other = 256 + SEARCH_OTHER_LANGUAGE + 1;
    const scan = { rows: [row(129, 'document', 0.5), row(other, 'document', 0.8)] };
    // At half weight the other language's 0.8 counts as 0.4: the visitor's language leads.
    expect(windows.windowOf(scan, null, { byType: [], otherLanguage: 0.5 })?.map((r) => [r.id, r.score])).toEqual([
      [129, -0.5],
      [other, -0.4],
    ]);
    // Without a language weight the more relevant row leads, whatever its language.
    expect(windows.windowOf(scan, null, NONE)?.map((r) => r.id)).toEqual([other, 129]);
  });

  it('serves a window only when the scan covers it, and each scan once', () => {
    const windows = new SharedWindows(2);
    // The scan stopped at its limit (3 rows for a window of 2): it covers the documents' window, not the downloads'.
    const rows = [row(1, 'document', 1), row(2, 'document', 1), row(3, 'download', 1)];
    expect(windows.limit).toBe(3);
    windows.keep('q', rows, ['document', 'download']);
    expect(windows.take('q', ['download'], NONE)).toBeNull();
    // Taken once (even when it did not cover): the next request reads the index again.
    expect(windows.take('q', ['document'], NONE)).toBeNull();
    windows.keep('q', rows, ['document', 'download']);
    expect(windows.take('q', ['document'], NONE)?.map((r) => r.id)).toEqual([1, 2]);
    expect(windows.take('q', ['document'], NONE)).toBeNull();
  });

  it('leaves a scan to its own search when a request of types it did not read comes first', () => {
    const windows = new SharedWindows(2);
    // A scan of documents and downloads only, the match's every row.
    const rows = [row(1, 'document', 1), row(2, 'download', 1)];
    windows.keep('q', rows, ['document', 'download']);
    // The models tab of the same match: the scan holds none of its rows, so it says nothing, and keeps the scan.
    expect(windows.take('q', ['product'], NONE)).toBeNull();
    expect(windows.take('q', null, NONE)).toBeNull();
    expect(windows.take('q', ['download'], NONE)?.map((r) => r.id)).toEqual([2]);
    // A scan of every type serves any types.
    windows.keep('q', rows, null);
    expect(windows.take('q', ['product'], NONE)).toEqual([]);
  });

  it('forgets a scan that waited more than five seconds', () => {
    let now = 0;
    const windows = new SharedWindows(2, () => now);
    windows.keep('q', [row(1, 'document', 1)], null);
    now = 5_001;
    expect(windows.take('q', null, NONE)).toBeNull();
  });
});
