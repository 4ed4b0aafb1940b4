import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

/*
 * Password hashes: scrypt with a per-user random salt, stored as
 * 'scrypt$N$r$p$<salt base64>$<key base64>' so the cost can be raised later without breaking
 * existing hashes. Verification compares in constant time.
 */

const KEY_LENGTH = 32;
const DEFAULT_COST = { N: 16384, r: 8, p: 1 } as const;
/** Refuse stored parameters that would make one verification a denial of service. */
const MAX_N = 1 << 20;

interface Cost {
  N: number;
  r: number;
  p: number;
}

function scrypt(password: string, salt: Buffer, keyLength: number, { N, r, p }: Cost): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; allow that (plus headroom) rather than Node's 32 MB default.
  const maxmem = 256 * N * r + 1024 * 1024;
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, keyLength, { N, r, p, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const { N, r, p } = DEFAULT_COST;
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash extends Cost {
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4], 'base64');
  const key = Buffer.from(parts[5], 'base64');
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > MAX_N || !Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16) return null;
  if (salt.length < 8 || key.length < 16) return null;
  return { N, r, p, salt, key };
}

/** True when `password` matches the stored hash. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await scrypt(password, parsed.salt, parsed.key.length, { N: parsed.N, r: parsed.r, p: parsed.p });
  return timingSafeEqual(key, parsed.key);
}
