import type { ProductKind, SupportGroup } from '../catalogue/kinds';
import content from '../../content/faqArticles.json';

/**
 * Support articles written the way a support team writes them: what the visitor sees, what to
 * try, what fixes it. English always exists; the most visited ones are translated, the others
 * fall back to English in the German and French sites.
 */
export interface FaqText {
  title: string;
  symptoms: string[];
  steps: string[];
  resolution: string;
}

export interface FaqTemplate {
  key: string;
  type: 'faq-article' | 'quality-issue-article';
  /** Which products the article applies to. */
  groups: SupportGroup[] | 'all';
  kinds?: ProductKind[];
  /** Quality notices apply to named series only. */
  series?: string[];
  /** Categories (with their subcategories) the article is for, beyond its kinds (ADR 039). */
  categories?: string[];
  topics: string[];
  popularity: number;
  en: FaqText;
  de?: FaqText;
  fr?: FaqText;
}

export const FAQ_TEMPLATES: FaqTemplate[] = content.FAQ_TEMPLATES as FaqTemplate[];
