/**
 * Server-side sessions of the service-centre portal, shared by every process that opens the same
 * database (cluster workers, other machines). The cookie holds an opaque random id; a store only
 * ever sees its SHA-256 hash (`idHash`, lower-case hex), so a leaked table cannot be replayed as
 * cookies. A session row names the account only: roles and grants are read from the account each
 * time the session is resolved, so a grant change applies on the next request.
 *
 * Implementations: sqlite/writes/SqliteSessionStore.ts (the default) and a PostgreSQL one. Every
 * method is a single atomic statement or transaction; no method keeps state in process memory.
 */
export interface StoredSession {
  accountId: string;
  createdAt: Date;
  /** Last request that used the session, kept to within `touchAfterMs` (see resolveSession). */
  lastSeenAt: Date;
  /** Absolute end of the session: never extended by use. */
  expiresAt: Date;
}

/** How long an unused session lives, and how often use is written back. */
export interface SessionActivityPolicy {
  /** A session unused for this long is dead, however far its absolute end is. */
  idleTimeoutMs: number;
  /**
   * lastSeenAt is only written when it is older than this: a page render makes several API calls,
   * and writing on each would turn every read into a write. Must be well below idleTimeoutMs.
   */
  touchAfterMs: number;
}

export interface SessionStore {
  /**
   * Stores a new session under `idHash`. Rejects (throws) when the hash is already stored; with
   * 128 or more random bits behind it that means a bug, never a collision to paper over.
   */
  createSession(idHash: string, session: StoredSession): Promise<void>;

  /**
   * The session under `idHash` when it is live at `now` (now < expiresAt and
   * now - lastSeenAt < idleTimeoutMs), with lastSeenAt moved to `now` when it was older than
   * touchAfterMs. A dead session is deleted and null returned; an unknown hash is null. A session
   * deleted by another process is never returned after that delete has returned.
   */
  resolveSession(idHash: string, now: Date, policy: SessionActivityPolicy): Promise<StoredSession | null>;

  /** Ends one session (sign-out). True when a row was deleted. */
  deleteSession(idHash: string): Promise<boolean>;

  /** Ends every session of an account (grants changed, account disabled). Returns how many ended. */
  deleteAccountSessions(accountId: string): Promise<number>;

  /**
   * Deletes up to `limit` sessions dead at `now` (either deadline passed), oldest first, so no
   * single call pays for a large delete. Returns how many were deleted.
   */
  purgeExpiredSessions(now: Date, policy: SessionActivityPolicy, limit?: number): Promise<number>;

  close(): Promise<void>;
}
