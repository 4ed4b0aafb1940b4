import type { PageState } from '../../../store/pageSlice';

/** The sub-pages of docs/behaviour.md §2 under /tvhelp/{categoryName}/{productName}, plus the TV's help home. */
export type SmartHelpSubPage =
  | 'home'
  | 'results'
  | 'recommended-articles'
  | 'important-information'
  | 'recommended-videos'
  | 'question-and-answers'
  | 'faq-bundles'
  | 'articles';

/** Where a smart-help page sits: the entry (pick your TV), the error page, or a page of one TV. */
export type SmartHelpPlace =
  | { kind: 'entry' }
  | { kind: 'error' }
  | { kind: 'tv'; categoryName: string; productName: string; subPage: SmartHelpSubPage };

export function smartHelpPlaceOf(page: PageState): SmartHelpPlace | null {
  if (page.type !== 'smartHelp') return null;
  const { categoryName, productName, subPage } = page.params;
  if (subPage === 'error') return { kind: 'error' };
  if (!categoryName || !productName) return { kind: 'entry' };
  return { kind: 'tv', categoryName, productName, subPage: (subPage as SmartHelpSubPage | undefined) ?? 'home' };
}

/** Visibility helper: the page is a TV's smart-help page of one of these sub-pages. */
export function isTvSubPage(page: PageState, ...subPages: SmartHelpSubPage[]): boolean {
  const place = smartHelpPlaceOf(page);
  return place?.kind === 'tv' && subPages.includes(place.subPage);
}
