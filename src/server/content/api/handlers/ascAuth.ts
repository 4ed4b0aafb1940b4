import { ascAuthStatusSchema, ascSignInResponseSchema } from '../../../../shared/content/schemas/asc';
import { z } from 'zod';
import { ascLoginUrl, ascLogoutPath, portalHome, safeReturnTo } from '../../../../shared/ascPortal';
import type { AscAuthStatus, AscSignInResponse } from '../../../../shared/content/ascTypes';
import { supportPath } from '../../../../shared/links';
import { DEFAULT_LOCALE } from '../../../../shared/locale';
import { isHttps } from '../../access/cookies';
import { verifySession } from '../../access/requireAccess';
import { assertSameSite } from '../../access/sameSite';
import { accessOf } from '../../access/services';
import type { AccessServices } from '../../access/services';
import { endSessions, startSession } from '../../access/sessions';
import { authenticate, signInCookies, signOutCookies } from '../../access/signIn';
import type { Session } from '../../access/roles';
import { ApiError } from '../errors';
import { noParams, optionalLocale } from '../params';
import { defineRoute, json } from '../routeTypes';

/** Answers about one visitor's session: never stored by a shared cache. */
const PRIVATE = { 'cache-control': 'private, no-store', vary: 'Cookie' };

const returnTo = (parameter: string) =>
  z
    .string()
    .max(1000, `${parameter} must be at most 1000 characters`)
    .transform((value, ctx) => {
      const safe = safeReturnTo(value);
      if (safe) return safe;
      ctx.addIssue({ code: 'custom', message: `${parameter} must be a path of this support site, e.g. /electronics/support/tv` });
      return z.NEVER;
    });

function userOf(session: Session): NonNullable<AscAuthStatus['user']> {
  return { username: session.username, displayName: session.displayName, role: session.role, grants: session.grants, expiresAt: session.expiresAt };
}

/**
 * GET /asc/auth?path=: is the visitor signed in, and where do they sign in (returning to `path`)
 * or out. docs/behaviour.md §7 "ASC auth". Says nothing about accounts beyond the visitor's own session.
 */
export const ascAuthStatusRoute = defineRoute({
  method: 'GET',
  path: '/asc/auth',
  summary: 'Whether the visitor holds a service-centre session, and the sign-in and sign-out URLs (returning to path)',
  response: ascAuthStatusSchema,
  params: noParams,
  query: z.object({ path: returnTo('path').optional(), locale: optionalLocale() }),
  handler: async ({ query, cookie, services }) => {
    const session = await verifySession({ cookie, services });
    const body: AscAuthStatus = {
      signedIn: session !== null,
      loginUrl: ascLoginUrl(query.path, query.locale),
      logoutUrl: ascLogoutPath(query.locale),
      ...(session ? { user: userOf(session) } : {}),
    };
    return json(body, PRIVATE);
  },
});

const signInBody = z.object(
  {
    username: z.string().trim().min(1, 'username is required').max(100, 'username must be at most 100 characters'),
    password: z.string().min(1, 'password is required').max(200, 'password must be at most 200 characters'),
    returnTo: returnTo('returnTo').optional(),
    locale: optionalLocale(),
  },
  { message: 'The body must be a JSON object with username and password' },
);

/** The cross-site check of the sign-in and sign-out calls, with the refusal logged. */
function sameSiteOnly(headers: Readonly<Record<string, string>>, access: AccessServices, username?: string): void {
  try {
    assertSameSite(headers);
  } catch (error) {
    access.log.event('cross_site.refused', { ...(username ? { username } : {}), reason: headers.origin ?? headers.referer ?? 'unknown origin' });
    throw error;
  }
}

/**
 * POST /asc/auth {username, password, returnTo}: checks the credentials against the accounts
 * (scrypt), then opens a server-side session and sets its cookie and the UI cookies its grants imply, and answers
 * where to go next. A failure sets no cookie and does not say which of the two was wrong.
 */
export const ascSignInRoute = defineRoute({
  method: 'POST',
  path: '/asc/auth',
  summary: 'Service-centre sign-in: checks the credentials and sets the session cookie (401 when wrong, no cookie)',
  errors: { 401: 'invalid_credentials: the user name or password is wrong (no cookie is set)' },
  response: ascSignInResponseSchema,
  params: noParams,
  query: noParams,
  body: signInBody,
  handler: async ({ body, headers, services }) => {
    const access = accessOf(services);
    sameSiteOnly(headers, access, body.username);
    const account = await authenticate(access.accounts, body.username, body.password);
    if (!account) {
      access.log.event('signin.failed', { username: body.username });
      throw new ApiError(401, 'invalid_credentials', 'The user name or password is incorrect');
    }
    const { id, session } = await startSession(access, account);
    access.log.event('signin.succeeded', { username: account.username, accountId: account.id });
    const cookies = signInCookies(account, id, session, isHttps(headers));
    const user = userOf(session);
    const answer: AscSignInResponse = { redirect: body.returnTo ?? portalHome(body.locale, user.role), user };
    return { kind: 'json', body: answer, headers: PRIVATE, cookies };
  },
});

/** POST /asc/auth/logout: deletes the session (for every process at once) and removes the UI cookies. */
export const ascSignOutRoute = defineRoute({
  method: 'POST',
  path: '/asc/auth/logout',
  summary: 'Service-centre sign-out: deletes the session and expires the portal cookies',
  response: ascSignInResponseSchema,
  params: noParams,
  query: z.object({ locale: optionalLocale() }),
  // Nothing to send; an empty JSON object is accepted so clients that always send a body can.
  body: z.object({}).describe('No fields').optional(),
  handler: async ({ headers, query, cookie, services }) => {
    const access = accessOf(services);
    sameSiteOnly(headers, access);
    const session = await verifySession({ cookie, services });
    const ended = await endSessions(access, cookie);
    if (ended > 0) access.log.event('session.revoked', { ...(session ? { accountId: session.userId, username: session.username } : {}), reason: 'sign-out', sessions: ended });
    const body: AscSignInResponse = { redirect: supportPath(query.locale ?? DEFAULT_LOCALE) };
    return { kind: 'json', body, headers: PRIVATE, cookies: signOutCookies(isHttps(headers)) };
  },
});
