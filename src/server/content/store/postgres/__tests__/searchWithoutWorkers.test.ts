/**
 * A search's statements on PostgreSQL, its filter counts' too, never start parallel workers (PostgresSearch.search, ADR 036 update 18): at
 * 100k documents two workers made a partial match's count 8.5 ms instead of 2.2. The demo catalogue is too small for
 * the planner to choose a parallel plan, so this database is told that workers cost nothing; every statement of the
 * searches the site makes (recorded on the demo site) is then explained in its own transaction, and none may plan a
 * Gather. Explained outside a search's transaction, some do: the check can fail.
 */
import pg from 'pg';
import { describePostgres } from '../../../../../../test/support/postgres';
import { openDemoService } from '../../../__tests__/support/demoService';
import { searchRequestsOf } from '../../../__tests__/support/searchRequests';
import type { SearchRequest } from '../../ContentStore';
import { createPool, ensurePostgres } from '..';
import { PostgresSearch, SEARCH_TRANSACTION } from '../PostgresSearch';

interface PlanNode {
  'Node Type': string;
  Plans?: PlanNode[];
}
const nodeTypes = (plan: PlanNode): string[] => [plan['Node Type'], ...(plan.Plans ?? []).flatMap(nodeTypes)];

describePostgres(
  'PostgreSQL: a search starts no parallel workers',
  async (url) => {
    await ensurePostgres(url, { log: () => undefined });
    const client = new pg.Client(url);
    await client.connect();
    try {
      const name = (await client.query<{ db: string }>('SELECT current_database() AS db')).rows[0].db;
      // Workers as cheap as can be: any statement big enough to share would be planned with them.
      await client.query(
        `ALTER DATABASE "${name}" SET parallel_setup_cost = 0; ALTER DATABASE "${name}" SET parallel_tuple_cost = 0;
         ALTER DATABASE "${name}" SET min_parallel_table_scan_size = 0; ALTER DATABASE "${name}" SET min_parallel_index_scan_size = 0`,
      );
    } finally {
      await client.end();
    }
  },
  (database) => {
    let requests: SearchRequest[] = [];
    beforeAll(async () => {
      const demo = openDemoService();
      try {
        requests = await searchRequestsOf(
          demo,
          [
            ['no sound', 'en_GB', 'all'],
            ['my soundbar remote buttons stopped responding to volume changes', 'en_GB', 'all'],
            ['kein ton soundbar', 'de_DE', 'all'],
            ['firmware', 'en_GB', 'downloads'],
          ].map(([query, locale, type]) => ({ query, locale, type })),
        );
        expect(demo.failures).toEqual([]);
      } finally {
        await demo.close();
      }
    }, 180_000);

    it('plans no Gather in any statement of a search, though the same statements outside one would', async () => {
      const pool = createPool(database.url);
      const explained = { inSearch: 0, gathers: [] as string[], gathersOutside: 0 };
      type Plans = pg.QueryResult<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>;
      const query = pg.Client.prototype.query as unknown as (this: pg.Client, ...args: unknown[]) => Promise<Plans>;
      const gathers = (plans: Plans) => nodeTypes(plans.rows[0]['QUERY PLAN'][0].Plan).some((t) => t.startsWith('Gather'));
      // Each statement a search sends is explained first, on the same connection and in the same transaction.
      const spy = jest.spyOn(pg.Client.prototype, 'query').mockImplementation(async function explainFirst(this: pg.Client, ...args: unknown[]) {
        const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
        const sql = typeof first === 'string' ? first : first.text;
        const values = typeof first === 'string' ? second : first.values;
        if (/^\s*(SELECT|WITH)\b/i.test(sql)) {
          explained.inSearch += 1;
          if (gathers(await query.call(this, `EXPLAIN (FORMAT JSON) ${sql}`, values))) explained.gathers.push(sql.slice(0, 80));
          // The same statement outside a search's settings (still without sequential scans, as a search reads).
          await query.call(this, 'SAVEPOINT outside; SET LOCAL max_parallel_workers_per_gather = 2');
          if (gathers(await query.call(this, `EXPLAIN (FORMAT JSON) ${sql}`, values))) explained.gathersOutside += 1;
          await query.call(this, 'ROLLBACK TO SAVEPOINT outside');
        }
        return query.apply(this, args);
      } as never);
      try {
        const search = new PostgresSearch(pool);
        for (const request of requests) await search.search(request);
        // The filter counts of a results page too: the match's ids and each scope's, read by a new process (nothing kept).
        const counting = new PostgresSearch(pool);
        for (const request of requests) await counting.countByScope(request, ['tv-home-cinema', 'televisions', 'audio', 'headphones', 'at-65z9m']);
      } finally {
        spy.mockRestore();
        await pool.end();
      }
      expect(explained.inSearch).toBeGreaterThan(20);
      expect(explained.gathers).toEqual([]);
      expect(explained.gathersOutside).toBeGreaterThan(0);
      expect(SEARCH_TRANSACTION).toContain('max_parallel_workers_per_gather = 0');
    });
  },
);
