/**
 * npx tsx bench/searchAnswers.ts OUT.json [--db var/bench/content-demo.sqlite] [--postgres-url URL] [--catalogue-cache on]
 *
 * Writes the /search answers of the judged queries (scripts/searchEval) and a few broad ones, seven
 * ways each (default, filter counts, later pages inside and past the grouping window, not grouped,
 * manuals with filter counts), to one JSON file: run it before and after a change meant to keep
 * results as they are (a faster path, docs/decisions/040-scannable-search-results.md) and compare
 * the two files with `cmp`. Caches off, so every answer is computed. Build the database first with
 * bench/searchGrouping.ts. With --postgres-url the answers come from that PostgreSQL database,
 * as it is (not migrated or filled: run bench/search.ts on it first).
 */
import { writeFileSync } from 'node:fs';
import { openContentService } from '../src/server/content';
import { loadQueries } from '../scripts/searchEval/score';
import { option } from './option';

const BROAD = ['bluetooth', 'manual', 'quick start guide', 'firmware update', 'operating instructions'];
const WAYS = [{}, { facets: 'true' }, { start: 10 }, { start: 230 }, { start: 250 }, { collapse: 'false' }, { type: 'manuals', facets: 'true' }];

async function main(): Promise<void> {
  const out = process.argv[2];
  if (!out || out.startsWith('--')) throw new Error('usage: npx tsx bench/searchAnswers.ts OUT.json [--db FILE]');
  const content = await openContentService({
    dbPath: option('--db', 'var/bench/content-demo.sqlite'),
    databaseUrl: option('--postgres-url', '') || undefined,
    ensure: false,
    logger: { error: () => undefined },
    searchCache: false,
    // --catalogue-cache on: the catalogue reads kept as a server keeps them (to check that keeping them changes no answer).
    ...(option('--catalogue-cache', 'off') === 'on' ? {} : { catalogueCache: false as const }),
  });
  const answers: unknown[] = [];
  const queries = [...loadQueries().map((q) => ({ locale: q.locale, query: q.query })), ...BROAD.map((query) => ({ query }))];
  for (const q of queries) {
    for (const way of WAYS) {
      const response = await content.transport({ method: 'GET', path: '/search', query: { ...q, ...way } });
      answers.push([q, way, response.status, response.body]);
    }
  }
  writeFileSync(out, JSON.stringify(answers));
  console.log(`${answers.length} answers written to ${out}`);
  await content.close();
}

void main();
