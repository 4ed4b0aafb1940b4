import { z } from 'zod';
import { FEED_ENTRY_KINDS } from '../seoTypes';
import { named } from './registry';

/** The calls behind the sitemap and the update feeds (docs/api.md). */

export const sitemapChunksResponseSchema = named(
  'SitemapChunksResponse',
  z.object({
    kind: z.string(),
    total: z.number().int().min(0).describe('Pages of this kind in the locale'),
    starts: z.array(z.string()).describe('The first key of each file, in order; a file holds the keys from its start up to the next start'),
    size: z.number().int().min(1),
  }),
);

export const sitemapEntrySchema = named(
  'SitemapEntry',
  z.object({
    key: z.string(),
    paths: z.record(z.string(), z.string()).describe('Site paths by locale (en_GB, de_DE, fr_FR)'),
    lastmod: z.string().optional(),
  }),
);

export const sitemapPageResponseSchema = named('SitemapPageResponse', z.object({ entries: z.array(sitemapEntrySchema) }));

export const feedEntrySchema = named(
  'FeedEntry',
  z.object({
    id: z.string().describe('Content family id: stable across edits'),
    kind: z.enum(FEED_ENTRY_KINDS),
    title: z.string(),
    summary: z.string(),
    date: z.string().describe('Publication date (YYYY-MM-DD)'),
    url: z.string().describe("The entry's page on the site"),
    version: z.string().optional(),
    fileUrl: z.string().optional().describe('The file itself (API file route)'),
    fileName: z.string().optional(),
    fileSize: z.number().int().optional(),
    sha256: z.string().optional(),
  }),
);

export const feedResponseSchema = named(
  'FeedResponse',
  z.object({
    scope: z.enum(['product', 'category']),
    name: z.string(),
    displayName: z.string(),
    modelNumber: z.string().optional(),
    pageUrl: z.string().describe('The product or category page'),
    updated: z.string().describe("Date of the newest entry (or of the product's release), YYYY-MM-DD"),
    entries: z.array(feedEntrySchema),
  }),
);
