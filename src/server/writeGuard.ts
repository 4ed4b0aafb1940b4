import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { WriteLimits } from './config';
import type { RateLimitStore, SecurityLog } from './content';
import { SharedRateLimitStore } from './sharedRateLimit';

/** The content API's error body (docs/api.md), so clients handle every refusal the same way. */
function refuse(res: Response, status: number, code: string, message: string, parameter?: string): void {
  res.status(status).set('Cache-Control', 'no-store').type('application/json').send(JSON.stringify({ error: { code, message, ...(parameter ? { parameter } : {}) } }));
}

// req.protocol and req.host honour X-Forwarded-Proto/-Host only when TRUST_PROXY is set.
function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.host}`;
}

/**
 * Cross-site writes are refused (CSRF): a browser names the page that sent a POST in Origin and
 * Sec-Fetch-Site, and both must say "this site". Requests with neither header come from
 * non-browser clients (curl, partner servers), which cannot carry a visitor's cookies, so they pass.
 */
export function isCrossSite(req: Request): boolean {
  const fetchSite = req.get('sec-fetch-site');
  const origin = req.get('origin');
  return (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') || (origin !== undefined && origin !== requestOrigin(req));
}

export function sameOriginOnly(log?: SecurityLog): RequestHandler {
  return (req, res, next) => {
    if (isCrossSite(req)) {
      const origin = req.get('origin');
      const fetchSite = req.get('sec-fetch-site');
      log?.event('cross_site.refused', { client: req.ip, path: req.originalUrl.slice(0, 200), reason: origin ?? `sec-fetch-site ${fetchSite}` });
      refuse(res, 403, 'cross_site_request', 'Requests from other sites are not accepted');
      return;
    }
    next();
  };
}

/** A POST either has no body or a JSON one; anything else is 415 before a byte of it is parsed. */
export function jsonBodiesOnly(req: Request, res: Response, next: NextFunction): void {
  const length = Number(req.get('content-length') ?? '0');
  const hasBody = req.get('transfer-encoding') !== undefined || (Number.isFinite(length) && length > 0);
  if (hasBody && !req.is('application/json')) {
    refuse(res, 415, 'unsupported_media_type', 'Send the request body as application/json', 'content-type');
    return;
  }
  next();
}

/** Parses JSON bodies up to the limit; oversized bodies are 413, malformed ones 400, both as JSON. */
function limitedJsonParser(maxBodyBytes: number): RequestHandler {
  const parse = express.json({ limit: maxBodyBytes, strict: false });
  return (req, res, next) => {
    parse(req, res, (error?: unknown) => {
      if (!error) {
        next();
        return;
      }
      const type = typeof error === 'object' && error !== null && 'type' in error ? String(error.type) : '';
      if (type === 'entity.too.large') refuse(res, 413, 'payload_too_large', `The request body may be at most ${maxBodyBytes} bytes`);
      else if (type === 'encoding.unsupported' || type === 'charset.unsupported') refuse(res, 415, 'unsupported_media_type', 'Send the request body as UTF-8 JSON');
      else refuse(res, 400, 'bad_request', 'The request body could not be read');
    });
  };
}

/** The page-view log call: limited apart from other writes, since a reading visitor sends one per page. */
const PAGE_VIEWS_PATH = '/page-views';

export interface WriteGuardDeps {
  /** Shared counters (the database): every process of the site counts towards one limit. */
  rateLimits: RateLimitStore;
  log?: SecurityLog;
}

/** The key a client's writes are counted under: its address (req.ip honours TRUST_PROXY; IPv6 per /56). */
const clientKey = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');

/** A per-client limit on writes, counted in the shared database under `name`. */
export function writeLimiter(
  limits: WriteLimits,
  deps: WriteGuardDeps,
  name: string,
  limit: number,
  handler: RequestHandler = (_req, res) => refuse(res, 429, 'too_many_requests', 'Too many requests; try again later'),
  store: SharedRateLimitStore = new SharedRateLimitStore(deps.rateLimits, `${name}:`),
): RequestHandler {
  return rateLimit({
    windowMs: limits.windowMs,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store,
    keyGenerator: clientKey,
    // The proxy setting is deliberate (TRUST_PROXY); the library's advisory checks would only log.
    validate: { xForwardedForHeader: false, trustProxy: false },
    // A database hiccup must not turn every write into an error: let it through unlimited.
    passOnStoreError: true,
    handler,
  });
}

/** A write limiter and a way to give one request's count back, for a request that turned out to write nothing. */
export interface RefundableLimiter {
  limit: RequestHandler;
  /** Gives back the count of this request (before its answer is sent); a failing counter changes nothing. */
  refund(req: Request): Promise<void>;
}

/**
 * writeLimiter, with a refund decided by the handler itself, when it knows the request writes nothing (a form
 * posted to an address that sends it on, ADR 053). Not the library's `skipFailedRequests`: that also gives back
 * the count of a request whose client closed the connection, whose write still runs.
 */
export function refundableWriteLimiter(
  limits: WriteLimits,
  deps: WriteGuardDeps,
  name: string,
  limit: number,
  handler?: RequestHandler,
): RefundableLimiter {
  const store = new SharedRateLimitStore(deps.rateLimits, `${name}:`);
  return {
    limit: writeLimiter(limits, deps, name, limit, handler, store),
    refund: (req) => store.decrement(clientKey(req)).catch(() => undefined),
  };
}

/** The counter every write shares: the API's POSTs and the pages' plain form posts (ADR 032). */
export const WRITES_LIMIT_NAME = 'writes';

/**
 * The limit on writes other than page views, per client, shared by every process: the JSON calls
 * and the site's own forms posted without JavaScript (the repair, feedback and ADR 032 forms) count
 * towards one budget.
 * `onLimit` answers a refused request (JSON for the API, a page for a form).
 */
export function sharedWriteLimiter(limits: WriteLimits, deps: WriteGuardDeps, onLimit?: RequestHandler): RequestHandler {
  return onLimit
    ? writeLimiter(limits, deps, WRITES_LIMIT_NAME, limits.perClientPerWindow, onLimit)
    : writeLimiter(limits, deps, WRITES_LIMIT_NAME, limits.perClientPerWindow);
}

/**
 * The limit of the API's writes (tickets, feedback, ...). The site's own form routes (the "Did this
 * help?" form without JavaScript) use it too: the same counter, so a form post and a JSON call of one
 * client add up to one limit.
 */
export function writeRateLimit(limits: WriteLimits, deps: WriteGuardDeps): RequestHandler {
  return sharedWriteLimiter(limits, deps);
}

/**
 * Every POST the API accepts (create-ticket, feedback, serial validation, page-view logs, ASC auth) goes
 * through this chain, mounted on the content API base before the content router. The in-process
 * transport the server render uses never passes through Express and is not limited here.
 * Rate limits count per client address (req.ip, which honours TRUST_PROXY; IPv6 per /56) in the
 * database, so N processes or machines allow the limit once: page-view logs and the other writes
 * (tickets and repair requests above all) each have their own limit. The pages' plain form posts
 * (ADR 032, the repair form) count towards the same write limit.
 */
export function writeGuard(limits: WriteLimits, deps: WriteGuardDeps): RequestHandler[] {
  const pageViews = writeLimiter(limits, deps, 'page-views', limits.pageViewsPerClientPerWindow);
  const writes = sharedWriteLimiter(limits, deps);
  const limit: RequestHandler = (req, res, next) => (req.path === PAGE_VIEWS_PATH ? pageViews(req, res, next) : writes(req, res, next));
  const onlyPosts =
    (handler: RequestHandler): RequestHandler =>
    (req, res, next) =>
      req.method === 'POST' ? handler(req, res, next) : next();
  // The limiter counts refused requests too, so a flood of bad ones is throttled like good ones.
  return [limit, sameOriginOnly(deps.log), jsonBodiesOnly, limitedJsonParser(limits.maxBodyBytes)].map(onlyPosts);
}
