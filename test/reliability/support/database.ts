import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDemoExport } from '../../../demo/generate/demoExport';
import { ensureDatabase } from '../../../src/server/content';

/**
 * The generated demo catalogue of this run: globalSetup builds it once (RELIABILITY_CATALOGUE) and
 * each suite works on its own copy, so every suite starts from the same real data and none sees
 * another's writes. Run outside the reliability config, a suite builds its own.
 */
export function masterCatalogue(): string {
  const existing = process.env.RELIABILITY_CATALOGUE;
  if (existing && fs.existsSync(existing)) return existing;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'support-rel-master-'));
  const master = path.join(dir, 'catalogue.sqlite');
  // The demo export the servers of this run seed from too (ADR 035): written when the demo changed.
  const seed = ensureDemoExport();
  process.env.CONTENT_SEED_FILE = seed;
  ensureDatabase(master, { log: () => undefined, seed });
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${master}${suffix}`, { force: true });
  process.env.RELIABILITY_CATALOGUE = master;
  return master;
}

export function freshDatabase(): { dir: string; dbPath: string; remove(): void } {
  const master = masterCatalogue();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'support-rel-'));
  const dbPath = path.join(dir, 'content.sqlite');
  fs.copyFileSync(master, dbPath);
  return { dir, dbPath, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
