import { Router } from 'express';
import { createApi } from '../../shared/api/createApi';
import type { Transport } from '../../shared/api/transport';
import { TextCache } from './cachedText';
import { feedRouter } from './feedRoutes';
import { sitemapRouter } from './sitemapRoutes';

export interface DiscoveryOptions {
  transport: Transport;
  /** PUBLIC_ORIGIN, when set: the origin of every absolute address. */
  publicOrigin: string | undefined;
  /** How long a built sitemap or feed is served again before it is rebuilt (0: never kept). */
  cacheTtlMs: number;
}

/** How search engines and feed readers find the site: robots.txt, sitemaps and the Atom update feeds. */
export function discoveryRouter(options: DiscoveryOptions): Router {
  const api = createApi(options.transport);
  const cache = new TextCache(options.cacheTtlMs, 2000);
  const router = Router();
  router.use(sitemapRouter({ api, publicOrigin: options.publicOrigin, cache }));
  router.use(feedRouter({ api, publicOrigin: options.publicOrigin, cache }));
  return router;
}
