import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { Transport } from '../../shared/api/transport';
import { SUPPORT_BASE_PATH } from '../../shared/constants';
import { normaliseQuery, pageStateFor, pickPageCookies } from '../../store/pageState';
import type { ServerConfig } from '../config';
import type { Assets } from './document';
import { renderPage } from './renderPage';

export interface SsrDeps {
  config: ServerConfig;
  transport: Transport;
  assets: Assets;
  logger: Logger;
}

export const STATIC_BASE = `${SUPPORT_BASE_PATH}/static`;

/** GET of any page path: match, load, render once, send with the status the load decided. */
export function ssrHandler({ config, transport, assets, logger }: SsrDeps): RequestHandler {
  return async (req: Request, res: Response) => {
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
    const result = await renderPage({
      page,
      url: req.originalUrl,
      cookieHeader: req.get('cookie'),
      transport,
      assets,
      nonce: res.locals.nonce as string,
      staticBase: STATIC_BASE,
    });
    if (!result.outcome.ok && !result.outcome.notFound) {
      logger.error({ err: result.outcome.error, module: result.outcome.module, url: req.originalUrl }, 'critical module failed');
    }
    res
      .status(result.status)
      .type('html')
      .set('Cache-Control', result.status === 200 ? 'private, no-cache' : 'no-store')
      .send(result.html);
  };
}
