/**
 * npm run bench:insights [-- --days 90] [--queries 3000] [--views 2000]
 *
 * Cost of the search insights on a SQLite write database filled with a long history: the rollup of
 * DAYS days with QUERIES distinct queries per locale per day (most of them outside the 30-day
 * window), then VIEWS logged search page views with and without the rollup upsert, and the read of
 * GET /search/insights' statements (p50/p95/max of 20 rounds). Prints the query plans, which must
 * range over the key's leading `day` column. A benchmark that prints figures, never a test.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { assembleInsights, insightWindows } from '../src/server/content/insights/assembleInsights';
import { DAILY_TOTALS, QUERY_LISTS } from '../src/server/content/store/searchInsightsSql';
import { SqliteWriteStore } from '../src/server/content/store/sqlite/writes/SqliteWriteStore';
import type { PageViewInput } from '../src/server/content/store/WriteStore';

function option(name: string, fallback: string): number {
  const index = process.argv.indexOf(name);
  return Number(index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
const LOCALES = ['en_GB', 'de_DE', 'fr_FR'];
const DAY_MS = 24 * 60 * 60 * 1000;

async function main(): Promise<void> {
  const days = option('--days', '90');
  const queries = option('--queries', '3000');
  const views = option('--views', '2000');
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-insights-'));
  const file = path.join(dir, 'writes.sqlite');
  try {
    await (await SqliteWriteStore.open(file)).close();
    const now = new Date();
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    // The history, written straight into the rollup: DAYS x locales x QUERIES rows.
    const db = new Database(file);
    const insert = db.prepare('INSERT INTO search_daily (day, locale, query, searches, zero_result_searches, opens) VALUES (?, ?, ?, ?, ?, ?)');
    const fill = db.transaction(() => {
      for (let d = 0; d < days; d += 1) {
        const day = new Date(today - d * DAY_MS).toISOString().slice(0, 10);
        for (const locale of LOCALES) {
          for (let q = 0; q < queries; q += 1) {
            const searches = 1 + ((q * 7 + d) % 13);
            insert.run(day, locale, `query ${q} word${q % 97}`, searches, q % 11 === 0 ? searches : 0, q % 5 === 0 ? 0 : Math.floor(searches / 2));
          }
        }
      }
    });
    let t = performance.now();
    fill();
    const rows = days * LOCALES.length * queries;
    console.log(`rollup: ${rows} rows (${days} days x ${LOCALES.length} locales x ${queries} queries) written in ${fmt(performance.now() - t)}`);
    const window = insightWindows(now, null, 20);
    const params = { from30: window.from30, from7: window.from7, to: window.to, locale: null, limit: 20 };
    for (const [label, sql] of [['daily', DAILY_TOTALS], ['lists', QUERY_LISTS]] as const) {
      const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(label === 'daily' ? { from30: params.from30, to: params.to, locale: null } : params) as Array<{ detail: string }>;
      console.log(`plan ${label}: ${plan.map((p) => p.detail).join(' | ')}`);
    }
    db.close();

    const store = SqliteWriteStore.open(file);
    const view = (i: number, withSignal: boolean): PageViewInput => ({
      tokenKind: 'guest',
      tokenHash: null,
      locale: LOCALES[i % 3],
      pageName: 'support:homeResults',
      pageType: 'homeResults',
      url: `/electronics/support/results?query=q${i}`,
      searchTerm: `query ${i % queries} word${i % 97}`,
      resultCount: i % 4,
      referrer: null,
      receivedAt: new Date().toISOString(),
      searchSignal: withSignal ? { kind: 'search', query: `query ${i % queries} word${i % 97}`, resultCount: i % 4 } : null,
    });
    for (const withSignal of [false, true]) {
      const times: number[] = [];
      for (let i = 0; i < views; i += 1) {
        t = performance.now();
        await store.recordPageView(view(i, withSignal));
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      console.log(`log a search page view ${withSignal ? 'with' : 'without'} the rollup upsert: p50 ${fmt(percentile(times, 50))}, p95 ${fmt(percentile(times, 95))}, p99 ${fmt(percentile(times, 99))} (${views} views, synchronous = FULL)`);
    }

    for (const locale of [null, 'de_DE']) {
      const times: number[] = [];
      let listed = 0;
      for (let round = 0; round < 20; round += 1) {
        t = performance.now();
        const w = insightWindows(new Date(), locale, 20);
        const body = assembleInsights(await store.searchInsights(w), w, new Date());
        times.push(performance.now() - t);
        listed = body.topQueries.length + body.zeroResultQueries.length + body.unopenedQueries.length;
      }
      times.sort((a, b) => a - b);
      console.log(`read insights (${locale ?? 'all locales'}, ${listed} rows listed): p50 ${fmt(percentile(times, 50))}, p95 ${fmt(percentile(times, 95))}, max ${fmt(times[times.length - 1])}`);
    }
    await store.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
