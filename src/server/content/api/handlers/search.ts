import { organicSearchResponseSchema } from '../../../../shared/content/schemas/core';
import { z } from 'zod';
import { SETTINGS, SMART_HELP_CONFIG } from '../../../../shared/constants';
import { ARTICLE_TYPES, REPAIR_DOCUMENT_TYPES, type FilterCount, type OrganicSearchResponse, type SearchResult } from '../../../../shared/content/types';
import type { Locale } from '../../../../shared/locale';
import { bestMatches, textSearch } from '../../search/textSearch';
import { bestPage, PAGED_CONTENT_TYPES, type PageMatch } from '../../search/manualPage';
import { snippet } from '../../search/snippet';
import { modelKey } from '../../search/modelKey';
import type { ContentStore, ProductRecord, SearchHit } from '../../store/ContentStore';
import { badRequest } from '../errors';
import { booleanFlag, csvOf, name, num, oneOf, optionalLocale, queryText, start } from '../params';
import { LINKS_PER_FAMILY, modelResult, searchResult } from '../present';
import { defineRoute, json } from '../routeTypes';
import { resolveScope } from './lookup';
import { TOPIC_FILTER_TYPES, topicFilter } from '../hub/hubParams';

/** Search-type filters (docs/behaviour.md §2) and the content types each one covers. */
const FILTER_TYPES = {
  manuals: ['document', 'sub-document'],
  downloads: ['download', 'software'],
  faqs: ['faq-article', 'quality-issue-article', 'oof-article'],
  'repair-documents': [...REPAIR_DOCUMENT_TYPES],
  'model-details': ['product'],
} as const satisfies Record<string, readonly string[]>;

type FilterName = keyof typeof FILTER_TYPES;
const FILTER_NAMES = Object.keys(FILTER_TYPES) as FilterName[];

/**
 * 'all' lists everything but products, which appear as best matches instead, and support videos,
 * whose steps and transcripts answer how-to and troubleshooting questions (no search type of
 * their own).
 */
const ALL_LISTED = [...FILTER_NAMES.filter((f) => f !== 'model-details').flatMap((f) => [...FILTER_TYPES[f]]), 'video-content'];
const KNOWN_CONTENT_TYPES = ['product', 'document', 'sub-document', 'download', 'software', ...ARTICLE_TYPES, ...REPAIR_DOCUMENT_TYPES];

/** Fields a result can carry besides its own (additional-fields): the summary and stored attributes. */
const ADDITIONAL_FIELDS = ['summary', 'channel', 'popularity', 'version', 'operatingSystem', 'downloadCategory', 'documentType', 'duration'] as const;

const searchQuery = z.object({
  // Required: docs/behaviour.md §5, the site makes no call for an empty query.
  query: queryText(),
  locale: optionalLocale(),
  type: oneOf('type', ['all', 'none', ...FILTER_NAMES] as const).default('all'),
  start: start(),
  num: num(SETTINGS.organicResultsPerPage),
  contentTypeFilter: csvOf('contentTypeFilter', KNOWN_CONTENT_TYPES).optional(),
  documentTypeFilter: z
    .string()
    .max(500, 'documentTypeFilter must be at most 500 characters')
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean).slice(0, 20))
    .optional(),
  includeAlternativeBestMatches: booleanFlag().optional(),
  supportFaqBundleTopicFilter: topicFilter().optional(),
  // Sub-documents (chapters of manuals) are listed unless this is false.
  searchInSubDocuments: booleanFlag().optional(),
  // With no context: a query that is one product's model number searches within that product.
  'infer-context': booleanFlag().optional(),
  // Extra fields of each result, by name, returned under additionalFields.
  'additional-fields': csvOf('additional-fields', ADDITIONAL_FIELDS).optional(),
  // The caller's search configuration: smart help (tvhelp) searches TV content only.
  config: z.string().trim().max(50, 'config must be at most 50 characters').optional(),
  // Accepted for the callers of docs/behaviour.md §7 (forwarded access level and country); the public catalogue
  // has no content that differs by them, so they narrow nothing here.
  accessLevel: z.string().max(50, 'accessLevel must be at most 50 characters').optional(),
  country: z.string().regex(/^[A-Za-z]{2}$/, 'country must be a two-letter country code').optional(),
  languageSelectionFilter: z.string().max(100, 'languageSelectionFilter must be at most 100 characters').optional(),
});


/** Smart help (config tvhelp) is for televisions only (the category of the smart-help pages). */
const TV_CATEGORY = 'televisions';
const CONFIG_SCOPES: Readonly<Record<string, string>> = { [SMART_HELP_CONFIG]: TV_CATEGORY };

function additionalFieldsOf(hit: SearchHit, names: readonly string[]): Record<string, string | number | boolean> {
  const fields: Record<string, string | number | boolean> = {};
  for (const name of names) {
    const value = name === 'summary' ? hit.summary : name === 'channel' ? hit.channel : name === 'popularity' ? hit.popularity : hit.attrs[name];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[name] = value;
  }
  return fields;
}

type SearchQuery = z.output<typeof searchQuery>;

function listedTypes(query: SearchQuery): string[] {
  const base: readonly string[] = query.type === 'all' || query.type === 'none' ? ALL_LISTED : FILTER_TYPES[query.type];
  const filtered = query.contentTypeFilter ? base.filter((t) => query.contentTypeFilter?.includes(t)) : [...base];
  return query.searchInSubDocuments === false ? filtered.filter((t) => t !== 'sub-document') : filtered;
}

/**
 * The context a search runs in and the text it searches: the path's context, else the one its config
 * implies, else (infer-context) the product whose model number the query names; the other words are
 * then searched within that product ("AT-65X90K wifi" searches "wifi" in the AT-65X90K's content).
 */
async function contextOf(store: ContentStore, query: SearchQuery, contextId: string | undefined): Promise<{ contextId?: string; text: string }> {
  const text = query.query ?? '';
  if (contextId) return { contextId, text };
  const configured = query.config ? CONFIG_SCOPES[query.config] : undefined;
  if (configured) return { contextId: configured, text };
  if (query['infer-context'] !== true || !text) return { text };
  const [match] = await bestMatches(store, query.locale, text, { scope: null, limit: 1, alternatives: false });
  if (!match) return { text };
  const words = text.split(/\s+/).filter(Boolean);
  const rest = words.filter((w) => modelKey(w) !== match.modelKey);
  if (rest.length === words.length) return { text };
  return { contextId: match.name, text: rest.length > 0 ? rest.join(' ') : text };
}

/**
 * The page of each manual hit that holds the query (docs/decisions/030-search-inside-manuals.md):
 * a manual is searched by the text of its pages, so its result names that page and opens the PDF there.
 */
async function manualPages(store: ContentStore, hits: SearchHit[], text: string, terms: string[]): Promise<Map<string, PageMatch>> {
  const paged = hits.filter((hit) => PAGED_CONTENT_TYPES.has(hit.contentType) && hit.fileId);
  const found = new Map<string, PageMatch>();
  if (paged.length === 0) return found;
  const pagesOf = await store.filePages([...new Set(paged.map((hit) => hit.fileId as string))]);
  for (const hit of paged) {
    const pages = pagesOf.get(hit.fileId as string);
    const match = pages ? bestPage(pages, text, terms) : null;
    if (match) found.set(hit.id, match);
  }
  return found;
}

function manualResult(result: SearchResult, found: PageMatch): SearchResult {
  if (!result.fileUrl) return result;
  return { ...result, page: found.page, pageUrl: `${result.fileUrl}#page=${found.page}`, snippetHighlights: found.highlights };
}

function filterCounts(countsByType: Record<string, number>): FilterCount[] {
  const sum = (types: readonly string[]) => types.reduce((n, t) => n + (countsByType[t] ?? 0), 0);
  return [{ value: 'all', count: sum(ALL_LISTED) }, ...FILTER_NAMES.map((f) => ({ value: f, count: sum(FILTER_TYPES[f]) }))];
}

async function organicSearch(store: ContentStore, query: SearchQuery, contextId: string | undefined): Promise<OrganicSearchResponse> {
  // docs/behaviour.md §5: an empty query makes no call; an API client that sends one gets told so.
  if ((query.query ?? '') === '') throw badRequest('query', 'query must not be empty');
  const locale: Locale = query.locale;
  const { contextId: scopeName, text } = await contextOf(store, query, contextId);
  const context = scopeName ? await resolveScope(store, locale, scopeName, 'contextId') : null;
  const topic = query.supportFaqBundleTopicFilter;
  // An automatic-bundle topic narrows the results to that topic's FAQs (FAQs carry no document type).
  const types = topic ? listedTypes(query).filter((t) => TOPIC_FILTER_TYPES.includes(t)) : listedTypes(query);
  const facet = topic
    ? { name: 'topic', values: [topic] }
    : query.documentTypeFilter?.length
      ? { name: 'documentType', values: query.documentTypeFilter }
      : null;

  const [outcome, matches] = await Promise.all([
    textSearch(store, { locale, text, contentTypes: types, scope: context?.scope ?? null, facet, page: { start: query.start, num: query.num } }),
    bestMatches(store, locale, query.query ?? text, { scope: context?.scope ?? null, limit: 5, alternatives: query.includeAlternativeBestMatches ?? true }),
  ]);

  const links = await store.productsOfContent([...new Set(outcome.hits.map((h) => h.familyId))], LINKS_PER_FAMILY);
  const product: ProductRecord | undefined = context?.product;
  const ctx = { locale, links, ...(product ? { product: { name: product.name, categoryName: product.categoryName } } : {}) };
  const extra = query['additional-fields'];
  const pages = await manualPages(store, outcome.hits, text, outcome.terms);
  const results = outcome.hits.map((hit) => {
    const found = pages.get(hit.id);
    const result = found ? manualResult(searchResult(hit, ctx, found.snippet), found) : searchResult(hit, ctx, snippet(hit.body || hit.summary, outcome.terms));
    return extra?.length ? { ...result, additionalFields: additionalFieldsOf(hit, extra) } : result;
  });
  return {
    searchResponse: {
      query: query.query ?? text,
      start: query.start,
      end: query.start + results.length,
      count: outcome.total,
      results,
      bestMatches: matches.map((p) => modelResult(locale, p)),
    },
    filterCounts: filterCounts(outcome.countsByType),
    ...(outcome.didYouMean ? { didYouMean: outcome.didYouMean } : {}),
  };
}

export const searchRoute = defineRoute({
  method: 'GET',
  path: '/search',
  summary: 'Site search: ranked results, best matches, filter counts and did-you-mean',
  response: organicSearchResponseSchema,
  params: z.object({}),
  query: searchQuery,
  handler: async ({ query, services }) => json(await organicSearch(services.store, query, undefined)),
});

export const contextSearchRoute = defineRoute({
  method: 'GET',
  path: '/search/:contextId',
  summary: 'Site search within a category or product',
  response: organicSearchResponseSchema,
  params: z.object({ contextId: name('contextId') }),
  query: searchQuery,
  handler: async ({ params, query, services }) => json(await organicSearch(services.store, query, params.contextId)),
});
