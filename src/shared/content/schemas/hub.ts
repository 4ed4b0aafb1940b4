import { z } from 'zod';
import { FAQ_BUNDLE_TYPES, NEWS_TYPES, VIDEO_TYPES } from '../hubTypes';
import { searchResponseOf } from './core';
import { named } from './registry';

/**
 * The product-hub and category calls of docs/behaviour.md §7: specifications, tutorials and support
 * videos, news and alerts, compatibility, banners, the special message, context categories, FAQ
 * bundles and SEO data.
 */

export const specEntrySchema = z.object({
  name: z.string(),
  value: z.string(),
  footnotes: z.array(z.string()).optional().describe("Footnote markers as the spec sheet writes them ('*1', '※1'); `synonyms` resolves them"),
});

export const specGroupSchema = named('SpecGroup', z.object({ name: z.string(), specs: z.array(specEntrySchema) }));
export const inTheBoxItemSchema = named('InTheBoxItem', z.object({ name: z.string(), quantity: z.number().int() }));
export const footnoteSchema = z.object({ id: z.string(), marker: z.string().describe('The marker shown next to the footnote text'), text: z.string() });

export const specificationsResponseSchema = named(
  'SpecificationsResponse',
  z.object({
    productName: z.string(),
    modelNumber: z.string(),
    techSpecs: z.array(specGroupSchema),
    inTheBox: z.array(inTheBoxItemSchema),
    footnotes: z.array(footnoteSchema),
    synonyms: z.record(z.string(), z.string()).describe('Every marker spelling used in the sheet -> the footnote id it stands for'),
  }),
);

export const videoResultSchema = named(
  'VideoResult',
  z.object({
    id: z.string(),
    contentType: z.literal('video-content'),
    videoType: z.enum(VIDEO_TYPES),
    title: z.string(),
    summary: z.string(),
    url: z.string().describe("The video's article page (chapters and transcript)"),
    date: z.string(),
    duration: z.number().describe('Running time in seconds'),
    lesson: z.number().int().optional().describe('Position in its tutorial series (tutorials only)'),
    bannerImageUrl: z.string().optional().describe('Thumbnail (SVG, 16:9); additional-fields: bannerImageUrl'),
    videoUrl: z.string().optional().describe('The video itself; additional-fields: videoUrl'),
    topics: z.array(z.string()).optional().describe('additional-fields: topics'),
    modelNames: z.array(z.string()).optional().describe('additional-fields: modelNames (only when the video applies to a few models)'),
    language: z.string().optional().describe("The text's language, when another than the page's (not yet translated: the content service shows the English text)"),
  }),
);

export const videosResponseSchema = named('VideosResponse', z.object({ searchResponse: searchResponseOf(videoResultSchema) }));

export const newsResultSchema = named(
  'NewsResult',
  z.object({
    id: z.string(),
    contentType: z.literal('news-alert'),
    newsType: z.enum(NEWS_TYPES),
    title: z.string(),
    summary: z.string(),
    date: z.string(),
    url: z.string().describe('The support content the item announces (a download, an article) or the category page'),
    bannerImageUrl: z.string().optional().describe('Desktop thumbnail, 100x90 (additional-fields: bannerImageUrl)'),
    bannerImageUrlSmall: z.string().optional().describe('Phone crop of the same art, 100x66; returned together with bannerImageUrl'),
    modelNames: z.array(z.string()).optional(),
    language: z.string().optional().describe("The item's language ('en', 'de', 'fr'): another than the page's for a notice not yet translated"),
  }),
);

export const newsAndAlertsResponseSchema = named('NewsAndAlertsResponse', z.object({ searchResponse: searchResponseOf(newsResultSchema) }));

export const compatibleCategorySchema = z.object({
  name: z.string(),
  displayName: z.string(),
  count: z.number().int().min(0).describe('How many compatible models the category holds'),
});

export const compatibleCategoriesResponseSchema = named(
  'CompatibleCategoriesResponse',
  z.object({ productName: z.string(), categories: z.array(compatibleCategorySchema) }),
);

export const compatibleModelSchema = named(
  'CompatibleModel',
  z.object({ name: z.string(), modelNumber: z.string(), displayName: z.string(), image: z.string(), categoryName: z.string(), url: z.string() }),
);

export const compatibleModelsResponseSchema = named(
  'CompatibleModelsResponse',
  z.object({ productName: z.string(), categoryName: z.string(), models: z.array(compatibleModelSchema) }),
);

export const compatibilityFeatureSchema = z.object({ name: z.string(), supported: z.boolean(), note: z.string().optional() });

export const compatibilityDetailsResponseSchema = named(
  'CompatibilityDetailsResponse',
  z.object({
    product: compatibleModelSchema,
    compatibleModel: compatibleModelSchema,
    connection: z.string().describe("How the two connect, e.g. 'HDMI eARC cable'"),
    summary: z.string(),
    features: z.array(compatibilityFeatureSchema),
    requirements: z.array(z.string()).describe('What must be true first (software versions, settings)'),
  }),
);

export const bannerSchema = named(
  'Banner',
  z.object({
    id: z.string(),
    title: z.string(),
    text: z.string(),
    linkText: z.string(),
    linkUrl: z.string(),
    image: z.string().describe('Illustration (SVG, 3:1)'),
    theme: z.enum(['brand', 'light', 'accent']),
  }),
);

export const bannersResponseSchema = named('BannersResponse', z.object({ banners: z.array(bannerSchema) }));

export const specialMessageSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  severity: z.enum(['info', 'warning']),
  linkText: z.string().optional(),
  linkUrl: z.string().optional(),
});

export const specialMessageResponseSchema = named('SpecialMessageResponse', z.object({ message: specialMessageSchema.nullable() }));

export const contextCategorySchema = z.object({
  name: z.string(),
  displayName: z.string(),
  url: z.string(),
  image: z.string().optional(),
  productCount: z.number().int().min(0),
  current: z.boolean().describe("The category the context names (or the product's own category)"),
});

export const contextCategoriesResponseSchema = named(
  'ContextCategoriesResponse',
  z.object({
    parent: z.object({ name: z.string(), displayName: z.string(), url: z.string() }).nullable(),
    categories: z.array(contextCategorySchema),
  }),
);

export const linkedArticleSchema = named(
  'LinkedArticle',
  z.object({ articleFamilyId: z.string(), articleTitle: z.string(), articleUrl: z.string(), articleLanguage: z.string().optional().describe("The text's language, when another than the page's (not yet translated: the content service shows the English text)") }),
);

export const faqBundleSchema = named(
  'FaqBundle',
  z.object({ id: z.string(), title: z.string(), bundleType: z.enum(FAQ_BUNDLE_TYPES), linkedArticles: z.array(linkedArticleSchema) }),
);

export const faqBundlesResponseSchema = named('FaqBundlesResponse', z.object({ bundles: z.array(faqBundleSchema) }));

export const faqBundleSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  bundleType: z.enum(FAQ_BUNDLE_TYPES),
  articleCount: z.number().int().min(0),
});

export const faqBundleListResponseSchema = named('FaqBundleListResponse', z.object({ bundles: z.array(faqBundleSummarySchema) }));
export const faqBundleDetailResponseSchema = named('FaqBundleDetailResponse', z.object({ bundle: faqBundleSchema }));

export const automaticBundleSummarySchema = z.object({
  topic: z.string().describe("The FAQ topic the service bundled the articles by, e.g. 'connectivity'"),
  title: z.string(),
  articleCount: z.number().int().min(0),
});

export const automaticBundlesResponseSchema = named('AutomaticBundlesResponse', z.object({ bundles: z.array(automaticBundleSummarySchema) }));

export const automaticBundleDetailsResponseSchema = named(
  'AutomaticBundleDetailsResponse',
  z.object({
    topic: z.string().nullable(),
    title: z.string(),
    linkedArticles: z.array(linkedArticleSchema),
    start: z.number().int().min(0),
    end: z.number().int().min(0),
    count: z.number().int().min(0),
  }),
);

export const seoResponseSchema = named(
  'SeoResponse',
  z.object({
    title: z.string(),
    description: z.string(),
    canonicalUrl: z.string().describe("Site path of the canonical page (with the locale's language prefix)"),
    robots: z.string(),
  }),
);
