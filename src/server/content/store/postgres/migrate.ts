import type pg from 'pg';
import { MIGRATIONS } from './migrations';

/**
 * One advisory lock key for schema changes and catalogue loads: of several processes starting at
 * once on an empty database, one migrates and loads while the others wait, then find it done.
 */
export const SCHEMA_LOCK_KEY = 7_310_245_001;

/** Runs `work` holding the schema lock on one connection (session lock: released on error too). */
export async function withSchemaLock<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
    try {
      return await work(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * The oldest PostgreSQL the stores run on: 14, for `pg_column_compression` in the search's ranked window
 * (PostgresSearch.ts). PostgreSQL 13 reached its end of life in November 2025.
 */
export const MIN_SERVER_VERSION = 140000;

/** A clear refusal to start on a server too old for the statements, before any migration runs. */
export async function checkServerVersion(client: Pick<pg.PoolClient, 'query'>): Promise<void> {
  const { rows } = await client.query<{ num: string; version: string }>(
    "SELECT current_setting('server_version_num') AS num, current_setting('server_version') AS version",
  );
  if (Number(rows[0].num) < MIN_SERVER_VERSION) {
    throw new Error(`PostgreSQL ${rows[0].version} is too old: the site needs PostgreSQL ${MIN_SERVER_VERSION / 10000} or newer (set DATABASE_URL to a newer server)`);
  }
}

/** Applies the migrations this database lacks, each in its own transaction; returns their names. */
export async function migrateWith(client: pg.PoolClient): Promise<string[]> {
  await checkServerVersion(client);
  await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set((await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
  const known = new Set(MIGRATIONS.map((m) => m.name));
  const unknown = [...done].filter((name) => !known.has(name));
  if (unknown.length > 0) throw new Error(`The database has migrations this build does not know (${unknown.join(', ')}): it was migrated by a newer version`);
  const applied: string[] = [];
  for (const migration of MIGRATIONS) {
    if (done.has(migration.name)) continue;
    await client.query('BEGIN');
    try {
      await client.query(migration.sql);
      await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
    }
    applied.push(migration.name);
  }
  return applied;
}

/** Brings the schema up to date under the schema lock. */
export async function migrate(pool: pg.Pool): Promise<string[]> {
  return withSchemaLock(pool, migrateWith);
}
