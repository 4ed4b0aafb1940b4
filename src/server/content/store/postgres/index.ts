import type pg from 'pg';
import type { AccountRecord } from '../AccountStore';
import { PostgresAscStore } from './PostgresAscStore';
import { PostgresContentStore } from './PostgresContentStore';
import { PostgresRateLimitStore } from './PostgresRateLimitStore';
import { PostgresSessionStore } from './PostgresSessionStore';
import { PostgresWriteStore } from './PostgresWriteStore';
import { createPool } from './sql';

export { ensurePostgres, replaceCatalogue, type EnsurePostgresOptions, type EnsurePostgresResult } from './ensurePostgres';
export { migrate } from './migrate';
export { createPool } from './sql';
export { PostgresAscStore, PostgresContentStore, PostgresRateLimitStore, PostgresSessionStore, PostgresWriteStore };

export interface PostgresStores {
  pool: pg.Pool;
  store: PostgresContentStore;
  writes: PostgresWriteStore;
  asc: PostgresAscStore;
  sessions: PostgresSessionStore;
  rateLimits: PostgresRateLimitStore;
  close(): Promise<void>;
}

/** Every PostgreSQL store of one process on one pool (the schema must be migrated: ensurePostgres). */
export async function openPostgresStores(url: string, options: { seedAccounts?: readonly AccountRecord[] } = {}): Promise<PostgresStores> {
  const pool = createPool(url);
  try {
    const asc = new PostgresAscStore(pool);
    await asc.seedAccounts(options.seedAccounts ?? []);
    return {
      pool,
      store: new PostgresContentStore(pool),
      writes: new PostgresWriteStore(pool),
      asc,
      sessions: new PostgresSessionStore(pool),
      rateLimits: new PostgresRateLimitStore(pool),
      close: () => pool.end(),
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}
