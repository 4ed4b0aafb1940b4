import { specificationsResponseSchema } from '../../../../shared/content/schemas/hub';
import { z } from 'zod';
import type { Footnote, InTheBoxItem, SpecGroup, SpecificationsResponse } from '../../../../shared/content/hubTypes';
import { notFound } from '../errors';
import { name, optionalLocale } from '../params';
import { defineRoute, json } from '../routeTypes';
import { requireProduct } from './lookup';

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** GET /specifications/{productName}?locale: the product's spec sheet, in-the-box list and footnotes. */
export const specificationsRoute = defineRoute({
  method: 'GET',
  path: '/specifications/:productName',
  params: z.object({ productName: name('productName') }),
  query: z.object({ locale: optionalLocale() }),
  summary: 'Specifications of a product: grouped name/value lists (techSpecs), in-the-box items and footnotes',
  response: specificationsResponseSchema,
  handler: async ({ params, query, services }) => {
    const product = await requireProduct(services.store, query.locale, params.productName);
    const sheet = await services.store.getContent(query.locale, `specs:${product.name}`, ['specification']);
    if (!sheet) throw notFound('specifications for product', params.productName, 'productName');
    const synonyms = sheet.attrs.synonyms;
    const body: SpecificationsResponse = {
      productName: product.name,
      modelNumber: product.modelNumber,
      techSpecs: list<SpecGroup>(sheet.attrs.techSpecs),
      inTheBox: list<InTheBoxItem>(sheet.attrs.inTheBox),
      footnotes: list<Footnote>(sheet.attrs.footnotes),
      synonyms:
        synonyms && typeof synonyms === 'object' && !Array.isArray(synonyms)
          ? (synonyms as Record<string, string>)
          : {},
    };
    return json(body);
  },
});
