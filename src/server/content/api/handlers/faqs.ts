import { faqSearchResponseSchema } from '../../../../shared/content/schemas/core';
import { z } from 'zod';
import { DEFAULT_COUNTS } from '../../../../shared/constants';
import type { FaqSearchResponse } from '../../../../shared/content/types';
import { textSearch } from '../../search/textSearch';
import { snippet } from '../../search/snippet';
import { name, noParams, num, optionalLocale, queryText, start } from '../params';
import { LINKS_PER_FAMILY, searchResult } from '../present';
import { defineRoute, json } from '../routeTypes';
import { requireCategory, requireProduct } from './lookup';

const FAQ_TYPES = ['faq-article', 'quality-issue-article', 'oof-article'];

/**
 * GET /faqs/search?query&locale&start&num&category&model: FAQ articles of a category and/or
 * model, ranked by the query; without a query, the most visited articles of that scope.
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
  }),
  handler: async ({ query, services }) => {
    const { store } = services;
    const locale = query.locale;
    const category = query.category ? await requireCategory(store, locale, query.category, 'category') : null;
    const product = query.model ? await requireProduct(store, locale, query.model, 'model') : null;
    const scopes = [category?.name, product?.name].filter((s): s is string => Boolean(s));
    const page = { start: query.start, num: query.num };
    const text = query.query ?? '';

    let total: number;
    let items;
    let terms: string[] = [];
    if (text === '') {
      const listed = await store.listArticles(locale, FAQ_TYPES, scopes, page);
      total = listed.total;
      items = listed.items;
    } else {
      const found = await textSearch(store, { locale, text, contentTypes: FAQ_TYPES, scope: scopes[scopes.length - 1] ?? null, facet: null, page });
      total = found.total;
      items = found.hits;
      terms = found.terms;
    }
    const links = await store.productsOfContent([...new Set(items.map((i) => i.familyId))], LINKS_PER_FAMILY);
    const ctx = { locale, links, ...(product ? { product: { name: product.name, categoryName: product.categoryName } } : {}) };
    const results = items.map((item) => searchResult(item, ctx, terms.length > 0 ? snippet(item.body || item.summary, terms) : item.summary));
    const body: FaqSearchResponse = {
      searchResponse: { ...(text ? { query: text } : {}), start: query.start, end: query.start + results.length, count: total, results },
    };
    return json(body);
  },
});
