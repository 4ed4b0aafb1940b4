import type { Options, Store, ClientRateLimitInfo, IncrementResponse } from 'express-rate-limit';
import type { RateLimitStore } from './content';

/** Every this many increments a process also clears a batch of ended windows, so the table stays small. */
const PURGE_EVERY = 200;

/**
 * express-rate-limit's store contract on a RateLimitStore: the counters live in the database, so
 * every site process (and machine) counts towards one limit. One instance per limiter; `prefix`
 * keeps the keys of different limits apart in the shared table.
 */
export class SharedRateLimitStore implements Store {
  /** Counts are shared: an increment in one process is seen by every other. */
  readonly localKeys = false;
  private windowMs = 60_000;
  private increments = 0;

  constructor(
    private readonly counters: RateLimitStore,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const window = await this.counters.get(this.prefix + key, new Date());
    return window ? { totalHits: window.count, resetTime: window.resetAt } : undefined;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const now = new Date();
    this.increments = (this.increments + 1) % PURGE_EVERY;
    if (this.increments === 0) await this.counters.purgeExpired(now);
    const window = await this.counters.increment(this.prefix + key, this.windowMs, now);
    return { totalHits: window.count, resetTime: window.resetAt };
  }

  async decrement(key: string): Promise<void> {
    await this.counters.decrement(this.prefix + key, new Date());
  }

  async resetKey(key: string): Promise<void> {
    await this.counters.reset(this.prefix + key);
  }
}
