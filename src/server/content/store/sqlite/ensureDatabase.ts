import Database from 'better-sqlite3';
import { closeSync, copyFileSync, existsSync, mkdirSync, openSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Dataset } from '../../Dataset';
import { IMPORTED_PREFIX } from '../../importer/importedPrefix';
import { readSeedSync, seedFile, seedMissing, seedVersion } from '../../importer/seed';
import { loadDataset } from './loadDataset';
import { SCHEMA_VERSION, migrate, rebuildsIndexFrom } from './schema';

export interface EnsureOptions {
  /**
   * Builds the dataset when the file is missing or outdated (default: the seed export read through
   * the importer, importer/seed.ts). Needs `version`.
   */
  dataset?: () => Dataset;
  /** The dataset version the file must hold (default: the seed export's). */
  version?: string;
  /** The content export to seed from (default: CONTENT_SEED_FILE or dist/demo/catalogue.ndjson). */
  seed?: string;
  /** Progress messages (default: console.info). */
  log?: (message: string) => void;
}

export interface EnsureResult {
  generated: boolean;
  version: string;
  /** Generation time, when generated. */
  milliseconds?: number;
  bytes?: number;
}

const LOCK_STALE_MS = 120_000;
const LOCK_POLL_MS = 100;

export { IMPORTED_PREFIX };

/**
 * True when the file is a content database of the current schema holding `version`, a scaled
 * build of it (`version+scale-N`, see cli/generate.ts) or imported content (`import:...`, see
 * cli/import.ts): the last two are what an operator chose and are never replaced by the demo.
 */
function isCurrent(path: string, version: string): boolean {
  const held = storedCatalogue(path);
  if (!held) return false;
  const { schema, stored } = held;
  const imported = stored?.startsWith(IMPORTED_PREFIX) ?? false;
  if (schema !== SCHEMA_VERSION) {
    // Rebuilding would silently replace what an operator imported with the demo catalogue. An import whose
    // later steps keep its index is migrated in place instead, under the lock (migrateImported).
    if (imported && schema < SCHEMA_VERSION && !rebuildsIndexFrom(schema)) return false;
    if (imported) throw new Error(`${path} holds imported content of an older schema: import it again (npm run content:import) or remove the file`);
    return false;
  }
  return stored === version || (stored?.startsWith(`${version}+`) ?? false) || imported;
}

/** The schema and dataset version a database file holds; null when it is none (or a foreign one). */
function storedCatalogue(path: string): { schema: number; stored: string | undefined } | null {
  if (!existsSync(path)) return null;
  let db: Database.Database | null = null;
  try {
    db = new Database(path, { fileMustExist: true });
    const schema = Number(db.pragma('user_version', { simple: true }));
    const stored = db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'dataset_version'").get()?.value;
    return { schema, stored };
  } catch {
    return null;
  } finally {
    db?.close();
  }
}

/**
 * An imported catalogue of an older schema whose later steps keep its search index (isCurrent let it
 * through): migrated in place, by one process under the lock. False when the file is no such import.
 */
function migrateImported(path: string, log: (message: string) => void): boolean {
  const held = storedCatalogue(path);
  if (!held?.stored?.startsWith(IMPORTED_PREFIX) || held.schema >= SCHEMA_VERSION) return false;
  const db = new Database(path, { fileMustExist: true });
  try {
    migrate(db);
  } finally {
    db.close();
  }
  log(`Content database ${path}: imported catalogue migrated from schema ${held.schema} to ${SCHEMA_VERSION}`);
  return true;
}

function tryLock(lockPath: string): boolean {
  try {
    const fd = openSync(lockPath, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    try {
      // A lock left behind by a crashed process must not block every later start.
      if (Date.now() - statSync(lockPath).mtimeMs > LOCK_STALE_MS) rmSync(lockPath, { force: true });
    } catch {
      // Removed by its owner in the meantime.
    }
    return false;
  }
}

/** Blocks this thread: start-up waits for another process to finish building the file. */
function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * A new catalogue file to build into (the demo on a first start, an import): a rollback journal while
 * building, so the finished file is a single self-contained file; the schema migrated.
 */
export function newCatalogueFile(path: string): Database.Database {
  const db = new Database(path);
  try {
    db.pragma('journal_mode = DELETE');
    db.pragma('synchronous = OFF');
    db.pragma('foreign_keys = ON');
    migrate(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Creates and fills the content database on first start from the seed export, read through the
 * importer (importer/seed.ts); a no-op when the file already holds the current dataset version. Several processes (a cluster) may call this at once: one builds the
 * file under a lock, into a temporary file renamed into place, and the others wait for it.
 * Synchronous on purpose: it runs once at start-up, before the server listens, and keeps
 * createContentService synchronous.
 */
export function ensureDatabase(path: string, options: EnsureOptions = {}): EnsureResult {
  const seed = options.seed ?? seedFile();
  if (!options.dataset && !existsSync(seed)) {
    // No seed to compare with (e.g. a server started without a build): a catalogue already in place is served as it is.
    const held = storedCatalogue(path);
    if (held?.stored !== undefined && held.schema === SCHEMA_VERSION) return { generated: false, version: held.stored };
    throw seedMissing(seed);
  }
  if (options.dataset && !options.version) throw new Error('ensureDatabase: a dataset needs the version it builds');
  const version = options.version ?? seedVersion(seed);
  const log = options.log ?? ((message: string) => console.info(message));
  mkdirSync(dirname(path), { recursive: true });
  if (isCurrent(path, version)) return { generated: false, version };

  const lockPath = `${path}.lock`;
  while (!tryLock(lockPath)) {
    sleepSync(LOCK_POLL_MS);
    if (isCurrent(path, version)) return { generated: false, version };
  }
  try {
    if (isCurrent(path, version)) return { generated: false, version };
    if (migrateImported(path, log)) return { generated: false, version };
    const started = Date.now();
    const tmpPath = `${path}.tmp-${process.pid}`;
    rmSync(tmpPath, { force: true });
    const template = process.env.CONTENT_DB_TEMPLATE;
    if (template && !options.dataset && template !== path && isCurrent(template, version)) {
      // Test runs generate the demo catalogue once and copy it: same bytes, a fraction of the time.
      copyFileSync(template, tmpPath);
      rmSync(`${path}-wal`, { force: true });
      rmSync(`${path}-shm`, { force: true });
      renameSync(tmpPath, path);
      return { generated: true, version, milliseconds: Date.now() - started };
    }
    const dataset = options.dataset ? options.dataset() : readSeedSync(seed);
    if (dataset.version !== version) throw new Error(`Dataset version ${dataset.version} does not match the expected ${version}`);
    const db = newCatalogueFile(tmpPath);
    try {
      loadDataset(db, dataset);
    } finally {
      db.close();
    }
    rmSync(`${path}-wal`, { force: true });
    rmSync(`${path}-shm`, { force: true });
    renameSync(tmpPath, path);
    const milliseconds = Date.now() - started;
    const bytes = statSync(path).size;
    log(`Content database ${path} generated in ${milliseconds} ms (${(bytes / 1048576).toFixed(1)} MB, dataset ${version})`);
    return { generated: true, version, milliseconds, bytes };
  } finally {
    rmSync(lockPath, { force: true });
  }
}
