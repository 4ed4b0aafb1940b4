import type { AppliesTo } from '../../../src/shared/content/applicability';
import type { SupportGroup, T3 } from '../catalogue/kinds';
import content from '../../content/newsTexts.json';

/**
 * News and alerts that are not tied to one download: service news, app changes and notices. Firmware
 * announcements and quality notices are generated from the downloads and articles they point to.
 */
export interface NewsText {
  title: string;
  summary: string;
}

export type NewsTarget = { type: 'faq'; key: string } | { type: 'category' };

export interface NewsTemplate {
  key: string;
  newsType: 'news' | 'alert';
  groups: SupportGroup[] | 'all';
  /** The products of its groups it is for, when narrower: the kinds and model years it names (ADR 039). */
  appliesTo?: AppliesTo;
  date: string;
  popularity: number;
  target: NewsTarget;
  en: NewsText;
  de: NewsText;
  fr: NewsText;
}

export const NEWS_TEMPLATES: NewsTemplate[] = content.NEWS_TEMPLATES as NewsTemplate[];

export const FIRMWARE_NEWS: { title: T3; summary: T3 } = content.FIRMWARE_NEWS as { title: T3; summary: T3 };
