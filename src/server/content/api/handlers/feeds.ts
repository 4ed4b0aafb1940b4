import { feedResponseSchema } from '../../../../shared/content/schemas/discovery';
import { z } from 'zod';
import type { FeedEntry, FeedEntryKind, FeedResponse } from '../../../../shared/content/seoTypes';
import { categoryUrl, downloadUrl, productUrl } from '../../../../shared/links';
import type { Locale } from '../../../../shared/locale';
import type { ContentRecord, ProductRecord } from '../../store/ContentStore';
import { targetUrl } from '../hub/hubPresent';
import { locale, name, oneOf } from '../params';
import { fileUrl } from '../present';
import { defineRoute, json } from '../routeTypes';
import { requireCategory, requireProduct } from './lookup';

/** Entries per feed: readers poll often, so the newest are enough (Atom readers keep what they saw). */
export const FEED_ENTRIES = 30;
const FEED_TYPES = ['download', 'software', 'document', 'news-alert'];

const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const size = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

function kindOf(record: ContentRecord): FeedEntryKind {
  if (record.contentType === 'document') return 'manual';
  if (record.contentType === 'news-alert') return record.attrs.newsType === 'alert' ? 'alert' : 'news';
  return record.attrs.downloadCategory === 'Firmware' ? 'firmware' : 'download';
}

function entryOf(record: ContentRecord, target: Locale, product: ProductRecord | null): FeedEntry {
  const kind = kindOf(record);
  const scope = product ? { categoryName: product.categoryName, productName: product.name } : {};
  const url =
    kind === 'news' || kind === 'alert'
      ? targetUrl(record.attrs.target, target, product ?? undefined)
      : kind === 'manual'
        ? product
          ? productUrl(target, product.categoryName, product.name, 'manuals')
          : fileUrl(record.fileId ?? '', record.fileName ?? 'manual.pdf')
        : downloadUrl(target, record.familyId, scope);
  const version = str(record.attrs.version);
  const file = record.fileId && record.fileName ? record.fileName : undefined;
  const sha256 = str(record.attrs.sha256);
  const fileSize = size(record.attrs.fileSize);
  return {
    id: record.familyId,
    kind,
    title: record.title,
    summary: str(record.attrs.releaseNotes) ?? record.summary,
    date: record.published.slice(0, 10),
    url,
    ...(version ? { version } : {}),
    ...(file && record.fileId ? { fileUrl: fileUrl(record.fileId, file), fileName: file } : {}),
    ...(fileSize !== undefined ? { fileSize } : {}),
    ...(sha256 ? { sha256 } : {}),
  };
}

/**
 * GET /{locale}/feeds/{products|categories}/{name}: the newest downloads and firmware, manuals, news
 * and alerts of a product or of everything in a category, for its Atom feed.
 */
export const feedRoute = defineRoute({
  method: 'GET',
  path: '/:locale/feeds/:scope/:name',
  params: z.object({
    locale: locale(),
    scope: oneOf('scope', ['products', 'categories']).describe('Whether the feed is of one product or of everything in a category.'),
    name: name('name').describe('Product slug or model number, or category name.'),
  }),
  query: z.object({}),
  summary: 'What is new for a product or a category: downloads, firmware, manuals, news and alerts, newest first',
  response: feedResponseSchema,
  handler: async ({ params, services }) => {
    const { store } = services;
    const product = params.scope === 'products' ? await requireProduct(store, params.locale, params.name, 'name') : null;
    const category = product ? null : await requireCategory(store, params.locale, params.name, 'name');
    const scopeName = product?.name ?? category?.name ?? '';
    const page = await store.listContent(params.locale, {
      contentTypes: FEED_TYPES,
      scope: scopeName,
      order: 'newest',
      page: { start: 0, num: FEED_ENTRIES },
    });
    const entries = page.items.map((record) => entryOf(record, params.locale, product));
    const fallbackDate = product?.releaseDate ?? '2000-01-01';
    const body: FeedResponse = product
      ? {
          scope: 'product',
          name: product.name,
          displayName: product.displayName,
          modelNumber: product.modelNumber,
          pageUrl: productUrl(params.locale, product.categoryName, product.name),
          updated: entries[0]?.date ?? fallbackDate.slice(0, 10),
          entries,
        }
      : {
          scope: 'category',
          name: category?.name ?? params.name,
          displayName: category?.displayName ?? params.name,
          pageUrl: categoryUrl(params.locale, category?.name ?? params.name),
          updated: entries[0]?.date ?? fallbackDate,
          entries,
        };
    return json(body);
  },
});
