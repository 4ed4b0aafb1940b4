import { randomBytes } from 'node:crypto';
import { cookieValues, serializeCookie } from '../cookies';
import { hashPassword, verifyPassword } from '../password';
import { SESSION_COOKIE, verifySession } from '../requireAccess';
import type { Session } from '../roles';
import { MIN_SECRET_LENGTH, secretFromEnvironment, sessionSecret } from '../sessionSecret';
import { signSession, verifySessionToken } from '../sessionToken';

const now = 1_750_000_000;
const session: Session = {
  userId: 'asc-0001',
  username: 'asc.demo',
  displayName: 'Northside Repairs Ltd',
  role: 'asc',
  grants: ['serviceManuals', 'otherRepairDocs', 'phase2'],
  issuedAt: now - 60,
  expiresAt: now + 3600,
};
const secret = randomBytes(32);

/** Re-encodes the payload of a token, keeping its signature: what an attacker editing the cookie does. */
function withPayload(token: string, change: (payload: Record<string, unknown>) => void): string {
  const [encoded, signature] = token.split('.');
  const payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Record<string, unknown>;
  change(payload);
  return `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
}

describe('signed session tokens', () => {
  it('verify with the key that signed them, until they expire', () => {
    const token = signSession(session, secret);
    expect(verifySessionToken(token, secret, now)).toEqual(session);
    expect(verifySessionToken(token, secret, session.expiresAt)).toBeNull();
    expect(verifySessionToken(token, randomBytes(32), now)).toBeNull();
  });

  it('refuse a payload edited to gain grants or another role', () => {
    const token = signSession({ ...session, role: 'agent', grants: [] }, secret);
    expect(verifySessionToken(withPayload(token, (p) => (p.role = 'asc')), secret, now)).toBeNull();
    expect(verifySessionToken(withPayload(token, (p) => (p.grants = ['serviceManuals'])), secret, now)).toBeNull();
    expect(verifySessionToken(withPayload(token, (p) => (p.exp = now + 10 ** 8)), secret, now)).toBeNull();
  });

  it('refuse malformed values without throwing', () => {
    const token = signSession(session, secret);
    for (const bad of ['', '.', 'abc', `${token}.x`, `.${token.split('.')[1]}`, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'x'.repeat(5000), '%%%.###']) {
      expect(verifySessionToken(bad, secret, now)).toBeNull();
    }
  });

  it('refuse another spelling of the same signature (padding bits, stray characters)', () => {
    const token = signSession(session, secret);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(token.slice(-1));
    // The last character of a 32-byte signature carries 2 padding bits: flip one of them.
    const sameBytes = `${token.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(sameBytes.split('.')[1], 'base64url')).toEqual(Buffer.from(token.split('.')[1], 'base64url'));
    expect(verifySessionToken(sameBytes, secret, now)).toBeNull();
    expect(verifySessionToken(`${token}=`, secret, now)).toBeNull();
    expect(verifySessionToken(token, secret, now)).not.toBeNull();
  });

  it('refuse a correctly signed payload that is not a session (unknown role or grant, issued in the future)', () => {
    expect(verifySessionToken(signSession({ ...session, role: 'admin' as Session['role'] }, secret), secret, now)).toBeNull();
    expect(verifySessionToken(signSession({ ...session, grants: ['everything' as Session['grants'][number]] }, secret), secret, now)).toBeNull();
    expect(verifySessionToken(signSession({ ...session, issuedAt: now + 3000 }, secret), secret, now)).toBeNull();
  });

  it('verifySession reads the session cookie of a Cookie header and ignores the UI cookies', () => {
    const token = signSession({ ...session, issuedAt: Math.floor(Date.now() / 1000), expiresAt: Math.floor(Date.now() / 1000) + 60 }, sessionSecret());
    expect(verifySession(`portal=asc; ${SESSION_COOKIE}=${token}`)?.username).toBe('asc.demo');
    expect(verifySession('portal=asc; showServiceManuals=true; showOtherRepairDocs=true; agentAnalytics=team%3Dx')).toBeNull();
    // A forged cookie sent first does not hide the genuine one, and never counts itself.
    expect(verifySession(`${SESSION_COOKIE}=forged.value; ${SESSION_COOKIE}=${token}`)?.username).toBe('asc.demo');
    expect(verifySession(undefined)).toBeNull();
  });
});

describe('cookies', () => {
  it('reads every value of a name and writes attributes a value cannot extend', () => {
    expect(cookieValues('a=1; b=2; a="3"', 'a')).toEqual(['1', '3']);
    const cookie = serializeCookie('portal', 'asc; Domain=evil.example', { maxAge: 60, httpOnly: false, secure: true, sameSite: 'Lax' });
    expect(cookie).toBe('portal=asc%3B%20Domain%3Devil.example; Path=/; Max-Age=60; Secure; SameSite=Lax');
  });
});

describe('password hashes (scrypt)', () => {
  it('match only the password they were made from, with a salt of their own', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    await expect(verifyPassword('correct horse', a)).resolves.toBe(true);
    await expect(verifyPassword('correct horse ', a)).resolves.toBe(false);
    await expect(verifyPassword('', a)).resolves.toBe(false);
  });

  it('never match a malformed or abusive stored hash', async () => {
    for (const stored of ['', 'plain', 'scrypt$1$8$1$c2FsdHNhbHQ=$a2V5a2V5a2V5a2V5a2V5', `scrypt$${2 ** 24}$8$1$c2FsdHNhbHQ=$a2V5a2V5a2V5a2V5a2V5a2V5`]) {
      await expect(verifyPassword('x', stored)).resolves.toBe(false);
    }
  });
});

describe('the signing key', () => {
  it('comes from SESSION_SECRET, which must be long enough', () => {
    const configured = 'k'.repeat(MIN_SECRET_LENGTH);
    expect(secretFromEnvironment({ NODE_ENV: 'test', SESSION_SECRET: configured }).toString()).toBe(configured);
    expect(() => secretFromEnvironment({ NODE_ENV: 'test', SESSION_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });

  it('is random per process without SESSION_SECRET', () => {
    const a = secretFromEnvironment({ NODE_ENV: 'test' });
    const b = secretFromEnvironment({ NODE_ENV: 'test' });
    expect(a).toHaveLength(32);
    expect(a.equals(b)).toBe(false);
  });
});
