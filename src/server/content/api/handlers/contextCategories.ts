import { contextCategoriesResponseSchema } from '../../../../shared/content/schemas/hub';
import { z } from 'zod';
import type { ContextCategoriesResponse } from '../../../../shared/content/hubTypes';
import { categoryUrl } from '../../../../shared/links';
import { badRequest } from '../errors';
import { name, noParams, optionalLocale } from '../params';
import { fileUrl } from '../present';
import { defineRoute, json } from '../routeTypes';
import { requireCategory, requireProduct } from './lookup';

/**
 * GET /context-categories?categoryName&modelSlug: the categories around a page's context, for
 * browsing sideways: the siblings of a subcategory (or of a model's category) under their parent, or
 * the other top-level categories for a top-level one.
 */
export const contextCategoriesRoute = defineRoute({
  method: 'GET',
  path: '/context-categories',
  params: noParams,
  query: z.object({
    locale: optionalLocale(),
    categoryName: name('categoryName').optional(),
    modelSlug: name('modelSlug').optional(),
  }),
  summary: 'Categories next to a category or model, with the parent category',
  response: contextCategoriesResponseSchema,
  handler: async ({ query, services }) => {
    const { store } = services;
    if (!query.categoryName && !query.modelSlug)
      throw badRequest('categoryName', 'categoryName or modelSlug is required');
    const currentName = query.modelSlug
      ? (await requireProduct(store, query.locale, query.modelSlug, 'modelSlug')).categoryName
      : (await requireCategory(store, query.locale, query.categoryName ?? '')).name;
    const current = await requireCategory(store, query.locale, currentName);
    const parent = current.parentName ? await store.getCategory(query.locale, current.parentName) : null;
    const siblings = await store.listCategories(query.locale, parent?.name ?? null);
    const body: ContextCategoriesResponse = {
      parent: parent
        ? { name: parent.name, displayName: parent.displayName, url: categoryUrl(query.locale, parent.name) }
        : null,
      categories: siblings.map((c) => ({
        name: c.name,
        displayName: c.displayName,
        url: categoryUrl(query.locale, c.name),
        ...(c.imageFileId ? { image: fileUrl(c.imageFileId, c.imageFileName ?? 'image.svg') } : {}),
        productCount: c.productCount,
        current: c.name === current.name,
      })),
    };
    return json(body);
  },
});
