/**
 * A broad match's window is read by walking search ids in order (planSettings in PostgresSearch.ts). Each
 * locale's ids are a range of their own, so the walk must start at its locale's: the primary key read every
 * English and German row before the first French one (migration 019; ADR 036 update 11).
 */
import { describePostgres } from '../../../../../../test/support/postgres';
import pg from 'pg';
import { createPool, ensurePostgres } from '..';
import type { SearchRequest } from '../../ContentStore';
import { PostgresSearch, planSettings } from '../PostgresSearch';
import { all } from '../sql';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  Filter?: string;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/** `body` on a connection of its own, in a read-only transaction rolled back after it. */
async function inReadOnly(url: string, body: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    await client.query('BEGIN READ ONLY');
    await body(client);
  } finally {
    await client.query('ROLLBACK');
    await client.end();
  }
}

/** `body` with a PostgresSearch of ranking window `window` and a spy on every statement its connections send. */
async function withSearch(url: string, window: number, body: (search: PostgresSearch, sent: jest.SpyInstance) => Promise<void>): Promise<void> {
  const pool = createPool(url);
  const sent = jest.spyOn(pg.Client.prototype, 'query');
  try {
    await body(new PostgresSearch(pool, window), sent);
  } finally {
    sent.mockRestore();
    await pool.end();
  }
}

/** 'firmware' on English pages, first page of ten, of these types (null: every type). */
const firmware = (contentTypes: string[] | null): SearchRequest => ({
  locale: 'en_GB',
  match: { mode: 'all', groups: [{ alternatives: [{ words: ['firmware'], prefix: false }] }], modelKey: null },
  contentTypes,
  scope: null,
  facet: null,
  page: { start: 0, num: 10 },
});

describePostgres(
  'PostgreSQL: the walk of a broad match reads its locale only',
  (url) => ensurePostgres(url, { log: () => undefined }),
  (database) => {
    it.each(['en_GB', 'de_DE', 'fr_FR'])('walks the %s rows in id order without reading another locale’s', async (locale) => {
      await inReadOnly(database.url, async (client) => {
        // As the ranked statements run when a match is broad: no sequential scan, no bitmap read.
        await client.query('SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off');
        const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
          `EXPLAIN (ANALYZE, FORMAT JSON) SELECT id FROM search_docs WHERE locale = $1 AND tsv_text @@ to_tsquery('support_plain', 'a:*') AND id > 0 ORDER BY id LIMIT 50`,
          [locale],
        );
        const scans = nodes(rows[0]['QUERY PLAN'][0].Plan).filter((n) => n['Node Type'] === 'Index Scan');
        expect(scans.map((n) => n['Index Name'])).toEqual([`search_docs_id_${locale.slice(0, 2)}`]);
        // An index of the locale's rows alone: the walk reads no row of another locale, so it filters none out by locale.
        expect(scans[0]['Actual Rows']).toBe(50);
        expect(scans[0].Filter ?? '').not.toContain('locale');
        // A statement that does not walk in id order never takes it (a count reads the text index).
        const counted = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
          `EXPLAIN (FORMAT JSON) SELECT count(*) FROM search_docs WHERE locale = $1 AND tsv_text @@ to_tsquery('support_plain', 'a:*')`,
          [locale],
        );
        expect(
          nodes(counted.rows[0]['QUERY PLAN'][0].Plan)
            .map((n) => n['Index Name'])
            .filter((name) => name?.startsWith('search_docs_id_')),
        ).toEqual([]);
      });
    });

    it('walks a match only where it is broad for its locale: past twice the window, and past more as the locale holds more rows', async () => {
      await inReadOnly(database.url, async (client) => {
        const {
          rows: [{ rows }],
        } = await client.query<{ rows: number }>("SELECT reltuples::float8 AS rows FROM pg_class WHERE relname = 'search_docs_id_fr'");
        expect(rows).toBeGreaterThan(500);
        // What the count statement decides for `total` matches with a ranking window of `window`: walk (no bitmap read) or not.
        const walks = async (total: number, window: number) => {
          await client.query('SET LOCAL enable_indexscan = on; SET LOCAL enable_bitmapscan = on');
          await all(client, `SELECT ${planSettings(String(total))}`, { few: 2 * window, window, walkIndex: 'search_docs_id_fr', onText: true });
          const {
            rows: [settings],
          } = await client.query<{ index: string; bitmap: string }>("SELECT current_setting('enable_indexscan') AS index, current_setting('enable_bitmapscan') AS bitmap");
          // One of the two plans is ruled out, never both.
          expect([settings.index, settings.bitmap].sort()).toEqual(['off', 'on']);
          return settings.bitmap === 'off';
        };
        // A window of 10 over the French rows: twice the window is 20, but the walk would read 10 x rows / total rows.
        const threshold = Math.max(20, 0.65 * Math.sqrt(10 * rows));
        expect(threshold).toBeGreaterThan(40);
        expect(await walks(Math.floor(threshold) - 5, 10)).toBe(false);
        expect(await walks(Math.ceil(threshold) + 5, 10)).toBe(true);
        // With the site's window, twice the window decides on a catalogue this small.
        expect(await walks(2000, 1000)).toBe(false);
        expect(await walks(2001, 1000)).toBe(true);
      });
    });

    it('says the walk in the statements that read a match in id order, and chooses their plan for a request whose counts are given', async () => {
      // A window of 5: 'firmware' is broad for it, so its window is walked.
      await withSearch(database.url, 5, async (search, sent) => {
        const request = firmware(null);
        const first = await search.search(request);
        expect(first.hits).toHaveLength(10);
        const again = await search.search({ ...request, counted: first.countsByType });
        expect(again.hits.map((h) => h.rowId)).toEqual(first.hits.map((h) => h.rowId));
        const sql = sent.mock.calls.map(([config]) => (typeof config === 'string' ? config : (config as { text: string }).text));
        const walks = sql.filter((text) => /FROM search_docs WHERE [^]*ORDER BY id LIMIT/.test(text) && !text.includes('MATERIALIZED (SELECT id, content_rowid FROM search_docs'));
        expect(walks.length).toBeGreaterThanOrEqual(2);
        for (const text of walks) expect(text).toContain('AND id > 0 ORDER BY id LIMIT');
        // Both searches chose their plan: the first with its count, the second (counts given) with its prelude.
        expect(sql.filter((text) => text.includes("set_config('enable_indexscan'")).length).toBe(2);
      });
    });

    it('weighs only the matches of the types a window lists: a tab of a rare type is read from the index, not walked', async () => {
      await withSearch(database.url, 5, async (search, sent) => {
        // What the count statement of a search decided: whether it ruled out the bitmap read (a walk).
        // Counted by type (countsOf), or from the match's ids when a later request reads them (countsOfIds).
        const walked = async (contentTypes: string[] | null, idsNext = false) => {
          sent.mockClear();
          const outcome = await search.search({ ...firmware(contentTypes), ...(idsNext ? { scopeCountsNext: true } : {}) });
          const results = await Promise.all(sent.mock.results.map((r) => Promise.resolve(r.value).catch(() => null)));
          const decided = results.flatMap((r) => (r && Array.isArray((r as pg.QueryResult).rows) ? (r as pg.QueryResult).rows : [])).find((row) => 'bitmap_scan' in row);
          return { outcome, walk: decided?.bitmap_scan === 'off' };
        };
        const every = await walked(null);
        const faqs = await walked(['faq-article']);
        const all = Object.values(every.outcome.countsByType).reduce((a, b) => a + b, 0);
        const faqCount = faqs.outcome.countsByType['faq-article'] ?? 0;
        // Every type: broad for a window of 5, so walked. The FAQs alone are few: read from the index.
        expect(all).toBeGreaterThan(100);
        expect(faqCount).toBeGreaterThan(0);
        expect(faqCount).toBeLessThan(40);
        expect(every.walk).toBe(true);
        expect(faqs.walk).toBe(false);
        expect(faqs.outcome.hits.length).toBe(Math.min(10, faqCount));
        // The same decisions when the counts come from the match's ids.
        expect((await walked(null, true)).walk).toBe(true);
        const faqsFromIds = await walked(['faq-article'], true);
        expect(faqsFromIds.walk).toBe(false);
        expect(faqsFromIds.outcome.hits.map((h) => h.rowId)).toEqual(faqs.outcome.hits.map((h) => h.rowId));
      });
    });
  },
);
