import { videosResponseSchema } from '../../../../shared/content/schemas/hub';
import { z } from 'zod';
import { DEFAULT_COUNTS, SETTINGS, SMART_HELP_CONFIG } from '../../../../shared/constants';
import {
  VIDEO_ADDITIONAL_FIELDS,
  VIDEO_TYPES,
  type VideoResult,
  type VideoType,
  type VideosResponse,
} from '../../../../shared/content/hubTypes';
import { articleUrl } from '../../../../shared/links';
import { otherLanguage, type Locale } from '../../../../shared/locale';
import type { ContentRecord, ContentStore } from '../../store/ContentStore';
import { accessLevel, additionalFields, config, wantsField } from '../hub/hubParams';
import { attrFileUrl, numberOr, strings } from '../hub/hubPresent';
import { csvOf, name, noParams, num, optionalLocale, start, wholeNumber, MAX_NUM } from '../params';
import { LINKS_PER_FAMILY, MAX_MODEL_NAMES } from '../present';
import { defineRoute, json } from '../routeTypes';
import { requireProduct, resolveScope } from './lookup';

const VIDEO_CONTENT = ['video-content'];

function videoResult(
  record: ContentRecord,
  locale: Locale,
  fields: readonly string[],
  modelNames: string[] | undefined,
): VideoResult {
  const videoType = (VIDEO_TYPES as readonly string[]).includes(String(record.attrs.videoType))
    ? (record.attrs.videoType as VideoType)
    : 'how-to';
  const image = attrFileUrl(record.attrs, 'imageFileId', 'imageFileName');
  const video = attrFileUrl(record.attrs, 'videoFileId', 'videoFileName');
  // Given only when not the page's: a clip not yet translated.
  const language = otherLanguage(locale, record.language);
  return {
    id: record.familyId,
    contentType: 'video-content',
    videoType,
    title: record.title,
    summary: record.summary,
    url: articleUrl(locale, record.familyId),
    date: record.published,
    duration: numberOr(record.attrs.duration, 0),
    ...(typeof record.attrs.lesson === 'number' ? { lesson: record.attrs.lesson } : {}),
    ...(wantsField(fields, 'bannerImageUrl') && image ? { bannerImageUrl: image } : {}),
    ...(wantsField(fields, 'videoUrl') && video ? { videoUrl: video } : {}),
    ...(wantsField(fields, 'topics') ? { topics: strings(record.attrs.topics) } : {}),
    ...(modelNames ? { modelNames } : {}),
    ...(language ? { language } : {}),
  };
}

async function modelNamesOf(store: ContentStore, items: ContentRecord[]): Promise<Map<string, string[]>> {
  const links = await store.productsOfContent(
    items.map((i) => i.familyId),
    LINKS_PER_FAMILY,
  );
  const result = new Map<string, string[]>();
  for (const [family, list] of links)
    if (list.length <= MAX_MODEL_NAMES)
      result.set(
        family,
        list.map((l) => l.modelNumber),
      );
  return result;
}

/** GET /tutorials/{productName}?locale&start&num: the product's tutorial series, in lesson order. */
export const tutorialsRoute = defineRoute({
  method: 'GET',
  path: '/tutorials/:productName',
  params: z.object({ productName: name('productName') }),
  query: z.object({ locale: optionalLocale(), start: start(), num: num(SETTINGS.tutorialsTopN) }),
  summary: 'Tutorial videos of a product (a series of lessons), with thumbnail and video URLs',
  response: videosResponseSchema,
  handler: async ({ params, query, services }) => {
    const { store } = services;
    const product = await requireProduct(store, query.locale, params.productName);
    const page = await store.listContent(query.locale, {
      contentTypes: VIDEO_CONTENT,
      product: product.name,
      facets: [{ name: 'videoType', values: ['tutorial'] }],
      order: 'popular',
      page: { start: query.start, num: query.num },
    });
    const results = page.items.map((item) => videoResult(item, query.locale, VIDEO_ADDITIONAL_FIELDS, undefined));
    const body: VideosResponse = {
      searchResponse: { start: query.start, end: query.start + results.length, count: page.total, results },
    };
    return json(body);
  },
});

/**
 * GET /support-videos: videos of a category or product (contextId), filtered by video type and
 * topics, most watched first. Paginated with start and num; smart help (config=tvhelp) defaults to 12.
 */
export const supportVideosRoute = defineRoute({
  method: 'GET',
  path: '/support-videos',
  params: noParams,
  query: z.object({
    locale: optionalLocale(),
    contextId: name('contextId').optional(),
    accessLevel: accessLevel().optional(),
    config: config().optional(),
    type: csvOf('type', VIDEO_TYPES)
      .describe(`Comma-separated video types: ${VIDEO_TYPES.join(', ')}.`)
      .optional(),
    start: start(),
    num: wholeNumber('num', 1, MAX_NUM).optional(),
    'additional-fields': additionalFields(VIDEO_ADDITIONAL_FIELDS).optional(),
    topics: z
      .string()
      .max(500, 'topics must be at most 500 characters')
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .slice(0, 20),
      )
      .optional(),
  }),
  summary: 'Support videos of a category or product: how-tos, troubleshooting, product tours and tutorials',
  response: videosResponseSchema,
  handler: async ({ query, services }) => {
    const { store } = services;
    const scope = query.contextId
      ? (await resolveScope(store, query.locale, query.contextId, 'contextId')).scope
      : null;
    const fallback =
      query.config === SMART_HELP_CONFIG ? DEFAULT_COUNTS.supportVideosSmartHelp : DEFAULT_COUNTS.supportVideos;
    const facets = [
      ...(query.type?.length ? [{ name: 'videoType', values: query.type }] : []),
      ...(query.topics?.length ? [{ name: 'topic', values: query.topics }] : []),
    ];
    const page = await store.listContent(query.locale, {
      contentTypes: VIDEO_CONTENT,
      scope,
      facets,
      order: 'popular',
      page: { start: query.start, num: query.num ?? fallback },
    });
    const fields = query['additional-fields'] ?? [];
    const models = wantsField(fields, 'modelNames')
      ? await modelNamesOf(store, page.items)
      : new Map<string, string[]>();
    const results = page.items.map((item) => videoResult(item, query.locale, fields, models.get(item.familyId)));
    const body: VideosResponse = {
      searchResponse: { start: query.start, end: query.start + results.length, count: page.total, results },
    };
    return json(body);
  },
});
