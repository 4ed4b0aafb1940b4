/**
 * npm run content:generate [-- --db var/content.sqlite] [--force] [--scale N]
 * Writes the demo export (dist/demo/catalogue.ndjson, from the data in demo/) when its sources
 * changed, then builds the content database from it through the importer (the site does the same
 * on its first start) and prints how long it took and how large the file is.
 *
 * --scale N grows the catalogue to at least N content documents (regional variants of every
 * product with their own manuals, downloads and articles) for load and search benchmarks; it
 * writes var/content-scale-N.sqlite unless --db says otherwise. Serve it with
 * DATABASE_FILE=var/content-scale-N.sqlite npm start.
 *
 * With DATABASE_URL set (and no --db), the catalogue is written into that PostgreSQL database
 * instead (migrated first; --force replaces a current catalogue).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ensureDemoExport, scaledDemo } from './demoExport';
import { ensurePostgres } from '../../src/server/content/store/postgres';
import { ensureDatabase, type EnsureOptions } from '../../src/server/content/store/sqlite/ensureDatabase';

const MAX_SCALE = 5_000_000;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const scaleText = option('--scale');
const scale = scaleText === undefined ? null : Number(scaleText);
if (scale !== null && (!Number.isInteger(scale) || scale < 1 || scale > MAX_SCALE)) {
  fail(`--scale takes a whole number of documents between 1 and ${MAX_SCALE}, e.g. --scale 100000`);
}

const log = (message: string) => console.log(message);
// The demo export first (dist/demo, what the site seeds from); the database is then filled from it
// through the importer, as on a first start.
const seed = ensureDemoExport(undefined, log);
const scaled = scale === null ? null : scaledDemo(scale, seed);
const options: EnsureOptions =
  scaled === null
    ? { log, seed }
    : {
        log,
        seed,
        version: scaled.version,
        dataset: () => {
          const dataset = scaled.dataset();
          log(`${dataset.content.length} documents, ${dataset.products.length} products`);
          return dataset;
        },
      };
const force = process.argv.includes('--force');
const databaseUrl = option('--db') ? undefined : process.env.DATABASE_URL || undefined;

async function main(): Promise<void> {
  if (databaseUrl) {
    const result = await ensurePostgres(databaseUrl, { ...options, force });
    if (!result.generated) console.log(`PostgreSQL already holds dataset ${result.version}; use --force to rebuild it.`);
    return;
  }
  const defaultPath = scale === null ? (process.env.DATABASE_FILE ?? path.join('var', 'content.sqlite')) : path.join('var', `content-scale-${scale}.sqlite`);
  const dbPath = path.resolve(option('--db') ?? defaultPath);
  if (force) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true });
  }
  const result = ensureDatabase(dbPath, options);
  if (!result.generated) console.log(`${dbPath} already holds dataset ${result.version}; use --force to rebuild it.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
