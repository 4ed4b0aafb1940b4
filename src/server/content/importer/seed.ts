import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Dataset } from '../Dataset';
import { readDocumentPages, readDocumentPagesSync } from '../pdfText/documentPages';
import { readExport, readExportSync, type ExportContents } from './readExport';
import { APP_ROOT } from '../appRoot';

/**
 * The catalogue a fresh site starts with: a content export (the format of `npm run content:import`,
 * docs/content-import.md) read through the same importer. By default the demo catalogue, which
 * `npm run build` writes to dist/demo/catalogue.ndjson from the data in demo/ (ADR 035); the site
 * never imports the demo or its generator, only this file.
 */

/** Dataset versions of a catalogue seeded from an export start with this. */
export const SEED_PREFIX = 'seed:';

/** CONTENT_SEED_FILE (relative to the working directory), or the demo export the build writes next to the server bundle. */
export function seedFile(env: NodeJS.ProcessEnv = process.env, root = APP_ROOT): string {
  return env.CONTENT_SEED_FILE ? path.resolve(env.CONTENT_SEED_FILE) : path.join(root, 'dist', 'demo', 'catalogue.ndjson');
}

/**
 * The version a seeded catalogue carries: a hash of the export's lines. The demo export names its
 * files by their checksum, so the lines change whenever a file does, and a changed demo replaces
 * a database seeded from an older one on the next start.
 */
export function seedVersion(file: string): string {
  return `${SEED_PREFIX}${createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16)}`;
}

export function seedMissing(file: string): Error {
  return new Error(
    `No catalogue to start with: ${file} does not exist. Run \`npm run build\` (it writes the demo export to dist/demo), ` +
      'set CONTENT_SEED_FILE to a content export, or import one with `npm run content:import`.',
  );
}

function seeded(file: string, read: ExportContents): Dataset {
  // A seed is trusted data: a bad record is a broken build, not something to skip quietly.
  const first = read.issues[0];
  if (first) throw new Error(`${file}: ${read.issues.length} bad record(s); line ${first.line}: ${first.message}`);
  return { ...read.dataset, version: seedVersion(file) };
}

/** The seed as a store loads it, manuals' page texts included (synchronous start-up). */
export function readSeedSync(file: string): Dataset {
  if (!existsSync(file)) throw seedMissing(file);
  return readDocumentPagesSync(seeded(file, readExportSync(file)));
}

export async function readSeed(file: string): Promise<Dataset> {
  if (!existsSync(file)) throw seedMissing(file);
  return readDocumentPages(seeded(file, await readExport(file)));
}
