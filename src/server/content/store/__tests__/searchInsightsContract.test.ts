/**
 * The search rollup's contract on both write stores (SQLite and PostgreSQL, the latter from
 * test/support/postgres.ts; skipped with the reason in its title when there is none): counting with
 * a page view, once per idempotency key, the 7- and 30-day windows, the locale filter, the three
 * lists and their order, and the opened results of a query.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresAvailability, postgresSuiteTitle, startTestPostgres, type TestPostgres } from '../../../../../test/support/postgres';
import { assembleInsights, insightWindows } from '../../insights/assembleInsights';
import type { SearchSignal } from '../../insights/searchSignals';
import { createPool, migrate, PostgresWriteStore } from '../postgres';
import { SqliteWriteStore } from '../sqlite/writes/SqliteWriteStore';
import type { PageViewInput, WriteStore } from '../WriteStore';

interface Kind {
  title: string;
  available: boolean;
  open(): Promise<{ writes: WriteStore; close(): Promise<void> }>;
}

const KINDS: Kind[] = [
  {
    title: 'SQLite',
    available: true,
    open: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'insights-contract-'));
      const writes = SqliteWriteStore.open(join(dir, 'writes.sqlite'));
      return {
        writes,
        close: async () => {
          await writes.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    title: postgresSuiteTitle('PostgreSQL'),
    available: postgresAvailability().available,
    open: async () => {
      const postgres: TestPostgres = await startTestPostgres();
      const pool = createPool(await postgres.newDatabase());
      await migrate(pool);
      return {
        writes: new PostgresWriteStore(pool),
        close: async () => {
          await pool.end();
          await postgres.stop();
        },
      };
    },
  },
];

const NOW = new Date('2026-03-31T15:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
/** An ISO time `days` days before NOW. */
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();

let sequence = 0;
function view(receivedAt: string, locale: string, searchSignal: SearchSignal): PageViewInput {
  sequence += 1;
  return {
    tokenKind: 'guest',
    tokenHash: null,
    locale,
    pageName: `support:view:${sequence}`,
    pageType: searchSignal.kind === 'search' ? 'homeResults' : 'articleDetails',
    url: searchSignal.kind === 'search' ? `/electronics/support/results?query=${encodeURIComponent(searchSignal.query)}` : searchSignal.path,
    searchTerm: searchSignal.kind === 'search' ? searchSignal.query : null,
    resultCount: searchSignal.kind === 'search' ? searchSignal.resultCount : null,
    referrer: null,
    receivedAt,
    searchSignal,
  };
}

const search = (query: string, resultCount: number): SearchSignal => ({ kind: 'search', query, resultCount });
const open = (query: string, path: string): SearchSignal => ({ kind: 'open', query, path });

for (const kind of KINDS) {
  (kind.available ? describe : describe.skip)(`search insights rollup: ${kind.title}`, () => {
    let writes: WriteStore;
    let close: () => Promise<void>;

    beforeAll(async () => {
      ({ writes, close } = await kind.open());
      const log = (at: string, locale: string, signal: SearchSignal, key?: string) => writes.recordPageView(view(at, locale, signal), key ?? null);
      // "reset headphones": 3 searches this week, 2 earlier in the month, 1 too old to count; opened 3 times.
      for (const d of [0, 1, 6]) await log(daysAgo(d), 'en_GB', search('reset headphones', 12));
      for (const d of [7, 29]) await log(daysAgo(d), 'en_GB', search('reset headphones', 12));
      await log(daysAgo(30), 'en_GB', search('reset headphones', 12));
      await log(daysAgo(0), 'en_GB', open('reset headphones', '/electronics/support/articles/faq-reset'));
      await log(daysAgo(1), 'en_GB', open('reset headphones', '/electronics/support/articles/faq-reset'));
      await log(daysAgo(8), 'en_GB', open('reset headphones', '/electronics/support/articles/faq-restart'));
      // A zero-result query in German, four times; once found something after new content.
      for (const d of [2, 3, 10, 20]) await log(daysAgo(d), 'de_DE', search('fernseher wlan treiber', 0));
      await log(daysAgo(1), 'de_DE', search('fernseher wlan treiber', 3));
      // Results nobody opens, in French.
      for (const d of [0, 12]) await log(daysAgo(d), 'fr_FR', search('télécommande code', 40));
      // A retried log with the same key is stored and counted once.
      await log(daysAgo(0), 'fr_FR', search('casque bluetooth', 5), 'retry-1');
      await log(daysAgo(0), 'fr_FR', search('casque bluetooth', 5), 'retry-1');
    }, 180_000);

    afterAll(async () => {
      await close();
    });

    const read = async (locale: string | null = null, limit = 20) => {
      const window = insightWindows(NOW, locale, limit);
      return assembleInsights(await writes.searchInsights(window), window, NOW);
    };

    it('counts searches, zero results and opens within each window, and nothing older than 30 days', async () => {
      const insights = await read();
      const reset = insights.topQueries.find((r) => r.query === 'reset headphones');
      expect(reset).toMatchObject({
        locale: 'en_GB',
        last7: { searches: 3, zeroResultSearches: 0, opens: 2 },
        last30: { searches: 5, zeroResultSearches: 0, opens: 3 },
        helpfulness: null,
      });
      expect(reset?.opened).toEqual([
        { path: '/electronics/support/articles/faq-reset', opens: 2 },
        { path: '/electronics/support/articles/faq-restart', opens: 1 },
      ]);
      expect(insights.windows).toEqual({ last7: { from: '2026-03-25', to: '2026-03-31' }, last30: { from: '2026-03-02', to: '2026-03-31' } });
      expect(insights.totals.last30).toEqual({ searches: 5 + 5 + 2 + 1, zeroResultSearches: 4, opens: 3 });
      expect(insights.totals.last7).toEqual({ searches: 3 + 3 + 1 + 1, zeroResultSearches: 2, opens: 2 });
    });

    it('lists top queries by 30-day searches, the zero-result queries and the queries nobody opened', async () => {
      const insights = await read();
      expect(insights.topQueries.map((r) => [r.locale, r.query, r.last30.searches])).toEqual([
        ['de_DE', 'fernseher wlan treiber', 5],
        ['en_GB', 'reset headphones', 5],
        ['fr_FR', 'télécommande code', 2],
        ['fr_FR', 'casque bluetooth', 1],
      ]);
      expect(insights.zeroResultQueries.map((r) => [r.query, r.last7.zeroResultSearches, r.last30.zeroResultSearches])).toEqual([['fernseher wlan treiber', 2, 4]]);
      // Ranked by searches that found something: the German query found something once and nobody
      // opened it (ties by locale); the retried log counts once.
      expect(insights.unopenedQueries.map((r) => [r.query, r.last30.searches])).toEqual([
        ['télécommande code', 2],
        ['fernseher wlan treiber', 5],
        ['casque bluetooth', 1],
      ]);
    });

    it('gives every day of the 30-day window, oldest first, with the days without searches as zeros', async () => {
      const { daily } = await read();
      expect(daily).toHaveLength(30);
      expect(daily[0].day).toBe('2026-03-02');
      expect(daily[29]).toEqual({ day: '2026-03-31', searches: 3, zeroResultSearches: 0, opens: 1 });
      expect(daily.find((d) => d.day === '2026-03-05')).toEqual({ day: '2026-03-05', searches: 0, zeroResultSearches: 0, opens: 0 });
    });

    it('limits to one locale and to the rows asked for', async () => {
      const french = await read('fr_FR');
      expect(french.searchLocale).toBe('fr_FR');
      expect(french.topQueries.map((r) => r.query)).toEqual(['télécommande code', 'casque bluetooth']);
      expect(french.zeroResultQueries).toEqual([]);
      expect(french.totals.last30.searches).toBe(3);
      const one = await read(null, 1);
      expect(one.topQueries).toHaveLength(1);
      expect(one.unopenedQueries).toHaveLength(1);
    });

    it("reads one query's searches and opened results for the learned boost, within its days and locale (ADR 056)", async () => {
      const window = insightWindows(NOW, null, 20);
      const learned = (locale: string, query: string, limit = 20) => writes.learnedOpens({ locale, query, from: window.from30, to: window.to, limit });
      expect(await learned('en_GB', 'reset headphones')).toEqual({
        searches: 5,
        opens: 3,
        opened: [
          { path: '/electronics/support/articles/faq-reset', opens: 2 },
          { path: '/electronics/support/articles/faq-restart', opens: 1 },
        ],
      });
      // The most opened first, the total over every path however many are listed.
      expect(await learned('en_GB', 'reset headphones', 1)).toEqual({ searches: 5, opens: 3, opened: [{ path: '/electronics/support/articles/faq-reset', opens: 2 }] });
      expect(await learned('de_DE', 'reset headphones')).toEqual({ searches: 0, opens: 0, opened: [] });
      expect(await learned('en_GB', 'reset')).toEqual({ searches: 0, opens: 0, opened: [] });
      // The last week only: the open of eight days ago is out.
      expect(await writes.learnedOpens({ locale: 'en_GB', query: 'reset headphones', from: window.from7, to: window.to, limit: 20 })).toEqual({
        searches: 3,
        opens: 2,
        opened: [{ path: '/electronics/support/articles/faq-reset', opens: 2 }],
      });
    });

    it('answers empty lists and zero days when nothing was searched in the window', async () => {
      const window = insightWindows(new Date('2027-01-01T00:00:00Z'), null, 20);
      const empty = assembleInsights(await writes.searchInsights(window), window, NOW);
      expect(empty.topQueries).toEqual([]);
      expect(empty.totals.last30).toEqual({ searches: 0, zeroResultSearches: 0, opens: 0 });
      expect(empty.daily.every((d) => d.searches === 0)).toBe(true);
    });
  });
}
