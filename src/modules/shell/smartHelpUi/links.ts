import { supportPath } from '../../../shared/links';

/** Smart help lives under /tvhelp (docs/behaviour.md §2); every link of its pages stays inside it. */
export const SMART_HELP_SEGMENT = 'tvhelp';

export function smartHelpEntryUrl(locale: string): string {
  return supportPath(locale, SMART_HELP_SEGMENT);
}

export function smartHelpErrorUrl(locale: string): string {
  return supportPath(locale, SMART_HELP_SEGMENT, 'error');
}

export interface Tv {
  categoryName: string;
  productName: string;
}

/** The TV's help home, or one of its sub-pages (with further segments, e.g. an article id). */
export function smartHelpUrl(locale: string, tv: Tv, ...rest: string[]): string {
  return supportPath(locale, SMART_HELP_SEGMENT, tv.categoryName, tv.productName, ...rest);
}

export function smartHelpArticleUrl(locale: string, tv: Tv, articleFamilyId: string): string {
  return smartHelpUrl(locale, tv, 'articles', articleFamilyId);
}

/** A search within the TV's help: /results only with query text (docs/behaviour.md §2), else the help home. */
export function smartHelpResultsUrl(locale: string, tv: Tv, query: string): string {
  const text = query.trim();
  return text ? `${smartHelpUrl(locale, tv, 'results')}?query=${encodeURIComponent(text)}` : smartHelpUrl(locale, tv);
}
