import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteRateLimitStore } from '../SqliteRateLimitStore';
import { SqliteSessionStore } from '../SqliteSessionStore';
import { SqliteWriteStore } from '../SqliteWriteStore';

/*
 * The SQLite session and rate-limit stores as two processes see them: two connections to one
 * write database (as two cluster workers hold), and for the counter, two real processes at once.
 */

let dir: string;
let path: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'shared-stores-'));
  path = join(dir, 'content-writes.sqlite');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const policy = { idleTimeoutMs: 30 * 60_000, touchAfterMs: 60_000 };
const t0 = new Date('2026-11-24T08:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe('SqliteSessionStore', () => {
  it('shares sessions between connections: created on one, resolved and deleted on the other', async () => {
    const a = SqliteSessionStore.open(path);
    const b = SqliteSessionStore.open(path);
    try {
      await a.createSession('h1', { accountId: 'asc-0001', createdAt: t0, lastSeenAt: t0, expiresAt: at(8 * 3600_000) });
      expect((await b.resolveSession('h1', at(1000), policy))?.accountId).toBe('asc-0001');
      expect(await b.resolveSession('unknown', at(1000), policy)).toBeNull();
      expect(await b.deleteSession('h1')).toBe(true);
      expect(await a.resolveSession('h1', at(2000), policy)).toBeNull();
      expect(await a.deleteSession('h1')).toBe(false);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('refuses a second session under the same hash', async () => {
    const store = SqliteSessionStore.open(path);
    const session = { accountId: 'asc-0001', createdAt: t0, lastSeenAt: t0, expiresAt: at(3600_000) };
    await store.createSession('h1', session);
    // (SqliteError comes from another realm than jest's Error, so match its message instead of toThrow.)
    await expect(store.createSession('h1', { ...session, accountId: 'other' })).rejects.toHaveProperty('message', expect.stringMatching(/UNIQUE/));
    await store.close();
  });

  it('ends a session after the idle timeout, unless it was used, and at its absolute end whatever the use', async () => {
    const store = SqliteSessionStore.open(path);
    try {
      await store.createSession('idle', { accountId: 'a', createdAt: t0, lastSeenAt: t0, expiresAt: at(8 * 3600_000) });
      await store.createSession('busy', { accountId: 'a', createdAt: t0, lastSeenAt: t0, expiresAt: at(40 * 60_000) });
      // Used every 20 minutes: each use moves the idle deadline on.
      for (const minute of [20, 39]) expect(await store.resolveSession('busy', at(minute * 60_000), policy)).not.toBeNull();
      // 30 minutes without use: gone (and deleted, not just hidden).
      expect(await store.resolveSession('idle', at(30 * 60_000), policy)).toBeNull();
      expect(await store.purgeExpiredSessions(at(0), policy)).toBe(0);
      // Used a minute ago, but its absolute end has come.
      expect(await store.resolveSession('busy', at(40 * 60_000), policy)).toBeNull();
    } finally {
      await store.close();
    }
  });

  it('writes use back only when the last write is older than touchAfterMs', async () => {
    const store = SqliteSessionStore.open(path);
    await store.createSession('h', { accountId: 'a', createdAt: t0, lastSeenAt: t0, expiresAt: at(3600_000) });
    expect((await store.resolveSession('h', at(30_000), policy))?.lastSeenAt).toEqual(t0);
    expect((await store.resolveSession('h', at(61_000), policy))?.lastSeenAt).toEqual(at(61_000));
    await store.close();
  });

  it('revokes every session of one account and no other', async () => {
    const store = SqliteSessionStore.open(path);
    const base = { createdAt: t0, lastSeenAt: t0, expiresAt: at(3600_000) };
    await store.createSession('a1', { ...base, accountId: 'a' });
    await store.createSession('a2', { ...base, accountId: 'a' });
    await store.createSession('b1', { ...base, accountId: 'b' });
    expect(await store.deleteAccountSessions('a')).toBe(2);
    expect(await store.resolveSession('a2', at(1), policy)).toBeNull();
    expect(await store.resolveSession('b1', at(1), policy)).not.toBeNull();
    await store.close();
  });

  it('purges dead sessions a batch at a time', async () => {
    const store = SqliteSessionStore.open(path);
    for (let i = 0; i < 5; i++) await store.createSession(`s${i}`, { accountId: 'a', createdAt: t0, lastSeenAt: t0, expiresAt: at(60_000) });
    expect(await store.purgeExpiredSessions(at(60_000), policy, 3)).toBe(3);
    expect(await store.purgeExpiredSessions(at(60_000), policy, 3)).toBe(2);
    await store.close();
  });

  it('lives in the write database beside the visitor writes', async () => {
    const writes = SqliteWriteStore.open(path);
    const sessions = SqliteSessionStore.open(path);
    await sessions.createSession('h', { accountId: 'a', createdAt: t0, lastSeenAt: t0, expiresAt: at(60_000) });
    expect(await writes.countTickets()).toBe(0);
    await writes.close();
    await sessions.close();
  });
});

describe('SqliteRateLimitStore', () => {
  it('counts in fixed windows shared by two connections, and starts again when the window ends', async () => {
    const a = SqliteRateLimitStore.open(path);
    const b = SqliteRateLimitStore.open(path);
    try {
      expect(await a.increment('k', 60_000, t0)).toEqual({ count: 1, resetAt: at(60_000) });
      expect(await b.increment('k', 60_000, at(10_000))).toEqual({ count: 2, resetAt: at(60_000) });
      expect(await a.get('k', at(20_000))).toEqual({ count: 2, resetAt: at(60_000) });
      await b.decrement('k', at(20_000));
      expect((await a.get('k', at(20_000)))?.count).toBe(1);
      expect(await a.get('k', at(60_000))).toBeNull();
      expect(await b.increment('k', 60_000, at(60_000))).toEqual({ count: 1, resetAt: at(120_000) });
      expect(await a.increment('other', 60_000, at(60_000))).toEqual({ count: 1, resetAt: at(120_000) });
      await a.reset('k');
      expect(await b.get('k', at(60_001))).toBeNull();
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('never counts below zero and ignores decrements of ended windows', async () => {
    const store = SqliteRateLimitStore.open(path);
    await store.increment('k', 1000, t0);
    await store.decrement('k', t0);
    await store.decrement('k', t0);
    expect((await store.get('k', t0))?.count).toBe(0);
    await store.decrement('gone', t0);
    expect(await store.get('gone', t0)).toBeNull();
    expect(await store.purgeExpired(at(1000))).toBe(1);
    await store.close();
  });

  it('gives each of two processes incrementing one key at once distinct counts', async () => {
    SqliteRateLimitStore.open(path).close();
    const run = () =>
      new Promise<number[]>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'support', 'rateLimitHammer.ts'), path, 'shared', '150'], {
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as number[]) : reject(new Error(`exit ${code}`))));
      });
    const [first, second] = await Promise.all([run(), run()]);
    const all = [...first, ...second].sort((x, y) => x - y);
    expect(all).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
  }, 60_000);
});
