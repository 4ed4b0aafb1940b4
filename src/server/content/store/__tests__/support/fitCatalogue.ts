import { createHash } from 'node:crypto';
import type { Dataset, DatasetContent, DatasetFile, DatasetProduct } from '../../../Dataset';
import { appliesToFacets, type AppliesTo } from '../../../../../shared/content/applicability';

/**
 * A hand-made catalogue for the applies-to rule (ADR 039): four displays, every item linked to all of them as a
 * coarse export would link it, some declaring the kinds, categories, series or model years they are for.
 */
export const FIT_PRODUCTS = { tv2024: 'tv-2024', tv2019: 'tv-2019', projector: 'pj-2023', proDisplay: 'pro-2024' } as const;

export function fitCatalogue(version: string): Dataset {
  // The one picture every product shows; its id is its checksum's opening, as in an export.
  const bytes = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const image: DatasetFile = { id: sha256.slice(0, 20), name: 'p.svg', mediaType: 'image/svg+xml', disposition: 'inline', sha256, bytes };
  const product = (name: string, categoryName: string, kind: string, series: string, releaseDate: string): DatasetProduct => ({
    name,
    modelNumber: name.toUpperCase(),
    categoryName,
    series,
    releaseDate,
    popularity: 1,
    imageFileId: image.id,
    colour: 'Black',
    texts: { en_GB: { displayName: name, description: '' } },
    attrs: { kind },
  });
  const item = (
    familyId: string,
    contentType: string,
    title: string,
    appliesTo?: AppliesTo,
    attrs: Record<string, unknown> = {},
    facets: Array<[string, string]> = [],
  ): DatasetContent => ({
    id: `${familyId}:en_GB`,
    familyId,
    contentType,
    locale: 'en_GB',
    language: 'en',
    title,
    summary: title,
    body: title,
    published: '2024-05-14',
    channel: 'con',
    accessLevel: 'public',
    popularity: 10,
    fileId: null,
    attrs,
    productNames: Object.values(FIT_PRODUCTS),
    categoryNames: ['televisions', 'projectors', 'pro-displays'],
    facets: [...facets, ...appliesToFacets(appliesTo)],
    keywords: [],
  });
  const scamTarget = { type: 'article', id: 'faq-model-number' };
  const category = (name: string, parentName: string | null) => ({
    name,
    parentName,
    position: 0,
    color: '',
    imageFileId: null,
    texts: { en_GB: { displayName: name, description: '' } },
  });
  return {
    version,
    categories: [
      category('tv-home-cinema', null),
      category('televisions', 'tv-home-cinema'),
      category('projectors', 'tv-home-cinema'),
      category('professional', null),
      category('pro-displays', 'professional'),
    ],
    products: [
      product(FIT_PRODUCTS.tv2024, 'televisions', 'tv', 'Z9', '2024-03-01'),
      product(FIT_PRODUCTS.tv2019, 'televisions', 'tv', 'X1', '2019-06-01'),
      product(FIT_PRODUCTS.projector, 'projectors', 'projector', 'VW', '2023-02-01'),
      product(FIT_PRODUCTS.proDisplay, 'pro-displays', 'tv', 'FW', '2024-01-01'),
    ],
    content: [
      item('faq-model-number', 'faq-article', 'Find the model number'),
      item('faq-pro-control', 'faq-article', 'Control a professional display over the network', { category: ['professional'] }),
      item('faq-z9-notice', 'faq-article', 'Z9 panel notice', { series: ['Z9'] }),
      item('faq-screens', 'faq-article', 'Clean the screen', { kind: ['tv', 'projector'] }),
      item('video-focus', 'video-content', 'Focus a projector', { kind: ['projector'] }, { videoType: 'how-to' }, [['videoType', 'how-to']]),
      item('video-wall', 'video-content', 'Wall-mount a TV', { kind: ['tv'] }, { videoType: 'how-to' }, [['videoType', 'how-to']]),
      item('news-legacy-app', 'news-alert', 'Older video app ends on 2019 models', { kind: ['tv'], modelYear: [2017, 2018, 2019] }, { newsType: 'alert' }, [['newsType', 'alert']]),
      item('news-scam', 'news-alert', 'Beware of fake support calls', undefined, { newsType: 'alert', target: scamTarget }, [['newsType', 'alert']]),
      item('news-model-number', 'news-alert', 'Have your model number ready', undefined, { newsType: 'news', target: scamTarget }, [['newsType', 'news']]),
      { ...item('notice-scam', 'special-message', 'Protect yourself from support scams', undefined, { severity: 'warning', linkText: 'Find your model number', target: scamTarget }), productNames: [], categoryNames: [] },
    ],
    files: [image],
    popularQueries: [],
  };
}
