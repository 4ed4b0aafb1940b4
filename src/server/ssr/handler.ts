import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { LoginRedirectError } from '../../shared/api/errors';
import type { Transport } from '../../shared/api/transport';
import { SUPPORT_BASE_PATH } from '../../shared/constants';
import { normaliseQuery, pageStateFor, pickPageCookies } from '../../store/pageState';
import type { ServerConfig } from '../config';
import { requestOrigin } from '../discovery/publicOrigin';
import type { CircuitBreaker } from '../upstream/circuitBreaker';
import type { Assets } from './document';
import { PageCache, withNonce } from './pageCache';
import { renderPage } from './renderPage';

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

const DEFAULT_RETRY_AFTER_S = 10;

/**
 * Pages that look the same to every visitor without cookies: those may be served from memory.
 * Any cookie can change a page (portal, agent, lite, session), so a request with one always renders.
 */
function cacheKeyOf(req: Request, origin: string): string | undefined {
  if (req.get('cookie')) return undefined;
  // The user agent reaches the page state (mobile top-n), and the origin the head's absolute links.
  return `${req.originalUrl}\n${req.get('user-agent') ?? ''}\n${origin}`;
}

function sendPage(res: Response, status: number, html: string, cacheControl: string): void {
  res.status(status).type('html').set('Cache-Control', cacheControl).send(html);
}

/** GET of any page path: match, load within the render budget, render once, send with the status the load decided. */
export function ssrHandler(deps: SsrDeps): RequestHandler {
  const { config, transport, assets, logger, breaker } = deps;
  const cache =
    deps.pageCache ??
    new PageCache({ ttlMs: config.pageCacheTtlMs, maxEntries: config.pageCacheEntries, maxBytes: config.pageCacheBytes });

  /** A held copy instead of an error page (stale-if-error); false when none is held. */
  const sendStale = (res: Response, key: string | undefined): boolean => {
    const copy = key === undefined ? undefined : cache.stale(key);
    if (!copy) return false;
    res.set('Age', String(Math.max(0, Math.round((Date.now() - copy.storedAt) / 1000))));
    res.set('Warning', '110 - "Response is Stale"');
    sendPage(res, 200, withNonce(copy, res.locals.nonce as string), 'no-store');
    return true;
  };

  return async (req: Request, res: Response, next: NextFunction) => {
    const nonce = res.locals.nonce as string;
    const origin = requestOrigin(req, config.publicOrigin);
    const key = cacheKeyOf(req, origin);
    const fresh = key === undefined ? undefined : cache.fresh(key);
    if (fresh) {
      sendPage(res, 200, withNonce(fresh, nonce), 'private, no-cache');
      return;
    }
    const queryIndex = req.originalUrl.indexOf('?');
    const search = queryIndex >= 0 ? req.originalUrl.slice(queryIndex) : '';
    const page = pageStateFor({
      path: req.path,
      search,
      query: normaliseQuery(req.query as Record<string, unknown>),
      cookies: pickPageCookies(req.cookies ?? {}),
      userAgent: req.get('user-agent') ?? '',
      config: config.site,
      origin: 'server',
    });
    let result;
    try {
      result = await renderPage({
        page,
        url: req.originalUrl,
        cookieHeader: req.get('cookie'),
        transport,
        assets,
        nonce,
        staticBase: STATIC_BASE,
        origin,
        budget: { renderBudgetMs: config.renderBudgetMs, moduleBudgetMs: config.moduleBudgetMs },
      });
    } catch (error) {
      if (!sendStale(res, key)) next(error);
      return;
    }
    const { outcome, status } = result;
    if (!outcome.ok && outcome.error instanceof LoginRedirectError) {
      // requestJson only raises this for an allow-listed login URL (spec §6).
      res.redirect(302, outcome.error.loginUrl);
      return;
    }
    if (status >= 500) {
      const log = status === 503 ? logger.warn.bind(logger) : logger.error.bind(logger);
      if (!outcome.ok) log({ err: outcome.error, module: outcome.module, url: req.originalUrl }, 'critical module failed');
      if (sendStale(res, key)) return;
      if (status === 503) {
        const retryMs = breaker?.retryInMs() ?? 0;
        res.set('Retry-After', String(retryMs > 0 ? Math.ceil(retryMs / 1000) : DEFAULT_RETRY_AFTER_S));
      }
      sendPage(res, status, result.html, 'no-store');
      return;
    }
    if (status === 200 && key !== undefined && !result.degraded) cache.set(key, result.html, nonce);
    sendPage(res, status, result.html, status === 200 ? 'private, no-cache' : 'no-store');
  };
}
