import { prepareCollapse, type Collapsible } from '../../search/collapse';
import { KEY_TEXT } from '../../search/groupKey';
import { snippet } from '../../search/snippet';
import { textSearch, type TextSearchRequest, type TextSearchResult } from '../../search/textSearch';
import type { ContentStore, ProductLink, SearchHit } from '../../store/ContentStore';
import { LINKS_PER_FAMILY } from '../present';

/**
 * Results are grouped over the first COLLAPSE_WINDOW ranked matches (all of them when fewer);
 * past that, matches are listed one by one. The grouped list depends on the query only, so every
 * page is a slice of the same list and its count is exact (load more and page links neither
 * repeat nor skip a result). Grouping compares titles and body snippets only, so the window costs
 * one read of its rows, not of their manuals' pages.
 */
export const COLLAPSE_WINDOW = 240;

/** A search's grouping window: its matches, their products, the groups, and the counts of what is listed. */
export interface GroupedWindow {
  window: TextSearchResult;
  links: Map<string, ProductLink[]>;
  groups: SearchHit[][];
  /** Matches per content type, a group of copies counted once (in its type's filters too). */
  countsByType: Record<string, number>;
  total: number;
}

/**
 * The first COLLAPSE_WINDOW matches of a search, copies of one text for several models grouped
 * (docs/decisions/040-scannable-search-results.md). The window reads its rows without their bodies:
 * grouping compares stored keys, and the opening of one row per key where a title has several.
 */
export async function groupedWindow(store: ContentStore, request: Omit<TextSearchRequest, 'page' | 'bodyChars'>): Promise<GroupedWindow> {
  const window = await textSearch(store, { ...request, page: { start: 0, num: COLLAPSE_WINDOW }, bodyChars: 0 });
  const links = await store.productsOfContent([...new Set(window.hits.map((h) => h.familyId))], LINKS_PER_FAMILY);
  let openings = new Map<number, string>();
  const describe = (hit: SearchHit): Collapsible => ({
    contentType: hit.contentType,
    documentType: typeof hit.attrs.documentType === 'string' ? hit.attrs.documentType : undefined,
    title: hit.title,
    // The opening of the text, not the whole of it: a manual's body is its every page. Made
    // only for one hit per grouping key of a title other hits share (collapse.ts).
    snippet: () => snippet((openings.get(hit.rowId) || hit.summary).slice(0, KEY_TEXT), window.terms),
    modelNumbers: (links.get(hit.familyId) ?? []).map((l) => l.modelNumber),
    groupKey: hit.groupKey,
  });
  const prepared = prepareCollapse(window.hits, describe);
  if (prepared.textsNeeded.length > 0) openings = await store.contentBodies(prepared.textsNeeded.map((hit) => hit.rowId), KEY_TEXT);
  const groups = prepared.groups();
  const countsByType = { ...window.countsByType };
  for (const [first, ...others] of groups) countsByType[first.contentType] = (countsByType[first.contentType] ?? 0) - others.length;
  return { window, links, groups, countsByType, total: window.total - (window.hits.length - groups.length) };
}

/**
 * The counts behind a tab's filter badges: the selected tab's own types as its list counts them, every
 * other type as the 'all' tab counts it. A tab's window holds its own types only, so other types' copies
 * were not grouped there: 'no sound' on the FAQs tab read "Manuals 187" where the 'all' tab and the
 * Manuals tab read 36.
 */
export function tabCounts(own: Record<string, number>, ownTypes: readonly string[], everyTab: Record<string, number>): Record<string, number> {
  const counts = { ...everyTab };
  for (const type of ownTypes) counts[type] = own[type] ?? 0;
  return counts;
}
