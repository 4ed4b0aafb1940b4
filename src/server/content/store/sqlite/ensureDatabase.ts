import Database from 'better-sqlite3';
import { closeSync, copyFileSync, existsSync, mkdirSync, openSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Dataset } from '../../dataset/Dataset';
import { DEMO_DATASET_VERSION, generateDemoDataset } from '../../dataset/generateDataset';
import { loadDataset } from './loadDataset';
import { SCHEMA_VERSION, migrate } from './schema';

export interface EnsureOptions {
  /** Builds the dataset when the file is missing or outdated (default: the demo catalogue). */
  dataset?: () => Dataset;
  /** The dataset version the file must hold (default: the demo catalogue's). */
  version?: string;
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

/** Dataset versions of imported content start with this (cli/import.ts). */
export const IMPORTED_PREFIX = 'import:';

/**
 * True when the file is a content database of the current schema holding `version`, a scaled
 * build of it (`version+scale-N`, see cli/generate.ts) or imported content (`import:...`, see
 * cli/import.ts): the last two are what an operator chose and are never replaced by the demo.
 */
function isCurrent(path: string, version: string): boolean {
  if (!existsSync(path)) return false;
  let db: Database.Database | null = null;
  let schema: number;
  let stored: string | undefined;
  try {
    db = new Database(path, { fileMustExist: true });
    schema = Number(db.pragma('user_version', { simple: true }));
    stored = db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'dataset_version'").get()?.value;
  } catch {
    // Not a database, or a foreign one: it is rebuilt.
    return false;
  } finally {
    db?.close();
  }
  const imported = stored?.startsWith(IMPORTED_PREFIX) ?? false;
  if (schema !== SCHEMA_VERSION) {
    // Rebuilding would silently replace what an operator imported with the demo catalogue.
    if (imported) throw new Error(`${path} holds imported content of an older schema: import it again (npm run content:import) or remove the file`);
    return false;
  }
  return stored === version || (stored?.startsWith(`${version}+`) ?? false) || imported;
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
 * Creates and fills the content database on first start; a no-op when the file already holds the
 * current dataset version. Several processes (a cluster) may call this at once: one builds the
 * file under a lock, into a temporary file renamed into place, and the others wait for it.
 * Synchronous on purpose: it runs once at start-up, before the server listens, and keeps
 * createContentService synchronous.
 */
export function ensureDatabase(path: string, options: EnsureOptions = {}): EnsureResult {
  const version = options.version ?? DEMO_DATASET_VERSION;
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
    const dataset = (options.dataset ?? generateDemoDataset)();
    if (dataset.version !== version) throw new Error(`Dataset version ${dataset.version} does not match the expected ${version}`);
    const db = new Database(tmpPath);
    try {
      // A rollback journal while building: the finished file is a single self-contained file.
      db.pragma('journal_mode = DELETE');
      db.pragma('synchronous = OFF');
      db.pragma('foreign_keys = ON');
      migrate(db);
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
