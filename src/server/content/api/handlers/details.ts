import { eulaResponseSchema } from '../../../../shared/content/schemas/core';
import { downloadDetailsDataResponseSchema } from '../../../../shared/content/schemas/details';
import { z } from 'zod';
import { API_BASE } from '../../../../shared/api/transport';
import { SOFTWARE_ARTICLE_TYPE, type DownloadDetailsDataResponse } from '../../../../shared/content/detailsTypes';
import type { EulaResponse } from '../../../../shared/content/types';
import { softwareUrl } from '../../../../shared/links';
import { BUNDLES_FACET } from '../../facets';
import { sanitizeEmbeddedHtml } from '../../sanitize/sanitizeEmbeddedHtml';
import { DOWNLOAD_TYPES, relatedProduct, scopeOf } from '../detailsPresent';
import { badRequest, notFound } from '../errors';
import { filterValue, locale, name, noParams, optionalLocale } from '../params';
import { LINKS_PER_FAMILY, searchResult } from '../present';
import { defineRoute, json } from '../routeTypes';

// Enough for every product of a family: the statement ranks all of them anyway.
const ALL_PRODUCTS = 100_000;

/** GET /{locale}/downloads/ids/{downloadId}: one download with its file, checksum and licence. */
export const downloadDetailsRoute = defineRoute({
  method: 'GET',
  path: '/:locale/downloads/ids/:downloadId',
  summary: 'A download with its file, checksum, licence, installation steps, product and software page',
  response: downloadDetailsDataResponseSchema,
  params: z.object({ locale: locale(), downloadId: name('downloadId') }),
  query: z.object({
    operatingSystem: filterValue('operatingSystem').optional(),
    downloadCategory: filterValue('downloadCategory').optional(),
    category: name('category').optional(),
    model: name('model').optional(),
    CAFRENCH: z.string().max(20, 'CAFRENCH must be at most 20 characters').optional(),
  }),
  handler: async ({ params, query, services }) => {
    const { store } = services;
    const download = await store.getContent(params.locale, params.downloadId, DOWNLOAD_TYPES);
    if (!download) throw notFound('download', params.downloadId, 'downloadId');
    const [links, asked, bundles] = await Promise.all([
      store.productsOfContent([download.familyId], LINKS_PER_FAMILY),
      query.model ? store.getProduct(params.locale, query.model) : Promise.resolve(null),
      store.contentWithFacet(params.locale, BUNDLES_FACET, download.familyId, [SOFTWARE_ARTICLE_TYPE], 1),
    ]);
    const linked = links.get(download.familyId) ?? [];
    // Keep links inside the product page the visitor came from, when it is one this download is for
    // (any of its products, not only the few listed as model names).
    const appliesTo = asked ? ((await store.productsOfContent([download.familyId], ALL_PRODUCTS)).get(download.familyId) ?? []) : [];
    const from = asked ? appliesTo.find((l) => l.name === asked.name) : undefined;
    // The product the page is about: the one the visitor came from, else the download's only product.
    const productLink = from ?? (linked.length === 1 ? linked[0] : undefined);
    const product = productLink ? (productLink.name === asked?.name ? asked : await store.getProduct(params.locale, productLink.name)) : null;
    const result = searchResult(download, {
      locale: params.locale,
      links,
      ...(from ? { product: { name: from.name, categoryName: from.categoryName } } : {}),
    });
    const software = bundles[0];
    const body: DownloadDetailsDataResponse = {
      data: {
        ...result,
        downloadType: typeof download.attrs.downloadCategory === 'string' ? download.attrs.downloadCategory : download.contentType,
        downloadUrl: result.fileUrl ?? '',
        downloadNo: download.familyId,
        ...(typeof download.attrs.installation === 'string' ? { installation: download.attrs.installation } : {}),
        ...(product ? { product: relatedProduct(params.locale, product) } : {}),
        // Whether the product page asking for it (model) is one this download is for; a download
        // linked to no product at all is for every product.
        ...(asked ? { appliesToModel: appliesTo.length === 0 || from !== undefined } : {}),
        ...(software
          ? {
              softwareArticle: {
                articleFamilyId: software.familyId,
                title: software.title,
                url: softwareUrl(params.locale, software.familyId, from ? scopeOf(product) : {}),
              },
            }
          : {}),
      },
    };
    return json(body);
  },
});

const FILE_PATH = new RegExp(`^(?:https?://[^/]+)?${API_BASE}/files/([^/?#]+)/([^/?#]+)$`);

/** GET /eulas?eulaUrl=...: the licence text of a download as embeddable HTML (docs/behaviour.md §7). */
export const eulaRoute = defineRoute({
  method: 'GET',
  path: '/eulas',
  summary: 'The licence agreement of a download as embedded HTML',
  response: eulaResponseSchema,
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
    // The site renders this as HTML: it leaves the service only through the sanitiser.
    const body: EulaResponse = { embeddedHtml: sanitizeEmbeddedHtml(file.bytes.toString('utf8')) };
    return json(body);
  },
});
