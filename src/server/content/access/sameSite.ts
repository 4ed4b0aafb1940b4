import { ApiError } from '../api/errors';

/**
 * Cross-site request check for the sign-in and sign-out POSTs (login CSRF): a browser names the
 * page that sent a POST in Origin (or at least Referer); when it names another site, refuse.
 * Clients that send neither (scripts, curl) cannot carry a visitor's cookies and are let through.
 */
export function assertSameSite(headers: Readonly<Record<string, string>>): void {
  const hosts = [headers.host, headers['x-forwarded-host']?.split(',')[0]?.trim()].filter((h): h is string => Boolean(h));
  const source = headers.origin ?? headers.referer;
  if (source === undefined) return;
  let host: string | null = null;
  try {
    host = source === 'null' ? null : new URL(source).host;
  } catch {
    host = null;
  }
  if (host === null || !hosts.includes(host)) {
    throw new ApiError(403, 'cross_site_request', 'Sign-in requests must come from this site');
  }
}

/** The same check as a yes/no, for callers that decide whether an attempt counts (sign-in limits). */
export function isSameSiteRequest(headers: Readonly<Record<string, string>>): boolean {
  try {
    assertSameSite(headers);
    return true;
  } catch {
    return false;
  }
}
