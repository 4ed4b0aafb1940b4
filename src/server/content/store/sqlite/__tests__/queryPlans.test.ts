import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ensureDatabase } from '../ensureDatabase';
import { SqliteContentStore } from '../SqliteContentStore';

/** Tables that grow with the catalogue: reading one of them whole makes a page cost grow with it. */
const CONTENT_TABLES = new Set(['content', 'content_locale', 'content_products', 'content_scope', 'content_facets', 'files']);

/** Every statement the content store prepares (listings, details, search), captured as it prepares them. */
function preparedStatements(dbPath: string): string[] {
  const seen = new Set<string>();
  const original = Database.prototype.prepare;
  Database.prototype.prepare = function prepare(this: Database.Database, sql: string) {
    seen.add(sql);
    return original.call(this, sql);
  } as typeof original;
  try {
    SqliteContentStore.open(dbPath, { mustExist: true });
  } finally {
    Database.prototype.prepare = original;
  }
  return [...seen];
}

/** Table of each name or alias in a statement (`FROM content_locale cl` makes `cl` mean content_locale). */
function aliases(sql: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of sql.matchAll(/\b(?:FROM|JOIN)\s+([a-z_][a-z0-9_]*)(?:\s+(?:AS\s+)?([a-z_][a-z0-9_]*))?/gi)) {
    const table = m[1].toLowerCase();
    map.set(table, table);
    const alias = m[2]?.toLowerCase();
    if (alias && !/^(on|where|join|left|inner|cross|using|group|order|limit|natural)$/.test(alias)) map.set(alias, table);
  }
  return map;
}

/** Named parameters bound with neutral values: a plan does not depend on them. */
function neutralParams(sql: string): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [, name] of sql.matchAll(/[@$:]([a-z_][a-z0-9_]*)/gi)) {
    params[name] = /types|facets|words|ids|names|values|list|json/i.test(name) ? '[]' : 'x';
  }
  return params;
}

describe('query plans of the content store', () => {
  let dir: string;
  let db: Database.Database;
  let statements: string[];

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'support-plans-'));
    const dbPath = path.join(dir, 'content.sqlite');
    ensureDatabase(dbPath, { log: () => undefined });
    statements = preparedStatements(dbPath);
    db = new Database(dbPath, { readonly: true });
  });
  afterAll(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('captures the listing and search statements', () => {
    expect(statements.some((sql) => /json_each\(@types\)/.test(sql))).toBe(true);
    expect(statements.some((sql) => /MATCH/i.test(sql))).toBe(true);
  });

  it('reads no content table whole: every access is an index search narrower than a locale', () => {
    const scans: string[] = [];
    for (const sql of statements) {
      // Statements marked whole-range read a locale's range by design, off the page path (the sitemap).
      if (/^\s*\/\* whole-range:/.test(sql)) continue;
      if (!/^\s*(SELECT|WITH)\b/i.test(sql)) continue;
      const names = aliases(sql);
      const explain = db.prepare(`EXPLAIN QUERY PLAN ${sql}`);
      const positional = Array.from({ length: (sql.match(/\?/g) ?? []).length }, () => 'x');
      const named = neutralParams(sql);
      const args = Object.keys(named).length > 0 ? [...positional, named] : positional;
      const plan = explain.all(...args) as Array<{ detail: string }>;
      for (const { detail } of plan) {
        // A full scan, or an index search on the locale alone (a third of the catalogue): both grow with it.
        const scanned = (/^SCAN ([a-z_][a-z0-9_]*)/i.exec(detail) ?? /^SEARCH ([a-z_][a-z0-9_]*) USING .*\(locale=\?\)$/i.exec(detail))?.[1]?.toLowerCase();
        const table = scanned && names.get(scanned);
        if (table && CONTENT_TABLES.has(table)) scans.push(`${detail}\n    in: ${sql.replace(/\s+/g, ' ').slice(0, 300)}`);
      }
    }
    expect(scans).toEqual([]);
  });
});
