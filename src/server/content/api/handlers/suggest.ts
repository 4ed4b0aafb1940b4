import { suggestionsResponseSchema } from '../../../../shared/content/schemas/core';
import { z } from 'zod';
import { SETTINGS } from '../../../../shared/constants';
import type { Suggestion, SuggestionsResponse } from '../../../../shared/content/types';
import { looksLikeModel, modelKey } from '../../search/modelKey';
import { modelsOneTypoAway } from '../../search/modelTypos';
import { searchLanguage } from '../../search/searchLanguage';
import { foldAccents } from '../../search/spelling';
import { categoriesNamed } from '../../search/textSearch';
import { words } from '../../search/tokens';
import type { ProductRecord } from '../../store/ContentStore';
import { badRequest } from '../errors';
import { noParams, optionalLocale, queryText } from '../params';
import { categoryResult, modelResult } from '../present';
import { defineRoute, json } from '../routeTypes';

const MAX_PRODUCTS = 6;
const MAX_QUERIES = 5;

const suggestQuery = z.object({ query: queryText(), locale: optionalLocale() });

function requireText(query: string | undefined): string {
  if (query === undefined) throw badRequest('query', 'query is required');
  return query;
}

/** Both suggestion calls: the typed text, and whether it is too short to suggest anything for. */
function typedInput(query: z.output<typeof suggestQuery>) {
  const text = requireText(query.query);
  return { text, locale: query.locale, tooShort: text.length < SETTINGS.suggestionsMinLength };
}

const noSuggestions = (text: string) => json({ query: text, suggestions: [] } satisfies SuggestionsResponse);

/**
 * GET /suggest: the categories a product kind typed names ('tv', 'kopfhörer': ADR 054), products by
 * model-number or name prefix, then popular queries. Every lookup is a bounded index range (see the
 * store), so short prefixes never rank the whole catalogue.
 */
export const suggestRoute = defineRoute({
  method: 'GET',
  path: '/suggest',
  summary: 'As-you-type suggestions: categories named, products, then popular queries',
  response: suggestionsResponseSchema,
  params: noParams,
  query: suggestQuery,
  handler: async ({ query, services }) => {
    const { store } = services;
    const { text, locale, tooShort } = typedInput(query);
    if (tooShort) return noSuggestions(text);

    const key = modelKey(text);
    const products: ProductRecord[] = [];
    const add = (list: ProductRecord[]) => {
      for (const p of list) if (products.length < MAX_PRODUCTS && !products.some((q) => q.name === p.name)) products.push(p);
    };
    if (key.length >= 2) add((await store.findProductsByModelKey(locale, key, MAX_PRODUCTS)).map((m) => m.product));
    // 'at65z9m no so': the product stays while the visitor types the problem after its model number.
    const typed = words(text).slice(0, 8);
    for (let i = 0; i < typed.length - 1 && products.length < MAX_PRODUCTS; i += 1) {
      for (const part of [typed[i] + typed[i + 1], typed[i]]) {
        if (!looksLikeModel(modelKey(part))) continue;
        add((await store.findProductsByModelKey(locale, modelKey(part), MAX_PRODUCTS)).filter((m) => m.match !== 'prefix').map((m) => m.product));
      }
    }
    if (products.length < MAX_PRODUCTS) add(await store.findProductsByNamePrefix(locale, words(text), MAX_PRODUCTS));
    // A whole model number typed with a typo: the models one typo away (ADR 052).
    if (products.length === 0) add(await modelsOneTypoAway(store, locale, text, { scope: null, limit: MAX_PRODUCTS }));
    const [queries, categories] = await Promise.all([store.popularQueries(locale, text, MAX_QUERIES), categoriesNamed(store, locale, text)]);

    const suggestions: Suggestion[] = [
      ...categories.map((c): Suggestion => {
        const place = categoryResult(locale, c);
        return { kind: 'category', text: place.displayName, url: place.url, ...(place.image ? { image: place.image } : {}) };
      }),
      ...products.map((p): Suggestion => {
        const model = modelResult(locale, p);
        return { kind: 'product', text: p.displayName, url: model.url, image: model.image, modelNumber: p.modelNumber };
      }),
      ...queries.map((q): Suggestion => ({ kind: 'query', text: q })),
    ];
    return json({ query: text, suggestions } satisfies SuggestionsResponse);
  },
});

/** Completions offered at most. */
const MAX_COMPLETIONS = 8;
const ENGLISH_STOPWORDS = searchLanguage('en_GB').stopwords;

/** GET /keyword/suggest: query completions only (popular queries, then a single word completed). */
export const keywordSuggestRoute = defineRoute({
  method: 'GET',
  path: '/keyword/suggest',
  summary: 'Query completions: popular queries, then a one-word query completed',
  response: suggestionsResponseSchema,
  params: noParams,
  query: suggestQuery,
  handler: async ({ query, services }) => {
    const { store } = services;
    const { text, locale, tooShort } = typedInput(query);
    if (tooShort) return noSuggestions(text);

    const completions = new Set(await store.popularQueries(locale, text, MAX_QUERIES));
    const parts = text.toLowerCase().split(' ');
    const last = parts.pop() ?? '';
    // One word is completed from the indexed words. After other words only popular queries are offered: any
    // indexed word completed the last one, and 'mise à jour' offered 'mise à journée', 'no so' 'no soap'. Keeping
    // only completions some text holds near the words before them took an existence check per candidate: under a
    // millisecond on SQLite, 66 ms per keystroke on PostgreSQL at 100k documents (a phrase test of every row holding
    // both words); a table of word pairs built with the index would answer it (left for later, ADR 019 addendum 3).
    if (parts.length === 0 && last.length >= 2 && completions.size < MAX_COMPLETIONS) {
      const language = searchLanguage(locale);
      // The words the language's synonym sets name first: the ones visitors type ('wifi' on German pages, whose
      // texts say 'WLAN'), which the index may not hold as such.
      // Compared without accents, as the index compares ('ec' offers 'écran').
      const typed = foldAccents(last);
      for (const { word, folded } of language.synonymWords) {
        if (completions.size >= MAX_COMPLETIONS) break;
        if (folded.startsWith(typed) && folded !== typed) completions.add(word);
      }
      // Never a word that means nothing alone: the locale's stop words, and English ones (texts not yet translated
      // are English on every page: 'with' was offered on German pages).
      const meaningless = (term: string) => language.stopwords.has(term) || ENGLISH_STOPWORDS.has(term);
      for (const term of await store.completeTerm(locale, last, MAX_COMPLETIONS * 2)) {
        if (completions.size >= MAX_COMPLETIONS) break;
        if (!meaningless(term)) completions.add(term);
      }
    }
    const body: SuggestionsResponse = { query: text, suggestions: [...completions].map((q) => ({ kind: 'query', text: q })) };
    return json(body);
  },
});
