import { whatsNewResponseSchema } from '../../../../shared/content/schemas/asc';
import { z } from 'zod';
import { SETTINGS } from '../../../../shared/constants';
import type { WhatsNewResponse } from '../../../../shared/content/ascTypes';
import { REPAIR_DOCUMENT_TYPES } from '../../../../shared/content/types';
import { requireRequirement } from '../../access/requireAccess';
import { readableRepairTypes } from '../../access/rules';
import { PORTAL_ROLES } from '../../access/roles';
import { accessOf } from '../../access/services';
import { MAX_LISTED_MODELS, repairDocumentResult } from '../ascPresent';
import { csvOf, noParams, num, oneOf, optionalLocale, start } from '../params';
import { defineRoute, json } from '../routeTypes';
import { additionalFields, siteSearchCookie, token } from './ascParams';

const PRIVATE = { 'cache-control': 'private, no-store', vary: 'Cookie' };

/** docs/behaviour.md §7: what's-new comes from the source asc-whats-new. */
export const WHATS_NEW_SOURCE = 'asc-whats-new';

/**
 * GET /search/whats-new: the newest repair documents of the portal, across products (docs/behaviour.md §7
 * "/search for whats-new"). Needs the ASC or integrated portal; types the session is not granted
 * are left out of the feed rather than refused, since the feed always asks for all six.
 */
export const whatsNewRoute = defineRoute({
  method: 'GET',
  path: '/search/whats-new',
  summary: "What's new in the service-centre portal: the latest repair documents of the types asked for",
  access: 'session',
  response: whatsNewResponseSchema,
  params: noParams,
  query: z.object({
    locale: optionalLocale(),
    start: start(),
    num: num(SETTINGS.whatsNewMax),
    type: csvOf('type', REPAIR_DOCUMENT_TYPES).optional(),
    'additional-fields': additionalFields(),
    appType: token('appType').optional(),
    source: oneOf('source', [WHATS_NEW_SOURCE]).describe("The feed to read: asc-whats-new (docs/behaviour.md §7), the only one").optional(),
    cookie: siteSearchCookie(),
  }),
  handler: async (ctx) => {
    const { query, services } = ctx;
    const session = await requireRequirement(ctx, { roles: PORTAL_ROLES, grants: [] }, "what's new", query.locale);
    const types = readableRepairTypes(session, query.type?.length ? query.type : REPAIR_DOCUMENT_TYPES);
    const pageRequest = { start: query.start, num: query.num };
    const page =
      types.length === 0
        ? { total: 0, items: [] }
        : await accessOf(services).restricted.listRestricted({
            locale: query.locale,
            contentTypes: types,
            scope: null,
            includeUnscoped: true,
            terms: [],
            language: null,
            page: pageRequest,
          });
    const links = await services.store.productsOfContent(page.items.map((i) => i.familyId), MAX_LISTED_MODELS);
    const withModels = query['additional-fields']?.includes('models') ?? false;
    const results = page.items.map((item) => repairDocumentResult(item, { locale: query.locale, links, withModels }));
    const body: WhatsNewResponse = { searchResponse: { start: query.start, end: query.start + results.length, count: page.total, results } };
    return json(body, PRIVATE);
  },
});
