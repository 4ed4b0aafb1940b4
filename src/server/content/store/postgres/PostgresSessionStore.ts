import type pg from 'pg';
import type { SessionActivityPolicy, SessionStore, StoredSession } from '../SessionStore';
import { one, transaction } from './sql';

interface SessionRow {
  account_id: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
}

const toSession = (row: SessionRow): StoredSession => ({
  accountId: row.account_id,
  createdAt: row.created_at,
  lastSeenAt: row.last_seen_at,
  expiresAt: row.expires_at,
});

/**
 * Sessions on PostgreSQL: every process and machine on the database resolves the same rows, so a
 * sign-out anywhere ends the session everywhere from the moment its DELETE commits.
 */
export class PostgresSessionStore implements SessionStore {
  constructor(private readonly pool: pg.Pool) {}

  async createSession(idHash: string, session: StoredSession): Promise<void> {
    await this.pool.query('INSERT INTO sessions (id_hash, account_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
      idHash,
      session.accountId,
      session.createdAt,
      session.lastSeenAt,
      session.expiresAt,
    ]);
  }

  async resolveSession(idHash: string, now: Date, policy: SessionActivityPolicy): Promise<StoredSession | null> {
    // The common case is a plain read: only an expiry or a touch writes.
    const row = await one<SessionRow>(this.pool, 'SELECT account_id, created_at, last_seen_at, expires_at FROM sessions WHERE id_hash = @idHash', { idHash });
    if (!row) return null;
    const at = now.getTime();
    if (row.expires_at.getTime() <= at || at - row.last_seen_at.getTime() >= policy.idleTimeoutMs) {
      await this.pool.query('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
      return null;
    }
    if (at - row.last_seen_at.getTime() < policy.touchAfterMs) return toSession(row);
    // Touch only a row that still exists: a sign-out committed in between wins.
    return transaction(this.pool, async (client) => {
      const touched = await one<SessionRow>(
        client,
        `UPDATE sessions SET last_seen_at = GREATEST(last_seen_at, @now::timestamptz) WHERE id_hash = @idHash
         RETURNING account_id, created_at, last_seen_at, expires_at`,
        { idHash, now },
      );
      return touched ? toSession(touched) : null;
    });
  }

  async deleteSession(idHash: string): Promise<boolean> {
    return ((await this.pool.query('DELETE FROM sessions WHERE id_hash = $1', [idHash])).rowCount ?? 0) > 0;
  }

  async deleteAccountSessions(accountId: string): Promise<number> {
    return (await this.pool.query('DELETE FROM sessions WHERE account_id = $1', [accountId])).rowCount ?? 0;
  }

  async purgeExpiredSessions(now: Date, policy: SessionActivityPolicy, limit = 100): Promise<number> {
    const result = await this.pool.query(
      `DELETE FROM sessions WHERE id_hash IN (
         SELECT id_hash FROM sessions WHERE expires_at <= $1 OR last_seen_at <= $2 ORDER BY last_seen_at LIMIT $3 FOR UPDATE SKIP LOCKED)`,
      [now, new Date(now.getTime() - policy.idleTimeoutMs), limit],
    );
    return result.rowCount ?? 0;
  }

  async close(): Promise<void> {
    // The pool belongs to the service that created this store.
  }
}
