import { createHmac, timingSafeEqual } from 'node:crypto';
import { GRANTS, ROLES, type Grant, type Role, type Session } from './roles';

/*
 * The session is a signed token in a cookie: base64url(JSON payload) "." base64url(HMAC-SHA256).
 * Stateless on purpose: every site process (and the in-process transport of the server render) can
 * verify it with the shared secret, without a session table. Nothing secret is in the payload.
 */

const VERSION = 1;
/** Tokens issued slightly "in the future" by a host with a fast clock are still accepted. */
const CLOCK_SKEW_SECONDS = 60;
/** A cookie value longer than this is not one we issued; refuse it before decoding. */
const MAX_TOKEN_LENGTH = 2048;

interface Payload {
  v: number;
  sub: string;
  usr: string;
  dn: string;
  role: Role;
  grants: Grant[];
  iat: number;
  exp: number;
}

function mac(payload: string, secret: Buffer): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

export function signSession(session: Session, secret: Buffer): string {
  const payload: Payload = {
    v: VERSION,
    sub: session.userId,
    usr: session.username,
    dn: session.displayName,
    role: session.role,
    grants: session.grants,
    iat: session.issuedAt,
    exp: session.expiresAt,
  };
  const encoded = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${encoded}.${mac(encoded, secret).toString('base64url')}`;
}

const isString = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;
const isEpoch = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

function toSession(value: unknown): Session | null {
  if (typeof value !== 'object' || value === null) return null;
  const p = value as Partial<Payload>;
  if (p.v !== VERSION || !isString(p.sub, 100) || !isString(p.usr, 100) || typeof p.dn !== 'string' || p.dn.length > 200) return null;
  if (!ROLES.includes(p.role as Role) || !Array.isArray(p.grants) || !p.grants.every((g) => GRANTS.includes(g as Grant))) return null;
  if (!isEpoch(p.iat) || !isEpoch(p.exp)) return null;
  return { userId: p.sub, username: p.usr, displayName: p.dn, role: p.role as Role, grants: [...new Set(p.grants)], issuedAt: p.iat, expiresAt: p.exp };
}

/**
 * The session a token carries, when its signature is ours and it has not expired; null for
 * anything else (tampered, foreign, expired, malformed). Never throws.
 */
export function verifySessionToken(token: string, secret: Buffer, nowSeconds: number): Session | null {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  const dot = token.indexOf('.');
  if (dot <= 0 || dot !== token.lastIndexOf('.')) return null;
  const encoded = token.slice(0, dot);
  // Compare the canonical encoding, not decoded bytes: base64url decoding ignores stray characters
  // and padding bits, so several spellings would otherwise pass for one signature.
  const given = Buffer.from(token.slice(dot + 1), 'utf8');
  const expected = Buffer.from(mac(encoded, secret).toString('base64url'), 'utf8');
  // Constant time; a length mismatch is already a refusal and leaks nothing useful.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const session = toSession(parsed);
  if (!session) return null;
  if (session.expiresAt <= nowSeconds || session.issuedAt > nowSeconds + CLOCK_SKEW_SECONDS || session.issuedAt >= session.expiresAt) return null;
  return session;
}
