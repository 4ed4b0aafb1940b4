import { z } from 'zod';
import { REPAIR_DOCUMENT_TYPES } from '../types';
import { articleDetailsShape, downloadDetailsShape, modelResultSchema, searchResponseOf, searchResultSchema } from './core';
import { named } from './registry';

/**
 * The details calls (docs/behaviour.md §3, §7): articles, software articles, their catalogue and
 * related articles, downloads and repair documents. Every `body` is HTML the content service has
 * already sanitised.
 */

export const softwareEntrySchema = named(
  'SoftwareEntry',
  z.object({
    downloadId: z.string(),
    title: z.string(),
    version: z.string().optional(),
    date: z.string().optional(),
    operatingSystems: z.array(z.string()),
    url: z.string().describe('The file (ZIP) the visitor downloads once any licence is accepted'),
    fileName: z.string().optional(),
    fileSize: z.number().int().optional(),
    sha256: z.string().optional(),
    eulaUrl: z.string().optional().describe('Licence to accept before downloading (HTML file of the content service)'),
    releaseNotes: z.string().optional(),
    detailsUrl: z.string().describe("The download's own details page"),
  }),
);

export const relatedProductSchema = named(
  'RelatedProduct',
  modelResultSchema.pick({ name: true, modelNumber: true, displayName: true, image: true, categoryName: true, url: true }),
);

export const articleDetailsDataSchema = named(
  'ArticleDetailsData',
  z.object({
    ...articleDetailsShape,
    articleType: z.enum([...articleDetailsShape.articleType.options, 'software-article']),
    body: z.string().describe("Sanitised HTML: the article's explanation (FAQs) or description, what's new and requirements (software)"),
    downloadType: z.string().optional().describe("Software articles: the download category ('Software', 'Apps', 'Drivers', 'Firmware')"),
    multiDownload: z.boolean().describe('True when the article offers more than one download (one per platform)'),
    software: z.array(softwareEntrySchema),
    relatedProducts: z.array(relatedProductSchema).describe('The most relevant products the article applies to (at most six)'),
    appliesToModel: z.boolean().optional().describe('Asked with a product (model): whether the article is for that product'),
    video: z
      .object({
        url: z.string(),
        thumbnailUrl: z.string().optional(),
        posterUrl: z.string().optional().describe("The clip's first frame, the player's poster"),
        duration: z.number().optional(),
        mediaType: z.string().optional().describe("The clip's media type ('video/webm')"),
        captionsUrl: z.string().describe('WebVTT captions: the introduction, steps and tip timed across the clip'),
        chaptersUrl: z.string().describe('WebVTT chapters: introduction, each step, tip'),
      })
      .optional()
      .describe('Video articles: the clip, its thumbnail, poster, running time in seconds and WebVTT tracks'),
  }),
);

export const articleDetailsDataResponseSchema = named('ArticleDetailsDataResponse', z.object({ data: articleDetailsDataSchema }));

export const catalogCategorySchema = z.object({
  name: z.string(),
  displayName: z.string(),
  url: z.string(),
  productCount: z.number().int().min(0).describe('How many products of this category the article applies to'),
});

export const catalogModelSchema = z.object({ name: z.string(), modelNumber: z.string(), categoryName: z.string(), url: z.string() });

export const articleCatalogResponseSchema = named(
  'ArticleCatalogResponse',
  z.object({
    data: z.object({
      productCount: z.number().int().min(0),
      categories: z.array(catalogCategorySchema),
      models: z.array(catalogModelSchema).describe('The models, most popular first; at most 60 (see productCount for all)'),
    }),
  }),
);

export const relatedArticlesResponseSchema = named('RelatedArticlesResponse', z.object({ searchResponse: searchResponseOf(searchResultSchema) }));

export const downloadDetailsDataSchema = named(
  'DownloadDetailsData',
  z.object({
    ...downloadDetailsShape,
    product: relatedProductSchema.optional().describe('The product the download is shown for (the model asked for, or its only product)'),
    softwareArticle: z
      .object({ articleFamilyId: z.string(), title: z.string(), url: z.string() })
      .optional()
      .describe('The software article offering this download for every platform, when there is one'),
    appliesToModel: z.boolean().optional().describe('Asked with a product (model): whether the download is for that product'),
  }),
);

export const downloadDetailsDataResponseSchema = named('DownloadDetailsDataResponse', z.object({ data: downloadDetailsDataSchema }));

export const associatedFileSchema = named(
  'AssociatedFile',
  z.object({
    title: z.string(),
    fileName: z.string(),
    url: z.string().describe("The file (PDF) below the content API's file route"),
    fileSize: z.number().int().min(0),
    sha256: z.string(),
    mediaType: z.string(),
  }),
);

export const repairDocumentDetailsSchema = named(
  'RepairDocumentDetails',
  z.object({
    contentFamilyId: z.string(),
    type: z.enum(REPAIR_DOCUMENT_TYPES),
    title: z.string(),
    summary: z.string(),
    body: z.string().describe('Sanitised HTML'),
    date: z.string(),
    language: z.string(),
    documentNumber: z.string().describe("Service reference, e.g. 'SM-X89J-01'"),
    modelNames: z.array(z.string()),
    categoryName: z.string().optional(),
    associatedFiles: z.array(associatedFileSchema),
    url: z.string(),
  }),
);

export const repairDocumentDetailsResponseSchema = named('RepairDocumentDetailsResponse', z.object({ data: repairDocumentDetailsSchema }));
