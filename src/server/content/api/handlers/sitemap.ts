import { sitemapChunksResponseSchema, sitemapPageResponseSchema } from '../../../../shared/content/schemas/discovery';
import { z } from 'zod';
import type { SitemapChunksResponse, SitemapEntry, SitemapPageResponse } from '../../../../shared/content/seoTypes';
import { articleUrl, categoryUrl, downloadUrl, productUrl, softwareUrl } from '../../../../shared/links';
import { LOCALES, type Locale } from '../../../../shared/locale';
import { SITEMAP_KINDS, type SitemapKey, type SitemapKind } from '../../store/sitemapPages';
import { locale, oneOf, wholeNumber } from '../params';
import { defineRoute, json } from '../routeTypes';

/** A sitemap file may list at most 50,000 addresses (sitemaps.org). */
export const MAX_SITEMAP_FILE = 50_000;
export const DEFAULT_SITEMAP_FILE = 10_000;

// Content pages are by far the most numerous kind, so they are the default.
const kind = () =>
  oneOf('kind', SITEMAP_KINDS)
    .describe(`Which pages: ${SITEMAP_KINDS.join(', ')} (default content: articles, downloads and software).`)
    .default('content');
const fromKey = () =>
  z
    .string()
    .max(200, 'from must be at most 200 characters')
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'from contains control characters')
    .describe('Key (category or product name, content id) the list starts at, inclusive; empty: from the first.')
    .default('');

/** The address of one page in one locale; null when the kind has no page of its own. */
function pathOf(target: Locale, kindOf: SitemapKind, entry: SitemapKey): string | null {
  switch (kindOf) {
    case 'categories':
      return categoryUrl(target, entry.key);
    case 'products':
      return entry.categoryName ? productUrl(target, entry.categoryName, entry.key) : null;
    case 'content':
      if (entry.contentType === 'software-article') return softwareUrl(target, entry.key);
      if (entry.contentType === 'download' || entry.contentType === 'software') return downloadUrl(target, entry.key);
      return articleUrl(target, entry.key);
  }
}

function entryOf(kindOf: SitemapKind, entry: SitemapKey): SitemapEntry | null {
  const paths: Record<string, string> = {};
  for (const target of LOCALES) {
    const path = pathOf(target, kindOf, entry);
    if (!path) return null;
    paths[target] = path;
  }
  return { key: entry.key, paths, ...(entry.lastmod ? { lastmod: entry.lastmod.slice(0, 10) } : {}) };
}

/** GET /{locale}/sitemap/chunks: the start key of every sitemap file of a kind. */
export const sitemapChunksRoute = defineRoute({
  method: 'GET',
  path: '/:locale/sitemap/chunks',
  params: z.object({ locale: locale() }),
  query: z.object({ kind: kind(), size: wholeNumber('size', 1, MAX_SITEMAP_FILE).describe('Addresses per sitemap file.').default(DEFAULT_SITEMAP_FILE) }),
  summary: 'Where each sitemap file of a kind (categories, products, content) starts',
  response: sitemapChunksResponseSchema,
  handler: async ({ params, query, services }) => {
    const { starts, total } = await services.store.sitemapChunks(params.locale, query.kind, query.size);
    const body: SitemapChunksResponse = { kind: query.kind, total, starts, size: query.size };
    return json(body);
  },
});

/** GET /{locale}/sitemap/pages: public pages of a kind from a start key, with their address in every locale. */
export const sitemapPagesRoute = defineRoute({
  method: 'GET',
  path: '/:locale/sitemap/pages',
  params: z.object({ locale: locale() }),
  query: z.object({
    kind: kind(),
    from: fromKey(),
    num: wholeNumber('num', 1, MAX_SITEMAP_FILE).default(DEFAULT_SITEMAP_FILE),
  }),
  summary: 'Public pages of a kind for the sitemap, in key order from a start key',
  response: sitemapPageResponseSchema,
  handler: async ({ params, query, services }) => {
    const keys = await services.store.sitemapPage(params.locale, query.kind, query.from, query.num);
    const body: SitemapPageResponse = {
      entries: keys.map((k) => entryOf(query.kind, k)).filter((e): e is SitemapEntry => e !== null),
    };
    return json(body);
  },
});
