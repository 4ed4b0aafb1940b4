import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Dataset } from '../../src/server/content/Dataset';
import { readSeedSync, seedVersion } from '../../src/server/content/importer/seed';
import { generateDemoDataset } from './generateDataset';
import { scaleDataset, scaledVersion } from './scale/scaleDataset';
import { writeExport } from './writeExport';

const ROOT = path.resolve(__dirname, '..', '..');

/** Where `npm run build` puts the demo export; the server seeds from it on its first start (importer/seed.ts). */
export const DEMO_EXPORT_DIR = path.join(ROOT, 'dist', 'demo');

/** What decides the export's bytes: the demo's data and generator, and the shared names and schemas it uses. */
const SOURCES = ['demo', 'src/shared'];
const STAMP = '.fingerprint';

export function demoFingerprint(): string {
  const hash = createHash('sha256');
  const visit = (target: string): void => {
    for (const entry of readdirSync(target, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name === '__tests__') continue;
      const full = path.join(target, entry.name);
      if (entry.isDirectory()) visit(full);
      else {
        hash.update(path.relative(ROOT, full));
        hash.update(readFileSync(full));
      }
    }
  };
  for (const source of SOURCES) visit(path.join(ROOT, source));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Writes the demo catalogue as a content export into `folder` unless the one there was written
 * from the same sources. Returns the NDJSON file, which `ensureDatabase`/`ensurePostgres` read
 * through the importer.
 */
export function ensureDemoExport(folder = DEMO_EXPORT_DIR, log: (message: string) => void = () => undefined): string {
  const file = path.join(folder, 'catalogue.ndjson');
  const fingerprint = demoFingerprint();
  const stamp = path.join(folder, STAMP);
  if (existsSync(file) && existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint) return file;
  const started = Date.now();
  const written = writeExport(generateDemoDataset(), folder);
  writeFileSync(stamp, fingerprint);
  log(`Demo catalogue exported to ${written.file} in ${Date.now() - started} ms (${written.lines} records, ${(written.bytes / 1048576).toFixed(1)} MB)`);
  return written.file;
}

/**
 * The demo grown to `documents` content rows (load and search benchmarks): the seed as the importer
 * reads it, scaled. Its version `seed:...+scale-N` is kept by a start that seeds from the same export.
 */
export function scaledDemo(documents: number, seed = ensureDemoExport()): { version: string; dataset: () => Dataset } {
  return { version: scaledVersion(seedVersion(seed), documents), dataset: () => scaleDataset(readSeedSync(seed), documents) };
}
