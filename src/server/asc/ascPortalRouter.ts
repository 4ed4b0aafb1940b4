import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { Logger } from 'pino';
import { isSameSiteRequest, type RateLimitStore, type SecurityLog } from '../content';
import { SharedRateLimitStore } from '../sharedRateLimit';
import { API_BASE, type ApiResponse, type Transport } from '../../shared/api/transport';
import { ascLoginPath, ascLogoutPath, safeReturnTo } from '../../shared/ascPortal';
import type { AscAuthStatus, AscSignInResponse } from '../../shared/content/ascTypes';
import type { ApiErrorBody } from '../../shared/content/types';
import { i18nFor } from '../../shared/i18n/createI18n';
import { LANGUAGE_PREFIXES, type Locale } from '../../shared/locale';
import type { Assets } from '../ssr/document';
import { renderAscPage, type LoginMessage, type LoginView, type LogoutView } from './loginDocument';

export interface AscPortalDeps {
  /** The content API (in-process, or remote over HTTP): the pages are clients of its auth calls. */
  transport: Transport;
  assets: Assets;
  staticBase: string;
  logger: Logger;
  /** Also rate-limit the JSON sign-in call, when this app serves the content API itself. */
  embeddedApi: boolean;
  /** Shared counters (the database): the sign-in limits hold across every process and machine. */
  rateLimits: RateLimitStore;
  log: SecurityLog;
}

/**
 * Failed password checks allowed per client address and user name in the window. Only a 401 (the
 * password was checked and wrong) counts: successes, incomplete forms and requests refused as
 * cross-site do not, so no other web page can lock a user out by posting in their name.
 */
export const LOGIN_ATTEMPTS = 10;
/** Failed password checks allowed per client address across all user names (stops trying many names). */
export const LOGIN_CLIENT_ATTEMPTS = 30;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

const first = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;

/** Headers the auth calls read: the cross-site check (Origin, Referer, Host) and HTTPS for Secure cookies. */
function forwardedHeaders(req: Request): Record<string, string> {
  const headers: Record<string, string> = { 'x-forwarded-proto': req.secure ? 'https' : 'http' };
  for (const name of ['origin', 'referer', 'host'] as const) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  // The host the browser addressed: a remote content API compares Origin with it, not with its own.
  const host = req.get('x-forwarded-host') ?? req.get('host');
  if (host) headers['x-forwarded-host'] = host;
  return headers;
}

function errorCode(response: ApiResponse): string | undefined {
  const body = response.body as Partial<ApiErrorBody> | null;
  return body?.error?.code;
}

function messageFor(response: ApiResponse): LoginMessage {
  if (response.status === 401) return 'invalid';
  if (response.status === 403 && errorCode(response) === 'cross_site_request') return 'crossSite';
  if (response.status === 400) return 'missing';
  return 'failed';
}

/**
 * The sign-in and sign-out pages of the ASC portal (`/electronics/support/asc/login` and
 * `/asc/logout`, also under each language prefix), and the rate limit on every sign-in attempt.
 */
export function createAscPortalRouter(deps: AscPortalDeps): express.Router {
  const router = express.Router();
  const { transport, logger } = deps;

  const page = (res: Response, locale: Locale, status: number, view: LoginView | LogoutView) => {
    const i18n = i18nFor(locale);
    res
      .status(status)
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(renderAscPage({ locale, t: i18n.t, assets: deps.assets, nonce: res.locals.nonce as string, staticBase: deps.staticBase }, view));
  };

  // One pair of limiters for the form and the JSON call, so an attacker cannot double the attempts.
  const signInField = (req: Request, name: 'username' | 'password'): string => {
    const value = ((req.body ?? {}) as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : '';
  };
  const usernameOf = (req: Request) => signInField(req, 'username').trim().toLowerCase().slice(0, 100);
  // What the API will refuse before checking a password is no attempt: not counted at all.
  const notAnAttempt = (req: Request) => !usernameOf(req) || !signInField(req, 'password') || !isSameSiteRequest(forwardedHeaders(req));
  // The limiter that refused an attempt keeps counting it (so the lock is logged once, when the count
  // first passes the limit); the other limiter takes the attempt back like any other non-401.
  const lockedBy = new WeakMap<Request, string>();
  const tooMany = (name: string, scope: string): RequestHandler => (req, res) => {
    lockedBy.set(req, name);
    const info = (req as Request & { rateLimit?: { used: number; limit: number } }).rateLimit;
    if (info && info.used === info.limit + 1) deps.log.event('signin.locked', { username: usernameOf(req), client: req.ip, reason: scope });
    if (req.originalUrl.startsWith(API_BASE)) {
      res.status(429).set('Cache-Control', 'no-store').json({ error: { code: 'too_many_attempts', message: 'Too many sign-in attempts; try again in 15 minutes' } });
      return;
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    page(res, localeOf(req), 429, {
      kind: 'login',
      error: 'tooMany',
      returnTo: safeReturnTo(body.returnTo) ?? undefined,
      username: typeof body.username === 'string' ? body.username.slice(0, 100) : undefined,
    });
  };
  const signInLimiter = (name: string, limit: number, key: (req: Request) => string, scope: string) =>
    rateLimit({
      windowMs: LOGIN_WINDOW_MS,
      limit,
      skip: notAnAttempt,
      // Every attempt is counted when it starts (so parallel guesses cannot slip past the limit) and
      // taken back when it ends in anything but a failed password check.
      skipSuccessfulRequests: true,
      requestWasSuccessful: (req, res) => res.statusCode !== 401 && lockedBy.get(req) !== name,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      store: new SharedRateLimitStore(deps.rateLimits, `${name}:`),
      // The proxy setting is deliberate (TRUST_PROXY); the library's advisory checks would only log.
      validate: { xForwardedForHeader: false, trustProxy: false },
      keyGenerator: key,
      handler: tooMany(name, scope),
    });
  const client = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');
  const limiters = [
    signInLimiter('signin-client', LOGIN_CLIENT_ATTEMPTS, client, 'per client'),
    signInLimiter('signin-account', LOGIN_ATTEMPTS, (req) => `${client(req)}|${usernameOf(req)}`, 'per account and client'),
  ];

  const localeByPath = new Map<string, Locale>();
  for (const locale of Object.values(LANGUAGE_PREFIXES)) {
    localeByPath.set(ascLoginPath(locale), locale);
    localeByPath.set(ascLogoutPath(locale), locale);
  }
  const localeOf = (req: Request): Locale => localeByPath.get(req.path.replace(/\/+$/, '')) ?? 'en_GB';

  async function status(req: Request, locale: Locale, returnTo: string | undefined): Promise<AscAuthStatus | null> {
    const response = await transport({ method: 'GET', path: '/asc/auth', query: { path: returnTo, locale }, cookie: req.headers.cookie });
    return response.status === 200 ? (response.body as AscAuthStatus) : null;
  }

  const form = express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 20 });

  for (const locale of Object.values(LANGUAGE_PREFIXES)) {
    const loginPath = ascLoginPath(locale);
    const logoutPath = ascLogoutPath(locale);

    router.get(loginPath, async (req, res, next) => {
      try {
        const returnTo = safeReturnTo(first(req.query.returnTo)) ?? undefined;
        const current = await status(req, locale, returnTo);
        page(res, locale, 200, { kind: 'login', returnTo, user: current?.user, signedOut: first(req.query.signedOut) === '1' });
      } catch (error) {
        next(error);
      }
    });

    router.post(loginPath, form, ...limiters, async (req, res, next) => {
      try {
        const body = (req.body ?? {}) as Record<string, unknown>;
        const username = typeof body.username === 'string' ? body.username.slice(0, 100) : '';
        const password = typeof body.password === 'string' ? body.password : '';
        // A tampered returnTo is dropped (sign-in then leads to the account's start page, portalHome), never followed.
        const returnTo = safeReturnTo(body.returnTo) ?? undefined;
        if (!username.trim() || !password) {
          page(res, locale, 400, { kind: 'login', error: 'missing', returnTo, username });
          return;
        }
        const response = await transport({
          method: 'POST',
          path: '/asc/auth',
          body: { username, password, locale, ...(returnTo ? { returnTo } : {}) },
          headers: forwardedHeaders(req),
          cookie: req.headers.cookie,
        });
        if (response.status === 200) {
          if (response.cookies?.length) res.append('Set-Cookie', response.cookies);
          res.set('Cache-Control', 'no-store').redirect(303, (response.body as AscSignInResponse).redirect);
          return;
        }
        if (response.status >= 500) logger.error({ status: response.status }, 'service centre sign-in failed');
        const message = messageFor(response);
        page(res, locale, response.status >= 500 ? 503 : response.status, { kind: 'login', error: message, returnTo, username });
      } catch (error) {
        next(error);
      }
    });

    router.get(logoutPath, async (req, res, next) => {
      try {
        const returnTo = safeReturnTo(first(req.query.returnTo)) ?? undefined;
        const current = await status(req, locale, returnTo);
        // Nobody signed in only when the service says so: a status it could not give leaves the sign-out offered.
        page(res, locale, 200, { kind: 'logout', user: current?.user, returnTo, ...(current && !current.user ? { notSignedIn: true } : {}) });
      } catch (error) {
        next(error);
      }
    });

    router.post(logoutPath, form, async (req, res, next) => {
      try {
        // The cookie names the session to delete (for every process: sessions live in the database).
        const response = await transport({
          method: 'POST',
          path: '/asc/auth/logout',
          query: { locale },
          headers: forwardedHeaders(req),
          cookie: req.headers.cookie,
        });
        if (response.status !== 200) {
          page(res, locale, response.status === 403 ? 403 : 503, { kind: 'logout', error: response.status === 403 ? 'forbidden' : 'failed' });
          return;
        }
        if (response.cookies?.length) res.append('Set-Cookie', response.cookies);
        const body = (req.body ?? {}) as Record<string, unknown>;
        const returnTo = safeReturnTo(body.returnTo);
        res.set('Cache-Control', 'no-store').redirect(303, `${loginPath}?signedOut=1${returnTo ? `&returnTo=${encodeURIComponent(returnTo)}` : ''}`);
      } catch (error) {
        next(error);
      }
    });
  }

  if (deps.embeddedApi) {
    // The JSON sign-in call shares the limiters; a body the parser rejects is left to the API's own answer.
    const json = express.json({ limit: '64kb' });
    router.post(`${API_BASE}/asc/auth`, (req: Request, res: Response, next: NextFunction) => {
      json(req, res, (error?: unknown) => {
        if (error) {
          next();
          return;
        }
        const [first, second] = limiters;
        void first(req, res, (stop?: unknown) => (stop ? next(stop) : void second(req, res, next)));
      });
    });
  }
  return router;
}
