/**
 * npm run eval:search [-- --db var/content.sqlite] [--misses] [--postgres-url URL]
 *
 * Runs the judged query set (search-eval/queries.json) through the site search of the content
 * API (GET /search, what the search page calls) on the demo catalogue and prints top-1, top-3
 * and nDCG@10 per locale, per kind of query and for the held-out part, then the misses.
 * Prints figures; never fails on a low score (the test suite guards the floor).
 * With --postgres-url the PostgreSQL store of that database is scored (migrated and filled with
 * the demo catalogue first when it holds another), so both stores can be compared.
 */
import path from 'node:path';
import type { OrganicSearchResponse } from '../src/shared/content/types';
import { ensureDemoExport } from '../demo/generate/demoExport';
import { createContentService, ensureDatabase, ensurePostgres, openContentService, type ContentService } from '../src/server/content';
import { evaluate } from './searchEval/evaluate';
import { loadQueries, report } from './searchEval/score';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

async function main(): Promise<void> {
  const dbPath = path.resolve(option('--db', 'var/content.sqlite'));
  const databaseUrl = option('--postgres-url', '');
  // The demo export the site seeds from (dist/demo), written first when the demo changed.
  const seed = ensureDemoExport(undefined, (message) => console.log(message));
  const log = (message: string) => console.log(message);
  const logger = { error: (details: Record<string, unknown>, message: string) => console.error(message, details) };
  let content: ContentService;
  if (databaseUrl) {
    await ensurePostgres(databaseUrl, { log, seed });
    content = await openContentService({ dbPath: '', databaseUrl, ensure: false, logger });
  } else {
    ensureDatabase(dbPath, { log, seed });
    content = createContentService({ dbPath, ensure: false, logger });
  }
  try {
    const queries = loadQueries();
    const scores = await evaluate(queries, async (locale, query) => {
      const response = await content.transport({ method: 'GET', path: '/search', query: { locale, query, num: 10 } });
      if (response.status !== 200) throw new Error(`"${query}" (${locale}): HTTP ${response.status} ${JSON.stringify(response.body)}`);
      return response.body as OrganicSearchResponse;
    });
    console.log(`Search evaluation: ${queries.length} judged queries on ${databaseUrl ? 'PostgreSQL --postgres-url' : dbPath}\n`);
    for (const line of report(scores)) console.log(line);
  } finally {
    await content.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
