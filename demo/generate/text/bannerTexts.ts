import type { SupportGroup } from '../catalogue/kinds';
import content from '../../content/bannerTexts.json';

/**
 * Promotional banners of the support pages: category banners, a model banner, and the
 * operating-system banners shown next to downloads. The special message is the site-wide notice.
 */
export interface BannerText {
  title: string;
  text: string;
  linkText: string;
}

export type BannerTarget =
  | { type: 'faq'; key: string }
  | { type: 'category' }
  | { type: 'product-tab'; tab: 'downloads' | 'manuals' | 'faqs' | 'specifications' }
  | { type: 'search'; query: Record<'en' | 'de' | 'fr', string>; searchType: 'downloads' | 'faqs' | 'manuals' };

export interface BannerTemplate {
  key: string;
  /** 'all', support groups, 'model' (every product with firmware) or an operating-system family. */
  scope: 'all' | 'model' | SupportGroup[] | { os: string };
  theme: 'brand' | 'light' | 'accent';
  icon: 'shield' | 'update' | 'book' | 'chat' | 'recycle' | 'laptop' | 'phone';
  target: BannerTarget;
  popularity: number;
  en: BannerText;
  de: BannerText;
  fr: BannerText;
}

export const OPERATING_SYSTEM_FAMILIES = ['windows', 'macos', 'linux', 'android', 'ios'] as const;
export type OperatingSystemFamily = (typeof OPERATING_SYSTEM_FAMILIES)[number];

export const BANNER_TEMPLATES: BannerTemplate[] = content.BANNER_TEMPLATES as BannerTemplate[];

export const SPECIAL_MESSAGE = content.SPECIAL_MESSAGE;
