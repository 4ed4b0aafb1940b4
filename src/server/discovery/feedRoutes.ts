import { Router, type NextFunction, type Request, type Response } from 'express';
import { Feed } from 'feed';
import type { Api } from '../../shared/api/createApi';
import { isNotFound } from '../../shared/api/errors';
import type { FeedEntry, FeedResponse } from '../../shared/content/seoTypes';
import { feedUrl, type FeedScope } from '../../shared/feedLinks';
import { SUPPORT_BASE_PATH } from '../../shared/constants';
import { i18nFor } from '../../shared/i18n/createI18n';
import { htmlLang, LANGUAGE_PREFIXES, type Locale } from '../../shared/locale';
// The size as the pages show it (a feed entry and its page say the same).
import { formatBytes } from '../../modules/shell/ui/format';
import { escapeHtml } from '../ssr/document';
import { sendCached, type TextCache } from './cachedText';
import { requestOrigin } from './publicOrigin';

/** Feed readers poll; five minutes keeps a new firmware close to its publication without rebuilding per poll. */
const MAX_AGE_S = 300;
const SCOPES: readonly FeedScope[] = ['products', 'categories'];
const FEED_FILE = /^([^/]{1,120})\.atom$/;

export interface FeedDeps {
  api: Api;
  publicOrigin: string | undefined;
  cache: TextCache;
}

/** An entry's HTML content: what it is, its summary, version, file and checksum (a reader shows it as it is). */
function contentOf(entry: FeedEntry, locale: Locale, t: (key: string, options?: Record<string, unknown>) => string, origin: string): string {
  const lines = [`<p><strong>${escapeHtml(t(`follow.kind.${entry.kind}`))}</strong></p>`, `<p>${escapeHtml(entry.summary)}</p>`];
  if (entry.version) lines.push(`<p>${escapeHtml(t('follow.version', { version: entry.version }))}</p>`);
  if (entry.fileName && entry.fileUrl) {
    const size = entry.fileSize !== undefined ? formatBytes(entry.fileSize, locale) : '';
    lines.push(
      `<p><a href="${escapeHtml(origin + entry.fileUrl)}">${escapeHtml(t('follow.file', { fileName: entry.fileName, size }))}</a></p>`,
    );
  }
  if (entry.sha256) lines.push(`<p>${escapeHtml(t('follow.checksum', { sha256: entry.sha256 }))}</p>`);
  return lines.join('');
}

/** The Atom document of a product's or category's feed, in the locale's language. */
export function atomOf(data: FeedResponse, locale: Locale, origin: string, selfUrl: string): string {
  const { t } = i18nFor(locale);
  const name = data.modelNumber ? `${data.modelNumber} ${data.displayName}` : data.displayName;
  const pageUrl = `${origin}${data.pageUrl}`;
  const feed = new Feed({
    title: t('follow.feedTitle', { name }),
    description: t('follow.feedSubtitle', { name }),
    id: selfUrl,
    link: pageUrl,
    language: htmlLang(locale),
    updated: new Date(`${data.updated}T00:00:00Z`),
    copyright: '© Aurora Electronics',
    feedLinks: { atom: selfUrl },
    author: { name: 'Aurora Support', link: `${origin}${SUPPORT_BASE_PATH}` },
  });
  for (const entry of data.entries) {
    const date = new Date(`${entry.date}T00:00:00Z`);
    const title = entry.version && !entry.title.includes(entry.version) ? `${entry.title} (${entry.version})` : entry.title;
    feed.addItem({
      title,
      // A tag URI per content family and locale: stable when the entry is edited or the site moves.
      id: `tag:aurora-support,2024:${locale}:${entry.id}`,
      link: entry.url.startsWith('/') ? `${origin}${entry.url}` : entry.url,
      date,
      published: date,
      description: entry.summary,
      content: contentOf(entry, locale, t, origin),
      category: [{ name: t(`follow.kind.${entry.kind}`), term: entry.kind }],
    });
  }
  return feed.atom1();
}

/**
 * GET /{prefix}/electronics/support/feeds/{products|categories}/{name}.atom: the Atom feed of a
 * product or a category, per locale, cached and answered 304 when the reader already holds it.
 */
export function feedRouter(deps: FeedDeps): Router {
  const router = Router();
  for (const [prefix, locale] of Object.entries(LANGUAGE_PREFIXES)) {
    const base = `${prefix ? `/${prefix}` : ''}${SUPPORT_BASE_PATH}/feeds`;
    router.get(`${base}/:scope/:file`, async (req: Request, res: Response, next: NextFunction) => {
      const scope = SCOPES.find((s) => s === req.params.scope);
      const name = FEED_FILE.exec(String(req.params.file))?.[1];
      if (!scope || !name || /[\u0000-\u001f\u007f]/.test(name)) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      try {
        const origin = requestOrigin(req, deps.publicOrigin);
        const selfUrl = `${origin}${feedUrl(locale, scope, name)}`;
        const entry = await deps.cache.get(`feed\n${selfUrl}`, async () =>
          atomOf(await deps.api.feed({ locale, scope, name }), locale, origin, selfUrl),
        );
        sendCached(req, res, entry, 'application/atom+xml', MAX_AGE_S);
      } catch (error) {
        if (isNotFound(error)) {
          res.status(404).type('text/plain').send('Not found');
          return;
        }
        next(error);
      }
    });
  }
  return router;
}
