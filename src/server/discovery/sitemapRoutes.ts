import { Readable } from 'node:stream';
import { Router, type Request, type Response, type NextFunction } from 'express';
import { SitemapIndexStream, SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import type { Api } from '../../shared/api/createApi';
import type { SitemapKindParam } from '../../shared/api/calls/discovery';
import { SUPPORT_BASE_PATH } from '../../shared/constants';
import { htmlLang, LOCALES, isLocale } from '../../shared/locale';
import { alternatesOf } from './alternates';
import { sendCached, type TextCache } from './cachedText';
import { requestOrigin } from './publicOrigin';

export const SITEMAP_INDEX_PATH = `${SUPPORT_BASE_PATH}/sitemap.xml`;
const SITEMAPS_PATH = `${SUPPORT_BASE_PATH}/sitemaps`;
const KINDS: readonly SitemapKindParam[] = ['categories', 'products', 'content'];
/** Addresses per sitemap file: well below the 50,000 allowed, so one file stays quick to build and fetch. */
export const SITEMAP_FILE_SIZE = 10_000;
const MAX_AGE_S = 3600;

export interface SitemapDeps {
  api: Api;
  publicOrigin: string | undefined;
  cache: TextCache;
}

async function xmlOf(stream: SitemapStream | SitemapIndexStream, items: readonly object[]): Promise<string> {
  const source = Readable.from(items);
  source.pipe(stream);
  return (await streamToPromise(stream)).toString('utf8');
}

/** The site's own file address of one sitemap file: /electronics/support/sitemaps/de-DE/products.xml?from=... */
function fileUrl(origin: string, locale: string, kind: SitemapKindParam, from: string): string {
  const query = from ? `?from=${encodeURIComponent(from)}` : '';
  return `${origin}${SITEMAPS_PATH}/${htmlLang(locale)}/${kind}.xml${query}`;
}

const LOCALE_OF_TAG = new Map<string, string>(LOCALES.map((l) => [htmlLang(l).toLowerCase(), l]));

/**
 * robots.txt, the sitemap index and one sitemap file per locale, kind and run of SITEMAP_FILE_SIZE
 * addresses. Files start at a key (keyset paging), so the file for the last run of a 100k catalogue
 * reads as little as the first. Each address lists its other-language versions (hreflang).
 */
export function sitemapRouter(deps: SitemapDeps): Router {
  const router = Router();

  router.get('/robots.txt', (req, res) => {
    const origin = requestOrigin(req, deps.publicOrigin);
    res.type('text/plain').set('Cache-Control', `public, max-age=${MAX_AGE_S}`);
    res.send(
      [
        'User-agent: *',
        // Search results and the content API are not pages to index; manuals and files under it are.
        'Disallow: /api/',
        'Allow: /api/content/support/files/',
        'Disallow: /*/results',
        '',
        `Sitemap: ${origin}${SITEMAP_INDEX_PATH}`,
        '',
      ].join('\n'),
    );
  });

  router.get(SITEMAP_INDEX_PATH, async (req: Request, res: Response, next: NextFunction) => {
    try {
      const origin = requestOrigin(req, deps.publicOrigin);
      const entry = await deps.cache.get(`index\n${origin}`, async () => {
        const items: Array<{ url: string }> = [];
        for (const locale of LOCALES) {
          for (const kind of KINDS) {
            const chunks = await deps.api.sitemapChunks({ locale, kind, size: SITEMAP_FILE_SIZE });
            for (const start of chunks.starts) items.push({ url: fileUrl(origin, locale, kind, start) });
          }
        }
        return xmlOf(new SitemapIndexStream(), items);
      });
      sendCached(req, res, entry, 'application/xml', MAX_AGE_S);
    } catch (error) {
      next(error);
    }
  });

  router.get(`${SITEMAPS_PATH}/:tag/:file`, async (req: Request, res: Response, next: NextFunction) => {
    const locale = LOCALE_OF_TAG.get(String(req.params.tag).toLowerCase());
    const kind = KINDS.find((k) => `${k}.xml` === req.params.file);
    const from = typeof req.query.from === 'string' ? req.query.from : '';
    if (!locale || !isLocale(locale) || !kind || from.length > 200) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    try {
      const origin = requestOrigin(req, deps.publicOrigin);
      const entry = await deps.cache.get(`${origin}\n${locale}\n${kind}\n${from}`, async () => {
        const page = await deps.api.sitemapPages({ locale, kind, from, num: SITEMAP_FILE_SIZE });
        const items: SitemapItemLoose[] = page.entries.map((e) => ({
          url: `${origin}${e.paths[locale]}`,
          ...(e.lastmod ? { lastmod: e.lastmod } : {}),
          links: alternatesOf(origin, e.paths).map((a) => ({ lang: a.hreflang, hreflang: a.hreflang, url: a.href })),
        }));
        return xmlOf(new SitemapStream({ xmlns: { news: false, video: false, image: false, xhtml: true }, lastmodDateOnly: true }), items);
      });
      sendCached(req, res, entry, 'application/xml', MAX_AGE_S);
    } catch (error) {
      next(error);
    }
  });

  return router;
}
