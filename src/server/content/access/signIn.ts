import { SESSION_MARKER_COOKIE } from '../../../shared/ascPortal';
import type { AccountRecord, AccountStore } from '../store/AccountStore';
import { serializeCookie, type CookieOptions } from './cookies';
import { UNKNOWN_USER_HASH } from './demoAccounts';
import { verifyPassword } from './password';
import { isPortalRole, type Session } from './roles';
import { SESSION_COOKIE } from './sessions';

/** The spec's UI cookies (docs/behaviour.md §6). They follow the session's grants and decide only what the site shows. */
export const UI_COOKIES = ['portal', 'showServiceManuals', 'showOtherRepairDocs', 'agentAnalytics'] as const;

export { SESSION_MARKER_COOKIE };

/** The account for these credentials, or null. Takes as long for an unknown user as for a wrong password. */
export async function authenticate(accounts: AccountStore, username: string, password: string): Promise<AccountRecord | null> {
  const account = await accounts.findAccount(username.trim());
  const matches = await verifyPassword(password, account?.passwordHash ?? UNKNOWN_USER_HASH);
  return account && matches ? account : null;
}

/** Agent fields as `key=value&...`, the form the site's agent cookie reader accepts. */
function agentCookieValue(account: AccountRecord): string {
  const entries = Object.entries(account.profile).filter(([, v]) => v !== '');
  const pairs = entries.length > 0 ? entries : [['username', account.username]];
  return pairs.map(([k, v]) => `${k}=${v}`).join('&');
}

/** The UI cookie values a session's grants imply; absent names are removed. */
export function uiCookiesFor(account: AccountRecord): Partial<Record<(typeof UI_COOKIES)[number], string>> {
  if (!isPortalRole(account.role)) return { agentAnalytics: agentCookieValue(account) };
  return {
    portal: account.role,
    showServiceManuals: String(account.grants.includes('serviceManuals')),
    showOtherRepairDocs: String(account.grants.includes('otherRepairDocs')),
  };
}

/**
 * Set-Cookie values after a sign-in: the session id (HttpOnly: scripts never see it) and the UI
 * cookies (readable: the browser decides what to show from them). Lax so the session survives the
 * redirect back from the login page and ordinary links from other sites. The cookies last as long
 * as the session's absolute lifetime; the idle timeout is enforced by the store.
 */
export function signInCookies(account: AccountRecord, sessionId: string, session: Session, secure: boolean): string[] {
  const maxAge = session.expiresAt - session.issuedAt;
  const base: Omit<CookieOptions, 'httpOnly'> = { maxAge, secure, sameSite: 'Lax' };
  const ui = uiCookiesFor(account);
  const cookies = [serializeCookie(SESSION_COOKIE, sessionId, { ...base, httpOnly: true })];
  for (const name of UI_COOKIES) {
    const value = ui[name];
    cookies.push(serializeCookie(name, value ?? '', { ...base, httpOnly: false, maxAge: value === undefined ? 0 : maxAge }));
  }
  cookies.push(serializeCookie(SESSION_MARKER_COOKIE, '1', { ...base, httpOnly: false }));
  return cookies;
}

/** Set-Cookie values that end the session and remove the UI cookies. */
export function signOutCookies(secure: boolean): string[] {
  const gone: CookieOptions = { maxAge: 0, secure, sameSite: 'Lax', httpOnly: false };
  return [
    serializeCookie(SESSION_COOKIE, '', { ...gone, httpOnly: true }),
    ...[...UI_COOKIES, SESSION_MARKER_COOKIE].map((name) => serializeCookie(name, '', gone)),
  ];
}
