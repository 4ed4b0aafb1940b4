import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDatabase } from '../src/server/content/store/sqlite/ensureDatabase';

const SOURCES = ['src/server/content/dataset', 'src/server/content/pdfText', 'src/server/content/store/sqlite'];

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
 * Generates the demo catalogue once per test run (reused across runs while the generator is
 * unchanged); every suite's ensureDatabase copies it instead of generating its own.
 */
export default function globalSetup(): void {
  const template = path.join(os.tmpdir(), `support-site-template-${generatorFingerprint()}.sqlite`);
  ensureDatabase(template, { log: () => undefined });
  process.env.CONTENT_DB_TEMPLATE = template;
}
