/**
 * npm run content:generate [-- --db var/content.sqlite] [--force]
 * Builds the demo content database (the site does the same on its first start) and prints how
 * long it took and how large the file is.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ensureDatabase } from '../store/sqlite/ensureDatabase';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const dbPath = path.resolve(option('--db') ?? process.env.DATABASE_FILE ?? path.join('var', 'content.sqlite'));
if (process.argv.includes('--force')) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true });
}
const result = ensureDatabase(dbPath, { log: (message) => console.log(message) });
if (!result.generated) console.log(`${dbPath} already holds dataset ${result.version}; use --force to rebuild it.`);
