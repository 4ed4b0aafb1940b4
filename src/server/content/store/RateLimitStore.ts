/**
 * Fixed-window request counters shared by every process that opens the same database, so N site
 * processes (or machines) allow a client the limit once, not N times. Keys are opaque to the store
 * (callers prefix them per limit, e.g. 'signin-pair:203.0.113.7|asc.demo'); a key lives in one
 * window at a time.
 *
 * Implementations: sqlite/writes/SqliteRateLimitStore.ts (the default) and a PostgreSQL one.
 */
export interface RateLimitWindow {
  /** Hits counted in the current window, including the one just added by increment. */
  count: number;
  /** When the window ends and the count starts again from zero. */
  resetAt: Date;
}

export interface RateLimitStore {
  /**
   * Adds one hit to `key` and returns the window after it. Atomic across processes: of N
   * concurrent increments on one key, exactly one sees each count 1..N. When the key has no
   * window, or its window ended at or before `now`, a new window starts: count 1, resetAt =
   * now + windowMs.
   */
  increment(key: string, windowMs: number, now: Date): Promise<RateLimitWindow>;

  /**
   * Takes back one hit of the key's current window (a request that turned out not to count).
   * Never goes below zero; does nothing when the window has ended or the key is unknown.
   */
  decrement(key: string, now: Date): Promise<void>;

  /** The key's window at `now` without counting, or null when it has none (or it ended). */
  get(key: string, now: Date): Promise<RateLimitWindow | null>;

  /** Forgets the key's window (e.g. an operator lifts a lockout). */
  reset(key: string): Promise<void>;

  /** Deletes up to `limit` windows that ended at or before `now`. Returns how many. */
  purgeExpired(now: Date, limit?: number): Promise<number>;

  close(): Promise<void>;
}
