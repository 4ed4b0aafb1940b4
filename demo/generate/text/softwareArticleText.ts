import type { T3 } from '../catalogue/kinds';
import content from '../../content/softwareArticleText.json';

/**
 * Texts of the software pages: one page per application or driver, offering its download for
 * every platform it runs on. Headings are content (they are part of the page body), so they are
 * written per language here rather than taken from the site's UI strings.
 */
export const SOFTWARE_PAGE_HEADINGS: Record<'whatsNew' | 'platforms' | 'platform' | 'version' | 'released', T3> =
  content.SOFTWARE_PAGE_HEADINGS as Record<'whatsNew' | 'platforms' | 'platform' | 'version' | 'released', T3>;

export const SOFTWARE_TITLE_SUFFIX: T3 = content.SOFTWARE_TITLE_SUFFIX as T3;

/** Installation steps shown as numbered steps on every software page. */
export const SOFTWARE_INSTALL_STEPS: Record<keyof T3, string[]> = content.SOFTWARE_INSTALL_STEPS as Record<
  keyof T3,
  string[]
>;

/** Support topics of each software page, shared with the FAQ articles so related articles can be found. */
export const SOFTWARE_TOPICS: Readonly<Record<string, string[]>> = content.SOFTWARE_TOPICS as Readonly<
  Record<string, string[]>
>;
