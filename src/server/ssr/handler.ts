import crypto from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { isSiteAddress, LoginRedirectError, PageMovedError } from '../../shared/api/errors';
import type { Transport } from '../../shared/api/transport';
import { SUPPORT_BASE_PATH } from '../../shared/constants';
import { matchRoute } from '../../routes/matchRoute';
import type { PageType } from '../../routes/routeTable';
import { normaliseQuery, pageStateFor, pickPageCookies } from '../../store/pageState';
import type { ServerConfig } from '../config';
import { requestOrigin } from '../discovery/publicOrigin';
import type { CircuitBreaker } from '../upstream/circuitBreaker';
import type { Assets } from './document';
import { compressPage, pageCacheFor, type CachedPage, type PageCache } from './pageCache';
import { renderPage, type RenderResult } from './renderPage';
import { renderTurns } from './renderTurns';
import { carriesRenderCookie, carriesSessionCookie } from './renderCookies';
import { pickEncoding } from '../staticFiles';
import { sendCompressed } from '../sendCompressed';
import { userAgentProfile } from '../../shared/userAgentProfile';

export interface SsrDeps {
  config: ServerConfig;
  transport: Transport;
  assets: Assets;
  logger: Logger;
  /** The remote content API's breaker, when there is one: its cool-down sets Retry-After. */
  breaker?: CircuitBreaker;
  /** Last good pages; created from the config when absent. */
  pageCache?: PageCache;
}

export const STATIC_BASE = `${SUPPORT_BASE_PATH}/static`;

export const DEFAULT_RETRY_AFTER_S = 10;

/** Pages rendered for one visitor (a form's client key): neither cached nor shared between concurrent requests. */
const PER_VISITOR_PAGES: ReadonlySet<PageType> = new Set(['repairRequest']);

/**
 * Pages that look the same to every visitor without the site's cookies: those may be served from memory.
 * A cookie a render reads (portal, agent, lite, session ...; renderCookies.ts) can change a page, so a request
 * with one always renders; other cookies (a tag manager's) are not part of the page and do not count, unless the
 * content API is a remote one, which sees every cookie.
 * Of the user agent, pages read only the device profile (mobile, operating system), so that is the
 * part of the key: hundreds of agent strings share a handful of copies.
 */
function cacheKeyOf(req: Request, origin: string, remoteContent: boolean): string | undefined {
  const cookie = req.get('cookie');
  // A remote content API gets the visitor's cookies (docs/behaviour.md §7) and may read any of them: there
  // every cookie makes the page the visitor's own.
  if (remoteContent ? cookie : carriesRenderCookie(cookie)) return undefined;
  // The repair form carries a client key of its own (docs/behaviour.md §2): never shared by two visitors.
  if (PER_VISITOR_PAGES.has(matchRoute(req.path).type)) return undefined;
  // The origin reaches the canonical link, so it is part of the key too.
  return `${origin}${req.originalUrl}\n${userAgentProfile(req.get('user-agent') ?? '')}`;
}

function sendPage(req: Request, res: Response, status: number, html: string, cacheControl: string): void {
  res.status(status).type('html').set('Cache-Control', cacheControl);
  sendCompressed(req, res, html);
}

/**
 * This response carries HTML rendered with another response's nonce (a held or shared copy): its
 * policy names that nonce instead of the fresh one the security headers chose. The copy's bytes are
 * the same for everyone who gets them, so the nonce protects them as well as a fresh one would.
 */
function adoptNonce(res: Response, nonce: string): void {
  const fresh = res.locals.nonce as string;
  if (fresh === nonce) return;
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy === 'string') res.setHeader('Content-Security-Policy', policy.split(`'nonce-${fresh}'`).join(`'nonce-${nonce}'`));
  res.locals.nonce = nonce;
}

/** A held copy in the encoding the client takes, or 304 when the client already has these bytes. */
function sendCopy(req: Request, res: Response, copy: CachedPage, cacheControl: string): void {
  adoptNonce(res, copy.nonce);
  res.status(copy.status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', copy.etag);
  const ifNoneMatch = req.get('if-none-match');
  if (copy.status === 200 && ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === copy.etag)) {
    res.status(304).end();
    return;
  }
  const encoding = pickEncoding(req.get('accept-encoding'), copy);
  const body = copy[encoding];
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(body.length));
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** What one render of a page produced, shared by every request that waited for it. */
interface Rendered {
  result: RenderResult;
  nonce: string;
  /** The stored (or at least compressed) copy when the page is one worth keeping. */
  copy?: CachedPage;
}

/** What a render needs of a request, captured up front (a background render outlives its request). */
interface RenderRequest {
  path: string;
  url: string;
  /** The site origin the canonical link names. */
  origin: string;
  query: Record<string, unknown>;
  cookies: Record<string, string>;
  cookieHeader: string | undefined;
  userAgent: string;
}

/** The page state a request asks for (docs/behaviour.md §3), as the server starts it. */
export function pageOfRequest(request: Pick<RenderRequest, 'path' | 'url' | 'query' | 'cookies' | 'userAgent'>, config: ServerConfig) {
  const queryIndex = request.url.indexOf('?');
  return pageStateFor({
    path: request.path,
    search: queryIndex >= 0 ? request.url.slice(queryIndex) : '',
    query: normaliseQuery(request.query),
    cookies: pickPageCookies(request.cookies),
    userAgent: request.userAgent,
    config: config.site,
    origin: 'server',
  });
}

function renderRequestOf(req: Request, anonymous: boolean, origin: string): RenderRequest {
  const userAgent = req.get('user-agent') ?? '';
  return {
    path: req.path,
    url: req.originalUrl,
    origin,
    query: req.query as Record<string, unknown>,
    // The modes this request's query turned on are in req.cookies (siteModes.ts); the page state keeps only the
    // cookies it reads, so another site's cookies fall away here.
    cookies: req.cookies ?? {},
    // An anonymous page is the page without cookies: the content API sees none, as for a visitor who has none.
    cookieHeader: anonymous ? undefined : req.get('cookie'),
    // An anonymous page is rendered from the device profile alone, so its copy fits every agent of the key.
    userAgent: anonymous ? userAgentProfile(userAgent) : userAgent,
  };
}

/** GET of any page path: match, load within the render budget, render once, send with the status the load decided. */
export function ssrHandler(deps: SsrDeps): RequestHandler {
  const { config, transport, assets, logger, breaker } = deps;
  const cache =
    deps.pageCache ?? pageCacheFor(config);
  /** Renders under way per cache key: concurrent misses and background refreshes wait for one. */
  const inFlight = new Map<string, Promise<Rendered>>();

  /** Renders start one per turn of the event loop (renderTurns.ts, ADR 048): callers wait for `turn()` first. */
  const turn = renderTurns();
  const render = (request: RenderRequest, nonce: string): Promise<RenderResult> => {
    return renderPage({
      page: pageOfRequest(request, config),
      url: request.url,
      origin: request.origin,
      cookieHeader: request.cookieHeader,
      transport,
      assets,
      nonce,
      staticBase: STATIC_BASE,
      budget: { renderBudgetMs: config.renderBudgetMs, moduleBudgetMs: config.moduleBudgetMs },
    });
  };

  /** One render per key at a time; a good result is compressed once and stored. */
  const renderShared = (key: string, request: RenderRequest): Promise<Rendered> => {
    const running = inFlight.get(key);
    if (running) return running;
    const nonce = crypto.randomBytes(16).toString('base64');
    const flight = (async (): Promise<Rendered> => {
      await turn();
      const result = await render(request, nonce);
      if (result.status !== 200 || result.degraded || !cache.enabled) return { result, nonce };
      const compressed = await compressPage(result.html, nonce);
      cache.set(key, compressed);
      return { result, nonce, copy: { ...compressed, storedAt: Date.now(), size: 0 } };
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, flight);
    return flight;
  };

  /** A held copy instead of an error page (stale-if-error); false when none is held. */
  const sendStale = (req: Request, res: Response, key: string | undefined): boolean => {
    const copy = key === undefined ? undefined : cache.stale(key);
    if (!copy) return false;
    res.set('Age', String(Math.max(0, Math.round((Date.now() - copy.storedAt) / 1000))));
    res.set('Warning', '110 - "Response is Stale"');
    sendCopy(req, res, copy, 'no-store');
    return true;
  };

  return async (req: Request, res: Response, next: NextFunction) => {
    const origin = requestOrigin(req, config.publicOrigin);
    const key = cacheKeyOf(req, origin, Boolean(config.contentApiUrl));
    if (key !== undefined) {
      const fresh = cache.fresh(key);
      if (fresh) {
        sendCopy(req, res, fresh, 'private, no-cache');
        return;
      }
      const old = cache.revalidatable(key);
      if (old) {
        // The visitor gets the previous copy now; one render replaces it behind the response.
        sendCopy(req, res, old, 'private, no-cache');
        renderShared(key, renderRequestOf(req, true, origin)).catch((error: unknown) =>
          logger.warn({ err: error, url: req.originalUrl }, 'background page refresh failed'),
        );
        return;
      }
      cache.misses += 1;
    }
    let rendered: Rendered;
    try {
      if (key !== undefined) rendered = await renderShared(key, renderRequestOf(req, true, origin));
      else {
        const nonce = res.locals.nonce as string;
        await turn();
        // A visitor who left while the render waited for its turn is not rendered for (a shared render
        // above may still serve others, so it always runs).
        if (req.socket.destroyed) return;
        rendered = { result: await render(renderRequestOf(req, false, origin), nonce), nonce };
      }
    } catch (error) {
      if (!sendStale(req, res, key)) next(error);
      return;
    }
    const { result, nonce, copy } = rendered;
    const { outcome, status } = result;
    if (!outcome.ok && outcome.error instanceof LoginRedirectError) {
      // requestJson only raises this for an allow-listed login URL (docs/behaviour.md §6).
      res.redirect(302, outcome.error.loginUrl);
      return;
    }
    // Never another host, whichever module said the page moved (the address it names is checked again here).
    if (!outcome.ok && outcome.error instanceof PageMovedError && isSiteAddress(outcome.error.location)) {
      // A product's pages under a category it is not in (ADR 053). For an hour: a product may move again, or
      // back, and a redirect held longer would then send visitors in a circle.
      res.set('Cache-Control', 'public, max-age=3600');
      res.redirect(301, outcome.error.location);
      return;
    }
    if (status >= 500) {
      const log = status === 503 ? logger.warn.bind(logger) : logger.error.bind(logger);
      if (!outcome.ok) log({ err: outcome.error, module: outcome.module, url: req.originalUrl }, 'critical module failed');
      if (sendStale(req, res, key)) return;
      if (status === 503) {
        const retryMs = breaker?.retryInMs() ?? 0;
        res.set('Retry-After', String(retryMs > 0 ? Math.ceil(retryMs / 1000) : DEFAULT_RETRY_AFTER_S));
      }
      adoptNonce(res, nonce);
      sendPage(req, res, status, result.html, 'no-store');
      return;
    }
    if (copy) {
      sendCopy(req, res, copy, 'private, no-cache');
      return;
    }
    adoptNonce(res, nonce);
    const kept = status === 200 && !carriesSessionCookie(req.get('cookie'));
    sendPage(req, res, status, result.html, kept ? 'private, no-cache' : 'private, no-store');
  };
}
