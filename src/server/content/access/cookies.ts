/** Reading the Cookie header and writing Set-Cookie values, for the session and the UI cookies. */

/** Every value sent for `name`, in header order (a browser may send several, e.g. from other paths). */
export function cookieValues(header: string | undefined, name: string): string[] {
  if (!header) return [];
  const values: string[] = [];
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at <= 0 || part.slice(0, at).trim() !== name) continue;
    let value = part.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    values.push(value);
  }
  return values;
}

export interface CookieOptions {
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Lax' | 'Strict';
  path?: string;
}

/** A Set-Cookie value. Values are URI-encoded, so nothing a caller passes can add attributes. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  if (!/^[A-Za-z0-9_-]+$/.test(name)) throw new Error(`Invalid cookie name '${name}'`);
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path ?? '/'}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAge))}`,
  ];
  if (options.maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  parts.push(`SameSite=${options.sameSite}`);
  return parts.join('; ');
}

/**
 * Whether the visitor reached the site over HTTPS: a TLS-terminating proxy says so in
 * X-Forwarded-Proto. A forged header only makes the visitor's own cookies Secure, so it is safe to
 * read here; COOKIE_SECURE=true forces Secure cookies for deployments that know better.
 */
export function isHttps(headers: Readonly<Record<string, string>>, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.COOKIE_SECURE === 'true') return true;
  const proto = headers['x-forwarded-proto']?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https';
}
