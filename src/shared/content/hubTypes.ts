import type { z } from 'zod';
import type * as hub from './schemas/hub';
/**
 * Response shapes of the product-hub and category calls of docs/behaviour.md §7: specifications, tutorials and
 * support videos, news and alerts, compatibility, banners, the special message, context categories,
 * FAQ bundles and SEO data. Kept apart from types.ts so each domain's shapes live together.
 */

/* Specifications (docs/behaviour.md §3: techSpecs and inTheBox; footnote state: synonyms, specs, collapse) */

export type SpecEntry = z.infer<typeof hub.specEntrySchema>;

export type SpecGroup = z.infer<typeof hub.specGroupSchema>;

export type InTheBoxItem = z.infer<typeof hub.inTheBoxItemSchema>;

export type Footnote = z.infer<typeof hub.footnoteSchema>;

/** GET /specifications/{productName}?locale= */
export type SpecificationsResponse = z.infer<typeof hub.specificationsResponseSchema>;

/* Tutorials and support videos */

export const VIDEO_TYPES = ['tutorial', 'how-to', 'troubleshooting', 'product-tour'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

/** Extra fields a video or news call returns only when asked for (additional-fields, docs/behaviour.md §7). */
export const VIDEO_ADDITIONAL_FIELDS = ['bannerImageUrl', 'videoUrl', 'topics', 'modelNames'] as const;
export const NEWS_ADDITIONAL_FIELDS = ['bannerImageUrl', 'modelNames'] as const;
export type AdditionalField = (typeof VIDEO_ADDITIONAL_FIELDS)[number] | (typeof NEWS_ADDITIONAL_FIELDS)[number];

export type VideoResult = z.infer<typeof hub.videoResultSchema>;

/** GET /tutorials/{productName} and GET /support-videos */
export type VideosResponse = z.infer<typeof hub.videosResponseSchema>;

/* News and alerts */

export const NEWS_TYPES = ['news', 'alert', 'software-update'] as const;
export type NewsType = (typeof NEWS_TYPES)[number];

export type NewsResult = z.infer<typeof hub.newsResultSchema>;

/** GET /{locale}/news-and-alerts */
export type NewsAndAlertsResponse = z.infer<typeof hub.newsAndAlertsResponseSchema>;

/* Compatibility */

export type CompatibleCategory = z.infer<typeof hub.compatibleCategorySchema>;

/** GET /compatibility-relations/{productName}/categories */
export type CompatibleCategoriesResponse = z.infer<typeof hub.compatibleCategoriesResponseSchema>;

export type CompatibleModel = z.infer<typeof hub.compatibleModelSchema>;

/** GET /compatibility-relations/{productName}/{categoryName}/models */
export type CompatibleModelsResponse = z.infer<typeof hub.compatibleModelsResponseSchema>;

export type CompatibilityFeature = z.infer<typeof hub.compatibilityFeatureSchema>;

/** GET /compatibility-relations/{productName}/{compatibleModelName}/details */
export type CompatibilityDetailsResponse = z.infer<typeof hub.compatibilityDetailsResponseSchema>;

/* Banners and the special message */

export type Banner = z.infer<typeof hub.bannerSchema>;

/** GET /banners and GET /banners/operating-system */
export type BannersResponse = z.infer<typeof hub.bannersResponseSchema>;

export type SpecialMessage = z.infer<typeof hub.specialMessageSchema>;

/** GET /special-message */
export type SpecialMessageResponse = z.infer<typeof hub.specialMessageResponseSchema>;

/* Context categories */

export type ContextCategory = z.infer<typeof hub.contextCategorySchema>;

/** GET /context-categories */
export type ContextCategoriesResponse = z.infer<typeof hub.contextCategoriesResponseSchema>;

/* FAQ bundles (docs/behaviour.md §3: title and linkedArticles of articleFamilyId, articleTitle, articleUrl) */

export const FAQ_BUNDLE_TYPES = ['getting-started', 'troubleshooting', 'everyday-use'] as const;
export type FaqBundleType = (typeof FAQ_BUNDLE_TYPES)[number];

export type LinkedArticle = z.infer<typeof hub.linkedArticleSchema>;

export type FaqBundle = z.infer<typeof hub.faqBundleSchema>;

/** GET /faq-bundles */
export type FaqBundlesResponse = z.infer<typeof hub.faqBundlesResponseSchema>;

export type FaqBundleSummary = z.infer<typeof hub.faqBundleSummarySchema>;

/** GET /faq-bundles/list */
export type FaqBundleListResponse = z.infer<typeof hub.faqBundleListResponseSchema>;

/** GET /faq-bundles/detail */
export type FaqBundleDetailResponse = z.infer<typeof hub.faqBundleDetailResponseSchema>;

export type AutomaticBundleSummary = z.infer<typeof hub.automaticBundleSummarySchema>;

/** GET /faq-bundles/automatic */
export type AutomaticBundlesResponse = z.infer<typeof hub.automaticBundlesResponseSchema>;

/** GET /faq-bundles/automatic/details: one automatic bundle, paged through its articles. */
export type AutomaticBundleDetailsResponse = z.infer<typeof hub.automaticBundleDetailsResponseSchema>;

/* SEO */

/** GET /{locale}/seo/products/{productName} and /{locale}/seo/categories/{categoryName} */
export type SeoResponse = z.infer<typeof hub.seoResponseSchema>;

/* How the site keeps what it read (docs/behaviour.md §3) */

/** The specifications data set: techSpecs and inTheBox (footnotes live in the footnote state). */
export interface SpecificationsData {
  productName: string;
  modelNumber: string;
  techSpecs: SpecGroup[];
  inTheBox: InTheBoxItem[];
}

/** docs/behaviour.md §3: a linked article presented with id, title and url. */
export interface PresentedLinkedArticle {
  id: string;
  title: string;
  url: string;
  /** The text's language when another than the page's (not yet translated). */
  language?: string;
}

/** docs/behaviour.md §3: a FAQ bundle presented as collapseTitle and linkedArticles. */
export interface PresentedFaqBundle {
  id: string;
  bundleType: FaqBundleType;
  collapseTitle: string;
  linkedArticles: PresentedLinkedArticle[];
}

/** SEO data plus the page it was read for, so a page never shows another page's description. */
export interface SeoData extends SeoResponse {
  forPage: string;
}
