import { downloadFiltersResponseSchema, downloadsResponseSchema } from '../../../../shared/content/schemas/core';
import { z } from 'zod';
import { SETTINGS } from '../../../../shared/constants';
import type { DownloadFiltersResponse, DownloadsResponse } from '../../../../shared/content/types';
import { MAX_DOWNLOADS_NUM, filterValue, locale, name, noParams, num, start } from '../params';
import { LINKS_PER_FAMILY, searchResult } from '../present';
import { defineRoute, json } from '../routeTypes';
import { requireProduct } from './lookup';

export const downloadsRoute = defineRoute({
  method: 'GET',
  path: '/:locale/downloads/:productName',
  summary: 'Downloads and software of a product, firmware first, then newest first',
  response: downloadsResponseSchema,
  params: z.object({ locale: locale(), productName: name('productName') }),
  query: z.object({
    start: start(),
    // docs/behaviour.md §9: the downloads tab asks for everything (999) when the search type is downloads.
    num: num(SETTINGS.downloadsTopNDesktop, MAX_DOWNLOADS_NUM),
    operatingSystem: filterValue('operatingSystem').optional(),
    downloadCategory: filterValue('downloadCategory').optional(),
  }),
  handler: async ({ params, query, services }) => {
    const { store } = services;
    const product = await requireProduct(store, params.locale, params.productName);
    const filter = {
      ...(query.operatingSystem ? { operatingSystem: query.operatingSystem } : {}),
      ...(query.downloadCategory ? { downloadCategory: query.downloadCategory } : {}),
    };
    const [page, availableFilters] = await Promise.all([
      store.listDownloads(params.locale, product.name, filter, { start: query.start, num: query.num }),
      store.downloadFacets(params.locale, product.name),
    ]);
    const links = await store.productsOfContent([...new Set(page.items.map((d) => d.familyId))], LINKS_PER_FAMILY);
    const ctx = { locale: params.locale, links, product: { name: product.name, categoryName: product.categoryName } };
    const results = page.items.map((d) => searchResult(d, ctx));
    const body: DownloadsResponse = {
      searchResponse: { start: query.start, end: query.start + results.length, count: page.total, results },
      availableFilters,
    };
    return json(body);
  },
});

export const downloadFiltersRoute = defineRoute({
  method: 'GET',
  path: '/:locale/downloads/:productName/filters',
  summary: 'Operating systems and download categories of a product',
  response: downloadFiltersResponseSchema,
  params: z.object({ locale: locale(), productName: name('productName') }),
  query: noParams,
  handler: async ({ params, services }) => {
    const product = await requireProduct(services.store, params.locale, params.productName);
    const body: DownloadFiltersResponse = { availableFilters: await services.store.downloadFacets(params.locale, product.name) };
    return json(body);
  },
});
