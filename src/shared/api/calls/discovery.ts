import type { FeedResponse, SitemapChunksResponse, SitemapPageResponse } from '../../content/seoTypes';
import { seg, type Http } from './http';

export type SitemapKindParam = 'categories' | 'products' | 'content';

/** Calls behind the sitemap and the update feeds: how search engines and feed readers find the site's pages. */
export const discoveryCalls = (http: Http) => ({
  sitemapChunks: (p: { locale: string; kind: SitemapKindParam; size?: number }) =>
    http.get<SitemapChunksResponse>('sitemapChunks', `/${p.locale}/sitemap/chunks`, { kind: p.kind, size: p.size }),
  sitemapPages: (p: { locale: string; kind: SitemapKindParam; from?: string; num?: number }) =>
    http.get<SitemapPageResponse>('sitemapPages', `/${p.locale}/sitemap/pages`, { kind: p.kind, from: p.from, num: p.num }),
  feed: (p: { locale: string; scope: 'products' | 'categories'; name: string }) =>
    http.get<FeedResponse>('feed', `/${p.locale}/feeds/${p.scope}/${seg(p.name)}`),
});
