import { pageViewAckSchema } from '../../../../shared/content/schemas/misc';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { PageViewAck } from '../../../../shared/api/calls/analytics';
import { searchSignalOf } from '../../insights/searchSignals';
import { withIdempotency } from '../idempotency';
import { cleanQueryText, locale, noParams } from '../params';
import { defineRoute, json } from '../routeTypes';

/** The longest address kept: longer ones (a pasted 3,000-character query) are stored cut, not refused. */
const KEPT_PATH = 2000;
/** Node reads request heads of at most 16 KB, so no address a browser really asked for is longer. */
const ACCEPTED_PATH = 16_384;

/** A path cut at KEPT_PATH characters that still decodes: no half of an escape, no part of a UTF-8 character's escapes. */
function cutPath(path: string): string {
  let cut = path.slice(0, KEPT_PATH).replace(/%[0-9A-Fa-f]?$/, '');
  // A character of up to four bytes is up to four escapes: drop the escapes of one left incomplete.
  for (let i = 0; i < 3 && !decodes(cut); i += 1) cut = cut.replace(/%[0-9A-Fa-f]{2}$/, '');
  return cut;
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

const sitePath = (field: string) =>
  z
    .string()
    .max(ACCEPTED_PATH, `${field} must be at most ${ACCEPTED_PATH} characters`)
    .regex(/^\/[^\s]*$/, `${field} must be a site path starting with /`)
    .transform((path) => (path.length <= KEPT_PATH ? path : cutPath(path)));

/** The PageViewLog the site sends (src/shared/api/calls/analytics.ts). */
const pageViewBody = z.object({
  locale: locale().optional().describe('Locale of the page; the locale query parameter wins.'),
  tokenKind: z
    .enum(['signed-in', 'stored', 'guest'], { message: 'tokenKind must be one of signed-in, stored, guest' })
    .describe('Where the token came from (docs/behaviour.md §6): the signed-in cookie, local storage, or a guest token.'),
  token: z.string().max(512, 'token must be at most 512 characters').describe('Site-search token (may be empty); stored only as a SHA-256 hash.'),
  pageName: z.string().min(1, 'pageName is required').max(300, 'pageName must be at most 300 characters').describe('Stable page name of the analytics payload.'),
  pageType: z
    .string()
    .min(1, 'pageType is required')
    .max(60, 'pageType must be at most 60 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'pageType must be a page type name')
    .describe('Page type (docs/behaviour.md §2), e.g. homeResults.'),
  url: sitePath('url').describe(`Path and query of the page as the visitor sees it; kept up to ${KEPT_PATH} characters.`),
  searchTerm: z
    .string()
    .max(5000, 'searchTerm must be at most 5000 characters')
    .transform(cleanQueryText)
    .optional()
    .describe('Search text of a results page; cut at 500 characters.'),
  resultCount: z
    .number({ message: 'resultCount must be a whole number' })
    .int('resultCount must be a whole number')
    .min(0, 'resultCount must be at least 0')
    .max(1_000_000_000, 'resultCount is too large')
    .optional()
    .describe('Number of results the page showed for the search term.'),
  referrer: sitePath('referrer').optional().describe(`The previous page of this visit on this site; kept up to ${KEPT_PATH} characters.`),
});

/**
 * POST /page-views?locale: logs a page view for site-search analytics (docs/behaviour.md §6, §7: "a
 * site-search provider receives page-view logs"). Answers 201 with the stored id; a retry with the
 * same Idempotency-Key answers with the same id and stores nothing. Searches and results opened
 * from them are counted for the search insights from the same view (insights/searchSignals.ts).
 */
export const pageViewRoute = defineRoute(
  withIdempotency({
    method: 'POST',
    path: '/page-views',
    summary: 'Log a page view for site-search analytics',
    response: pageViewAckSchema,
    params: noParams,
    query: z.object({ locale: locale().optional() }),
    body: pageViewBody,
    handler: async ({ query, body, services, idempotencyKey }) => {
      const searchTerm = body.searchTerm || null;
      const resultCount = body.resultCount ?? null;
      const referrer = body.referrer ?? null;
      const stored = await services.writes.recordPageView(
        {
          tokenKind: body.tokenKind,
          tokenHash: body.token === '' ? null : createHash('sha256').update(body.token).digest('hex'),
          // The query's locale wins over the body's; absent both, the default locale (docs/behaviour.md §5).
          locale: query.locale ?? body.locale ?? 'en_GB',
          pageName: body.pageName,
          pageType: body.pageType,
          url: body.url,
          searchTerm,
          resultCount,
          referrer,
          receivedAt: new Date().toISOString(),
          // A search, or a result opened from one, also counts in the search insights (ADR 027).
          searchSignal: searchSignalOf({ url: body.url, searchTerm, resultCount, referrer }),
        },
        idempotencyKey,
      );
      const ack: PageViewAck = { id: String(stored.id) };
      return { ...json(ack), status: stored.created ? 201 : 200 };
    },
  }),
);
