/** Response shapes of the calls behind the sitemap and the update feeds (docs/api.md). */

/** GET /{locale}/sitemap/chunks: where each sitemap file of a kind starts. */
export interface SitemapChunksResponse {
  kind: string;
  /** Pages of this kind in the locale. */
  total: number;
  /** The first key of each file, in order; a file holds the keys from its start up to the next start. */
  starts: string[];
  size: number;
}

/** One public page: its address in every locale (same page, other language) and its last change. */
export interface SitemapEntry {
  key: string;
  /** Site paths by locale (en_GB, de_DE, fr_FR). */
  paths: Record<string, string>;
  lastmod?: string;
}

/** GET /{locale}/sitemap/pages: up to `num` pages of a kind from a start key. */
export interface SitemapPageResponse {
  entries: SitemapEntry[];
}

export const FEED_ENTRY_KINDS = ['firmware', 'download', 'manual', 'news', 'alert'] as const;
export type FeedEntryKind = (typeof FEED_ENTRY_KINDS)[number];

export interface FeedEntry {
  /** Content family id: stable across edits, so a reader never shows an entry twice. */
  id: string;
  kind: FeedEntryKind;
  title: string;
  summary: string;
  /** Publication date (YYYY-MM-DD). */
  date: string;
  /** The entry's page on the site. */
  url: string;
  version?: string;
  /** The file itself (API file route), its name, size and SHA-256 of the served bytes. */
  fileUrl?: string;
  fileName?: string;
  fileSize?: number;
  sha256?: string;
}

/** GET /{locale}/feeds/{products|categories}/{name}: what is new for one product or category, newest first. */
export interface FeedResponse {
  scope: 'product' | 'category';
  name: string;
  displayName: string;
  modelNumber?: string;
  /** The product or category page. */
  pageUrl: string;
  /** Date of the newest entry (or of the product's release), YYYY-MM-DD. */
  updated: string;
  entries: FeedEntry[];
}
