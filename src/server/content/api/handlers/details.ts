import { z } from 'zod';
import { API_BASE } from '../../../../shared/api/transport';
import type {
  ArticleDetailsResponse,
  ArticleType,
  DownloadDetailsResponse,
  EulaResponse,
} from '../../../../shared/content/types';
import { articleUrl } from '../../../../shared/links';
import { badRequest, notFound } from '../errors';
import { filterValue, locale, name, noParams, optionalLocale } from '../params';
import { LINKS_PER_FAMILY, MAX_MODEL_NAMES, searchResult } from '../present';
import { defineRoute, json } from '../routeTypes';

const ARTICLE_TYPES: ArticleType[] = ['faq-article', 'quality-issue-article', 'oof-article', 'news-for-asc-article', 'video-content'];
const DOWNLOAD_TYPES = ['download', 'software'];

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** GET /{locale}/articles/{articleFamilyId}: an article with its symptoms, steps and resolution. */
export const articleRoute = defineRoute({
  method: 'GET',
  path: '/:locale/articles/:articleFamilyId',
  params: z.object({ locale: locale(), articleFamilyId: name('articleFamilyId') }),
  // Context the page sends (spec §7); it does not change the article.
  query: z.object({ model: name('model').optional(), category: name('category').optional(), channel: name('channel').optional() }),
  handler: async ({ params, services }) => {
    const { store } = services;
    const article = await store.getContent(params.locale, params.articleFamilyId, ARTICLE_TYPES);
    if (!article) throw notFound('article', params.articleFamilyId, 'articleFamilyId');
    const links = (await store.productsOfContent([article.familyId], LINKS_PER_FAMILY)).get(article.familyId) ?? [];
    const steps = strings(article.attrs.steps);
    const body: ArticleDetailsResponse = {
      data: {
        articleId: article.familyId,
        title: article.title,
        articleType: article.contentType as ArticleType,
        topics: strings(article.attrs.topics),
        channel: article.channel,
        language: article.language,
        date: article.published,
        summary: article.summary,
        symptoms: strings(article.attrs.symptoms),
        steps,
        stepNum: steps.length,
        resolution: typeof article.attrs.resolution === 'string' ? article.attrs.resolution : '',
        ...(links.length > 0 && links.length <= MAX_MODEL_NAMES ? { modelNames: links.map((l) => l.modelNumber) } : {}),
        url: articleUrl(params.locale, article.familyId),
      },
    };
    return json(body);
  },
});

/** GET /{locale}/downloads/ids/{downloadId}: one download with its file, checksum and licence. */
export const downloadDetailsRoute = defineRoute({
  method: 'GET',
  path: '/:locale/downloads/ids/:downloadId',
  params: z.object({ locale: locale(), downloadId: name('downloadId') }),
  query: z.object({
    operatingSystem: filterValue('operatingSystem').optional(),
    downloadCategory: filterValue('downloadCategory').optional(),
    category: name('category').optional(),
    model: name('model').optional(),
  }),
  handler: async ({ params, query, services }) => {
    const { store } = services;
    const download = await store.getContent(params.locale, params.downloadId, DOWNLOAD_TYPES);
    if (!download) throw notFound('download', params.downloadId, 'downloadId');
    const links = await store.productsOfContent([download.familyId], LINKS_PER_FAMILY);
    // Keep links inside the product page the visitor came from, when it is one this download is for.
    const linked = links.get(download.familyId) ?? [];
    const from = query.model ? linked.find((l) => l.name === query.model?.toLowerCase()) : undefined;
    const result = searchResult(download, {
      locale: params.locale,
      links,
      ...(from ? { product: { name: from.name, categoryName: from.categoryName } } : {}),
    });
    const body: DownloadDetailsResponse = {
      data: {
        ...result,
        downloadType: typeof download.attrs.downloadCategory === 'string' ? download.attrs.downloadCategory : download.contentType,
        downloadUrl: result.fileUrl ?? '',
        downloadNo: download.familyId,
        ...(typeof download.attrs.installation === 'string' ? { installation: download.attrs.installation } : {}),
      },
    };
    return json(body);
  },
});

const FILE_PATH = new RegExp(`^(?:https?://[^/]+)?${API_BASE}/files/([^/?#]+)/([^/?#]+)$`);

/** GET /eulas?eulaUrl=...: the licence text of a download as embeddable HTML (spec §7). */
export const eulaRoute = defineRoute({
  method: 'GET',
  path: '/eulas',
  params: noParams,
  query: z.object({ eulaUrl: z.string().max(500, 'eulaUrl must be at most 500 characters'), locale: optionalLocale() }),
  handler: async ({ query, services }) => {
    // Only licence files of this service: never fetch or read anything else a caller names.
    const match = FILE_PATH.exec(query.eulaUrl);
    if (!match) throw badRequest('eulaUrl', `eulaUrl must be a licence URL below ${API_BASE}/files/`);
    let fileId: string;
    try {
      fileId = decodeURIComponent(match[1]);
    } catch {
      throw badRequest('eulaUrl', 'eulaUrl contains malformed percent-encoding');
    }
    const file = await services.store.getFile(fileId);
    if (!file || !file.mediaType.startsWith('text/html')) throw notFound('licence', query.eulaUrl, 'eulaUrl');
    const body: EulaResponse = { embeddedHtml: file.bytes.toString('utf8') };
    return json(body);
  },
});
