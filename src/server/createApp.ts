import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import pino, { type Logger } from 'pino';
import { API_BASE, type Transport } from '../shared/api/transport';
import { API_TIMEOUT_MS, SUPPORT_BASE_PATH } from '../shared/constants';
import { createAscPortalRouter } from './asc/ascPortalRouter';
import { readAssets } from './assets';
import type { ServerConfig } from './config';
import { createContentService, openRateLimitStore, securityLog, type ContentService, type RateLimitStore } from './content';
import { discoveryRouter } from './discovery';
import { feedbackFormRouter } from './feedbackForm';
import { noticeDismissRouter } from './noticeDismissForm';
import { createMetrics, type AppMetrics } from './metrics';
import { nonceMiddleware, securityHeaders } from './security';
import { siteModes } from './siteModes';
import { staticFiles } from './staticFiles';
import { pageCacheFor, type PageCache } from './ssr/pageCache';
import { STATIC_BASE, ssrHandler } from './ssr/handler';
import { formPostHandler } from './ssr/formPost';
import type { CircuitBreaker } from './upstream/circuitBreaker';
import { createRepairFormRouter } from './repair/repairFormRouter';
import { remoteApiProxy } from './upstream/remoteApiProxy';
import { createRemoteTransport } from './upstream/remoteTransport';
import { writeGuard } from './writeGuard';
import { PRODUCT_ALIAS_BASE, productAlias } from './productAlias';
import { isDecodable } from '../routes/matchRoute';

export interface AppDeps {
  /** The embedded content service; created from config.dbPath when absent and no remote API is set. */
  content?: ContentService;
  logger?: Logger;
  /** Shared rate-limit counters; opened in the write database next to config.dbPath when absent. */
  rateLimits?: RateLimitStore;
  /** The anonymous page cache; created from the config when absent. */
  pageCache?: PageCache;
}

/** A static, dependency-free error page: used when even the render failed. */
function fallbackErrorPage(nonce: string): string {
  return (
    '<!doctype html><html lang="en"><meta charset="utf-8"><title>Something went wrong | Aurora Support</title>' +
    `<style nonce="${nonce}">body{font-family:system-ui,sans-serif;margin:3rem}</style>` +
    '<body><h1>Something went wrong</h1>' +
    '<p>We couldn’t load this page. Please try again in a moment.</p></body></html>'
  );
}

/** Page requests (not the API, static files or probes): the only ones that read or set the mode cookies. */
function isPageRequest(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && !req.path.startsWith(API_BASE) && !req.path.startsWith(STATIC_BASE);
}

/** A page address (not the API or static files): where the pages' plain forms are posted. */
function isPagePath(req: Request): boolean {
  return !req.path.startsWith(API_BASE) && !req.path.startsWith(STATIC_BASE);
}

/** The site: content API, static assets and server-rendered pages on one Express 5 app. */
export function createApp(config: ServerConfig, deps: AppDeps = {}) {
  const logger = deps.logger ?? pino({ level: config.logLevel });
  const content = config.contentApiUrl ? undefined : (deps.content ?? createContentService({ dbPath: config.dbPath, securityLogger: logger }));
  // With a remote content API the counters still live in a database file shared by this machine's workers.
  const rateLimits = deps.rateLimits ?? openRateLimitStore(config.dbPath);
  const events = securityLog(logger);
  let transport: Transport;
  let breaker: CircuitBreaker | undefined;
  if (content) {
    transport = content.transport;
  } else {
    const remote = createRemoteTransport({
      baseUrl: config.contentApiUrl ?? '',
      failureThreshold: config.breakerFailures,
      cooldownMs: config.breakerCooldownMs,
    });
    transport = remote.transport;
    breaker = remote.breaker;
  }
  const assets = readAssets(config.publicDir);
  if (assets.scripts.length === 0 && process.env.NODE_ENV === 'production') {
    // Pages would be served without their stylesheet and scripts: say where the build was looked for.
    logger.error({ publicDir: config.publicDir }, 'no client build (manifest.json) in the public folder: run `npm run build` or set PUBLIC_DIR');
  }
  const pageCache =
    deps.pageCache ?? pageCacheFor(config);

  // Before anything uses the transport: every content call the pages make is timed.
  const metrics: AppMetrics | undefined = config.metricsEnabled ? createMetrics({ pageCache, breaker, staticBase: STATIC_BASE }) : undefined;
  if (metrics) transport = metrics.instrument(transport);

  const app = express();
  app.disable('x-powered-by');
  if (metrics) app.use(metrics.middleware);
  app.set('trust proxy', config.trustProxy);
  app.use(nonceMiddleware);
  app.use(cookieParser());
  // Before the security headers: embed mode decides who may frame the response.
  app.use((req, res, next) => (isPageRequest(req) ? siteModes(req, res, next) : next()));
  app.use(securityHeaders({ embedAllowedOrigins: config.embedAllowedOrigins }));
  app.use((_req, res, next) => {
    // While shutting down, every answer tells the client to reconnect elsewhere (keep-alive ends).
    if (app.locals.shuttingDown === true) res.set('Connection', 'close');
    next();
  });
  app.use(compression());

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Ready when not shutting down and the databases answer a cheap indexed query; a load balancer
  // then sends traffic elsewhere instead of to a process that would fail every signed-in request.
  app.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (app.locals.shuttingDown === true) {
      res.status(503).json({ status: 'shutting-down' });
      return;
    }
    try {
      await content?.checkReady();
      await rateLimits.get('readiness-probe', new Date());
      res.json({ status: 'ready' });
    } catch (error) {
      logger.warn({ err: error }, 'readiness check: database unavailable');
      res.status(503).json({ status: 'database-unavailable' });
    }
  });
  // This process's figures; a cluster's primary serves the sum over all workers on METRICS_PORT.
  if (metrics) app.get('/metrics', metrics.handler);

  // Every POST to the API passes the write guard first (origin, type, size, rate), whoever handles it next.
  app.use(API_BASE, ...writeGuard(config.writeLimits, { rateLimits, log: events }));
  // Service-centre sign-in pages, and the rate limits on every sign-in attempt (form and JSON call).
  app.use(createAscPortalRouter({ transport, assets, staticBase: STATIC_BASE, logger, embeddedApi: Boolean(content), rateLimits, log: events }));
  // The repair form posted without JavaScript (docs/behaviour.md §2): under the shared write limit.
  app.use(createRepairFormRouter({ config, transport, assets, staticBase: STATIC_BASE, logger, rateLimits, log: events }));
  // "Did this help?" sent by a page without JavaScript: a form post, answered with a redirect back (ADR 028).
  app.use(feedbackFormRouter({ transport, writeLimits: config.writeLimits, rateLimits, log: events, logger }));
  // The site notice's "Dismiss" sent by a page without JavaScript: sets the session cookie, redirects back.
  app.use(noticeDismissRouter(events));
  app.get(`${PRODUCT_ALIAS_BASE}/:productName`, productAlias(transport));
  if (content) app.use(API_BASE, content.router);
  else app.use(API_BASE, remoteApiProxy(config.contentApiUrl ?? '', breaker as CircuitBreaker, API_TIMEOUT_MS));
  app.use(STATIC_BASE, staticFiles(config.publicDir, { sourceMaps: config.publicSourceMaps }));

  // An address that cannot be decoded ('/electronics/support/%', a cut UTF-8 sequence) would fail in the router
  // with a bare 400; read literally instead (every '%' as itself), it is an address the site does not have and
  // gets the not-found page in its language, with the site around it (feeds and sitemaps too, so before them).
  app.use((req, _res, next) => {
    if (isPageRequest(req) && !isDecodable(req.path)) req.url = req.url.replace(/^[^?]*/, (path) => path.replace(/%/g, '%25'));
    next();
  });
  // robots.txt, sitemaps and update feeds: before the pages, whose catch-all would read them as names.
  app.use(discoveryRouter({ transport, publicOrigin: config.publicOrigin, cacheTtlMs: config.discoveryCacheTtlMs }));
  app.get('/', (_req, res) => res.redirect(302, SUPPORT_BASE_PATH));
  app.get('/{*path}', ssrHandler({ config, transport, assets, logger, breaker, pageCache }));
  // Forms of the pages sent without script (ADR 032): the same checks and calls, answered with the page.
  const formPosts = formPostHandler({ config, transport, assets, logger, rateLimits, log: events, breaker });
  app.post('/{*path}', (req, res, next) => (isPagePath(req) ? next() : next('route')), ...formPosts);

  // Last resort: log, answer a plain error page, never a stack trace.
  app.use((error: Error & { status?: number; statusCode?: number }, req: Request, res: Response, _next: NextFunction) => {
    const status = error.status ?? error.statusCode ?? 500;
    if (status >= 500) logger.error({ err: error, url: req.originalUrl }, 'request failed');
    if (res.headersSent) return;
    if (status < 500) {
      res.status(status).type('text/plain').send(status === 404 ? 'Not found' : 'Bad request');
      return;
    }
    res.status(500).type('html').send(fallbackErrorPage(String(res.locals.nonce ?? '')));
  });

  return { app, content, rateLimits, logger, breaker, pageCache, metrics };
}
