import { bannersResponseSchema } from '../../../../shared/content/schemas/hub';
import { z } from 'zod';
import type { Banner, BannersResponse } from '../../../../shared/content/hubTypes';
import type { Locale } from '../../../../shared/locale';
import type { ContentRecord, ProductRecord } from '../../store/ContentStore';
import { attrFileUrl, targetUrl } from '../hub/hubPresent';
import { name, noParams, optionalLocale } from '../params';
import { defineRoute, json } from '../routeTypes';
import { requireCategory, requireProduct } from './lookup';

const BANNER = ['banner'];
const MAX_BANNERS = 4;
const THEMES = new Set(['brand', 'light', 'accent']);

function banner(record: ContentRecord, locale: Locale, product?: ProductRecord): Banner {
  return {
    id: record.familyId,
    title: record.title,
    text: record.summary,
    linkText: typeof record.attrs.linkText === 'string' ? record.attrs.linkText : '',
    linkUrl: targetUrl(record.attrs.target, locale, product),
    image: attrFileUrl(record.attrs, 'imageFileId', 'imageFileName') ?? '',
    theme: THEMES.has(String(record.attrs.theme)) ? (record.attrs.theme as Banner['theme']) : 'light',
  };
}

const placement = (value: string) => [{ name: 'placement', values: [value] }];
const page = { start: 0, num: MAX_BANNERS };

/**
 * GET /banners?category&model: banners for a model (its software), its category, then the ones
 * every page carries; most relevant first, at most four.
 */
export const bannersRoute = defineRoute({
  method: 'GET',
  path: '/banners',
  params: noParams,
  query: z.object({ locale: optionalLocale(), category: name('category').optional(), model: name('model').optional() }),
  summary: 'Banners of a category or model page',
  response: bannersResponseSchema,
  handler: async ({ query, services }) => {
    const { store } = services;
    const product = query.model ? await requireProduct(store, query.locale, query.model, 'model') : undefined;
    const category =
      !product && query.category ? await requireCategory(store, query.locale, query.category, 'category') : undefined;
    const records: ContentRecord[] = [];
    if (product) {
      records.push(
        ...(
          await store.listContent(query.locale, {
            contentTypes: BANNER,
            product: product.name,
            facets: placement('model'),
            order: 'popular',
            page,
          })
        ).items,
      );
    }
    const scope = product?.categoryName ?? category?.name;
    if (scope) {
      records.push(
        ...(
          await store.listContent(query.locale, {
            contentTypes: BANNER,
            scope,
            facets: placement('category'),
            order: 'popular',
            page,
          })
        ).items,
      );
    }
    records.push(
      ...(
        await store.listContent(query.locale, {
          contentTypes: BANNER,
          facets: placement('global'),
          order: 'popular',
          page,
        })
      ).items,
    );
    const body: BannersResponse = {
      banners: records.slice(0, MAX_BANNERS).map((r) => banner(r, query.locale, product)),
    };
    return json(body);
  },
});

/** Operating-system names as download filters and visitors write them -> the banner family. */
export function operatingSystemFamily(value: string): string | null {
  const v = value.trim().toLowerCase();
  if (v.startsWith('windows')) return 'windows';
  if (v.startsWith('macos') || v.startsWith('mac os') || v === 'mac') return 'macos';
  if (v.startsWith('ios') || v.startsWith('ipados') || v.startsWith('iphone')) return 'ios';
  if (v.startsWith('android')) return 'android';
  if (v.startsWith('linux') || v.startsWith('ubuntu') || v.startsWith('fedora')) return 'linux';
  return null;
}

/** GET /banners/operating-system?locale&operatingSystem: the specific banners for a visitor's system. */
export const operatingSystemBannersRoute = defineRoute({
  method: 'GET',
  path: '/banners/operating-system',
  params: noParams,
  query: z.object({
    locale: optionalLocale(),
    operatingSystem: z
      .string()
      .min(1, 'operatingSystem is required')
      .max(60, 'operatingSystem must be at most 60 characters')
      .describe('Operating system of the visitor or of the download filter, e.g. "Windows 11", "macOS 14", "Android".'),
  }),
  summary: 'Banners specific to an operating system (an unknown system has none)',
  response: bannersResponseSchema,
  handler: async ({ query, services }) => {
    const family = operatingSystemFamily(query.operatingSystem);
    const records = family
      ? (
          await services.store.listContent(query.locale, {
            contentTypes: BANNER,
            facets: [...placement('os'), { name: 'os', values: [family] }],
            order: 'popular',
            page,
          })
        ).items
      : [];
    const body: BannersResponse = { banners: records.map((r) => banner(r, query.locale)) };
    return json(body);
  },
});
