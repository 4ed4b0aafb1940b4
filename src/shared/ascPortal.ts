import { SUPPORT_BASE_PATH } from './constants';
import type { AscUser } from './content/ascTypes';
import { searchInsightsUrl, supportPath } from './links';
import { DEFAULT_LOCALE, LANGUAGE_PREFIXES, type Locale } from './locale';

/*
 * The service-centre (ASC) portal's sign-in pages. The content API answers a restricted call
 * without a session with 301 and the login URL (docs/behaviour.md §6, §8); the site links to the same page from
 * its sign-in prompts. Both sides build the URL here so the allow-list has one definition.
 */

/**
 * Set beside the (HttpOnly) session cookie so scripts can tell that a session exists, for the docs/behaviour.md §6
 * rule "session cookies on the client". Its value means nothing and unlocks nothing.
 */
export const SESSION_MARKER_COOKIE = 'asc_signed_in';

/** Longest returnTo accepted: a page path with its query, never a document. */
const MAX_RETURN_TO_LENGTH = 1000;

/**
 * Where a sign-in leads when it names no page to return to: a service centre's repair documents; an agent's
 * search insights (an agent has no repair documents of their own, and landed on a page with a category list only).
 */
export function portalHome(locale: string, role: AscUser['role']): string {
  return role === 'agent' ? searchInsightsUrl(locale) : supportPath(locale, 'repair-documents');
}

export function ascLoginPath(locale: string = DEFAULT_LOCALE): string {
  return supportPath(locale, 'asc', 'login');
}

export function ascLogoutPath(locale: string = DEFAULT_LOCALE): string {
  return supportPath(locale, 'asc', 'logout');
}

/** The login page, sending the visitor back to `returnTo` afterwards when that is a safe path. */
export function ascLoginUrl(returnTo: string | undefined, locale: string = DEFAULT_LOCALE): string {
  const safe = returnTo === undefined ? null : safeReturnTo(returnTo);
  return safe ? `${ascLoginPath(locale)}?returnTo=${encodeURIComponent(safe)}` : ascLoginPath(locale);
}

const prefixes = Object.keys(LANGUAGE_PREFIXES)
  .filter(Boolean)
  .map((p) => p.replace(/[^a-z]/g, ''));
/** '/electronics/support...' or '/de/electronics/support...': the only places a sign-in may lead. */
const SITE_PATH = new RegExp(`^(?:/(?:${prefixes.join('|')}))?${SUPPORT_BASE_PATH.replace(/\//g, '\\/')}(?:[/?#]|$)`);
const LOGIN_PAGES = new Set(Object.values(LANGUAGE_PREFIXES).flatMap((locale) => [ascLoginPath(locale), ascLogoutPath(locale)]));
/** A site path's language prefix ('/de' of '/de/electronics/support/...'). */
const LANGUAGE_PART = new RegExp(`^/(?:${prefixes.join('|')})(?=${SUPPORT_BASE_PATH.replace(/\//g, '\\/')}(?:[/?#]|$))`);

/** The language of a site path (a safeReturnTo path): '/de/electronics/support/...' is German. */
export function localeOfSitePath(path: string): Locale {
  const prefix = LANGUAGE_PART.exec(path)?.[0].slice(1) ?? '';
  return LANGUAGE_PREFIXES[prefix] ?? DEFAULT_LOCALE;
}

/**
 * A page to return to (a safeReturnTo path) in another language: the sign-in page's language links lead to
 * the sign-in in that language and then on to the page in it, not back to the page in the language left.
 */
export function returnToIn(locale: string, returnTo: string): string {
  const rest = returnTo.replace(LANGUAGE_PART, '').slice(SUPPORT_BASE_PATH.length);
  return `${supportPath(locale)}${rest}`;
}

// A base that can never be this site's origin: anything that resolves elsewhere is refused.
const PROBE_ORIGIN = 'https://return-to.invalid';

/**
 * A returnTo value as a same-site path of the support site, or null. Refuses absolute and
 * protocol-relative URLs (`https://evil.example`, `//evil.example`), backslash tricks
 * (`/\evil.example`, which browsers read as `//`), schemes (`javascript:`), control characters,
 * paths outside the support site and the sign-in pages themselves (no loops). The answer is the
 * normalised path, so dot segments cannot climb out of the site after the check.
 */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_TO_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\\\u0000-\u001f\u007f\s]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!SITE_PATH.test(path)) return null;
  if (LOGIN_PAGES.has(url.pathname.replace(/\/+$/, ''))) return null;
  return path;
}
