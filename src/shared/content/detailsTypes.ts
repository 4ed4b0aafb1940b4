import type { z } from 'zod';
import type * as details from './schemas/details';

/**
 * Response shapes of the details calls (docs/behaviour.md §3, §7): articles, software articles, their catalogue
 * and related articles, downloads and repair documents. Every `body` field is HTML that the content
 * service has already sanitised; the site renders it as it comes. Inferred from the zod schemas of
 * ./schemas/details.ts, where the fields are described.
 */

/** A software article bundles one download per platform (docs/behaviour.md §3: multiDownload, software). */
export const SOFTWARE_ARTICLE_TYPE = 'software-article';

/** One download of a software article; `url` is the file itself. */
export type SoftwareEntry = z.infer<typeof details.softwareEntrySchema>;
/** A product an article or download relates to, with what a product card shows. */
export type RelatedProduct = z.infer<typeof details.relatedProductSchema>;
/** GET /{locale}/articles/{id} and /{locale}/software/{id}. */
export type ArticleDetailsData = z.infer<typeof details.articleDetailsDataSchema>;
export type ArticleDetailsDataResponse = z.infer<typeof details.articleDetailsDataResponseSchema>;
export type CatalogCategory = z.infer<typeof details.catalogCategorySchema>;
export type CatalogModel = z.infer<typeof details.catalogModelSchema>;
/** GET /{locale}/articles/{id}/catalog (and software): where in the catalogue the article applies. */
export type ArticleCatalogResponse = z.infer<typeof details.articleCatalogResponseSchema>;
/** GET /{locale}/articles/{id}/related-articles{/contextId} (and software). */
export type RelatedArticlesResponse = z.infer<typeof details.relatedArticlesResponseSchema>;
/** GET /{locale}/downloads/ids/{downloadId}, with the software article the download belongs to. */
export type DownloadDetailsData = z.infer<typeof details.downloadDetailsDataSchema>;
export type DownloadDetailsDataResponse = z.infer<typeof details.downloadDetailsDataResponseSchema>;
export type AssociatedFile = z.infer<typeof details.associatedFileSchema>;
/** GET /repair-documents/{contentFamilyId}: a document of the service-centre portal. */
export type RepairDocumentDetails = z.infer<typeof details.repairDocumentDetailsSchema>;
export type RepairDocumentDetailsResponse = z.infer<typeof details.repairDocumentDetailsResponseSchema>;

export const CATALOG_MAX_MODELS = 60;
