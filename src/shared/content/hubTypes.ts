/**
 * Response shapes of the product-hub and category calls of docs/behaviour.md §7: specifications, tutorials and
 * support videos, news and alerts, compatibility, banners, the special message, context categories,
 * FAQ bundles and SEO data. Kept apart from types.ts so each domain's shapes live together.
 */
import type { SearchResponse } from './types';

/* Specifications (docs/behaviour.md §3: techSpecs and inTheBox; footnote state: synonyms, specs, collapse) */

export interface SpecEntry {
  name: string;
  value: string;
  /** Footnote markers as the spec sheet writes them ('*1', '※1'); `synonyms` resolves them. */
  footnotes?: string[];
}

export interface SpecGroup {
  name: string;
  specs: SpecEntry[];
}

export interface InTheBoxItem {
  name: string;
  quantity: number;
}

export interface Footnote {
  id: string;
  /** The marker shown next to the footnote text. */
  marker: string;
  text: string;
}

/** GET /specifications/{productName}?locale= */
export interface SpecificationsResponse {
  productName: string;
  modelNumber: string;
  techSpecs: SpecGroup[];
  inTheBox: InTheBoxItem[];
  footnotes: Footnote[];
  /** Every marker spelling used in the sheet -> the footnote id it stands for. */
  synonyms: Record<string, string>;
}

/* Tutorials and support videos */

export const VIDEO_TYPES = ['tutorial', 'how-to', 'troubleshooting', 'product-tour'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

/** Extra fields a video or news call returns only when asked for (additional-fields, docs/behaviour.md §7). */
export const VIDEO_ADDITIONAL_FIELDS = ['bannerImageUrl', 'videoUrl', 'topics', 'modelNames'] as const;
export const NEWS_ADDITIONAL_FIELDS = ['bannerImageUrl', 'modelNames'] as const;
export type AdditionalField = (typeof VIDEO_ADDITIONAL_FIELDS)[number] | (typeof NEWS_ADDITIONAL_FIELDS)[number];

export interface VideoResult {
  id: string;
  contentType: 'video-content';
  videoType: VideoType;
  title: string;
  summary: string;
  /** The video's article page (chapters and transcript). */
  url: string;
  date: string;
  /** Running time in seconds. */
  duration: number;
  /** Position in its tutorial series (tutorials only). */
  lesson?: number;
  /** Thumbnail (SVG, 16:9). additional-fields: bannerImageUrl */
  bannerImageUrl?: string;
  /** The video itself. additional-fields: videoUrl */
  videoUrl?: string;
  /** additional-fields: topics */
  topics?: string[];
  /** additional-fields: modelNames (only when the video applies to a few models) */
  modelNames?: string[];
}

/** GET /tutorials/{productName} and GET /support-videos */
export interface VideosResponse {
  searchResponse: SearchResponse<VideoResult>;
}

/* News and alerts */

export const NEWS_TYPES = ['news', 'alert', 'software-update'] as const;
export type NewsType = (typeof NEWS_TYPES)[number];

export interface NewsResult {
  id: string;
  contentType: 'news-alert';
  newsType: NewsType;
  title: string;
  summary: string;
  date: string;
  /** The support content the item announces (a download, an article) or the category page. */
  url: string;
  /** Desktop thumbnail, 100x90 (additional-fields: bannerImageUrl). */
  bannerImageUrl?: string;
  /** Phone crop of the same art, 100x66; returned together with bannerImageUrl. */
  bannerImageUrlSmall?: string;
  modelNames?: string[];
}

/** GET /{locale}/news-and-alerts */
export interface NewsAndAlertsResponse {
  searchResponse: SearchResponse<NewsResult>;
}

/* Compatibility */

export interface CompatibleCategory {
  name: string;
  displayName: string;
  /** How many compatible models the category holds. */
  count: number;
}

/** GET /compatibility-relations/{productName}/categories */
export interface CompatibleCategoriesResponse {
  productName: string;
  categories: CompatibleCategory[];
}

export interface CompatibleModel {
  name: string;
  modelNumber: string;
  displayName: string;
  image: string;
  categoryName: string;
  url: string;
}

/** GET /compatibility-relations/{productName}/{categoryName}/models */
export interface CompatibleModelsResponse {
  productName: string;
  categoryName: string;
  models: CompatibleModel[];
}

export interface CompatibilityFeature {
  name: string;
  supported: boolean;
  note?: string;
}

/** GET /compatibility-relations/{productName}/{compatibleModelName}/details */
export interface CompatibilityDetailsResponse {
  product: CompatibleModel;
  compatibleModel: CompatibleModel;
  /** How the two connect, e.g. 'HDMI eARC cable'. */
  connection: string;
  summary: string;
  features: CompatibilityFeature[];
  /** What must be true first (software versions, settings). */
  requirements: string[];
}

/* Banners and the special message */

export interface Banner {
  id: string;
  title: string;
  text: string;
  linkText: string;
  linkUrl: string;
  /** Illustration (SVG, 3:1). */
  image: string;
  theme: 'brand' | 'light' | 'accent';
}

/** GET /banners and GET /banners/operating-system */
export interface BannersResponse {
  banners: Banner[];
}

export interface SpecialMessage {
  id: string;
  title: string;
  text: string;
  severity: 'info' | 'warning';
  linkText?: string;
  linkUrl?: string;
}

/** GET /special-message */
export interface SpecialMessageResponse {
  message: SpecialMessage | null;
}

/* Context categories */

export interface ContextCategory {
  name: string;
  displayName: string;
  url: string;
  image?: string;
  productCount: number;
  /** The category the context names (or the product's own category). */
  current: boolean;
}

/** GET /context-categories */
export interface ContextCategoriesResponse {
  parent: { name: string; displayName: string; url: string } | null;
  categories: ContextCategory[];
}

/* FAQ bundles (docs/behaviour.md §3: title and linkedArticles of articleFamilyId, articleTitle, articleUrl) */

export const FAQ_BUNDLE_TYPES = ['getting-started', 'troubleshooting', 'everyday-use'] as const;
export type FaqBundleType = (typeof FAQ_BUNDLE_TYPES)[number];

export interface LinkedArticle {
  articleFamilyId: string;
  articleTitle: string;
  articleUrl: string;
}

export interface FaqBundle {
  id: string;
  title: string;
  bundleType: FaqBundleType;
  linkedArticles: LinkedArticle[];
}

/** GET /faq-bundles */
export interface FaqBundlesResponse {
  bundles: FaqBundle[];
}

export interface FaqBundleSummary {
  id: string;
  title: string;
  bundleType: FaqBundleType;
  articleCount: number;
}

/** GET /faq-bundles/list */
export interface FaqBundleListResponse {
  bundles: FaqBundleSummary[];
}

/** GET /faq-bundles/detail */
export interface FaqBundleDetailResponse {
  bundle: FaqBundle;
}

export interface AutomaticBundleSummary {
  /** The FAQ topic the service bundled the articles by, e.g. 'connectivity'. */
  topic: string;
  title: string;
  articleCount: number;
}

/** GET /faq-bundles/automatic */
export interface AutomaticBundlesResponse {
  bundles: AutomaticBundleSummary[];
}

/** GET /faq-bundles/automatic/details: one automatic bundle, paged through its articles. */
export interface AutomaticBundleDetailsResponse {
  topic: string | null;
  title: string;
  linkedArticles: LinkedArticle[];
  start: number;
  end: number;
  count: number;
}

/* SEO */

/** GET /{locale}/seo/products/{productName} and /{locale}/seo/categories/{categoryName} */
export interface SeoResponse {
  title: string;
  description: string;
  /** Site path of the canonical page (with the locale's language prefix). */
  canonicalUrl: string;
  robots: string;
}

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
