import { newsAndAlertsResponseSchema } from '../../../../shared/content/schemas/hub';
import { z } from 'zod';
import { DEFAULT_COUNTS } from '../../../../shared/constants';
import {
  NEWS_ADDITIONAL_FIELDS,
  NEWS_TYPES,
  type NewsAndAlertsResponse,
  type NewsResult,
  type NewsType,
} from '../../../../shared/content/hubTypes';
import { accessLevel, additionalFields, config, wantsField } from '../hub/hubParams';
import { attrFileUrl, targetUrl } from '../hub/hubPresent';
import { csvOf, locale, name, num, start } from '../params';
import { LINKS_PER_FAMILY, MAX_MODEL_NAMES } from '../present';
import { defineRoute, json } from '../routeTypes';
import { resolveScope } from './lookup';
import type { ContentStore } from '../../store/ContentStore';
import type { Locale } from '../../../../shared/locale';
import { isDeepStrictEqual } from 'node:util';

/**
 * The product's alerts that the site-wide notice already shows (ADR 039): an alert pointing where the notice
 * points is that notice, which every page carries at its top; listed again beside the product it only
 * crowds out the product's own news. Category pages and other callers keep it.
 */
async function alertsOfTheNotice(store: ContentStore, locale: Locale, productScope: string): Promise<string[]> {
  const notice = (await store.listContent(locale, { contentTypes: ['special-message'], order: 'newest', page: { start: 0, num: 1 } })).items[0];
  const target = notice?.attrs.target;
  if (!target) return [];
  const alerts = await store.listContent(locale, {
    contentTypes: ['news-alert'],
    scope: productScope,
    facets: [{ name: 'newsType', values: ['alert'] }],
    order: 'newest',
    page: { start: 0, num: MAX_NOTICE_ALERTS },
  });
  return alerts.items.filter((a) => isDeepStrictEqual(a.attrs.target, target)).map((a) => a.familyId);
}

/** A product's alerts are a handful; the notice's is among its newest. */
const MAX_NOTICE_ALERTS = 50;

/**
 * GET /{locale}/news-and-alerts: software-update notices, alerts and service news of a category or
 * product (contextId), newest first. The paginated variant adds start, num and types.
 */
export const newsAndAlertsRoute = defineRoute({
  method: 'GET',
  path: '/:locale/news-and-alerts',
  params: z.object({ locale: locale() }),
  query: z.object({
    contextId: name('contextId').optional(),
    config: config().optional(),
    'additional-fields': additionalFields(NEWS_ADDITIONAL_FIELDS).optional(),
    accessLevel: accessLevel().optional(),
    start: start(),
    num: num(DEFAULT_COUNTS.newsAndAlerts),
    types: csvOf('types', NEWS_TYPES)
      .describe(`Comma-separated item types: ${NEWS_TYPES.join(', ')}.`)
      .optional(),
  }),
  summary: 'News and alerts of a category or product, newest first',
  response: newsAndAlertsResponseSchema,
  handler: async ({ params, query, services }) => {
    const { store } = services;
    const context = query.contextId ? await resolveScope(store, params.locale, query.contextId, 'contextId') : null;
    const page = await store.listContent(params.locale, {
      contentTypes: ['news-alert'],
      scope: context?.scope ?? null,
      excludeFamilies: context?.product ? await alertsOfTheNotice(store, params.locale, context.scope) : [],
      facets: query.types?.length ? [{ name: 'newsType', values: query.types }] : [],
      order: 'newest',
      page: { start: query.start, num: query.num },
    });
    const fields = query['additional-fields'] ?? [];
    const links = wantsField(fields, 'modelNames')
      ? await store.productsOfContent(
          page.items.map((i) => i.familyId),
          LINKS_PER_FAMILY,
        )
      : new Map<string, { modelNumber: string }[]>();
    const results: NewsResult[] = page.items.map((item) => {
      const newsType = (NEWS_TYPES as readonly string[]).includes(String(item.attrs.newsType))
        ? (item.attrs.newsType as NewsType)
        : 'news';
      const image = attrFileUrl(item.attrs, 'imageFileId', 'imageFileName');
      const small = attrFileUrl(item.attrs, 'smallImageFileId', 'smallImageFileName');
      const models = links.get(item.familyId);
      return {
        id: item.familyId,
        contentType: 'news-alert',
        newsType,
        title: item.title,
        summary: item.summary,
        date: item.published,
        url: targetUrl(item.attrs.target, params.locale),
        ...(wantsField(fields, 'bannerImageUrl') && image
          ? { bannerImageUrl: image, ...(small ? { bannerImageUrlSmall: small } : {}) }
          : {}),
        ...(models && models.length > 0 && models.length <= MAX_MODEL_NAMES
          ? { modelNames: models.map((m) => m.modelNumber) }
          : {}),
        // An untranslated notice (the English text on a German page) says so, as articles and videos do.
        ...(item.language ? { language: item.language } : {}),
      };
    });
    const body: NewsAndAlertsResponse = {
      searchResponse: { start: query.start, end: query.start + results.length, count: page.total, results },
    };
    return json(body);
  },
});
