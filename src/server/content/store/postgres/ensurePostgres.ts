import { existsSync } from 'node:fs';
import type pg from 'pg';
import type { Dataset } from '../../Dataset';
import { IMPORTED_PREFIX } from '../../importer/importedPrefix';
import { readSeed, seedFile, seedMissing, seedVersion } from '../../importer/seed';
import { loadDataset } from './loadDataset';
import { migrateWith, withSchemaLock } from './migrate';
import { createPool } from './sql';

export interface EnsurePostgresOptions {
  /**
   * Builds the dataset when the database holds none or an outdated one (default: the seed export
   * read through the importer, importer/seed.ts). Needs `version`.
   */
  dataset?: () => Dataset;
  /** The dataset version the database must hold (default: the seed export's). */
  version?: string;
  /** The content export to seed from (default: CONTENT_SEED_FILE or dist/demo/catalogue.ndjson). */
  seed?: string;
  /** Replace the catalogue even when it is current (content:generate --force). */
  force?: boolean;
  log?: (message: string) => void;
}

export interface EnsurePostgresResult {
  generated: boolean;
  version: string;
  migrations: string[];
  milliseconds?: number;
}

/** The same rule as the SQLite file: the version asked for, a scaled build of it, or imported content. */
function isCurrent(stored: string | undefined, version: string): boolean {
  return stored === version || (stored?.startsWith(`${version}+`) ?? false) || (stored?.startsWith(IMPORTED_PREFIX) ?? false);
}

async function storedVersion(client: pg.PoolClient): Promise<string | undefined> {
  const result = await client.query<{ value: string }>("SELECT value FROM meta WHERE key = 'dataset_version'");
  return result.rows[0]?.value;
}

/** Replaces the catalogue in one transaction: readers see the old one until the commit. */
export async function replaceCatalogue(client: pg.PoolClient, dataset: Dataset): Promise<void> {
  await client.query('BEGIN');
  try {
    await loadDataset(client, dataset);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  await client.query('ANALYZE');
  // The replaced rows are removed and the new ones marked visible to all, so search counts read
  // only the index (migration 014), not every matched row.
  await client.query('VACUUM search_docs');
}

/**
 * Migrates the database and fills the catalogue when it holds none or an outdated one. Several
 * processes (and machines) may call this at once: all of it runs under one advisory lock, so one
 * of them migrates and loads while the others wait and then find the work done.
 */
export async function ensurePostgres(target: string | pg.Pool, options: EnsurePostgresOptions = {}): Promise<EnsurePostgresResult> {
  const seed = options.seed ?? seedFile();
  const hasSeed = options.dataset !== undefined || existsSync(seed);
  if (options.dataset && !options.version) throw new Error('ensurePostgres: a dataset needs the version it builds');
  const version = options.version ?? (hasSeed ? seedVersion(seed) : '');
  const log = options.log ?? ((message: string) => console.info(message));
  const pool = typeof target === 'string' ? createPool(target, { max: 2 }) : target;
  try {
    return await withSchemaLock(pool, async (client) => {
      const migrations = await migrateWith(client);
      const stored = await storedVersion(client);
      if (!hasSeed) {
        // No seed to compare with: a catalogue already in place is served as it is.
        if (stored !== undefined) return { generated: false, version: stored, migrations };
        throw seedMissing(seed);
      }
      if (!options.force && isCurrent(stored, version)) return { generated: false, version, migrations };
      const started = Date.now();
      const dataset = options.dataset ? options.dataset() : await readSeed(seed);
      if (dataset.version !== version) throw new Error(`Dataset version ${dataset.version} does not match the expected ${version}`);
      await replaceCatalogue(client, dataset);
      const milliseconds = Date.now() - started;
      log(`Content catalogue loaded into PostgreSQL in ${milliseconds} ms (${dataset.content.length} documents, dataset ${version})`);
      return { generated: true, version, migrations, milliseconds };
    });
  } finally {
    if (typeof target === 'string') await pool.end();
  }
}
