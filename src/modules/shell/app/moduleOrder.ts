import type { PageState } from '../../../store/pageSlice';

/** The section the categories module renders (docs/behaviour.md §2), the anchor of the reordering. */
export const CATEGORIES_ANCHOR_ID = 'support_categories-container';
const CATEGORIES_MODULE = 'categories';
const SEARCH_MODULE = 'searchBox';

/**
 * docs/behaviour.md §2: modules can be reordered around the support_categories-container section, and the order
 * is reset afterwards. What it means for a visitor (docs/decisions): on a home page for one content
 * type (/manuals, /downloads, /faqs, /repair-documents) the next step is always "pick your product
 * category", so the categories section moves up to directly below the search hero, ahead of any other
 * home module. The order is derived from the page, so it resets by itself as soon as the visitor
 * leaves for any other page; nothing is remembered.
 */
export function arrangeModules<T extends { id: string }>(modules: readonly T[], page: Pick<PageState, 'typeAlias' | 'searchType'>): T[] {
  const list = [...modules];
  const typedHome = page.typeAlias === 'home' && page.searchType !== 'none';
  const from = list.findIndex((m) => m.id === CATEGORIES_MODULE);
  if (!typedHome || from < 0) return list;
  const [categories] = list.splice(from, 1);
  const anchor = list.findIndex((m) => m.id === SEARCH_MODULE);
  list.splice(anchor + 1, 0, categories);
  return list;
}
