import { automaticBundleDetailsResponseSchema, automaticBundlesResponseSchema, faqBundleDetailResponseSchema, faqBundleListResponseSchema, faqBundlesResponseSchema } from '../../../../shared/content/schemas/hub';
import { z } from 'zod';
import {
  FAQ_BUNDLE_TYPES,
  type AutomaticBundleDetailsResponse,
  type AutomaticBundlesResponse,
  type FaqBundle,
  type FaqBundleDetailResponse,
  type FaqBundleListResponse,
  type FaqBundlesResponse,
  type FaqBundleType,
  type LinkedArticle,
} from '../../../../shared/content/hubTypes';
import { parseGkId } from '../../../../shared/content/faqBundleRules';
import { DEFAULT_COUNTS } from '../../../../shared/constants';
import { articleUrl } from '../../../../shared/links';
import { otherLanguage, type Locale } from '../../../../shared/locale';
import type { ContentRecord, ContentStore } from '../../store/ContentStore';
import { badRequest, notFound } from '../errors';
import { accessLevel, config } from '../hub/hubParams';
import { strings } from '../hub/hubPresent';
import { csvOf, name, noParams, num, oneOf, optionalLocale, start } from '../params';
import { defineRoute, json } from '../routeTypes';
import { requireCategory, requireProduct } from './lookup';

const FAQ_TYPES = ['faq-article', 'quality-issue-article', 'oof-article'] as const;
const DEFAULT_AUTOMATIC_TYPES = ['faq-article', 'quality-issue-article'];
/** Every FAQ a model can have fits in one bounded read (the demo catalogue has a few dozen per model). */
const MAX_SCOPE_ARTICLES = 500;
const MOST_VIEWED = 'most-viewed';

const contextQuery = z.object({
  locale: optionalLocale(),
  modelSlug: name('modelSlug').optional(),
  categoryName: name('categoryName').optional(),
  accessLevel: accessLevel().optional(),
  bundleType: oneOf('bundleType', FAQ_BUNDLE_TYPES)
    .describe(`FAQ bundle type: ${FAQ_BUNDLE_TYPES.join(', ')}.`)
    .optional(),
});
type ContextQuery = z.output<typeof contextQuery>;

interface BundleContext {
  /** Product or category name the bundles are found under. */
  scope: string;
  /** FAQ families that apply to the model, when the context is a model. */
  modelArticles: Set<string> | null;
}

async function contextOf(store: ContentStore, query: ContextQuery): Promise<BundleContext> {
  if (query.modelSlug) {
    const product = await requireProduct(store, query.locale, query.modelSlug, 'modelSlug');
    const faqs = await store.listContent(query.locale, {
      contentTypes: FAQ_TYPES,
      product: product.name,
      order: 'popular',
      page: { start: 0, num: MAX_SCOPE_ARTICLES },
    });
    return { scope: product.name, modelArticles: new Set(faqs.items.map((f) => f.familyId)) };
  }
  if (query.categoryName)
    return { scope: (await requireCategory(store, query.locale, query.categoryName)).name, modelArticles: null };
  throw badRequest('modelSlug', 'modelSlug or categoryName is required');
}

/** A linked article's language, given only when not the page's (not yet translated). */
function linkedLanguage(locale: Locale, language: string): Pick<LinkedArticle, 'articleLanguage'> {
  const other = otherLanguage(locale, language);
  return other ? { articleLanguage: other } : {};
}

async function linkedArticles(store: ContentStore, locale: Locale, ids: string[]): Promise<LinkedArticle[]> {
  // Read at once, not one after the other: each is a round trip on PostgreSQL (seven in a row on a product page
  // whose catalogue cache is cold, ADR 036 update 19). In the bundle's order.
  const found = await Promise.all(ids.map((id) => store.getContent(locale, id, FAQ_TYPES)));
  return found.flatMap((article) =>
    article
      ? [
          {
            articleFamilyId: article.familyId,
            articleTitle: article.title,
            articleUrl: articleUrl(locale, article.familyId),
            ...linkedLanguage(locale, article.language),
          },
        ]
      : [],
  );
}

async function presentBundle(
  store: ContentStore,
  locale: Locale,
  record: ContentRecord,
  context: BundleContext | null,
): Promise<FaqBundle> {
  // A bundle of a whole category links articles that may not apply to the model in view: keep those that do.
  const ids = strings(record.attrs.articleIds).filter((id) => !context?.modelArticles || context.modelArticles.has(id));
  return {
    id: record.familyId,
    title: record.title,
    bundleType: (FAQ_BUNDLE_TYPES as readonly string[]).includes(String(record.attrs.bundleType))
      ? (record.attrs.bundleType as FaqBundleType)
      : 'getting-started',
    linkedArticles: await linkedArticles(store, locale, ids),
  };
}

async function bundlesOf(store: ContentStore, query: ContextQuery): Promise<FaqBundle[]> {
  const context = await contextOf(store, query);
  const page = await store.listContent(query.locale, {
    contentTypes: ['faq-bundle'],
    scope: context.scope,
    facets: query.bundleType ? [{ name: 'bundleType', values: [query.bundleType] }] : [],
    order: 'popular',
    page: { start: 0, num: 20 },
  });
  const bundles: FaqBundle[] = [];
  for (const record of page.items) {
    const bundle = await presentBundle(store, query.locale, record, context);
    if (bundle.linkedArticles.length > 0) bundles.push(bundle);
  }
  return bundles;
}

/** GET /faq-bundles: curated bundles of a model or category, each with its linked articles. */
export const faqBundlesRoute = defineRoute({
  method: 'GET',
  path: '/faq-bundles',
  params: noParams,
  query: contextQuery,
  summary: 'Curated FAQ bundles of a model or category with their linked articles',
  response: faqBundlesResponseSchema,
  handler: async ({ query, services }) => {
    const body: FaqBundlesResponse = { bundles: await bundlesOf(services.store, query) };
    return json(body);
  },
});

/** GET /faq-bundles/list: the same bundles as a light list (title and article count). */
export const faqBundleListRoute = defineRoute({
  method: 'GET',
  path: '/faq-bundles/list',
  params: noParams,
  query: contextQuery,
  summary: 'Curated FAQ bundles of a model or category: ids, titles and article counts',
  response: faqBundleListResponseSchema,
  handler: async ({ query, services }) => {
    const bundles = await bundlesOf(services.store, query);
    const body: FaqBundleListResponse = {
      bundles: bundles.map((b) => ({
        id: b.id,
        title: b.title,
        bundleType: b.bundleType,
        articleCount: b.linkedArticles.length,
      })),
    };
    return json(body);
  },
});

/** GET /faq-bundles/detail?bundleId: one curated bundle (the smart-help faq-bundles/{bundleID} page). */
export const faqBundleDetailRoute = defineRoute({
  method: 'GET',
  path: '/faq-bundles/detail',
  params: noParams,
  query: z.object({
    locale: optionalLocale(),
    bundleId: name('bundleId').describe('Id of a curated FAQ bundle (the bundleID of the smart-help route).'),
    modelSlug: name('modelSlug').optional(),
    accessLevel: accessLevel().optional(),
  }),
  summary: 'One curated FAQ bundle with its linked articles',
  response: faqBundleDetailResponseSchema,
  handler: async ({ query, services }) => {
    const { store } = services;
    const record = await store.getContent(query.locale, query.bundleId, ['faq-bundle']);
    if (!record) throw notFound('FAQ bundle', query.bundleId, 'bundleId');
    const context = query.modelSlug
      ? await contextOf(store, { locale: query.locale, modelSlug: query.modelSlug })
      : null;
    const body: FaqBundleDetailResponse = { bundle: await presentBundle(store, query.locale, record, context) };
    return json(body);
  },
});

async function topicTitles(store: ContentStore, locale: Locale): Promise<Map<string, string>> {
  const page = await store.listContent(locale, {
    contentTypes: ['faq-topic'],
    order: 'title',
    page: { start: 0, num: 200 },
  });
  return new Map(page.items.map((t) => [String(t.attrs.topic), t.title]));
}

/** GET /faq-bundles/automatic: the FAQ topics of a model or category, each an automatic bundle. */
export const automaticBundlesRoute = defineRoute({
  method: 'GET',
  path: '/faq-bundles/automatic',
  params: noParams,
  query: contextQuery,
  summary: 'Automatic FAQ bundles: the FAQ topics of a model or category with their article counts',
  response: automaticBundlesResponseSchema,
  handler: async ({ query, services }) => {
    const { store } = services;
    const context = await contextOf(store, query);
    const faqs = await store.listContent(query.locale, {
      contentTypes: DEFAULT_AUTOMATIC_TYPES,
      scope: context.scope,
      order: 'popular',
      page: { start: 0, num: MAX_SCOPE_ARTICLES },
    });
    const counts = new Map<string, number>();
    for (const faq of faqs.items)
      for (const topic of strings(faq.attrs.topics)) counts.set(topic, (counts.get(topic) ?? 0) + 1);
    const titles = await topicTitles(store, query.locale);
    const body: AutomaticBundlesResponse = {
      bundles: [...counts]
        .filter(([topic]) => titles.has(topic))
        .map(([topic, articleCount]) => ({ topic, title: titles.get(topic) ?? topic, articleCount }))
        .sort((a, b) => b.articleCount - a.articleCount || a.title.localeCompare(b.title)),
    };
    return json(body);
  },
});

/**
 * GET /faq-bundles/automatic/details: the articles of one automatic bundle of a model, paged. gkId
 * names the topic as '{language}:{topic}'; without it the bundle is the model's most viewed FAQs.
 */
export const automaticBundleDetailsRoute = defineRoute({
  method: 'GET',
  path: '/faq-bundles/automatic/details',
  params: noParams,
  query: z.object({
    locale: optionalLocale(),
    model: name('model'),
    start: start(),
    num: num(DEFAULT_COUNTS.faq),
    gkId: z
      .string()
      .max(80, 'gkId must be at most 80 characters')
      .describe(
        'Topic of the automatic bundle as "{language}:{topic}", e.g. "en:connectivity" (language = the locale part before the underscore).',
      )
      .optional(),
    documentTypeFilter: z.string().max(500, 'documentTypeFilter must be at most 500 characters').optional(),
    accessLevel: accessLevel().optional(),
    type: csvOf('type', FAQ_TYPES)
      .describe(`Smart help: comma-separated article types (${FAQ_TYPES.join(', ')}).`)
      .optional(),
    config: config().optional(),
  }),
  summary: 'Articles of an automatic FAQ bundle of a model, paged',
  response: automaticBundleDetailsResponseSchema,
  handler: async ({ query, services }) => {
    const { store } = services;
    const product = await requireProduct(store, query.locale, query.model, 'model');
    const ref = query.gkId ? parseGkId(query.gkId) : null;
    if (query.gkId && !ref) throw badRequest('gkId', 'gkId must look like "en:connectivity" ({language}:{topic})');
    const titles = await topicTitles(store, query.locale);
    if (ref && !titles.has(ref.topic)) throw notFound('FAQ topic', ref.topic, 'gkId');
    const page = await store.listContent(query.locale, {
      contentTypes: query.type?.length ? query.type : DEFAULT_AUTOMATIC_TYPES,
      product: product.name,
      facets: ref ? [{ name: 'topic', values: [ref.topic] }] : [],
      order: 'popular',
      page: { start: query.start, num: query.num },
    });
    const body: AutomaticBundleDetailsResponse = {
      topic: ref?.topic ?? null,
      title: titles.get(ref?.topic ?? MOST_VIEWED) ?? '',
      linkedArticles: page.items.map((a) => ({
        articleFamilyId: a.familyId,
        articleTitle: a.title,
        articleUrl: articleUrl(query.locale, a.familyId),
        ...linkedLanguage(query.locale, a.language),
      })),
      start: query.start,
      end: query.start + page.items.length,
      count: page.total,
    };
    return json(body);
  },
});
