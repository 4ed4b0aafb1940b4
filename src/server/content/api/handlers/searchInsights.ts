import { searchInsightsResponseSchema } from '../../../../shared/content/schemas/insights';
import { withHelpfulness } from '../../insights/helpfulnessJoin';
import { z } from 'zod';
import { SEARCH_INSIGHTS } from '../../../../shared/constants';
import { LOCALES, type Locale } from '../../../../shared/locale';
import { requireRequirement } from '../../access/requireAccess';
import { assembleInsights, insightWindows } from '../../insights/assembleInsights';
import { locale, noParams, optionalLocale, wholeNumber } from '../params';
import { defineRoute, json } from '../routeTypes';

const PRIVATE = { 'cache-control': 'private, no-store', vary: 'Cookie' };

/** `all`, or a locale in any spelling locale() accepts (en_GB, en-GB, en_gb). */
const searchLocale = () =>
  z.string().transform((value, ctx): Locale | 'all' => {
    if (value === 'all') return 'all';
    const parsed = locale().safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: `searchLocale must be all or one of ${LOCALES.join(', ')}` });
    return z.NEVER;
  });

/** Customer-care agents only: what visitors search for is not for service centres or the public. */
const AGENTS = { roles: ['agent'] as const, grants: [] as const };

/**
 * GET /search/insights: top queries, zero-result queries (the content gap list) and queries whose
 * results nobody opens, with their counts over the last 7 and 30 days and a daily trend
 * (docs/decisions/027-search-insights.md). Read from the daily rollup the page-view log fills.
 * Anonymous callers get the 301 login answer, other signed-in roles a 403 (docs/behaviour.md §6).
 */
export const searchInsightsRoute = defineRoute({
  method: 'GET',
  path: '/search/insights',
  summary: 'Search insights for customer-care agents: top, zero-result and unopened queries over 7 and 30 days',
  access: 'session',
  response: searchInsightsResponseSchema,
  params: noParams,
  query: z.object({
    locale: optionalLocale().describe('Locale of the page asking (the sign-in page is offered in it).'),
    searchLocale: searchLocale()
      .optional()
      .describe('Only searches made in this locale; all (the default) for every locale.'),
    num: wholeNumber('num', 1, SEARCH_INSIGHTS.maxRows)
      .default(SEARCH_INSIGHTS.defaultRows)
      .describe(`Rows per list (1 to ${SEARCH_INSIGHTS.maxRows}).`),
  }),
  handler: async (ctx) => {
    const { query, services } = ctx;
    await requireRequirement(ctx, AGENTS, 'search insights', query.locale);
    const now = new Date();
    const searchLocale = query.searchLocale === undefined || query.searchLocale === 'all' ? null : query.searchLocale;
    const window = insightWindows(now, searchLocale, query.num);
    const rows = await services.writes.searchInsights(window);
    return json(await withHelpfulness(assembleInsights(rows, window, now), services.writes), PRIVATE);
  },
});
