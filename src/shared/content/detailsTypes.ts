import type { ArticleDetails, DownloadDetails, ModelResult, RepairDocumentType, SearchResponse, SearchResult } from './types';

/**
 * Response shapes of the details calls (docs/behaviour.md §3, §7): articles, software articles, their catalogue
 * and related articles, downloads and repair documents. Every `body` field is HTML that the content
 * service has already sanitised; the site renders it as it comes.
 */

/** A software article bundles one download per platform (docs/behaviour.md §3: multiDownload, software). */
export const SOFTWARE_ARTICLE_TYPE = 'software-article';

/** One download of a software article; `url` is the file itself. */
export interface SoftwareEntry {
  downloadId: string;
  title: string;
  version?: string;
  date?: string;
  operatingSystems: string[];
  /** The file (ZIP) the visitor downloads once any licence is accepted. */
  url: string;
  fileName?: string;
  fileSize?: number;
  sha256?: string;
  /** Licence to accept before downloading (HTML file of the content service). */
  eulaUrl?: string;
  releaseNotes?: string;
  /** The download's own details page. */
  detailsUrl: string;
}

/** A product an article or download relates to, with what a product card shows. */
export type RelatedProduct = Pick<ModelResult, 'name' | 'modelNumber' | 'displayName' | 'image' | 'categoryName' | 'url'>;

/** GET /{locale}/articles/{id} and /{locale}/software/{id}. */
export interface ArticleDetailsData extends Omit<ArticleDetails, 'articleType'> {
  articleType: ArticleDetails['articleType'] | typeof SOFTWARE_ARTICLE_TYPE;
  /** Sanitised HTML: the article's explanation (FAQs) or description, what's new and requirements (software). */
  body: string;
  /** Software articles: the download category ('Software', 'Apps', 'Drivers', 'Firmware'). */
  downloadType?: string;
  /** True when the article offers more than one download (one per platform). */
  multiDownload: boolean;
  software: SoftwareEntry[];
  /** The most relevant products the article applies to (at most six). */
  relatedProducts: RelatedProduct[];
  /** Asked with a product (model): whether the article is for that product. */
  appliesToModel?: boolean;
  /** Video articles: the clip, its thumbnail and running time in seconds (structured data, players). */
  video?: { url: string; thumbnailUrl?: string; duration?: number };
}

export interface ArticleDetailsDataResponse {
  data: ArticleDetailsData;
}

export interface CatalogCategory {
  name: string;
  displayName: string;
  url: string;
  /** How many products of this category the article applies to. */
  productCount: number;
}

export interface CatalogModel {
  name: string;
  modelNumber: string;
  categoryName: string;
  url: string;
}

/** GET /{locale}/articles/{id}/catalog (and software): where in the catalogue the article applies. */
export interface ArticleCatalogResponse {
  data: {
    productCount: number;
    categories: CatalogCategory[];
    /** The models, most popular first; at most CATALOG_MAX_MODELS (see `productCount` for all). */
    models: CatalogModel[];
  };
}

export const CATALOG_MAX_MODELS = 60;

/** GET /{locale}/articles/{id}/related-articles{/contextId} (and software). */
export interface RelatedArticlesResponse {
  searchResponse: SearchResponse<SearchResult>;
}

/** GET /{locale}/downloads/ids/{downloadId}, with the software article the download belongs to. */
export interface DownloadDetailsData extends DownloadDetails {
  /** The product the download is shown for (the `model` asked for, or its only product). */
  product?: RelatedProduct;
  /** The software article offering this download for every platform, when there is one. */
  softwareArticle?: { articleFamilyId: string; title: string; url: string };
  /** Asked with a product (model): whether the download is for that product. */
  appliesToModel?: boolean;
}

export interface DownloadDetailsDataResponse {
  data: DownloadDetailsData;
}

export interface AssociatedFile {
  title: string;
  fileName: string;
  /** The file (PDF) below the content API's file route. */
  url: string;
  fileSize: number;
  sha256: string;
  mediaType: string;
}

/** GET /repair-documents/{contentFamilyId}: a document of the service-centre portal. */
export interface RepairDocumentDetails {
  contentFamilyId: string;
  type: RepairDocumentType;
  title: string;
  summary: string;
  /** Sanitised HTML. */
  body: string;
  date: string;
  language: string;
  /** Service reference, e.g. 'SM-X89J-01'. */
  documentNumber: string;
  modelNames: string[];
  categoryName?: string;
  associatedFiles: AssociatedFile[];
  url: string;
}

export interface RepairDocumentDetailsResponse {
  data: RepairDocumentDetails;
}
