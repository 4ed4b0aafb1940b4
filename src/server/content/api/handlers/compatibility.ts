import { compatibilityDetailsResponseSchema, compatibleCategoriesResponseSchema, compatibleModelsResponseSchema } from '../../../../shared/content/schemas/hub';
import { z } from 'zod';
import type {
  CompatibilityDetailsResponse,
  CompatibilityFeature,
  CompatibleCategoriesResponse,
  CompatibleModel,
  CompatibleModelsResponse,
} from '../../../../shared/content/hubTypes';
import { productUrl } from '../../../../shared/links';
import type { Locale } from '../../../../shared/locale';
import type { ContentStore, ProductRecord } from '../../store/ContentStore';
import { notFound } from '../errors';
import { strings } from '../hub/hubPresent';
import { name, optionalLocale } from '../params';
import { fileUrl } from '../present';
import { defineRoute, json } from '../routeTypes';
import { requireCategory, requireProduct } from './lookup';

interface Relation {
  model: string;
  category: string;
  profile: string;
  unsupported: string[];
}

function isRelation(value: unknown): value is Relation {
  if (!value || typeof value !== 'object') return false;
  const r = value as Record<string, unknown>;
  return typeof r.model === 'string' && typeof r.category === 'string' && typeof r.profile === 'string';
}

async function relationsOf(store: ContentStore, locale: Locale, product: ProductRecord): Promise<Relation[]> {
  const row = await store.getContent(locale, `compat:${product.name}`, ['compatibility']);
  const list = Array.isArray(row?.attrs.relations) ? row.attrs.relations : [];
  return list.filter(isRelation).map((r) => ({ ...r, unsupported: strings(r.unsupported) }));
}

function compatibleModel(locale: Locale, product: ProductRecord): CompatibleModel {
  return {
    name: product.name,
    modelNumber: product.modelNumber,
    displayName: product.displayName,
    image: fileUrl(product.imageFileId, product.imageFileName),
    categoryName: product.categoryName,
    url: productUrl(locale, product.categoryName, product.name),
  };
}

const params = z.object({ productName: name('productName') });
const query = z.object({ locale: optionalLocale() });

/** How many related models the compatible models list reads at once. */
const MODELS_AT_ONCE = 4;

/** GET /compatibility-relations/{productName}/categories: categories holding models that work with the product. */

export const compatibleCategoriesRoute = defineRoute({
  method: 'GET',
  path: '/compatibility-relations/:productName/categories',
  params,
  query,
  summary: 'Categories with products that work with a product, and how many models each holds',
  response: compatibleCategoriesResponseSchema,
  handler: async ({ params: p, query: q, services }) => {
    const { store } = services;
    const product = await requireProduct(store, q.locale, p.productName);
    const counts = new Map<string, number>();
    for (const r of await relationsOf(store, q.locale, product))
      counts.set(r.category, (counts.get(r.category) ?? 0) + 1);
    // Read at once, not one round trip after another.
    const found = await Promise.all([...counts].map(async ([categoryName, count]) => ({ category: await store.getCategory(q.locale, categoryName), count })));
    const categories = found.flatMap(({ category, count }) => (category ? [{ name: category.name, displayName: category.displayName, count }] : []));
    categories.sort((a, b) => b.count - a.count || a.displayName.localeCompare(b.displayName));
    const body: CompatibleCategoriesResponse = { productName: product.name, categories };
    return json(body);
  },
});

/**
 * GET /compatibility-relations/{productName}/{categoryName}/models: the compatible models of a
 * category (a top-level category covers its subcategories).
 */
export const compatibleModelsRoute = defineRoute({
  method: 'GET',
  path: '/compatibility-relations/:productName/:categoryName/models',
  params: params.extend({ categoryName: name('categoryName') }),
  query,
  summary: 'Models of a category that work with a product',
  response: compatibleModelsResponseSchema,
  handler: async ({ params: p, query: q, services }) => {
    const { store } = services;
    const product = await requireProduct(store, q.locale, p.productName);
    const category = await requireCategory(store, q.locale, p.categoryName);
    const models: CompatibleModel[] = [];
    const relations = await relationsOf(store, q.locale, product);
    // Every related model's category path in one read, not one read per category.
    const paths = await store.categoryPaths(q.locale, [...new Set(relations.map((r) => r.category))]);
    const inCategory = (name: string) => (paths.get(name.toLowerCase()) ?? []).some((c) => c.name === category.name);
    // A few at a time: a product may name many related models, and each read holds a connection on PostgreSQL.
    const related = relations.filter((r) => inCategory(r.category));
    for (let from = 0; from < related.length; from += MODELS_AT_ONCE) {
      const others = await Promise.all(related.slice(from, from + MODELS_AT_ONCE).map((r) => store.getProduct(q.locale, r.model)));
      for (const other of others) if (other) models.push(compatibleModel(q.locale, other));
    }
    const body: CompatibleModelsResponse = { productName: product.name, categoryName: category.name, models };
    return json(body);
  },
});

/** GET /compatibility-relations/{productName}/{compatibleModelName}/details: how two products work together. */
export const compatibilityDetailsRoute = defineRoute({
  method: 'GET',
  path: '/compatibility-relations/:productName/:compatibleModelName/details',
  params: params.extend({ compatibleModelName: name('compatibleModelName') }),
  query,
  summary: 'How a product works with a compatible model: connection, supported features and requirements',
  response: compatibilityDetailsResponseSchema,
  handler: async ({ params: p, query: q, services }) => {
    const { store } = services;
    const product = await requireProduct(store, q.locale, p.productName);
    const other = await requireProduct(store, q.locale, p.compatibleModelName, 'compatibleModelName');
    const relation = (await relationsOf(store, q.locale, product)).find((r) => r.model === other.name);
    if (!relation)
      throw notFound(`compatible model of ${product.modelNumber}`, p.compatibleModelName, 'compatibleModelName');
    const profile = await store.getContent(q.locale, `compat-profile:${relation.profile}`, ['compatibility-profile']);
    if (!profile) throw notFound('compatibility profile', relation.profile, 'compatibleModelName');
    const features: CompatibilityFeature[] = (Array.isArray(profile.attrs.features) ? profile.attrs.features : [])
      .filter(
        (f): f is { key: string; name: string; note?: string } =>
          Boolean(f) && typeof f === 'object' && typeof (f as { name?: unknown }).name === 'string',
      )
      .map((f) => ({
        name: f.name,
        supported: !relation.unsupported.includes(f.key),
        ...(typeof f.note === 'string' ? { note: f.note } : {}),
      }));
    const body: CompatibilityDetailsResponse = {
      product: compatibleModel(q.locale, product),
      compatibleModel: compatibleModel(q.locale, other),
      connection: typeof profile.attrs.connection === 'string' ? profile.attrs.connection : profile.title,
      summary: profile.summary,
      features,
      requirements: strings(profile.attrs.requirements),
    };
    return json(body);
  },
});
