import { categoriesResponseSchema, metadataResponseSchema, modelSearchResponseSchema, productResponseSchema } from '../../../../shared/content/schemas/core';
import { z } from 'zod';
import { SETTINGS } from '../../../../shared/constants';
import { MODEL_RESULT_CONTENT_TYPES, type CategoriesResponse, type MetadataResponse, type ModelResult, type ProductResponse, type SearchResponse } from '../../../../shared/content/types';
import { NGP_LOCALE_COOKIE } from '../../../../shared/api/transport';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../../shared/locale';
import { cookieValues } from '../../access/cookies';
import { csvOf, locale, name, noParams, num, oneOf, start } from '../params';
import { categorySummary, fileUrl, modelResult } from '../present';
import { defineRoute, json } from '../routeTypes';
import { requireCategory, requireProduct } from './lookup';

export const categoriesRoute = defineRoute({
  method: 'GET',
  path: '/:locale/categories',
  summary: 'Top-level categories',
  response: categoriesResponseSchema,
  params: z.object({ locale: locale() }),
  query: noParams,
  handler: async ({ params, services }) => {
    const categories = await services.store.listCategories(params.locale, null);
    const body: CategoriesResponse = { categories: categories.map(categorySummary), color: '' };
    return json(body);
  },
});

export const categoryRoute = defineRoute({
  method: 'GET',
  path: '/:locale/categories/:categoryName',
  summary: 'A category with its subcategories',
  response: categoriesResponseSchema,
  params: z.object({ locale: locale(), categoryName: name('categoryName') }),
  query: noParams,
  handler: async ({ params, services }) => {
    const { store } = services;
    const category = await requireCategory(store, params.locale, params.categoryName);
    const [children, parent] = await Promise.all([
      store.listCategories(params.locale, category.name),
      category.parentName ? store.getCategory(params.locale, category.parentName) : Promise.resolve(null),
    ]);
    const body: CategoriesResponse = {
      categories: children.map(categorySummary),
      displayName: category.displayName,
      ...(parent ? { parentCategoryName: parent.name, parentCategoryDisplayName: parent.displayName } : {}),
      color: category.color || parent?.color || '',
      ...(category.imageFileId ? { searchModuleImage: fileUrl(category.imageFileId, category.imageFileName ?? 'image.svg') } : {}),
    };
    return json(body);
  },
});

export const categoryMetadataRoute = defineRoute({
  method: 'GET',
  path: '/:locale/categories/:categoryName/metadata',
  summary: 'Category metadata and its parent categories (root first)',
  response: metadataResponseSchema,
  params: z.object({ locale: locale(), categoryName: name('categoryName') }),
  query: noParams,
  handler: async ({ params, services }) => {
    const category = await requireCategory(services.store, params.locale, params.categoryName);
    const path = await services.store.categoryPath(params.locale, category.name);
    const body: MetadataResponse = {
      data: {
        kind: 'category',
        name: category.name,
        displayName: category.displayName,
        description: category.description,
        ...(category.imageFileId ? { image: fileUrl(category.imageFileId, category.imageFileName ?? 'image.svg') } : {}),
      },
      // Root -> the category itself: the leaf of a category page is that category.
      parentCategories: path.map((c) => ({ name: c.name, displayName: c.displayName })),
    };
    return json(body);
  },
});

export const productMetadataRoute = defineRoute({
  method: 'GET',
  path: '/:locale/products/:productName/metadata',
  summary: 'Product metadata and its parent categories (root first)',
  response: metadataResponseSchema,
  params: z.object({ locale: locale(), productName: name('productName') }),
  query: noParams,
  handler: async ({ params, services }) => {
    const product = await requireProduct(services.store, params.locale, params.productName);
    const path = await services.store.categoryPath(params.locale, product.categoryName);
    const body: MetadataResponse = {
      data: {
        kind: 'product',
        name: product.name,
        displayName: product.displayName,
        description: product.description,
        image: fileUrl(product.imageFileId, product.imageFileName),
        modelNumber: product.modelNumber,
        categoryName: product.categoryName,
      },
      parentCategories: path.map((c) => ({ name: c.name, displayName: c.displayName })),
    };
    return json(body);
  },
});

export const modelsRoute = defineRoute({
  method: 'GET',
  path: '/:locale/categories/:categoryName/models',
  summary: 'Products of a category and its subcategories',
  response: modelSearchResponseSchema,
  params: z.object({ locale: locale(), categoryName: name('categoryName') }),
  query: z.object({
    start: start(),
    num: num(SETTINGS.modelResultsPerPage),
    sort: oneOf('sort', SETTINGS.modelSortOptions).default(SETTINGS.modelSortOptions[0]),
    // docs/behaviour.md §7, model results: only products with public content of these kinds.
    contentTypeFilter: csvOf('contentTypeFilter', MODEL_RESULT_CONTENT_TYPES)
      .optional()
      .describe('Comma-separated content types: only products that have public content of one of them'),
    documentTypeFilter: z
      .string()
      .max(500, 'documentTypeFilter must be at most 500 characters')
      .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean).slice(0, 20))
      .optional()
      .describe("Comma-separated document types ('operating-instructions', 'quick-start-guide', ...): only products with such a manual"),
    // Accepted for the callers of docs/behaviour.md §7; the catalogue holds no market data per
    // product, so it narrows nothing (as on search).
    country: z.string().regex(/^[A-Za-z]{2}$/, 'country must be a two-letter country code').optional(),
  }),
  handler: async ({ params, query, services }) => {
    const category = await requireCategory(services.store, params.locale, params.categoryName);
    const filter = {
      ...(query.contentTypeFilter ? { contentTypes: query.contentTypeFilter } : {}),
      ...(query.documentTypeFilter?.length ? { documentTypes: query.documentTypeFilter } : {}),
    };
    const page = await services.store.listProducts(params.locale, category.name, { start: query.start, num: query.num }, query.sort, filter);
    const results = page.items.map((p) => modelResult(params.locale, p));
    const body: SearchResponse<ModelResult> = { start: query.start, end: query.start + results.length, count: page.total, results };
    return json(body);
  },
});

/** The locale of the ngp-locale cookie (docs/behaviour.md §7: appended to the product call's cookie), when it names one. */
function cookieLocale(cookie: string | undefined): Locale | undefined {
  return cookieValues(cookie, NGP_LOCALE_COOKIE).find(isLocale);
}

/**
 * GET /products/{productName}: product info (name, slug) with what a product card shows. The locale
 * is the query's, else the ngp-locale cookie's, else the default.
 */
export const productRoute = defineRoute({
  method: 'GET',
  path: '/products/:productName',
  summary: 'A product (name, slug, model number, display name, image, category) in the locale of the query or the ngp-locale cookie',
  response: productResponseSchema,
  params: z.object({ productName: name('productName') }),
  query: z.object({ locale: locale().optional() }),
  handler: async ({ params, query, cookie, services }) => {
    const loc = query.locale ?? cookieLocale(cookie) ?? DEFAULT_LOCALE;
    const product = await requireProduct(services.store, loc, params.productName);
    const body: ProductResponse = { data: modelResult(loc, product) };
    return json(body);
  },
});
