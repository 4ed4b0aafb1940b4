/**
 * npm run content:import -- FILE.ndjson [--db var/content.sqlite] [--strict]
 * With DATABASE_URL set (and no --db) the catalogue in that PostgreSQL database is replaced.
 *
 * Replaces the catalogue with a content export (format: docs/content-import.md). Progress goes to
 * stderr, bad records are listed there with their line numbers and skipped, and a summary is
 * printed at the end. All or nothing: when the import fails, the previous catalogue is left as it
 * was. Restart the site afterwards to serve the new catalogue.
 *
 * Exit status: 0 imported (possibly with skipped records), 1 nothing imported, 2 wrong usage.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ImportFailed, importCatalogue, type ImportProgress } from '../importer/importCatalogue';
import type { ImportIssue } from '../importer/readExport';

const USAGE = 'usage: npm run content:import -- FILE.ndjson [--db var/content.sqlite] [--strict]';
const MAX_LISTED_ISSUES = 50;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const args = process.argv.slice(2);
const file = args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--db');
if (!file || args.includes('--help')) {
  console.error(USAGE);
  process.exit(file ? 0 : 2);
}
if (!existsSync(file)) {
  console.error(`${file}: no such file\n${USAGE}`);
  process.exit(2);
}
const dbPath = path.resolve(option('--db') ?? process.env.DATABASE_FILE ?? path.join('var', 'content.sqlite'));
// DATABASE_URL (PostgreSQL) is where the site reads its catalogue when set, unless --db names a file.
const databaseUrl = option('--db') ? undefined : process.env.DATABASE_URL || undefined;
const target = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : dbPath;

/** A progress bar on a terminal; plain lines every tenth when stderr is a file or a pipe. */
function progressPrinter(): (progress: ImportProgress) => void {
  const tty = process.stderr.isTTY === true;
  let lastTenth = -1;
  return (progress) => {
    if (progress.phase === 'read') {
      const share = progress.totalBytes === 0 ? 1 : progress.bytes / progress.totalBytes;
      const percent = Math.floor(share * 100);
      const records = progress.records.toLocaleString('en');
      if (tty) {
        const width = 30;
        const filled = Math.round(share * width);
        process.stderr.write(`\rReading  [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(percent).padStart(3)}%  ${records} records`);
        if (progress.done) process.stderr.write('\n');
      } else if (progress.done) {
        process.stderr.write(`Read ${records} records\n`);
      } else if (Math.floor(percent / 10) > lastTenth) {
        lastTenth = Math.floor(percent / 10);
        process.stderr.write(`Reading ${percent}% (${records} records)\n`);
      }
    } else if (progress.phase === 'load') {
      process.stderr.write(`Building the catalogue and its search index (${progress.records.toLocaleString('en')} content rows)...\n`);
    } else {
      process.stderr.write('Replacing the previous catalogue...\n');
    }
  };
}

function listIssues(issues: ImportIssue[]): void {
  if (issues.length === 0) return;
  process.stderr.write(`\n${issues.length} record(s) skipped:\n`);
  for (const issue of issues.slice(0, MAX_LISTED_ISSUES)) process.stderr.write(`  line ${issue.line}: ${issue.message}\n`);
  if (issues.length > MAX_LISTED_ISSUES) process.stderr.write(`  ... and ${issues.length - MAX_LISTED_ISSUES} more\n`);
}

async function main(): Promise<void> {
  try {
    const summary = await importCatalogue({ file: path.resolve(file ?? ''), dbPath, databaseUrl, strict: args.includes('--strict'), onProgress: progressPrinter() });
    listIssues(summary.issues);
    const { imported } = summary;
    console.log(
      [
        `Imported ${file} into ${target} in ${(summary.milliseconds / 1000).toFixed(1)} s (${(summary.bytes / 1048576).toFixed(1)} MB, dataset ${summary.version}):`,
        `  ${imported.categories} categories, ${imported.products} products, ${imported.content} content rows, ${imported.files} files,` +
          ` ${imported.queries} popular queries, ${imported.synonymSets} synonym sets`,
        `  ${summary.records} records read, ${summary.issues.length} skipped`,
        databaseUrl ? 'Every site process on this database serves the new catalogue from now on.' : 'Restart the site to serve the new catalogue.',
      ].join('\n'),
    );
  } catch (error) {
    if (error instanceof ImportFailed) {
      listIssues(error.issues);
      console.error(`\nImport failed: ${error.message}`);
    } else {
      console.error(`\nImport failed, the previous catalogue is unchanged: ${(error as Error).message}`);
    }
    process.exitCode = 1;
  }
}

void main();
