import { errorCode } from './sql';

/**
 * A record created at most once per idempotency key under a fresh random public id, for any number of
 * processes: the key's row if one is stored (`created: false`); else one INSERT ... ON CONFLICT
 * (idempotency_key) DO NOTHING, where nothing inserted means another process stored the key a moment
 * ago (read back on the next round) and a unique violation means the drawn id was taken (drawn again).
 * Tickets and repair requests share it (the SQLite store's twin is sqlite/writes/keyedCreate.ts).
 */
export async function keyedInsert<Row>(
  steps: {
    byKey(key: string): Promise<Row | undefined>;
    /** Inserts under a newly drawn id; undefined when the key's row appeared meanwhile. */
    insert(): Promise<Row | undefined>;
    attempts: number;
    /** For the error when no free id was drawn: 'a ticket id'. */
    what: string;
  },
  key: string | null,
): Promise<{ row: Row; created: boolean }> {
  for (let attempt = 0; attempt < steps.attempts; attempt += 1) {
    if (key !== null) {
      const existing = await steps.byKey(key);
      if (existing) return { row: existing, created: false };
    }
    try {
      const row = await steps.insert();
      if (row) return { row, created: true };
    } catch (error) {
      if (errorCode(error) !== '23505') throw error;
    }
  }
  throw new Error(`could not allocate ${steps.what}`);
}
