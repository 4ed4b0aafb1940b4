import type { NewsPriority } from '../../../src/shared/content/ascTypes';
import type { SupportGroup } from '../catalogue/kinds';
import content from '../../content/newsForAscText.json';

/**
 * Notices to authorised service centres (article type news-for-asc-article), in the three site
 * languages. `groups` ties a notice to the products of those support groups; 'all' notices are
 * portal-wide and appear on every page of the portal.
 */
export interface NewsText {
  title: string;
  summary: string;
  paragraphs: string[];
}

export interface NewsForAscTemplate {
  key: string;
  priority: NewsPriority;
  topics: string[];
  groups: 'all' | SupportGroup[];
  published: string;
  en: NewsText;
  de: NewsText;
  fr: NewsText;
}

export const NEWS_FOR_ASC: readonly NewsForAscTemplate[] = content.NEWS_FOR_ASC as readonly NewsForAscTemplate[];
