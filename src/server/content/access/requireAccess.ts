import { LOGIN_URL_HEADER } from '../../../shared/api/transport';
import { ascLoginUrl, localeOfSitePath, safeReturnTo } from '../../../shared/ascPortal';
import { DEFAULT_LOCALE } from '../../../shared/locale';
import { ApiError } from '../api/errors';
import { CONTENT_ACCESS, isRestrictedType, meets, type Requirement } from './rules';
import { GRANTS, type Grant, type Session } from './roles';
import type { AccessServices } from './services';
import { resolveSession, SESSION_COOKIE } from './sessions';

export { SESSION_COOKIE };

/** What an access check needs of a handler's context (HandlerContext fits). */
export interface AccessContext {
  /** The visitor's Cookie header. */
  cookie: string | undefined;
  /** Lower-case request headers (Referer and Host give the page to return to after sign-in). */
  headers: Readonly<Record<string, string>>;
  /** Where sessions and accounts live; without access services nobody is signed in. */
  services: { access?: AccessServices };
}

/**
 * The live session of the visitor, or null. Only the session cookie counts, resolved in the
 * session store with the account's current grants: the spec's UI cookies (portal,
 * showServiceManuals, ...) are ignored here whatever they say.
 */
export function verifySession(ctx: Pick<AccessContext, 'cookie' | 'services'>): Promise<Session | null> {
  return resolveSession(ctx.services.access, ctx.cookie);
}

/** The site page the call was made from, when the Referer is this site: where sign-in leads back. */
function returnToOf(headers: Readonly<Record<string, string>>): string | undefined {
  const referer = headers.referer;
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    const host = headers['x-forwarded-host']?.split(',')[0]?.trim() || headers.host;
    if (!host || url.host !== host) return undefined;
    return safeReturnTo(`${url.pathname}${url.search}`) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The 301 login answer: the login-URL header for API clients that read it, and a `Location` to the
 * same page. Browsers hide a redirect from a script's fetch, so the site's fallback opens the API
 * address itself, and the browser can only arrive at the login page if the 301 says where to go.
 */
export function loginRedirect(loginUrl: string): Record<string, string> {
  return { [LOGIN_URL_HEADER]: loginUrl, location: loginUrl, vary: 'Cookie' };
}

/**
 * The 301 login answer for a call made from a page of this site (sign-in leads back to that page). A call that
 * names no locale (a restricted file opened after the session ended) gets the sign-in page in the language of the
 * page it came from.
 */
export function loginRequired(ctx: AccessContext, locale?: string): ApiError {
  const returnTo = returnToOf(ctx.headers);
  const loginUrl = ascLoginUrl(returnTo, locale ?? (returnTo ? localeOfSitePath(returnTo) : DEFAULT_LOCALE));
  return new ApiError(301, 'login_required', 'Sign in to the service centre portal to see this content', undefined, loginRedirect(loginUrl));
}

/** The 403 answer for a signed-in visitor without the access asked for; logged as a security event. */
export function forbidden(what: string, ctx?: AccessContext, session?: Session): ApiError {
  if (ctx && session) ctx.services.access?.log.event('access.denied', { accountId: session.userId, username: session.username, reason: what });
  return new ApiError(403, 'forbidden', `Your account does not have access to ${what}`);
}

/** A live session, or the 301 login answer. */
export async function requireSession(ctx: AccessContext, locale?: string): Promise<Session> {
  const session = await verifySession(ctx);
  if (!session) throw loginRequired(ctx, locale);
  return session;
}

/** A session holding every grant asked for (301 without a session, 403 without the grant). */
export async function requireGrant(ctx: AccessContext, grant: Grant | readonly Grant[], locale?: string): Promise<Session> {
  const session = await requireSession(ctx, locale);
  const grants: readonly Grant[] = typeof grant === 'string' ? [grant] : grant;
  const missing = grants.find((g) => !GRANTS.includes(g) || !session.grants.includes(g));
  if (missing) throw forbidden(GRANT_LABELS[missing] ?? 'this content', ctx, session);
  return session;
}

const GRANT_LABELS: Readonly<Record<Grant, string>> = {
  serviceManuals: 'service manuals',
  otherRepairDocs: 'technical news and repair documents',
  phase2: 'ASC phase 2 documents',
};

const TYPE_LABELS: Readonly<Record<string, string>> = {
  'service-manual': 'service manuals',
  'technical-news': 'technical news',
  'repair-tools': 'repair tools',
  'technical-memo': 'technical memos',
  'training-information': 'training information',
  'service-information': 'service information',
  'news-for-asc-article': 'news for service centres',
  'model-detail': 'model details',
  'portal-content': 'portal content',
};

/** A session allowed to read every one of these content types (docs/behaviour.md §6 rules, see rules.ts). */
export async function requireContentAccess(ctx: AccessContext, contentTypes: readonly string[], locale?: string): Promise<Session> {
  const session = await requireSession(ctx, locale);
  for (const type of contentTypes) {
    if (!isRestrictedType(type)) continue;
    if (!meets(session, CONTENT_ACCESS[type])) throw forbidden(TYPE_LABELS[type] ?? type, ctx, session);
  }
  return session;
}

/** A session meeting a requirement that is not tied to one content type (e.g. what's-new). */
export async function requireRequirement(ctx: AccessContext, requirement: Requirement, what: string, locale?: string): Promise<Session> {
  const session = await requireSession(ctx, locale);
  if (!meets(session, requirement)) throw forbidden(what, ctx, session);
  return session;
}
