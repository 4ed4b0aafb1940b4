import { modelDetailsResponseSchema } from '../../../../shared/content/schemas/asc';
import { z } from 'zod';
import { MODEL_DETAIL_TYPE, type ModelDetail, type ModelDetailsResponse } from '../../../../shared/content/ascTypes';
import { requireContentAccess } from '../../access/requireAccess';
import { accessOf } from '../../access/services';
import { REGION_OF_LOCALE, modelDetailOf } from '../ascPresent';
import { name, optionalLocale } from '../params';
import { defineRoute, json } from '../routeTypes';
import { siteSearchCookie } from './ascParams';
import { requireProduct } from './lookup';

/**
 * GET /products/{modelSlug}/model-details: the service data of a model's sales variants (docs/behaviour.md §3:
 * global and regional groups, each with count and results). The regional group is the sales region
 * of the locale. Needs the ASC or integrated portal, or an internal agent (docs/behaviour.md §6).
 */
export const modelDetailsRoute = defineRoute({
  method: 'GET',
  path: '/products/:modelSlug/model-details',
  summary: 'Model details of a product: global and regional sales models with their service data',
  access: 'session',
  response: modelDetailsResponseSchema,
  params: z.object({ modelSlug: name('modelSlug') }),
  query: z.object({ locale: optionalLocale(), cookie: siteSearchCookie() }),
  handler: async (ctx) => {
    const { params, query, services } = ctx;
    await requireContentAccess(ctx, [MODEL_DETAIL_TYPE], query.locale);
    const product = await requireProduct(services.store, query.locale, params.modelSlug, 'modelSlug');
    const rows = await accessOf(services).restricted.listForProduct(query.locale, product.name, [MODEL_DETAIL_TYPE]);
    const details = rows.map(modelDetailOf).filter((d): d is ModelDetail => d !== null);
    const region = REGION_OF_LOCALE[query.locale];
    const global = details.filter((d) => d.region === 'global');
    const regional = details.filter((d) => d.region === region);
    const body: ModelDetailsResponse = {
      modelName: product.modelNumber,
      region,
      global: { count: global.length, results: global },
      regional: { count: regional.length, results: regional },
    };
    return json(body, { 'cache-control': 'private, no-store', vary: 'Cookie' });
  },
});
