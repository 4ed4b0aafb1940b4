/**
 * The one seam between the site and the content API. Paths are relative to the API base
 * (`/api/content/support`), e.g. `/en_GB/categories`. Two implementations exist: a fetch
 * transport (browser, or a remote API via CONTENT_API_URL) and an in-process transport that the
 * SSR server binds to the embedded content service (same validation and access rules, no socket).
 */
export type QueryValue = string | number | boolean | undefined | null | readonly string[];
export type Query = Record<string, QueryValue>;

export interface ApiRequest {
  method: 'GET' | 'POST';
  /** Path below the API base, starting with '/'. Segments must already be encoded. */
  path: string;
  query?: Query;
  body?: unknown;
  /** Raw Cookie header value forwarded on behalf of the visitor. */
  cookie?: string;
  /**
   * A `name=value` pair the server adds to the visitor's Cookie header for this call (the ngp-locale
   * cookie of the product call). Browsers send their own cookies; there it is not sent.
   */
  appendCookie?: string;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  /** Cancels the request (a newer request made it stale); the call then rejects with an AbortError. */
  signal?: AbortSignal;
  /**
   * The same object on every call of one server render. The in-process content API answers the
   * catalogue lookups such calls repeat (the page's product, its category) once per object; other
   * transports ignore it. Never sent over the wire.
   */
  readScope?: object;
}

export interface ApiResponse<T = unknown> {
  status: number;
  /** Lower-case header names. */
  headers: Record<string, string>;
  body: T;
  /** Set-Cookie values (several cookies cannot share one header value). */
  cookies?: string[];
}

export type Transport = (request: ApiRequest) => Promise<ApiResponse>;

export const API_BASE = '/api/content/support';

/** Header carrying the login page URL when the API answers 301 (docs/behaviour.md §6, §8). */
export const LOGIN_URL_HEADER = 'x-login-url';
/** docs/behaviour.md §7: the cookie holding the locale, appended to the cookie of the product call. */
export const NGP_LOCALE_COOKIE = 'ngp-locale';

/** Serialises a query object the way both transports and the Express router agree on. */
export function toSearchParams(query: Query | undefined): URLSearchParams {
  const params = new URLSearchParams();
  if (!query) return params;
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) params.set(key, value.join(','));
    else params.set(key, String(value));
  }
  return params;
}

/** A Cookie header with one more pair at the end (a pair of the same name already there is replaced). */
export function withAppendedCookie(cookie: string | undefined, pair: string | undefined): string | undefined {
  if (!pair) return cookie;
  const name = pair.slice(0, pair.indexOf('='));
  const kept = (cookie ?? '')
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p && p.slice(0, p.indexOf('=')).trim() !== name);
  return [...kept, pair].join('; ');
}
