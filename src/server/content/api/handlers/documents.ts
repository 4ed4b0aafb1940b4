import { documentsResponseSchema, languagesResponseSchema } from '../../../../shared/content/schemas/core';
import { z } from 'zod';
import { SETTINGS } from '../../../../shared/constants';
import type { DocumentsResponse, LanguagesResponse } from '../../../../shared/content/types';
import { htmlLang, type Locale } from '../../../../shared/locale';
import { locale, name, noParams, num, start } from '../params';
import { LINKS_PER_FAMILY, searchResult } from '../present';
import { defineRoute, json } from '../routeTypes';
import { requireProduct } from './lookup';

const displayNames = new Map<Locale, Intl.DisplayNames>();
/**
 * Names already made, by locale and code: asking ICU for a name and upper-casing it for the locale
 * was a visible share of a product render (ADR 038). The codes are the catalogue's languages, a
 * short list; the bound only keeps a catalogue with odd codes from growing it without end.
 */
const labels = new Map<string, string>();
const MAX_LABELS = 2000;

/** 'de' -> 'Deutsch' on the German site, 'German' on the English one. */
function languageName(locale: Locale, code: string): string {
  const key = `${locale}\u0000${code}`;
  const known = labels.get(key);
  if (known !== undefined) return known;
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([htmlLang(locale)], { type: 'language' });
    displayNames.set(locale, names);
  }
  const label = names.of(code) ?? code;
  const named = label.charAt(0).toLocaleUpperCase(htmlLang(locale)) + label.slice(1);
  if (labels.size < MAX_LABELS) labels.set(key, named);
  return named;
}

export const documentLanguagesRoute = defineRoute({
  method: 'GET',
  path: '/:locale/documents/:productName/languages',
  summary: 'Languages the manuals of a product exist in',
  response: languagesResponseSchema,
  params: z.object({ locale: locale(), productName: name('productName') }),
  query: noParams,
  handler: async ({ params, services }) => {
    const product = await requireProduct(services.store, params.locale, params.productName);
    const languages = await services.store.documentLanguages(product.name);
    const body: LanguagesResponse = {
      languages: languages.map((l) => ({ code: l.language, name: languageName(params.locale, l.language), count: l.count })),
    };
    return json(body);
  },
});

export const documentsRoute = defineRoute({
  method: 'GET',
  path: '/:locale/documents/:productName/languages/:language',
  summary: 'Manuals of a product in one language',
  response: documentsResponseSchema,
  params: z.object({
    locale: locale(),
    productName: name('productName'),
    // docs/behaviour.md §5: the manuals language is the part of a locale before '_' ('de_DE' -> 'de').
    language: z
      .string()
      .regex(/^[A-Za-z]{2,3}([-_][A-Za-z]{2})?$/, 'language must be a language code such as en or de_DE')
      .transform((v) => v.slice(0, v.search(/[-_]|$/)).toLowerCase()),
  }),
  query: z.object({ start: start(), num: num(SETTINGS.documentsTopN) }),
  handler: async ({ params, query, services }) => {
    const { store } = services;
    const product = await requireProduct(store, params.locale, params.productName);
    const page = await store.listDocuments(product.name, params.language, { start: query.start, num: query.num });
    const links = await store.productsOfContent([...new Set(page.items.map((d) => d.familyId))], LINKS_PER_FAMILY);
    const ctx = { locale: params.locale, links, product: { name: product.name, categoryName: product.categoryName } };
    const results = page.items.map((d) => searchResult(d, ctx));
    const body: DocumentsResponse = { searchResponse: { start: query.start, end: query.start + results.length, count: page.total, results } };
    return json(body);
  },
});
