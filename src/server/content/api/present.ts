import { API_BASE } from '../../../shared/api/transport';
import type { CategoryResult, CategorySummary, ContentType, ModelResult, SearchResult } from '../../../shared/content/types';
import { articleUrl, categoryUrl, downloadUrl, productUrl } from '../../../shared/links';
import type { Locale } from '../../../shared/locale';
import type { CategoryRecord, ContentRecord, ProductLink, ProductRecord } from '../store/ContentStore';

/**
 * Turns store records into the response shapes of src/shared/content/types.ts. `url` fields are
 * site page paths (with the locale's language prefix); file fields point at the API file route.
 */
export function fileUrl(fileId: string, fileName: string): string {
  return `${API_BASE}/files/${encodeURIComponent(fileId)}/${encodeURIComponent(fileName)}`;
}

export function categorySummary(category: CategoryRecord): CategorySummary {
  return {
    name: category.name,
    displayName: category.displayName,
    description: category.description,
    productCount: category.productCount,
    color: category.color,
    ...(category.imageFileId ? { image: fileUrl(category.imageFileId, category.imageFileName ?? 'image.svg') } : {}),
  };
}

/** A category as a place to go: its summary and its page in the locale. */
export function categoryResult(locale: Locale, category: CategoryRecord): CategoryResult {
  return { ...categorySummary(category), url: categoryUrl(locale, category.name) };
}

export function modelResult(locale: Locale, product: ProductRecord): ModelResult {
  return {
    name: product.name,
    slug: product.name,
    displayName: product.displayName,
    modelNumber: product.modelNumber,
    image: fileUrl(product.imageFileId, product.imageFileName),
    categoryName: product.categoryName,
    description: product.description,
    releaseDate: product.releaseDate,
    url: productUrl(locale, product.categoryName, product.name),
  };
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const numberOf = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;

/** Callers fetch MAX_MODEL_NAMES + 1 links per family to know whether the list is complete. */
export const MAX_MODEL_NAMES = 10;
export const LINKS_PER_FAMILY = MAX_MODEL_NAMES + 1;

export interface PresentContext {
  locale: Locale;
  /** Products linked to each content family (for model names and product-scoped URLs). */
  links: Map<string, ProductLink[]>;
  /** The product a listing or search is scoped to, so detail links stay inside that product. */
  product?: { name: string; categoryName: string };
}

const ARTICLE_TYPES = new Set(['faq-article', 'quality-issue-article', 'oof-article', 'news-for-asc-article', 'video-content']);

/**
 * What a list shows under a title when no search words pick an excerpt: a troubleshooting article's
 * symptoms (what the visitor recognises their problem by), else the summary. The summary of such an
 * article is its resolution's last line ("...the panel needs a repair"), which misleads in a list.
 */
export function listSnippet(record: ContentRecord): string {
  const symptoms = record.attrs.symptoms;
  if (Array.isArray(symptoms)) {
    const lines = symptoms.filter((s): s is string => typeof s === 'string' && s.trim() !== '').slice(0, 2);
    if (lines.length > 0) return lines.join(' ');
  }
  return record.summary;
}

/** The products a record's links name, and the one its result is placed in (the context's, else its only product). */
function placeOf(record: ContentRecord, ctx: PresentContext): { links: ProductLink[]; product?: { name: string; categoryName: string } } {
  const links = ctx.links.get(record.familyId) ?? [];
  const only = links.length === 1 ? links[0] : undefined;
  return { links, product: ctx.product ?? (only ? { name: only.name, categoryName: only.categoryName } : undefined) };
}

/** The name of the product a product row describes (its family is 'product:' and the name). */
export function productNameOf(record: Pick<ContentRecord, 'familyId'>): string {
  return record.familyId.replace(/^product:/, '');
}

/** A result's id: a product's name, else its content family. */
function resultId(record: ContentRecord): string {
  return record.contentType === 'product' ? productNameOf(record) : record.familyId;
}

/** Where a result links to (searchResult and listedResult make it the same way). */
function resultUrl(record: ContentRecord, ctx: PresentContext, links: readonly ProductLink[], product: { name: string; categoryName: string } | undefined): string {
  switch (record.contentType) {
    case 'product': {
      const name = resultId(record);
      const link = links.find((l) => l.name === name);
      return link ? productUrl(ctx.locale, link.categoryName, name) : '';
    }
    case 'document':
    case 'sub-document':
      return product ? productUrl(ctx.locale, product.categoryName, product.name, 'manuals') : '';
    case 'download':
    case 'software':
      return downloadUrl(ctx.locale, record.familyId, product ? { categoryName: product.categoryName, productName: product.name } : {});
    default:
      // A listing for a product (its FAQs) opens the article inside that product, so its breadcrumb and tabs
      // keep the product the visitor came from; the article's canonical address stays the plain one (ADR 039).
      return ARTICLE_TYPES.has(record.contentType)
        ? articleUrl(ctx.locale, record.familyId, ctx.product ? { categoryName: ctx.product.categoryName, productName: ctx.product.name } : {})
        : '';
  }
}

/** The model names a result lists: none for articles for (nearly) every product (arbitrary models). */
function modelNamesOf(links: readonly ProductLink[]): string[] | undefined {
  return links.length > 0 && links.length <= MAX_MODEL_NAMES ? links.map((l) => l.modelNumber) : undefined;
}

/**
 * What the other copies of a grouped search result show (docs/decisions/040-scannable-search-results.md):
 * id, title, link, models (undefined: none listed), and the file a manual's page opens in (undefined:
 * none); the same values as searchResult's,
 * without the rest of a result (a grouped page lists up to 240 copies; ADR 036).
 */
export function listedResult(record: ContentRecord, ctx: PresentContext): { id: string; title: string; url: string; modelNames: string[] | undefined; fileUrl: string | undefined } {
  const { links, product } = placeOf(record, ctx);
  const filed = (record.contentType === 'document' || record.contentType === 'sub-document' || record.contentType === 'download' || record.contentType === 'software') && record.fileId && record.fileName;
  // One shape, no spreads: the caller lists the fields that are set.
  return {
    id: resultId(record),
    title: record.title,
    url: resultUrl(record, ctx, links, product),
    modelNames: modelNamesOf(links),
    fileUrl: filed ? fileUrl(record.fileId as string, record.fileName as string) : undefined,
  };
}

export function searchResult(record: ContentRecord, ctx: PresentContext, snippetText?: string): SearchResult {
  const { links, product } = placeOf(record, ctx);
  const modelNames = modelNamesOf(links);
  const base: SearchResult = {
    id: record.familyId,
    contentType: record.contentType as ContentType,
    title: record.title,
    snippet: snippetText ?? listSnippet(record),
    url: '',
    date: record.published,
    language: record.language,
    // Articles for (nearly) every product would list arbitrary models: name models only when few.
    ...(modelNames ? { modelNames } : {}),
    ...(product ? { categoryName: product.categoryName } : {}),
  };

  switch (record.contentType) {
    case 'product': {
      const name = resultId(record);
      const link = links.find((l) => l.name === name);
      return {
        ...base,
        id: name,
        url: resultUrl(record, ctx, links, product),
        categoryName: link?.categoryName,
        ...(record.fileId && record.fileName ? { image: fileUrl(record.fileId, record.fileName) } : {}),
      };
    }
    case 'document':
    case 'sub-document':
      return {
        ...base,
        url: resultUrl(record, ctx, links, product),
        ...fileFields(record),
        fileType: 'pdf',
        documentType: str(record.attrs.documentType),
      };
    case 'download':
    case 'software':
      return {
        ...base,
        // Both kinds are listed on the downloads tab and open the download details page.
        url: resultUrl(record, ctx, links, product),
        ...fileFields(record),
        version: str(record.attrs.version),
        operatingSystems: strings(record.attrs.operatingSystems),
        downloadCategory: str(record.attrs.downloadCategory),
        releaseNotes: str(record.attrs.releaseNotes),
        ...(typeof record.attrs.eulaFileId === 'string' && typeof record.attrs.eulaFileName === 'string'
          ? { eulaUrl: fileUrl(record.attrs.eulaFileId, record.attrs.eulaFileName) }
          : {}),
      };
    default:
      return {
        ...base,
        url: resultUrl(record, ctx, links, product),
        articleFamilyId: record.familyId,
        // The content's own picture (a video's poster, a news image) is its result's thumbnail.
        ...(typeof record.attrs.imageFileId === 'string' && typeof record.attrs.imageFileName === 'string'
          ? { image: fileUrl(record.attrs.imageFileId, record.attrs.imageFileName) }
          : {}),
      };
  }
}

function fileFields(record: ContentRecord): Partial<SearchResult> {
  if (!record.fileId || !record.fileName) return {};
  return {
    fileUrl: fileUrl(record.fileId, record.fileName),
    fileName: record.fileName,
    fileSize: numberOf(record.attrs.fileSize),
    sha256: str(record.attrs.sha256),
  };
}
