/**
 * npm run content:generate [-- --db var/content.sqlite] [--force] [--scale N]
 * Builds the demo content database (the site does the same on its first start) and prints how
 * long it took and how large the file is.
 *
 * --scale N grows the catalogue to at least N content documents (regional variants of every
 * product with their own manuals, downloads and articles) for load and search benchmarks; it
 * writes var/content-scale-N.sqlite unless --db says otherwise. Serve it with
 * DATABASE_FILE=var/content-scale-N.sqlite npm start.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { DEMO_DATASET_VERSION, generateDemoDataset } from '../dataset/generateDataset';
import { scaleDataset, scaledVersion } from '../dataset/scale/scaleDataset';
import { ensureDatabase } from '../store/sqlite/ensureDatabase';

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

const defaultPath = scale === null ? (process.env.DATABASE_FILE ?? path.join('var', 'content.sqlite')) : path.join('var', `content-scale-${scale}.sqlite`);
const dbPath = path.resolve(option('--db') ?? defaultPath);
if (process.argv.includes('--force')) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true });
}
const log = (message: string) => console.log(message);
const result =
  scale === null
    ? ensureDatabase(dbPath, { log })
    : ensureDatabase(dbPath, {
        log,
        version: scaledVersion(DEMO_DATASET_VERSION, scale),
        dataset: () => {
          const dataset = scaleDataset(generateDemoDataset(), scale);
          log(`${dataset.content.length} documents, ${dataset.products.length} products`);
          return dataset;
        },
      });
if (!result.generated) console.log(`${dbPath} already holds dataset ${result.version}; use --force to rebuild it.`);
