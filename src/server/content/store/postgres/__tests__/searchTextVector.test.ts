/**
 * The smaller search vector of migration 014: search matches and ranks on `tsv_text` (the title,
 * model numbers and body without the boilerplate sentences) and the full vector's length
 * `tsv_length`, which must give every row the rank and the match the full `tsv` gave, so results
 * stay as they were (docs/decisions/036-search-latency-at-scale.md, update 2).
 */
import { describePostgres } from '../../../../../../test/support/postgres';
import { fixture } from '../../__tests__/support/fixtureCatalogue';
import { createPool, ensurePostgres } from '..';
import { PostgresSearch } from '../PostgresSearch';
import { checkServerVersion } from '../migrate';

describePostgres(
  'PostgreSQL search text vector',
  async (url) => {
    await ensurePostgres(url, { log: () => undefined, version: 'v1', dataset: () => fixture('v1') });
    // The fixture is too small for sentences repeated across hundreds of documents (weight C): rows
    // with boilerplate between and around the same words, as a large catalogue has.
    const pool = createPool(url);
    try {
      await pool.query(
        `INSERT INTO search_docs (id, locale, type_code, content_rowid, scopes, facets, facet_names, tsv)
         SELECT 1000000 + i, 'en_GB', 1, 1, '{}', '{}', '{}',
           setweight(to_tsvector('simple', 'reset your wireless headphones'), 'A')
           || setweight(to_tsvector('simple', 'WH-' || i), 'B')
           || setweight(to_tsvector('simple', repeat('hold the power button to reset the headphones ', i)), 'D')
           || setweight(to_tsvector('simple', 'keep this guide; reset and power are explained in the safety leaflet of the headphones'), 'C')
         FROM generate_series(1, 12) AS i`,
      );
    } finally {
      await pool.end();
    }
  },
  (database) => {
    it('ranks every row on the vector without boilerplate as ts_rank ranks it on the full vector', async () => {
      const pool = createPool(database.url);
      try {
        // Words of every weight class, single and in pairs (a pair's rank depends on positions).
        const words = (await pool.query<{ word: string }>(`SELECT DISTINCT word FROM search_docs, unnest(tsv) AS u(word) ORDER BY word`)).rows.map((r) => r.word);
        const pairs = ['reset & headphones', 'power <-> button', 'reset <2> headphones', 'headphones & safety', 'wireless | power'];
        const queries = [...words.map((w) => `'${w.replace(/'/g, "''")}'`), ...pairs];
        const compared = await pool.query<{ rows: number; differing: number }>(
          `WITH q AS (SELECT to_tsquery('simple', x) AS q FROM unnest($1::text[]) AS x),
         r AS (
           SELECT
             ts_rank('{0, 0, 0, 1}', tsv, q) AS a_full, ts_rank('{0, 0, 0, 1}', tsv_text, q) AS a_text,
             ts_rank('{0, 0, 1, 0}', tsv, q) AS b_full, ts_rank('{0, 0, 1, 0}', tsv_text, q) AS b_text,
             ts_rank('{1, 0, 0, 0}', tsv, q, 1) AS d_full,
             (ts_rank('{1, 0, 0, 0}', tsv_text, q) / (ln(tsv_length + 1) / ln(2)))::real AS d_text
           FROM search_docs, q WHERE tsv_text @@ q
         )
         SELECT count(*)::int AS rows, count(*) FILTER (WHERE a_full <> a_text OR b_full <> b_text OR d_full <> d_text)::int AS differing FROM r`,
          [queries],
        );
        expect(compared.rows[0].rows).toBeGreaterThan(100);
        expect(compared.rows[0].differing).toBe(0);
      } finally {
        await pool.end();
      }
    });

    it('matches outside the boilerplate sentences exactly where the full vector matches words of weights A, B and D', async () => {
      const pool = createPool(database.url);
      try {
        const words = (await pool.query<{ word: string }>(`SELECT DISTINCT word FROM search_docs, unnest(tsv) AS u(word) ORDER BY word`)).rows.map((r) => r.word);
        const boilerplate = (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM search_docs WHERE tsv_text <> tsv`)).rows[0].n;
        const differing = await pool.query<{ word: string }>(
          `SELECT x AS word FROM unnest($1::text[]) AS x
         WHERE (SELECT count(*) FROM search_docs WHERE tsv_text @@ to_tsquery('simple', quote_literal(x)))
            <> (SELECT count(*) FROM search_docs WHERE tsv @@ to_tsquery('simple', quote_literal(x) || ':ABD'))`,
          [words],
        );
        expect(boilerplate).toBeGreaterThanOrEqual(12);
        expect(differing.rows).toEqual([]);
      } finally {
        await pool.end();
      }
    });
    it('ranks a vector stored compressed as one stored as it is (the ranked window copies only compressed ones)', async () => {
      const pool = createPool(database.url);
      try {
        // The same long vector twice (search ids whose low bits are the type code, as every search id's are:
        // searchSchema.ts SEARCH_TYPE_MASK): once stored without compression, once compressed (the default for a
        // vector past the TOAST threshold), so the statement's two ways of reading the window both run.
        const body = `zyxbrick ${Array.from({ length: 300 }, (_, i) => `warrantyconditionparagraph${i}`).join(' ')}`;
        const insert = (id: number) =>
          pool.query(
            `INSERT INTO search_docs (id, locale, type_code, content_rowid, scopes, facets, facet_names, tsv)
           VALUES ($1, 'en_GB', 1, 1, '{}', '{}', '{}', setweight(to_tsvector('simple', 'zyxbrick card'), 'A') || setweight(to_tsvector('simple', $2), 'D'))`,
            [id, body],
          );
        await pool.query('ALTER TABLE search_docs ALTER COLUMN tsv_text SET STORAGE EXTERNAL');
        await insert(2_000_001);
        await pool.query('ALTER TABLE search_docs ALTER COLUMN tsv_text SET STORAGE EXTENDED');
        await insert(2_000_065);
        const stored = await pool.query<{ id: number; compression: string | null }>(
          'SELECT id, pg_column_compression(tsv_text) AS compression FROM search_docs WHERE id IN (2000001, 2000065) ORDER BY id',
        );
        expect(stored.rows.map((r) => r.compression)).toEqual([null, 'pglz']);

        const search = new PostgresSearch(pool);
        const outcome = await search.search({
          locale: 'en_GB',
          match: { mode: 'all', groups: [{ alternatives: [{ words: ['zyxbrick'], prefix: false }] }], modelKey: null },
          contentTypes: null,
          scope: null,
          facet: null,
          page: { start: 0, num: 10 },
        });
        expect(outcome.total).toBe(2);
        expect(outcome.hits).toHaveLength(2);
        // Scores are minus the rank (ascending is the page's order): a real rank, the same for both.
        expect(outcome.hits[0].score).toBeLessThan(0);
        expect(outcome.hits[1].score).toBe(outcome.hits[0].score);
      } finally {
        await pool.query('DELETE FROM search_docs WHERE id IN (2000001, 2000065)');
        await pool.end();
      }
    });

    it('starts on this server and refuses, with the version it needs, a server older than PostgreSQL 14', async () => {
      const pool = createPool(database.url);
      try {
        await expect(checkServerVersion(pool)).resolves.toBeUndefined();
      } finally {
        await pool.end();
      }
      // No PostgreSQL 13 server exists here to connect to: the check reads two settings, answered as 13 would.
      const thirteen = {
        query: async () => ({ rows: [{ num: '130016', version: '13.16' }] }),
      } as unknown as Parameters<typeof checkServerVersion>[0];
      await expect(checkServerVersion(thirteen)).rejects.toThrow('PostgreSQL 13.16 is too old: the site needs PostgreSQL 14 or newer');
    });
  },
  120_000,
);
