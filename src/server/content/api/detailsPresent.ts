import {
  CATALOG_MAX_MODELS,
  SOFTWARE_ARTICLE_TYPE,
  type ArticleCatalogResponse,
  type ArticleDetailsData,
  type RelatedArticlesResponse,
  type RelatedProduct,
  type SoftwareEntry,
} from '../../../shared/content/detailsTypes';
import { API_BASE } from '../../../shared/api/transport';
import type { ArticleType, SearchResult } from '../../../shared/content/types';
import { articleUrl, categoryUrl, downloadUrl, productUrl, softwareUrl, type Scope } from '../../../shared/links';
import type { Locale } from '../../../shared/locale';
import { sanitizeEmbeddedHtml, textToHtml } from '../sanitize/sanitizeEmbeddedHtml';
import type { ContentRecord, ContentStore, ProductRecord } from '../store/ContentStore';
import { fileUrl, LINKS_PER_FAMILY, MAX_MODEL_NAMES, modelResult, searchResult } from './present';

/**
 * Response shapes of the article, software and download details calls, built from store records.
 * Every HTML body leaves through sanitizeEmbeddedHtml, whatever its source (generator or import).
 */
export const PUBLIC_ARTICLE_TYPES = ['faq-article', 'quality-issue-article', 'oof-article'] as const;
export const DOWNLOAD_TYPES = ['download', 'software'] as const;
/** What the related-articles lists may hold: support articles and software pages. */
export const RELATED_TYPES = [...PUBLIC_ARTICLE_TYPES, SOFTWARE_ARTICLE_TYPE] as const;

const RELATED_PRODUCTS = 6;

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The product a visitor came from, so links stay inside its pages. */
export const scopeOf = (product: ProductRecord | null | undefined): Scope =>
  product ? { categoryName: product.categoryName, productName: product.name } : {};

/** The site page of a content family, inside the product when one is given. */
export function pageUrlOf(locale: Locale, record: Pick<ContentRecord, 'familyId' | 'contentType'>, scope: Scope = {}): string {
  if (record.contentType === SOFTWARE_ARTICLE_TYPE) return softwareUrl(locale, record.familyId, scope);
  if (record.contentType === 'download' || record.contentType === 'software') return downloadUrl(locale, record.familyId, scope);
  return articleUrl(locale, record.familyId, scope);
}

export function relatedProduct(locale: Locale, product: ProductRecord): RelatedProduct {
  const model = modelResult(locale, product);
  return {
    name: model.name,
    modelNumber: model.modelNumber,
    displayName: model.displayName,
    image: model.image,
    categoryName: model.categoryName,
    url: model.url,
  };
}

/** Every product a family applies to: the read the article calls make to tell whether it applies to their product. */
export const ALL_PRODUCTS = 100_000;

/**
 * The products an article applies to, most popular first; opened within a product's pages, that product first, then
 * the others of its category: an FAQ for every product listed consoles and cameras on a television's page.
 */
async function relatedProducts(store: ContentStore, locale: Locale, familyId: string, context: ProductRecord | null): Promise<RelatedProduct[]> {
  const all = (await store.productsOfContent([familyId], context ? ALL_PRODUCTS : RELATED_PRODUCTS)).get(familyId) ?? [];
  const nearness = (link: { name: string; categoryName: string }) => (link.name === context?.name ? 0 : link.categoryName === context?.categoryName ? 1 : 2);
  // Array.prototype.sort is stable: within each rank, the most popular first as read.
  const links = context ? [...all].sort((a, b) => nearness(a) - nearness(b)).slice(0, RELATED_PRODUCTS) : all;
  const products = await Promise.all(links.map((link) => store.getProduct(locale, link.name)));
  return products.filter((p): p is ProductRecord => p !== null).map((p) => relatedProduct(locale, p));
}

async function softwareEntries(store: ContentStore, locale: Locale, record: ContentRecord, scope: Scope): Promise<SoftwareEntry[]> {
  const ids = strings(record.attrs.downloads);
  const downloads = await Promise.all(ids.map((id) => store.getContent(locale, id, DOWNLOAD_TYPES)));
  return downloads
    .filter((d): d is ContentRecord => d !== null)
    .map((download) => {
      const result = searchResult(download, { locale, links: new Map() });
      return {
        downloadId: download.familyId,
        title: download.title,
        version: result.version,
        date: download.published,
        operatingSystems: result.operatingSystems ?? [],
        url: result.fileUrl ?? '',
        fileName: result.fileName,
        fileSize: result.fileSize,
        sha256: result.sha256,
        eulaUrl: result.eulaUrl,
        releaseNotes: result.releaseNotes,
        detailsUrl: downloadUrl(locale, download.familyId, scope),
      };
    })
    .filter((entry) => entry.url !== '');
}

/** An article or software page as the details calls answer it. */
export async function articleDetailsData(
  store: ContentStore,
  locale: Locale,
  record: ContentRecord,
  product: ProductRecord | null,
): Promise<ArticleDetailsData> {
  const scope = scopeOf(product);
  const isSoftware = record.contentType === SOFTWARE_ARTICLE_TYPE;
  const [links, products, software] = await Promise.all([
    store.productsOfContent([record.familyId], LINKS_PER_FAMILY),
    relatedProducts(store, locale, record.familyId, product),
    isSoftware ? softwareEntries(store, locale, record, scope) : Promise.resolve([]),
  ]);
  const models = links.get(record.familyId) ?? [];
  const steps = strings(record.attrs.steps);
  const resolution = text(record.attrs.resolution);
  const bodyHtml = text(record.attrs.bodyHtml);
  const downloadType = text(record.attrs.downloadCategory);
  const video = videoOf(record, locale);
  return {
    articleId: record.familyId,
    title: record.title,
    articleType: record.contentType as ArticleType | typeof SOFTWARE_ARTICLE_TYPE,
    topics: strings(record.attrs.topics),
    channel: record.channel,
    language: record.language,
    date: record.published,
    summary: record.summary,
    symptoms: strings(record.attrs.symptoms),
    steps,
    stepNum: steps.length,
    resolution,
    // Content without HTML of its own (FAQ articles) gets its resolution as the body.
    body: sanitizeEmbeddedHtml(bodyHtml || textToHtml(resolution)),
    ...(downloadType ? { downloadType } : {}),
    multiDownload: software.length > 1,
    software,
    relatedProducts: products,
    ...(models.length > 0 && models.length <= MAX_MODEL_NAMES ? { modelNames: models.map((l) => l.modelNumber) } : {}),
    url: pageUrlOf(locale, record, scope),
    ...(video ? { video } : {}),
  };
}

/** The clip of a video article, when it has one, with its poster and the caption and chapter tracks of the player. */
function videoOf(record: ContentRecord, locale: Locale): ArticleDetailsData['video'] {
  const { videoFileId, videoFileName, imageFileId, imageFileName, posterFileId, posterFileName, duration } = record.attrs;
  if (typeof videoFileId !== 'string' || typeof videoFileName !== 'string') return undefined;
  const tracks = `${API_BASE}/${locale}/videos/${encodeURIComponent(record.familyId)}`;
  return {
    url: fileUrl(videoFileId, videoFileName),
    ...(typeof imageFileId === 'string' && typeof imageFileName === 'string' ? { thumbnailUrl: fileUrl(imageFileId, imageFileName) } : {}),
    ...(typeof posterFileId === 'string' && typeof posterFileName === 'string' ? { posterUrl: fileUrl(posterFileId, posterFileName) } : {}),
    ...(typeof duration === 'number' && Number.isFinite(duration) ? { duration } : {}),
    ...(/\.webm$/i.test(videoFileName) ? { mediaType: 'video/webm' } : {}),
    captionsUrl: `${tracks}/captions`,
    chaptersUrl: `${tracks}/chapters`,
  };
}

/** Where in the catalogue a family applies: its categories (with counts) and its most popular models. */
export async function catalogOf(store: ContentStore, locale: Locale, familyId: string): Promise<ArticleCatalogResponse> {
  const [byCategory, links] = await Promise.all([
    store.categoriesOfContent(familyId),
    store.productsOfContent([familyId], CATALOG_MAX_MODELS),
  ]);
  const categories = await Promise.all(
    byCategory.map(async ({ categoryName, productCount }) => {
      const category = await store.getCategory(locale, categoryName);
      return { name: categoryName, displayName: category?.displayName ?? categoryName, url: categoryUrl(locale, categoryName), productCount };
    }),
  );
  return {
    data: {
      productCount: byCategory.reduce((sum, c) => sum + c.productCount, 0),
      categories,
      models: (links.get(familyId) ?? []).map((l) => ({
        name: l.name,
        modelNumber: l.modelNumber,
        categoryName: l.categoryName,
        url: productUrl(locale, l.categoryName, l.name),
      })),
    },
  };
}

/** Articles and software pages related to a family, linked inside the product when one is given. */
export async function relatedOf(
  store: ContentStore,
  locale: Locale,
  familyId: string,
  scope: string | null,
  product: ProductRecord | null,
  num: number,
): Promise<RelatedArticlesResponse> {
  // Without a product or category to stay in, the article's own: the category holding most of the products
  // it applies to (ADR 039), so a soundbar article's related reading is about soundbars, not monitors. An
  // article of no product keeps the whole catalogue.
  const within = scope ?? (await store.categoriesOfContent(familyId))[0]?.categoryName ?? null;
  const records = await store.relatedContent(locale, familyId, RELATED_TYPES, within, num);
  const links = await store.productsOfContent(records.map((r) => r.familyId), LINKS_PER_FAMILY);
  const linkScope = scopeOf(product);
  const results: SearchResult[] = records.map((record) => ({
    ...searchResult(record, { locale, links }),
    url: pageUrlOf(locale, record, linkScope),
    articleFamilyId: record.familyId,
  }));
  return { searchResponse: { start: 0, end: results.length, count: results.length, results } };
}
