import { seoResponseSchema } from '../../../../shared/content/schemas/hub';
import { z } from 'zod';
import type { SeoResponse } from '../../../../shared/content/hubTypes';
import { categoryUrl, productUrl } from '../../../../shared/links';
import { locale, name, noParams } from '../params';
import { defineRoute, json } from '../routeTypes';
import { requireCategory, requireProduct } from './lookup';

const ROBOTS = 'index, follow';

/** GET /{locale}/seo/products/{productName}: title, meta description and canonical URL of a product page. */
export const productSeoRoute = defineRoute({
  method: 'GET',
  path: '/:locale/seo/products/:productName',
  params: z.object({ locale: locale(), productName: name('productName') }),
  query: noParams,
  summary: 'SEO data of a product page: title, meta description, canonical URL, robots',
  response: seoResponseSchema,
  handler: async ({ params, services }) => {
    const product = await requireProduct(services.store, params.locale, params.productName);
    const row = await services.store.getContent(params.locale, `seo:product:${product.name}`, ['seo']);
    const body: SeoResponse = {
      title: row?.title ?? `${product.modelNumber} ${product.displayName}`,
      description: row?.summary ?? product.description,
      canonicalUrl: productUrl(params.locale, product.categoryName, product.name),
      robots: typeof row?.attrs.robots === 'string' ? row.attrs.robots : ROBOTS,
    };
    return json(body);
  },
});

/** GET /{locale}/seo/categories/{categoryName}: title, meta description and canonical URL of a category page. */
export const categorySeoRoute = defineRoute({
  method: 'GET',
  path: '/:locale/seo/categories/:categoryName',
  params: z.object({ locale: locale(), categoryName: name('categoryName') }),
  query: noParams,
  summary: 'SEO data of a category page: title, meta description, canonical URL, robots',
  response: seoResponseSchema,
  handler: async ({ params, services }) => {
    const category = await requireCategory(services.store, params.locale, params.categoryName);
    const row = await services.store.getContent(params.locale, `seo:category:${category.name}`, ['seo']);
    const body: SeoResponse = {
      title: row?.title ?? category.displayName,
      description: row?.summary ?? category.description,
      canonicalUrl: categoryUrl(params.locale, category.name),
      robots: typeof row?.attrs.robots === 'string' ? row.attrs.robots : ROBOTS,
    };
    return json(body);
  },
});
