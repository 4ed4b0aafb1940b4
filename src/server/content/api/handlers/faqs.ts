import { faqSearchResponseSchema } from '../../../../shared/content/schemas/core';
import { z } from 'zod';
import { DEFAULT_COUNTS, SMART_HELP_CONFIG } from '../../../../shared/constants';
import type { FaqSearchResponse } from '../../../../shared/content/types';
import { textSearch } from '../../search/textSearch';
import { snippet } from '../../search/snippet';
import { csvOf, name, noParams, num, optionalLocale, queryText, start } from '../params';
import { LINKS_PER_FAMILY, searchResult } from '../present';
import { defineRoute, json } from '../routeTypes';
import { token } from './ascParams';
import { requireCategory, requireProduct, resolveScope } from './lookup';

const FAQ_TYPES = ['faq-article', 'quality-issue-article', 'oof-article'] as const;
/** Smart help (config tvhelp) is about televisions: its FAQ searches stay in that category. */
// A Map, not an object literal: `config` is visitor input, and 'constructor' would find the object's own function.
const CONFIG_SCOPES: ReadonlyMap<string, string> = new Map([[SMART_HELP_CONFIG, 'televisions']]);

/**
 * GET /faqs/search?query&locale&start&num&category&model&type&contextId&config: FAQ articles of a
 * scope, ranked by the query; without a query, the most visited articles of that scope
 * (docs/behaviour.md §7 "FAQ search"). The scope is the most specific one named: model, then contextId
 * (a category or product), then category, then the configuration's (smart help: televisions).
 */
export const faqSearchRoute = defineRoute({
  method: 'GET',
  path: '/faqs/search',
  summary: 'FAQ articles of a category or product, ranked by the query or by visits',
  response: faqSearchResponseSchema,
  params: noParams,
  query: z.object({
    query: queryText().optional(),
    locale: optionalLocale(),
    start: start(),
    num: num(DEFAULT_COUNTS.faq),
    category: name('category').optional(),
    model: name('model').optional(),
    type: csvOf('type', FAQ_TYPES).optional().describe('FAQ article types to search, comma-separated (default: all three)'),
    contextId: name('contextId').optional().describe('A category or product to search within'),
    config: z.string().trim().max(50, 'config must be at most 50 characters').optional().describe('The search configuration: tvhelp (smart help) searches television FAQs only'),
    // Accepted for the callers of docs/behaviour.md §7; the catalogue holds no country- or access-specific FAQs.
    countryFilter: token('countryFilter').optional().describe('The visitor\'s country; accepted, narrows nothing (no country-specific FAQs)'),
    accessLevel: token('accessLevel').optional(),
  }),
  handler: async ({ query, services }) => {
    const { store } = services;
    const locale = query.locale;
    const category = query.category ? await requireCategory(store, locale, query.category, 'category') : null;
    const context = query.contextId ? await resolveScope(store, locale, query.contextId, 'contextId') : null;
    const model = query.model ? await requireProduct(store, locale, query.model, 'model') : null;
    const product = model ?? context?.product ?? null;
    const configured = query.config ? CONFIG_SCOPES.get(query.config) : undefined;
    // Least to most specific: the store reads the last one.
    const scopes = [configured, category?.name, context?.scope, model?.name].filter((s): s is string => Boolean(s));
    const types = query.type?.length ? query.type : FAQ_TYPES;
    const page = { start: query.start, num: query.num };
    const text = query.query ?? '';

    let total: number;
    let items;
    let terms: string[] = [];
    if (text === '') {
      const listed = await store.listArticles(locale, types, scopes, page);
      total = listed.total;
      items = listed.items;
    } else {
      const found = await textSearch(store, { locale, text, contentTypes: types, scope: scopes[scopes.length - 1] ?? null, facet: null, page });
      total = found.total;
      items = found.hits;
      terms = found.terms;
    }
    const links = await store.productsOfContent([...new Set(items.map((i) => i.familyId))], LINKS_PER_FAMILY);
    const ctx = { locale, links, ...(product ? { product: { name: product.name, categoryName: product.categoryName } } : {}) };
    const results = items.map((item) => searchResult(item, ctx, terms.length > 0 ? snippet(item.body || item.summary, terms) : item.summary));
    const body: FaqSearchResponse = {
      // Spec §3: a search result set names its query, the empty text when none was given.
      searchResponse: { query: text, start: query.start, end: query.start + results.length, count: total, results },
    };
    return json(body);
  },
});
