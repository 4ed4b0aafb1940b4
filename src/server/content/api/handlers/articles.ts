import { articleCatalogResponseSchema, articleDetailsDataResponseSchema, relatedArticlesResponseSchema } from '../../../../shared/content/schemas/details';
import { z } from 'zod';
import { CHANNELS } from '../../../../shared/constants';
import { SOFTWARE_ARTICLE_TYPE } from '../../../../shared/content/detailsTypes';
import { ARTICLE_TYPES } from '../../../../shared/content/types';
import type { Locale } from '../../../../shared/locale';
import type { ContentRecord, ContentStore, ProductRecord } from '../../store/ContentStore';
import { ALL_PRODUCTS, articleDetailsData, catalogOf, relatedOf } from '../detailsPresent';
import { notFound } from '../errors';
import { locale, name, num, oneOf } from '../params';
import { defineRoute, json, type Route } from '../routeTypes';
import { resolveScope } from './lookup';

/**
 * Articles and software pages (docs/behaviour.md §7 "Articles / software"): the details, the catalogue they
 * apply to and related articles, under /{locale}/articles/... and /{locale}/software/....
 * Unknown ids, and ids of the other kind, are 404.
 */
const RELATED_DEFAULT = 5;
const RELATED_MAX = 20;

/** Context the site sends with every article call. None of it changes which article is answered. */
const contextQuery = z.object({
  model: name('model').optional(),
  modelName: name('modelName').optional(),
  category: name('category').optional(),
  proCategory: name('proCategory').optional(),
  channel: oneOf('channel', CHANNELS).optional(),
  config: z.string().max(100, 'config must be at most 100 characters').optional(),
  'additional-fields': z.string().max(500, 'additional-fields must be at most 500 characters').optional(),
  CAFRENCH: z.string().max(20, 'CAFRENCH must be at most 20 characters').optional(),
  accessLevel: z.string().max(100, 'accessLevel must be at most 100 characters').optional(),
});

type ContextQuery = z.output<typeof contextQuery>;

const idParams = z.object({ locale: locale(), articleFamilyId: name('articleFamilyId') });

/** The product the visitor is on (model, else modelName), so links stay inside its pages; unknown names are ignored. */
async function contextProduct(store: ContentStore, loc: Locale, query: ContextQuery): Promise<ProductRecord | null> {
  const model = query.model ?? query.modelName;
  return model ? store.getProduct(loc, model) : null;
}

interface Kind {
  segment: 'articles' | 'software';
  label: string;
  types: readonly string[];
}

// Every article type; restricted rows (news for service centres) are never public, so never found here.
const ARTICLES: Kind = { segment: 'articles', label: 'article', types: ARTICLE_TYPES };
const SOFTWARE: Kind = { segment: 'software', label: 'software', types: [SOFTWARE_ARTICLE_TYPE] };

async function requireFamily(store: ContentStore, loc: Locale, id: string, kind: Kind): Promise<ContentRecord> {
  const record = await store.getContent(loc, id, kind.types);
  if (!record) throw notFound(kind.label, id, 'articleFamilyId');
  return record;
}

function routesOf(kind: Kind): Route[] {
  const base = `/:locale/${kind.segment}/:articleFamilyId`;
  return [
    defineRoute({
      method: 'GET',
      path: base,
      summary:
        kind.segment === 'articles'
          ? 'A support article: symptoms, numbered steps, resolution (HTML body) and related products'
          : 'A software page: description (HTML body), one download per platform (software, multiDownload) and installation steps',
      response: articleDetailsDataResponseSchema,
      params: idParams,
      query: contextQuery,
      handler: async ({ params, query, services }) => {
        const record = await requireFamily(services.store, params.locale, params.articleFamilyId, kind);
        const product = await contextProduct(services.store, params.locale, query);
        const data = await articleDetailsData(services.store, params.locale, record, product);
        if (!product) return json({ data });
        // Whether the product page asking for it is one this article is for (an article linked to no
        // product at all is for every product).
        const products = (await services.store.productsOfContent([record.familyId], ALL_PRODUCTS)).get(record.familyId) ?? [];
        return json({ data: { ...data, appliesToModel: products.length === 0 || products.some((p) => p.name === product.name) } });
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${base}/catalog`,
      summary: `The categories and models ${kind.segment === 'articles' ? 'an article' : 'a software page'} applies to`,
      response: articleCatalogResponseSchema,
      params: idParams,
      query: contextQuery,
      handler: async ({ params, services }) => {
        const record = await requireFamily(services.store, params.locale, params.articleFamilyId, kind);
        return json(await catalogOf(services.store, params.locale, record.familyId));
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${base}/related-articles{/:contextId}`,
      summary: 'Articles and software pages sharing the most topics, then the most visited; within a category or product when contextId is given',
      response: relatedArticlesResponseSchema,
      params: idParams.extend({
        contextId: name('contextId').describe('Category or product the related articles are limited to.').optional(),
      }),
      query: contextQuery.extend({ num: num(RELATED_DEFAULT, RELATED_MAX) }),
      handler: async ({ params, query, services }) => {
        const { store } = services;
        const record = await requireFamily(store, params.locale, params.articleFamilyId, kind);
        const context = params.contextId ? await resolveScope(store, params.locale, params.contextId, 'contextId') : null;
        const product = context?.product ?? (await contextProduct(store, params.locale, query));
        return json(await relatedOf(store, params.locale, record.familyId, context?.scope ?? null, product, query.num));
      },
    }),
  ];
}

export const articleRoutes: readonly Route[] = routesOf(ARTICLES);
export const softwareRoutes: readonly Route[] = routesOf(SOFTWARE);
