/** Real names from the running site's content API, so routes are exercised with data that exists. */
export interface CatalogueNames {
  category: string;
  product: string;
  downloadId: string;
  articleFamilyId: string;
  fileId: string;
  fileName: string;
  eulaUrl: string;
}

const API = '/api/content/support';

async function getJson<T>(origin: string, path: string): Promise<T> {
  const response = await fetch(`${origin}${API}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

interface Listing<T> {
  searchResponse?: { results: T[] };
  results?: T[];
}

export async function catalogueNames(origin: string): Promise<CatalogueNames> {
  const top = await getJson<{ categories: { name: string }[] }>(origin, '/en_GB/categories');
  let category = '';
  let product = '';
  let download: { url: string; fileUrl: string; eulaUrl?: string } | undefined;
  // The first product (in catalogue order) that has a download with a licence.
  for (const c of top.categories) {
    const models = await getJson<Listing<{ name: string }>>(origin, `/en_GB/categories/${c.name}/models?num=5`);
    for (const model of models.results ?? models.searchResponse?.results ?? []) {
      const downloads = await getJson<Listing<{ url: string; fileUrl: string; eulaUrl?: string }>>(origin, `/en_GB/downloads/${model.name}?num=5`);
      download = (downloads.results ?? downloads.searchResponse?.results ?? []).find((d) => d.eulaUrl);
      if (download) {
        category = c.name;
        product = model.name;
        break;
      }
    }
    if (download) break;
  }
  if (!download?.eulaUrl) throw new Error('the demo catalogue has no product with a licensed download');
  const faqs = await getJson<Listing<{ articleFamilyId: string }>>(origin, '/faqs/search?num=1');
  const article = faqs.searchResponse?.results[0];
  if (!article) throw new Error('no FAQ article in the demo catalogue');
  const [, fileId = '', fileName = ''] = /\/files\/([^/]+)\/([^/?#]+)$/.exec(download.fileUrl) ?? [];
  return {
    category,
    product,
    downloadId: download.url.split('/').pop() ?? '',
    articleFamilyId: article.articleFamilyId,
    fileId,
    fileName,
    eulaUrl: download.eulaUrl,
  };
}

/** A value for each path parameter name the route tables use; unknown names get a plain word. */
export function paramValue(names: CatalogueNames, param: string): string {
  switch (param) {
    case 'locale':
      return 'en_GB';
    case 'categoryName':
    case 'contextId':
      return names.category;
    case 'productName':
    case 'modelName':
    case 'modelSlug':
    case 'model':
      return names.product;
    case 'downloadId':
      return names.downloadId;
    case 'articleFamilyId':
    case 'contentFamilyId':
      return names.articleFamilyId;
    case 'fileId':
      return names.fileId;
    case 'fileName':
      return names.fileName;
    case 'language':
      return 'en';
    case 'channel':
      return 'pro';
    case 'listId':
      return 'tv-serials';
    case 'bundleID':
      return 'bundle-1';
    default:
      return 'example';
  }
}

/** `/:a/x/:b` with each parameter replaced; `override` replaces the one parameter under test. */
export function fillPattern(pattern: string, value: (param: string) => string): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_m, param: string) => value(param));
}
