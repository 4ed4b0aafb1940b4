import type { z } from 'zod';
import type * as discovery from './schemas/discovery';

/** Response shapes of the calls behind the sitemap and the update feeds (docs/api.md). */

/** GET /{locale}/sitemap/chunks: where each sitemap file of a kind starts. */
export type SitemapChunksResponse = z.infer<typeof discovery.sitemapChunksResponseSchema>;

/** One public page: its address in every locale (same page, other language) and its last change. */
export type SitemapEntry = z.infer<typeof discovery.sitemapEntrySchema>;

/** GET /{locale}/sitemap/pages: up to `num` pages of a kind from a start key. */
export type SitemapPageResponse = z.infer<typeof discovery.sitemapPageResponseSchema>;

export const FEED_ENTRY_KINDS = ['firmware', 'download', 'manual', 'news', 'alert'] as const;
export type FeedEntryKind = (typeof FEED_ENTRY_KINDS)[number];

export type FeedEntry = z.infer<typeof discovery.feedEntrySchema>;

/** GET /{locale}/feeds/{products|categories}/{name}: what is new for one product or category, newest first. */
export type FeedResponse = z.infer<typeof discovery.feedResponseSchema>;
