import type { PageState } from '../../store/pageSlice';

/**
 * Page types that hide the in-page navigation (docs/behaviour.md §2 leaves which to us; docs/decisions): details
 * pages and results pages are one piece of content, smart help has its own TV navigation, the tools
 * are single forms and the 404 page has nothing to navigate. Product and category pages show it.
 */
const HIDDEN_ALIASES = new Set([
  'downloadDetails',
  'softwareDetails',
  'articleDetails',
  'repairDocumentDetails',
  'smartHelp',
  'serialNumberChecker',
  'remoteProgrammingCode',
  'agentSearchInsights',
  'others',
  'home',
]);

export function hidesInPageNav(page: Pick<PageState, 'typeAlias'>): boolean {
  return HIDDEN_ALIASES.has(page.typeAlias) || page.typeAlias.endsWith('Results');
}

/** With fewer entries there is nothing to jump between. */
export const MIN_NAV_ITEMS = 2;

/**
 * Scroll-spy: the section being read is the last one whose top has passed the reading line (just
 * below the sticky navigation). Before the first section, nothing is current.
 */
export function activeSection(tops: ReadonlyArray<{ id: string; top: number }>, readingLine: number): string | null {
  let active: string | null = null;
  for (const { id, top } of tops) if (top <= readingLine) active = id;
  return active;
}
