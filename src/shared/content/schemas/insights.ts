import { z } from 'zod';
import { named } from './registry';

/** GET /search/insights (docs/decisions/027-search-insights.md). */

const countsSchema = named(
  'SearchInsightCounts',
  z.object({
    searches: z.number().int().min(0),
    zeroResultSearches: z.number().int().min(0).describe('Searches that answered no result at all'),
    opens: z.number().int().min(0).describe('Result pages opened from a results page of this query'),
  }),
);

const windowSchema = z.object({ from: z.string(), to: z.string() });

export const searchInsightRowSchema = named(
  'SearchInsightRow',
  z.object({
    query: z.string().describe('The query as counted: trimmed, lower case, spaces collapsed'),
    locale: z.string(),
    last7: countsSchema,
    last30: countsSchema,
    opened: z
      .array(z.object({ path: z.string().describe('Site path of the opened page'), opens: z.number().int().min(0) }))
      .describe('The results opened most for this query over 30 days, most opened first (at most 3)'),
    helpfulness: z
      .object({ helpful: z.number().int().min(0), notHelpful: z.number().int().min(0) })
      .nullable()
      .describe('"Did this help?" answers on the results opened for this query (ADR 028); null when none was rated'),
  }),
);

export const searchInsightsResponseSchema = named(
  'SearchInsightsResponse',
  z.object({
    generatedAt: z.string(),
    searchLocale: z.string().nullable().describe('The locale the figures are limited to, or null for every locale'),
    windows: z.object({ last7: windowSchema, last30: windowSchema }),
    totals: z.object({ last7: countsSchema, last30: countsSchema }),
    daily: z.array(countsSchema.extend({ day: z.string() })).describe('One entry per day of the 30-day window, oldest first'),
    topQueries: z.array(searchInsightRowSchema),
    zeroResultQueries: z.array(searchInsightRowSchema),
    unopenedQueries: z.array(searchInsightRowSchema),
  }),
);
