/**
 * The public pages a sitemap lists, read in key order with keyset paging (`key >= from`), so that a
 * sitemap file deep into a 100k-document catalogue costs the same as the first one. Part of the
 * ContentStore contract, so every store answers it the same way.
 */
export const SITEMAP_KINDS = ['categories', 'products', 'content'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** Content types that have a public page of their own (article, software or download details). */
export const SITEMAP_CONTENT_TYPES = [
  'download',
  'software',
  'software-article',
  'faq-article',
  'quality-issue-article',
  'oof-article',
  'video-content',
] as const;

export interface SitemapKey {
  /** Category name, product name or content family id: the order and the paging cursor. */
  key: string;
  /** Content: its type, which decides the page address. */
  contentType?: string;
  /** Products: the category the product page sits under. */
  categoryName?: string;
  /** Publication or release date (YYYY-MM-DD...), when known. */
  lastmod?: string;
}
