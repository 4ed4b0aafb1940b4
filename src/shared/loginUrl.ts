/**
 * docs/behaviour.md §6: when the content API answers 301 with a login-URL header, the browser goes to that URL.
 * The header is data from the network, so it is an open-redirect vector: follow it only when it
 * names a path on this site or a page on an allow-listed origin.
 */

// Control characters, every kind of Unicode whitespace and the byte-order mark. Browsers strip
// some of these while parsing ("java\tscript:", "\n//evil"), which is how filters get bypassed;
// a genuine login URL never holds any of them.
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/;
const MAX_URL_LENGTH = 2048;
// The placeholder origin relative paths are resolved against; it can never be a real host.
const PROBE_ORIGIN = 'https://login-url-check.invalid';

/** `https://a.example/x` -> `https://a.example`; anything that is not an http(s) origin -> undefined. */
export function originOf(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** A comma-separated list of origins (configuration) as normalised origins; invalid entries are dropped. */
export function parseOriginList(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((entry) => originOf(entry))
    .filter((origin): origin is string => origin !== undefined);
}

function isSameSitePath(url: string): boolean {
  // Only root-relative paths: '//host' and '/\host' are protocol-relative in browsers.
  if (!url.startsWith('/') || url.startsWith('//')) return false;
  try {
    return new URL(url, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * True when `url` may be navigated to as a login page: a root-relative path on this site, or an
 * absolute http(s) URL whose exact origin is `currentOrigin` or one of `allowList` (origins, e.g.
 * `https://login.example.com`). Look-alike hosts (`support.example.com.evil.io`), punycode
 * homographs, user-info tricks (`https://support.example.com@evil.io`), `javascript:`/`data:`
 * URLs, backslashes and hidden whitespace or control characters are all refused.
 */
export function isAllowedLoginUrl(url: unknown, allowList: readonly string[], currentOrigin?: string): boolean {
  if (typeof url !== 'string' || url.length === 0 || url.length > MAX_URL_LENGTH) return false;
  if (UNSAFE_CHARACTERS.test(url) || url.includes('\\')) return false;
  if (url.startsWith('/')) return isSameSitePath(url);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.username !== '' || parsed.password !== '') return false;
  // The URL must be written in the form the parser keeps: no percent-encoded or Unicode host
  // that a later decoder could read differently.
  const writtenHost = url.slice(parsed.protocol.length + 2).split(/[/?#]/, 1)[0]?.toLowerCase();
  if (writtenHost !== parsed.host) return false;
  const allowed = new Set(allowList.map((entry) => originOf(entry)).filter((o): o is string => o !== undefined));
  if (currentOrigin) {
    const own = originOf(currentOrigin);
    if (own) allowed.add(own);
  }
  return allowed.has(parsed.origin);
}
