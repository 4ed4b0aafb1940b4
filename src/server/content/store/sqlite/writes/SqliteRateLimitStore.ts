import type Database from 'better-sqlite3';
import type { RateLimitStore, RateLimitWindow } from '../../RateLimitStore';
import { openWritesDatabase } from './SqliteWriteStore';

type Params = Record<string, string | number | null>;

interface WindowRow {
  count: number;
  reset_at: number;
}

const toWindow = (row: WindowRow): RateLimitWindow => ({ count: row.count, resetAt: new Date(row.reset_at) });

/**
 * Rate-limit counters in the write database (table `rate_limits`, see writesSchema.ts). The
 * increment is a single UPSERT ... RETURNING: SQLite runs it under the database write lock, so
 * concurrent increments from several processes each see a distinct count.
 */
export class SqliteRateLimitStore implements RateLimitStore {
  private readonly incrementStatement: Database.Statement<Params, WindowRow>;
  private readonly decrementStatement: Database.Statement<Params>;
  private readonly find: Database.Statement<Params, WindowRow>;
  private readonly remove: Database.Statement<Params>;
  private readonly purge: Database.Statement<Params>;

  private constructor(private readonly db: Database.Database) {
    this.incrementStatement = db.prepare(
      `INSERT INTO rate_limits (key, count, reset_at) VALUES (@key, 1, @resetAt)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limits.reset_at <= @now THEN 1 ELSE rate_limits.count + 1 END,
         reset_at = CASE WHEN rate_limits.reset_at <= @now THEN excluded.reset_at ELSE rate_limits.reset_at END
       RETURNING count, reset_at`,
    );
    this.decrementStatement = db.prepare('UPDATE rate_limits SET count = count - 1 WHERE key = @key AND reset_at > @now AND count > 0');
    this.find = db.prepare('SELECT count, reset_at FROM rate_limits WHERE key = @key AND reset_at > @now');
    this.remove = db.prepare('DELETE FROM rate_limits WHERE key = @key');
    this.purge = db.prepare(
      'DELETE FROM rate_limits WHERE key IN (SELECT key FROM rate_limits WHERE reset_at <= @now ORDER BY reset_at LIMIT @limit)',
    );
  }

  /** Opens (creating and migrating when needed) the write database at `path` for rate limits. */
  static open(path: string): SqliteRateLimitStore {
    const db = openWritesDatabase(path);
    // A counter lost in a power cut only gives a client a few more requests; not worth an fsync
    // per request (WAL still keeps the file consistent).
    db.pragma('synchronous = NORMAL');
    return new SqliteRateLimitStore(db);
  }

  async increment(key: string, windowMs: number, now: Date): Promise<RateLimitWindow> {
    const at = now.getTime();
    const row = this.incrementStatement.get({ key, now: at, resetAt: at + windowMs });
    if (!row) throw new Error('rate limit increment returned no row');
    return toWindow(row);
  }

  async decrement(key: string, now: Date): Promise<void> {
    this.decrementStatement.run({ key, now: now.getTime() });
  }

  async get(key: string, now: Date): Promise<RateLimitWindow | null> {
    const row = this.find.get({ key, now: now.getTime() });
    return row ? toWindow(row) : null;
  }

  async reset(key: string): Promise<void> {
    this.remove.run({ key });
  }

  async purgeExpired(now: Date, limit = 100): Promise<number> {
    return this.purge.run({ now: now.getTime(), limit }).changes;
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
