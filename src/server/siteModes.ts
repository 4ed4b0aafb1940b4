import type { CookieOptions, NextFunction, Request, Response } from 'express';
import { EMBED_COOKIE_MAX_AGE_DAYS } from '../shared/constants';

const DAY_MS = 24 * 60 * 60 * 1000;
// Lite modes are short identifiers ("crm"); nothing else from the query is ever written into a cookie.
const LITE_VALUE = /^[a-z][a-z0-9-]{0,19}$/;
const OFF_VALUES = new Set(['', 'false', 'off', 'none', '0']);

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/**
 * Cookies the browser must be able to read (the client's page state reads embedMode and lite from
 * document.cookie), so not HttpOnly; SameSite=Lax; Secure whenever the request arrived over HTTPS
 * (directly, or through a trusted proxy's X-Forwarded-Proto).
 */
function cookieOptions(req: Request, maxAgeMs?: number): CookieOptions {
  return { path: '/', sameSite: 'lax', secure: req.secure, httpOnly: false, ...(maxAgeMs ? { maxAge: maxAgeMs } : {}) };
}

/**
 * docs/behaviour.md §6 modes on page requests:
 * - `?embedMode=true` turns embed mode on and remembers it for 99 days (EMBED_COOKIE_MAX_AGE_DAYS);
 *   `?embedMode=false` forgets it.
 * - `?lite=crm` is a query parameter for the server and a cookie for the client: the server writes
 *   the cookie (a session cookie: the CRM frame that asks for lite mode asks on every visit);
 *   `?lite=` or `?lite=false` clears it.
 * The cookie values are also applied to this request, so the very page that set them renders in
 * the mode. res.locals.embedMode tells the security headers to allow the partner frame.
 */
export function siteModes(req: Request, res: Response, next: NextFunction): void {
  const cookies = (req.cookies ?? {}) as Record<string, unknown>;
  const embedQuery = firstString(req.query.embedMode)?.trim().toLowerCase();
  if (embedQuery === 'true') {
    res.cookie('embedMode', 'true', cookieOptions(req, EMBED_COOKIE_MAX_AGE_DAYS * DAY_MS));
    cookies.embedMode = 'true';
  } else if (embedQuery !== undefined && OFF_VALUES.has(embedQuery)) {
    if (cookies.embedMode !== undefined) res.clearCookie('embedMode', cookieOptions(req));
    delete cookies.embedMode;
  }
  const liteQuery = firstString(req.query.lite)?.trim().toLowerCase();
  if (liteQuery !== undefined) {
    if (LITE_VALUE.test(liteQuery) && !OFF_VALUES.has(liteQuery)) {
      res.cookie('lite', liteQuery, cookieOptions(req));
      cookies.lite = liteQuery;
    } else if (OFF_VALUES.has(liteQuery)) {
      if (cookies.lite !== undefined) res.clearCookie('lite', cookieOptions(req));
      delete cookies.lite;
    }
  }
  req.cookies = cookies;
  res.locals.embedMode = cookies.embedMode === 'true';
  next();
}
