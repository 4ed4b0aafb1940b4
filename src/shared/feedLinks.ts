import { supportPath } from './links';

export type FeedScope = 'products' | 'categories';

/** The Atom feed of a product or a category in a locale: '/{prefix}/electronics/support/feeds/products/{name}.atom'. */
export function feedUrl(locale: string, scope: FeedScope, name: string): string {
  return supportPath(locale, 'feeds', scope, `${name}.atom`);
}

/** The sitemap index, which lists the sitemap files of every locale. */
export function sitemapIndexUrl(): string {
  return supportPath('en_GB', 'sitemap.xml');
}
