import { z } from 'zod';
import { SETTINGS } from '../../../../shared/constants';
import { ARTICLE_TYPES, REPAIR_DOCUMENT_TYPES, type FilterCount, type OrganicSearchResponse } from '../../../../shared/content/types';
import type { Locale } from '../../../../shared/locale';
import { bestMatches, textSearch } from '../../search/textSearch';
import { snippet } from '../../search/snippet';
import type { ContentStore, ProductRecord } from '../../store/ContentStore';
import { badRequest } from '../errors';
import { booleanFlag, csvOf, name, num, oneOf, optionalLocale, queryText, start } from '../params';
import { LINKS_PER_FAMILY, modelResult, searchResult } from '../present';
import { defineRoute, json } from '../routeTypes';
import { resolveScope } from './lookup';
import { TOPIC_FILTER_TYPES, topicFilter } from '../hub/hubParams';

/** Search-type filters (spec §2) and the content types each one covers. */
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

const searchQuery = z.object({
  // Required: spec §5, the site makes no call for an empty query.
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
});

type SearchQuery = z.output<typeof searchQuery>;

function listedTypes(query: SearchQuery): string[] {
  const base: readonly string[] = query.type === 'all' || query.type === 'none' ? ALL_LISTED : FILTER_TYPES[query.type];
  return query.contentTypeFilter ? base.filter((t) => query.contentTypeFilter?.includes(t)) : [...base];
}

function filterCounts(countsByType: Record<string, number>): FilterCount[] {
  const sum = (types: readonly string[]) => types.reduce((n, t) => n + (countsByType[t] ?? 0), 0);
  return [{ value: 'all', count: sum(ALL_LISTED) }, ...FILTER_NAMES.map((f) => ({ value: f, count: sum(FILTER_TYPES[f]) }))];
}

async function organicSearch(store: ContentStore, query: SearchQuery, contextId: string | undefined): Promise<OrganicSearchResponse> {
  const text = query.query ?? '';
  // Spec §5: an empty query makes no call; an API client that sends one gets told so.
  if (text === '') throw badRequest('query', 'query must not be empty');
  const locale: Locale = query.locale;
  const context = contextId ? await resolveScope(store, locale, contextId, 'contextId') : null;
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
    bestMatches(store, locale, text, { scope: context?.scope ?? null, limit: 5, alternatives: query.includeAlternativeBestMatches ?? true }),
  ]);

  const links = await store.productsOfContent([...new Set(outcome.hits.map((h) => h.familyId))], LINKS_PER_FAMILY);
  const product: ProductRecord | undefined = context?.product;
  const ctx = { locale, links, ...(product ? { product: { name: product.name, categoryName: product.categoryName } } : {}) };
  const results = outcome.hits.map((hit) => searchResult(hit, ctx, snippet(hit.body || hit.summary, outcome.terms)));
  return {
    searchResponse: {
      query: text,
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
  response: 'OrganicSearchResponse',
  params: z.object({}),
  query: searchQuery,
  handler: async ({ query, services }) => json(await organicSearch(services.store, query, undefined)),
});

export const contextSearchRoute = defineRoute({
  method: 'GET',
  path: '/search/:contextId',
  summary: 'Site search within a category or product',
  response: 'OrganicSearchResponse',
  params: z.object({ contextId: name('contextId') }),
  query: searchQuery,
  handler: async ({ params, query, services }) => json(await organicSearch(services.store, query, params.contextId)),
});
