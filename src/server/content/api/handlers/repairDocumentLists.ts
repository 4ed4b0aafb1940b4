import { repairDocumentsResponseSchema } from '../../../../shared/content/schemas/asc';
import { z } from 'zod';
import { DEFAULT_COUNTS } from '../../../../shared/constants';
import type { RepairDocumentsResponse } from '../../../../shared/content/ascTypes';
import { REPAIR_DOCUMENT_TYPES } from '../../../../shared/content/types';
import { requireContentAccess } from '../../access/requireAccess';
import { accessOf } from '../../access/services';
import { queryTerms } from '../../search/tokens';
import { notFound } from '../errors';
import { MAX_LISTED_MODELS, languageName, repairDocumentResult } from '../ascPresent';
import { csvOf, name, num, optionalLocale, queryText, start } from '../params';
import { defineRoute, json } from '../routeTypes';
import { additionalFields, languageFilter, siteSearchCookie } from './ascParams';

const PRIVATE = { 'cache-control': 'private, no-store', vary: 'Cookie' };

/**
 * GET /repair-documents/search/{model}: the repair documents of a product (or of a category) of
 * the given types. docs/behaviour.md §7 describes two variants on this path: paginated (type, query, start, num)
 * and non-paginated with a language selection (type, languageSelectionFilter, num); one route serves
 * both. Every type asked for must be readable by the session (docs/behaviour.md §6): 301 without a session,
 * 403 when a type is not granted.
 */
export const repairDocumentListRoute = defineRoute({
  method: 'GET',
  path: '/repair-documents/search/:model',
  summary: 'Repair documents of a model (or category) by type: service manuals, technical news, repair tools, ...',
  access: 'session',
  response: repairDocumentsResponseSchema,
  params: z.object({ model: name('model') }),
  query: z.object({
    type: csvOf('type', REPAIR_DOCUMENT_TYPES).pipe(z.array(z.string()).min(1, 'type must name at least one repair document type')),
    query: queryText().optional(),
    locale: optionalLocale(),
    start: start(),
    num: num(DEFAULT_COUNTS.repairDocs),
    languageSelectionFilter: languageFilter('languageSelectionFilter').optional(),
    'additional-fields': additionalFields(),
    cookie: siteSearchCookie(),
  }),
  handler: async (ctx) => {
    const { params, query, services } = ctx;
    await requireContentAccess(ctx, query.type, query.locale);
    const { restricted } = accessOf(services);
    const product = await services.store.getProduct(query.locale, params.model);
    const category = product ? null : await services.store.getCategory(query.locale, params.model);
    if (!product && !category) throw notFound('product or category', params.model, 'model');
    const scope = product?.name ?? category?.name ?? null;
    const page = await restricted.listRestricted({
      locale: query.locale,
      contentTypes: query.type,
      scope,
      includeUnscoped: false,
      terms: query.query ? queryTerms(query.query) : [],
      language: query.languageSelectionFilter ?? null,
      page: { start: query.start, num: query.num },
    });
    const links = await services.store.productsOfContent(page.items.map((i) => i.familyId), MAX_LISTED_MODELS);
    const languages = await restricted.restrictedLanguages(query.type, scope);
    const results = page.items.map((item) =>
      repairDocumentResult(item, {
        locale: query.locale,
        links,
        withModels: query['additional-fields']?.includes('models') ?? true,
        ...(product ? { product: { name: product.name, categoryName: product.categoryName } } : {}),
      }),
    );
    const body: RepairDocumentsResponse = {
      searchResponse: {
        ...(query.query ? { query: query.query } : {}),
        start: query.start,
        end: query.start + results.length,
        count: page.total,
        results,
      },
      languages: languages.map((l) => ({ code: l.language, name: languageName(query.locale, l.language), count: l.count })),
    };
    return json(body, PRIVATE);
  },
});
