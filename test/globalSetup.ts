import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoFingerprint, ensureDemoExport } from '../demo/generate/demoExport';
import { ensureDatabase } from '../src/server/content/store/sqlite/ensureDatabase';

const SOURCES = ['demo', 'src/shared', 'src/server/content/importer', 'src/server/content/pdfText', 'src/server/content/store/sqlite'];

/** A hash of what decides the generated catalogue's bytes: a change to either regenerates the template. */
function generatorFingerprint(): string {
  const hash = crypto.createHash('sha256');
  const visit = (target: string): void => {
    for (const entry of fs.readdirSync(target, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name === '__tests__') continue;
      const full = path.join(target, entry.name);
      if (entry.isDirectory()) visit(full);
      else {
        hash.update(full);
        hash.update(fs.readFileSync(full));
      }
    }
  };
  for (const source of SOURCES) visit(path.join(__dirname, '..', source));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Writes the demo export and seeds a catalogue from it once per test run (both reused across runs
 * while their sources are unchanged); every suite seeds from the same export (CONTENT_SEED_FILE)
 * and its ensureDatabase copies the template instead of importing its own.
 */
export default function globalSetup(): void {
  const seed = ensureDemoExport(path.join(os.tmpdir(), `support-site-demo-${demoFingerprint()}`));
  process.env.CONTENT_SEED_FILE = seed;
  const template = path.join(os.tmpdir(), `support-site-template-${generatorFingerprint()}.sqlite`);
  ensureDatabase(template, { log: () => undefined, seed });
  process.env.CONTENT_DB_TEMPLATE = template;
}
