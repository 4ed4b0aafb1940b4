import { createHash, randomBytes } from 'node:crypto';
import type { AccountRecord } from '../store/AccountStore';
import type { SessionActivityPolicy } from '../store/SessionStore';
import { cookieValues } from './cookies';
import type { Grant, Session } from './roles';
import type { AccessServices } from './services';

/*
 * Server-side sessions: the cookie carries a random id, the database (SessionStore) the session.
 * Every process of the site resolves the same id to the same session, a sign-out deletes the row
 * for all of them, and the account's grants are read on each resolve, so nothing that decides who
 * is signed in lives in one process's memory or in a key of its own.
 */

/** The HttpOnly cookie holding the session id. */
export const SESSION_COOKIE = 'asc_session';

/** A working day: a service technician signs in once per shift; no use extends it. */
export const SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000;

/**
 * A session unused this long ends: a repair with a manual open on the bench can run an hour
 * without a click, while a workshop PC left signed in for longer is more likely abandoned.
 */
export const SESSION_IDLE_TIMEOUT_MS = 60 * 60 * 1000;

/** Use is written back at most once a minute per session (a page render makes several API calls). */
export const SESSION_TOUCH_AFTER_MS = 60 * 1000;

export const SESSION_POLICY: SessionActivityPolicy = { idleTimeoutMs: SESSION_IDLE_TIMEOUT_MS, touchAfterMs: SESSION_TOUCH_AFTER_MS };

/** 32 random bytes: 256 bits, far beyond guessing; base64url gives 43 cookie-safe characters. */
const ID_BYTES = 32;
const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newSessionId = (): string => randomBytes(ID_BYTES).toString('base64url');

/** What the store keeps instead of the id: a stolen table holds nothing a browser could send. */
export const hashSessionId = (id: string): string => createHash('sha256').update(id, 'utf8').digest('hex');

/** The session ids of a Cookie header that could be ours (several can arrive, e.g. from other paths). */
function sessionIds(cookieHeader: string | undefined): string[] {
  return cookieValues(cookieHeader, SESSION_COOKIE).filter((value) => ID_PATTERN.test(value));
}

function toSession(account: AccountRecord, createdAt: Date, expiresAt: Date): Session {
  return {
    userId: account.id,
    username: account.username,
    displayName: account.displayName,
    role: account.role,
    grants: [...account.grants],
    issuedAt: Math.floor(createdAt.getTime() / 1000),
    expiresAt: Math.floor(expiresAt.getTime() / 1000),
  };
}

/** Opens a session for an account that has just proved its password; returns the id for the cookie. */
export async function startSession(access: AccessServices, account: AccountRecord, now: Date = new Date()): Promise<{ id: string; session: Session }> {
  const id = newSessionId();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  // Dead sessions go a batch at a time on sign-in, so the table does not grow without bound.
  await access.sessions.purgeExpiredSessions(now, SESSION_POLICY);
  await access.sessions.createSession(hashSessionId(id), { accountId: account.id, createdAt: now, lastSeenAt: now, expiresAt });
  return { id, session: toSession(account, now, expiresAt) };
}

/**
 * The live session of a Cookie header with the account's current role and grants, or null. Only
 * the session cookie counts: the site's UI cookies (portal, showServiceManuals, ...) are ignored
 * whatever they say. A session whose account is gone is ended.
 */
export async function resolveSession(access: AccessServices | undefined, cookieHeader: string | undefined, now: Date = new Date()): Promise<Session | null> {
  if (!access) return null;
  for (const id of sessionIds(cookieHeader)) {
    const idHash = hashSessionId(id);
    const stored = await access.sessions.resolveSession(idHash, now, SESSION_POLICY);
    if (!stored) continue;
    const account = await access.accounts.findAccountById(stored.accountId);
    if (account) return toSession(account, stored.createdAt, stored.expiresAt);
    await access.sessions.deleteSession(idHash);
  }
  return null;
}

/** Sign-out: deletes every session the Cookie header names. Returns how many there were. */
export async function endSessions(access: AccessServices, cookieHeader: string | undefined): Promise<number> {
  let ended = 0;
  for (const id of sessionIds(cookieHeader)) if (await access.sessions.deleteSession(hashSessionId(id))) ended++;
  return ended;
}

/**
 * Replaces an account's grants and ends all its sessions, so the change holds from the next
 * request on: the account signs in again and its new cookies (portal, showServiceManuals, ...)
 * match the new grants. False when there is no such account.
 */
export async function changeGrants(access: AccessServices, accountId: string, grants: readonly Grant[]): Promise<boolean> {
  const changed = await access.accounts.updateGrants(accountId, grants);
  if (!changed) return false;
  const ended = await access.sessions.deleteAccountSessions(accountId);
  access.log.event('session.revoked', { accountId, reason: 'grants changed', sessions: ended });
  return true;
}
