import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import pino, { type Logger } from 'pino';
import { API_BASE, type Transport } from '../shared/api/transport';
import { createFetchTransport } from '../shared/api/fetchTransport';
import { SUPPORT_BASE_PATH } from '../shared/constants';
import { readAssets } from './assets';
import type { ServerConfig } from './config';
import { createContentService, type ContentService } from './content';
import { nonceMiddleware, securityHeaders } from './security';
import { STATIC_BASE, ssrHandler } from './ssr/handler';

export interface AppDeps {
  /** The embedded content service; created from config.dbPath when absent and no remote API is set. */
  content?: ContentService;
  logger?: Logger;
}

/** A static, dependency-free error page: used when even the render failed. */
const FALLBACK_ERROR_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Something went wrong | Aurora Support</title>' +
  '<body style="font-family:system-ui;margin:3rem"><h1>Something went wrong</h1>' +
  '<p>We couldn’t load this page. Please try again in a moment.</p></body></html>';

/** The site: content API, static assets and server-rendered pages on one Express 5 app. */
export function createApp(config: ServerConfig, deps: AppDeps = {}) {
  const logger = deps.logger ?? pino({ level: config.logLevel });
  const content = config.contentApiUrl ? undefined : (deps.content ?? createContentService({ dbPath: config.dbPath }));
  const transport: Transport = content ? content.transport : createFetchTransport({ baseUrl: config.contentApiUrl });
  const assets = readAssets(config.publicDir);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(nonceMiddleware, securityHeaders());
  app.use(compression());
  app.use(cookieParser());

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', (_req, res) => {
    const ready = app.locals.shuttingDown !== true;
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'shutting-down' });
  });

  if (content) app.use(API_BASE, content.router);
  app.use(
    STATIC_BASE,
    express.static(config.publicDir, {
      index: false,
      // Built files carry a content hash in their names, so they never change.
      immutable: true,
      maxAge: '1y',
      fallthrough: false,
    }),
  );

  app.get('/', (_req, res) => res.redirect(302, SUPPORT_BASE_PATH));
  app.get('/{*path}', ssrHandler({ config, transport, assets, logger }));

  // Last resort: log, answer a plain error page, never a stack trace.
  app.use((error: Error & { status?: number; statusCode?: number }, req: Request, res: Response, _next: NextFunction) => {
    const status = error.status ?? error.statusCode ?? 500;
    if (status >= 500) logger.error({ err: error, url: req.originalUrl }, 'request failed');
    if (res.headersSent) return;
    if (status < 500) {
      res.status(status).type('text/plain').send(status === 404 ? 'Not found' : 'Bad request');
      return;
    }
    res.status(500).type('html').send(FALLBACK_ERROR_PAGE);
  });

  return { app, content, logger };
}
