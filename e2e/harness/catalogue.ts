const API = '/api/content/support';

interface Category {
  name: string;
  displayName: string;
  productCount?: number;
}
interface Model {
  name: string;
  modelNumber: string;
  categoryName: string;
  displayName: string;
}
interface Result {
  id: string;
  url: string;
  contentType: string;
  articleFamilyId?: string;
}

/** Real names from the running site's catalogue: the flows never hard-code demo data. */
export interface Catalogue {
  topCategory: Category;
  /** Has more models than one page shows (load more). */
  categoryWithManyModels: string;
  product: Model;
  /** A second product in the same leaf category (not the first). */
  otherProduct: Model;
  /** A query with more results than one page (load more on the results page). */
  broadQuery: string;
  downloadId?: string;
  articleFamilyId?: string;
  /** A serial-number checker list, as the home page links to it (its ids are not in the public API). */
  serialCheckerListId?: string;
  /** A software page (one download per platform), as search results link to it. */
  softwareFamilyId?: string;
  /** Whether the software page belongs to `product` (only then is it shown inside the product page). */
  softwareInProduct?: boolean;
}

async function get<T>(origin: string, path: string): Promise<T> {
  const response = await fetch(`${origin}${API}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

export async function discoverCatalogue(origin: string): Promise<Catalogue> {
  const top = await get<{ categories: Category[] }>(origin, '/en_GB/categories');
  const topCategory = [...top.categories].sort((a, b) => (b.productCount ?? 0) - (a.productCount ?? 0))[0];
  if (!topCategory) throw new Error('the catalogue has no categories');
  const models = await get<{ count: number; results: Model[] }>(origin, `/en_GB/categories/${topCategory.name}/models?num=60`);
  if (models.count <= 24) throw new Error(`${topCategory.name} has too few models for load-more`);

  // A product whose manuals come in several languages and which has downloads: the richest product page.
  let product: Model | undefined;
  // Among the first page of the category's models, so a visitor can click it from the category page.
  for (const model of models.results.slice(0, 24)) {
    const languages = await get<{ languages: unknown[] }>(origin, `/en_GB/documents/${model.name}/languages`);
    const downloads = await get<{ searchResponse: { count: number } }>(origin, `/en_GB/downloads/${model.name}?num=1`).catch(() => null);
    if (languages.languages.length > 1 && (downloads?.searchResponse.count ?? 0) > 0) {
      product = model;
      break;
    }
  }
  if (!product) throw new Error('no product with manuals in several languages and downloads');
  const otherProduct = models.results.find((m) => m.categoryName === product!.categoryName && m.name !== product!.name) ?? models.results[1];

  let broadQuery = '';
  for (const query of ['firmware update', 'firmware', 'manual', 'remote control', 'bluetooth']) {
    const found = await get<{ searchResponse: { count: number } }>(origin, `/search?query=${encodeURIComponent(query)}&num=1`);
    if (found.searchResponse.count > 25) {
      broadQuery = query;
      break;
    }
  }
  if (!broadQuery) throw new Error('no query with more than 25 results');

  const downloads = await get<{ searchResponse: { results: Result[] } }>(origin, `/en_GB/downloads/${product.name}?num=1`);
  const downloadId = /\/downloads\/([^/?#]+)$/.exec(downloads.searchResponse.results[0]?.url ?? '')?.[1];
  const faqs = await get<{ searchResponse: { results: Result[] } }>(origin, `/faqs/search?model=${product.name}&num=1`).catch(() => null);
  const articleFamilyId = faqs?.searchResponse.results[0]?.articleFamilyId;

  // Software pages are linked from the details of a software download: first among the product's own
  // downloads (a software page inside a product page must be for that product), else anywhere.
  const softwareOf = async (results: Result[]): Promise<string | undefined> => {
    for (const result of results) {
      const id = /\/downloads\/([^/?#]+)$/.exec(result.url)?.[1];
      if (!id) continue;
      const details = await get<{ data: { softwareArticle?: { articleFamilyId: string } } }>(origin, `/en_GB/downloads/ids/${id}`).catch(() => null);
      if (details?.data.softwareArticle?.articleFamilyId) return details.data.softwareArticle.articleFamilyId;
    }
    return undefined;
  };
  const ownDownloads = await get<{ searchResponse: { results: Result[] } }>(origin, `/en_GB/downloads/${product.name}?num=50`).catch(() => null);
  let softwareFamilyId = await softwareOf(ownDownloads?.searchResponse.results ?? []);
  const softwareInProduct = Boolean(softwareFamilyId);
  if (!softwareFamilyId) {
    const software = await get<{ searchResponse: { results: Result[] } }>(origin, '/search?query=app&contentTypeFilter=software&num=10').catch(() => null);
    softwareFamilyId = await softwareOf(software?.searchResponse.results ?? []);
  }

  const home = await (await fetch(`${origin}/electronics/support`)).text();
  const serialCheckerListId = /href="\/electronics\/support\/serial-number-checker\/([^"/?#]+)"/.exec(home)?.[1];

  return {
    topCategory,
    categoryWithManyModels: topCategory.name,
    product,
    otherProduct,
    broadQuery,
    downloadId,
    articleFamilyId,
    serialCheckerListId,
    softwareFamilyId,
    softwareInProduct,
  };
}
