import type Database from 'better-sqlite3';
import type { SessionActivityPolicy, SessionStore, StoredSession } from '../../SessionStore';
import { openWritesDatabase } from './SqliteWriteStore';

type Params = Record<string, string | number | null>;

interface SessionRow {
  account_id: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

const toSession = (row: SessionRow): StoredSession => ({
  accountId: row.account_id,
  createdAt: new Date(row.created_at),
  lastSeenAt: new Date(row.last_seen_at),
  expiresAt: new Date(row.expires_at),
});

/**
 * Sessions in the write database (table `sessions`, see writesSchema.ts). WAL lets every cluster
 * worker read and write the file; every write is one statement, so a sign-out in one process is
 * seen by the next request in any other.
 */
export class SqliteSessionStore implements SessionStore {
  private readonly insert: Database.Statement<Params>;
  private readonly resolveRow: (idHash: string, now: number, policy: SessionActivityPolicy) => StoredSession | null;
  private readonly remove: Database.Statement<Params>;
  private readonly removeAccount: Database.Statement<Params>;
  private readonly purge: Database.Statement<Params>;

  private constructor(private readonly db: Database.Database) {
    this.insert = db.prepare(
      `INSERT INTO sessions (id_hash, account_id, created_at, last_seen_at, expires_at)
       VALUES (@idHash, @accountId, @createdAt, @lastSeenAt, @expiresAt)`,
    );
    const find = db.prepare<Params, SessionRow>('SELECT account_id, created_at, last_seen_at, expires_at FROM sessions WHERE id_hash = @idHash');
    const touch = db.prepare<Params>('UPDATE sessions SET last_seen_at = @now WHERE id_hash = @idHash AND last_seen_at < @now');
    this.remove = db.prepare('DELETE FROM sessions WHERE id_hash = @idHash');
    this.removeAccount = db.prepare('DELETE FROM sessions WHERE account_id = @accountId');
    this.purge = db.prepare(
      `DELETE FROM sessions WHERE id_hash IN (
         SELECT id_hash FROM sessions WHERE expires_at <= @now OR last_seen_at <= @idleBefore ORDER BY last_seen_at LIMIT @limit)`,
    );
    // Plain statements, no read-then-write transaction: in WAL a read transaction that later wants
    // to write fails at once (SQLITE_BUSY_SNAPSHOT) when another process wrote in between, while a
    // single write statement waits its turn (busy_timeout). The touch cannot revive a session deleted
    // meanwhile: it only updates a row that is still there.
    this.resolveRow = (idHash, now, policy) => {
      const row = find.get({ idHash });
      if (!row) return null;
      if (row.expires_at <= now || now - row.last_seen_at >= policy.idleTimeoutMs) {
        this.remove.run({ idHash });
        return null;
      }
      if (now - row.last_seen_at >= policy.touchAfterMs && touch.run({ idHash, now }).changes > 0) row.last_seen_at = now;
      return toSession(row);
    };
  }

  /** Opens (creating and migrating when needed) the write database at `path` for sessions. */
  static open(path: string): SqliteSessionStore {
    return new SqliteSessionStore(openWritesDatabase(path));
  }

  async createSession(idHash: string, session: StoredSession): Promise<void> {
    this.insert.run({
      idHash,
      accountId: session.accountId,
      createdAt: session.createdAt.getTime(),
      lastSeenAt: session.lastSeenAt.getTime(),
      expiresAt: session.expiresAt.getTime(),
    });
  }

  async resolveSession(idHash: string, now: Date, policy: SessionActivityPolicy): Promise<StoredSession | null> {
    return this.resolveRow(idHash, now.getTime(), policy);
  }

  async deleteSession(idHash: string): Promise<boolean> {
    return this.remove.run({ idHash }).changes > 0;
  }

  async deleteAccountSessions(accountId: string): Promise<number> {
    return this.removeAccount.run({ accountId }).changes;
  }

  async purgeExpiredSessions(now: Date, policy: SessionActivityPolicy, limit = 100): Promise<number> {
    const at = now.getTime();
    return this.purge.run({ now: at, idleBefore: at - policy.idleTimeoutMs, limit }).changes;
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
