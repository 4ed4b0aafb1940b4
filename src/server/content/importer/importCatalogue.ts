import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { readDocumentPages } from '../pdfText/documentPages';
import { ensurePostgres } from '../store/postgres';
import { loadDataset } from '../store/sqlite/loadDataset';
import { newCatalogueFile } from '../store/sqlite/ensureDatabase';
import { readExport, type ImportIssue, type ReadProgress } from './readExport';

export type ImportProgress = ReadProgress | { phase: 'load'; records: number } | { phase: 'swap' };

export interface ImportOptions {
  /** The NDJSON export. */
  file: string;
  /** The catalogue database to replace, e.g. var/content.sqlite. */
  dbPath: string;
  /** PostgreSQL URL: replace the catalogue there instead (one transaction, under the schema lock). */
  databaseUrl?: string;
  /** Refuse the whole import when any record is bad (default: skip bad records). */
  strict?: boolean;
  onProgress?: (progress: ImportProgress) => void;
}

export interface ImportSummary {
  version: string;
  imported: { categories: number; products: number; content: number; files: number; queries: number; synonymSets: number };
  /** Records read, and the bad ones that were skipped. */
  records: number;
  issues: ImportIssue[];
  milliseconds: number;
  bytes: number;
}

/** The import changed nothing: the previous catalogue is still in place. */
export class ImportFailed extends Error {
  constructor(
    message: string,
    readonly issues: ImportIssue[] = [],
  ) {
    super(message);
    this.name = 'ImportFailed';
  }
}

const TMP_MARKER = '.import-';

/**
 * Replaces the catalogue with a content export, all or nothing: the new catalogue is built in a
 * file of its own next to the old one and renamed over it only when complete, so a failure at
 * any point (a bad export, a full disk, a killed process) leaves the previous catalogue as it
 * was. Visitor writes live in another file (WriteStore) and are not touched. A running site keeps
 * serving the catalogue it opened until it restarts.
 */
export async function importCatalogue(options: ImportOptions): Promise<ImportSummary> {
  const started = Date.now();
  const dbPath = path.resolve(options.dbPath);
  if (!options.databaseUrl) {
    mkdirSync(path.dirname(dbPath), { recursive: true });
    removeAbandonedBuilds(dbPath);
  }

  const read = await readExport(options.file, options.onProgress);
  const { issues, records } = read;
  // Manuals are searched by the text of their pages, read from their PDFs here.
  const dataset = await readDocumentPages(read.dataset);
  if (options.strict && issues.length > 0) throw new ImportFailed(`${issues.length} bad record(s); nothing was imported (--strict)`, issues);
  if (dataset.categories.length === 0 || dataset.products.length === 0) {
    throw new ImportFailed('the export holds no category or no product that could be imported; the catalogue was left as it was', issues);
  }
  const summary = (bytes: number): ImportSummary => ({
    version: dataset.version,
    imported: {
      categories: dataset.categories.length,
      products: dataset.products.length,
      content: dataset.content.length,
      files: dataset.files.length,
      queries: dataset.popularQueries.length,
      synonymSets: dataset.synonyms?.length ?? 0,
    },
    records,
    issues,
    milliseconds: Date.now() - started,
    bytes,
  });

  if (options.databaseUrl) {
    // One transaction: a failure leaves the previous catalogue; running sites see the new one at the commit.
    options.onProgress?.({ phase: 'load', records: dataset.content.length });
    await ensurePostgres(options.databaseUrl, { force: true, version: dataset.version, dataset: () => dataset, log: () => undefined });
    return summary(0);
  }

  const tmpPath = `${dbPath}${TMP_MARKER}${process.pid}`;
  rmSync(tmpPath, { force: true });
  try {
    // Built like ensureDatabase builds the demo: a self-contained file, no journal to carry over.
    const db = newCatalogueFile(tmpPath);
    try {
      options.onProgress?.({ phase: 'load', records: dataset.content.length });
      loadDataset(db, dataset);
      const check = db.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new ImportFailed(`the new catalogue failed its integrity check (${String(check)})`);
    } finally {
      db.close();
    }
    options.onProgress?.({ phase: 'swap' });
    // A journal of the old file must not be replayed into the new one.
    rmSync(`${dbPath}-wal`, { force: true });
    rmSync(`${dbPath}-shm`, { force: true });
    renameSync(tmpPath, dbPath);
  } finally {
    rmSync(tmpPath, { force: true });
  }
  return summary(statSync(dbPath).size);
}

/** Half-built catalogues of imports that were killed before they finished. */
function removeAbandonedBuilds(dbPath: string): void {
  const folder = path.dirname(dbPath);
  const prefix = `${path.basename(dbPath)}${TMP_MARKER}`;
  let names: string[] = [];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  for (const name of names) if (name.startsWith(prefix)) rmSync(path.join(folder, name), { force: true });
}
