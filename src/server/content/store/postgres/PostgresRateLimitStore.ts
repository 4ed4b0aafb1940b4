import type pg from 'pg';
import type { RateLimitStore, RateLimitWindow } from '../RateLimitStore';
import { one } from './sql';

interface WindowRow {
  count: number;
  reset_at: Date;
}

const toWindow = (row: WindowRow): RateLimitWindow => ({ count: row.count, resetAt: row.reset_at });

/**
 * Rate-limit counters on PostgreSQL. The increment is one INSERT ... ON CONFLICT DO UPDATE
 * ... RETURNING: the row lock makes concurrent increments from any number of processes and
 * machines each see a distinct count.
 */
export class PostgresRateLimitStore implements RateLimitStore {
  constructor(private readonly pool: pg.Pool) {}

  async increment(key: string, windowMs: number, now: Date): Promise<RateLimitWindow> {
    const row = await one<WindowRow>(
      this.pool,
      `INSERT INTO rate_limits (key, count, reset_at) VALUES (@key, 1, @resetAt)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limits.reset_at <= @now::timestamptz THEN 1 ELSE rate_limits.count + 1 END,
         reset_at = CASE WHEN rate_limits.reset_at <= @now::timestamptz THEN excluded.reset_at ELSE rate_limits.reset_at END
       RETURNING count, reset_at`,
      { key, now, resetAt: new Date(now.getTime() + windowMs) },
    );
    if (!row) throw new Error('rate limit increment returned no row');
    return toWindow(row);
  }

  async decrement(key: string, now: Date): Promise<void> {
    await this.pool.query('UPDATE rate_limits SET count = count - 1 WHERE key = $1 AND reset_at > $2 AND count > 0', [key, now]);
  }

  async get(key: string, now: Date): Promise<RateLimitWindow | null> {
    const row = await one<WindowRow>(this.pool, 'SELECT count, reset_at FROM rate_limits WHERE key = @key AND reset_at > @now::timestamptz', { key, now });
    return row ? toWindow(row) : null;
  }

  async reset(key: string): Promise<void> {
    await this.pool.query('DELETE FROM rate_limits WHERE key = $1', [key]);
  }

  async purgeExpired(now: Date, limit = 100): Promise<number> {
    const result = await this.pool.query(
      'DELETE FROM rate_limits WHERE key IN (SELECT key FROM rate_limits WHERE reset_at <= $1 ORDER BY reset_at LIMIT $2 FOR UPDATE SKIP LOCKED)',
      [now, limit],
    );
    return result.rowCount ?? 0;
  }

  async close(): Promise<void> {
    // The pool belongs to the service that created this store.
  }
}
