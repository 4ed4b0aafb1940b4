import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixture } from '../../__tests__/support/fixtureCatalogue';
import { SqliteContentStore } from '../SqliteContentStore';
import { ensureDatabase } from '../ensureDatabase';
import { SCHEMA_VERSION } from '../schema';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'content-store-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const quiet = { log: () => undefined };

describe('ensureDatabase', () => {
  it('creates the file once and leaves a current one alone', () => {
    const path = join(dir, 'var', 'content.sqlite');
    const first = ensureDatabase(path, { ...quiet, version: 'v1', dataset: () => fixture('v1') });
    expect(first).toMatchObject({ generated: true, version: 'v1' });
    expect(first.milliseconds).toBeGreaterThanOrEqual(0);
    const second = ensureDatabase(path, { ...quiet, version: 'v1', dataset: () => { throw new Error('must not rebuild'); } });
    expect(second).toEqual({ generated: false, version: 'v1' });
  });

  it('rebuilds a file holding another dataset version, or no database at all', () => {
    const path = join(dir, 'content.sqlite');
    ensureDatabase(path, { ...quiet, version: 'v1', dataset: () => fixture('v1') });
    expect(ensureDatabase(path, { ...quiet, version: 'v2', dataset: () => fixture('v2') }).generated).toBe(true);
    const garbage = join(dir, 'garbage.sqlite');
    writeFileSync(garbage, 'not a database');
    expect(ensureDatabase(garbage, { ...quiet, version: 'v1', dataset: () => fixture('v1') }).generated).toBe(true);
  });

  it('stores the schema version and opens in WAL mode with one FTS5 table per locale', async () => {
    const path = join(dir, 'content.sqlite');
    ensureDatabase(path, { ...quiet, version: 'v1', dataset: () => fixture('v1') });
    const store = SqliteContentStore.open(path);
    await store.close();
    const db = new Database(path, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE sql LIKE '%USING fts5%' ORDER BY name").all();
    expect(tables.map((t) => t.name)).toEqual(['search_de_DE', 'search_en_GB', 'search_fr_FR']);
    db.close();
  });
});
