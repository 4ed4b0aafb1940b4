/**
 * A broad match's window is read by walking search ids in order (planSettings in PostgresSearch.ts). Each
 * locale's ids are a range of their own, so the walk must start at its locale's: the primary key read every
 * English and German row before the first French one (migration 019; ADR 036 update 11).
 */
import { describePostgres } from '../../../../../../test/support/postgres';
import pg from 'pg';
import { ensurePostgres } from '..';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

describePostgres(
  'PostgreSQL: the walk of a broad match reads its locale only',
  (url) => ensurePostgres(url, { log: () => undefined }),
  (database) => {
    it.each(['en_GB', 'de_DE', 'fr_FR'])('walks the %s rows in id order without reading another locale’s', async (locale) => {
      const client = new pg.Client(database.url);
      await client.connect();
      try {
        await client.query('BEGIN READ ONLY');
        // As the ranked statements run when a match is broad: no sequential scan, no bitmap read.
        await client.query('SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off');
        const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
          `EXPLAIN (ANALYZE, FORMAT JSON) SELECT id FROM search_docs WHERE locale = $1 AND tsv_text @@ to_tsquery('support_plain', 'a:*') AND id > 0 ORDER BY id LIMIT 50`,
          [locale],
        );
        const scans = nodes(rows[0]['QUERY PLAN'][0].Plan).filter((n) => n['Node Type'] === 'Index Scan');
        expect(scans.map((n) => n['Index Name'])).toEqual([`search_docs_id_${locale.slice(0, 2)}`]);
        // An index of the locale's rows alone: the walk cannot read another locale's to find its own.
        expect(scans[0]['Actual Rows']).toBe(50);
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
      } finally {
        await client.query('ROLLBACK');
        await client.end();
      }
    });
  },
);
