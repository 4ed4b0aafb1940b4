import { prepareCollapse, type Collapsible } from '../../search/collapse';
import { KEY_TEXT } from '../../search/groupKey';
import { snippet } from '../../search/snippet';
import { textSearch, type TextSearchRequest, type TextSearchResult } from '../../search/textSearch';
import type { ContentStore, ProductLink, SearchHit, SearchOutcome } from '../../store/ContentStore';
import { LINKS_PER_FAMILY } from '../present';

/**
 * Results are grouped over the first COLLAPSE_WINDOW ranked matches (all of them when fewer);
 * past that, matches are listed one by one. The grouped list depends on the query only, so every
 * page is a slice of the same list and its count is exact (load more and page links neither
 * repeat nor skip a result). Grouping compares titles and body snippets only, so the window costs
 * one read of its rows, not of their manuals' pages.
 */
export const COLLAPSE_WINDOW = 240;
/** The most matches of a tab whose window the 'all' tab's badges read ranked (tabWindowCounts). */
const COUNTED_RANKED = 1000;

/** A search's window: its matches, their products, the groups, and the counts of what is listed. */
export interface SearchWindow {
  window: TextSearchResult;
  links: Map<string, ProductLink[]>;
  groups: SearchHit[][];
  /** Matches per content type, a group of copies counted once (in its type's filters too). */
  countsByType: Record<string, number>;
  total: number;
}

/**
 * Copies of one text for several models grouped (docs/decisions/040-scannable-search-results.md), with
 * the products of the hits. The hits are read without their bodies: grouping compares stored keys, and
 * the opening of one row per key where a title has several.
 */
export async function groupedHits(store: ContentStore, hits: SearchHit[], terms: string[]): Promise<{ links: Map<string, ProductLink[]>; groups: SearchHit[][] }> {
  const links = await store.productsOfContent([...new Set(hits.map((h) => h.familyId))], LINKS_PER_FAMILY);
  let openings = new Map<number, string>();
  const describe = (hit: SearchHit): Collapsible => ({
    contentType: hit.contentType,
    documentType: typeof hit.attrs.documentType === 'string' ? hit.attrs.documentType : undefined,
    title: hit.title,
    // The opening of the text, not the whole of it: a manual's body is its every page. Made
    // only for one hit per grouping key of a title other hits share (collapse.ts).
    snippet: () => snippet((openings.get(hit.rowId) || hit.summary).slice(0, KEY_TEXT), terms),
    modelNumbers: (links.get(hit.familyId) ?? []).map((l) => l.modelNumber),
    groupKey: hit.groupKey,
  });
  const prepared = prepareCollapse(hits, describe);
  if (prepared.textsNeeded.length > 0) openings = await store.contentBodies(prepared.textsNeeded.map((hit) => hit.rowId), KEY_TEXT);
  return { links, groups: prepared.groups() };
}

/** The store's counts per type with each group of copies counted once. */
function groupedCounts(counts: Record<string, number>, groups: SearchHit[][]): Record<string, number> {
  const result = { ...counts };
  for (const [first, ...others] of groups) result[first.contentType] = (result[first.contentType] ?? 0) - others.length;
  return result;
}

/** The first COLLAPSE_WINDOW matches of a search, copies grouped. */
export async function groupedWindow(store: ContentStore, request: Omit<TextSearchRequest, 'page' | 'bodyChars'>): Promise<SearchWindow> {
  const window = await textSearch(store, { ...request, page: { start: 0, num: COLLAPSE_WINDOW }, bodyChars: 0 });
  const { links, groups } = await groupedHits(store, window.hits, window.terms);
  return { window, links, groups, countsByType: groupedCounts(window.countsByType, groups), total: window.total - (window.hits.length - groups.length) };
}

/** One page of a search with every match on its own (collapse=false): groups of one, the store's counts. */
export async function listedWindow(store: ContentStore, request: TextSearchRequest): Promise<SearchWindow> {
  const window = await textSearch(store, request);
  const links = await store.productsOfContent([...new Set(window.hits.map((h) => h.familyId))], LINKS_PER_FAMILY);
  return { window, links, groups: window.hits.map((h) => [h]), countsByType: { ...window.countsByType }, total: window.total };
}

/**
 * The counts the 'all' tab shows, for a search on another tab: the 'all' tab's window grouped. A tab's
 * window holds its own types only, so other types' copies were not grouped there: 'no sound' on the FAQs
 * tab read "Manuals 187" where the 'all' tab and the Manuals tab read 36. The fallback steps end alike
 * whatever the tab (textSearch's `listable`), so the step the tab's search chose is listed again for
 * every type, without choosing it again; it is the store request the 'all' tab makes, and so in the
 * search read cache (SEARCH_READS) when the visitor came from that tab.
 */
export async function allTabCounts(store: ContentStore, shown: TextSearchResult, allTypes: readonly string[]): Promise<AllWindow & { counts: Record<string, number> }> {
  if (!shown.matched) return { counts: shown.countsByType, window: shown, groups: shown.hits.map((h) => [h]) };
  // The same match as the tab's, so the same counts: not counted again.
  const window = await store.search({ ...shown.matched, contentTypes: allTypes, page: { start: 0, num: COLLAPSE_WINDOW }, bodyChars: 0, counted: shown.countsByType });
  const { groups } = await groupedHits(store, window.hits, shown.terms);
  return { counts: groupedCounts(window.countsByType, groups), window: { ...shown, ...window }, groups };
}

/** The 'all' tab's window as the store answered it, and its groups. */
export interface AllWindow {
  window: Pick<SearchOutcome, 'countsByType' | 'hits'>;
  groups: SearchHit[][];
}

/**
 * Each tab's count as the tab itself counts it, where the 'all' window could not: a tab of a type with matches
 * past that window, whose own window holds all its matches. The 'all' window groups the copies among its first COLLAPSE_WINDOW matches of every type; a
 * tab groups the first COLLAPSE_WINDOW of its own types. 'firmware' on the 'all' tab read "Manuals 173", most
 * of its manuals past the window and counted one by one, and the Manuals tab listed 33 results. Such a tab's
 * window is read as the tab reads it (the step the search chose, listed for the tab's types), and its count
 * replaces the 'all' window's: a badge and the tab it opens agree (docs/decisions/040-scannable-search-results.md,
 * update 5). `tabs` are the other tabs' types; `allWindow` the 'all' tab's window as the store answered it.
 */
export async function tabWindowCounts(
  store: ContentStore,
  shown: TextSearchResult,
  counts: Record<string, number>,
  { window: allWindow }: AllWindow,
  tabs: ReadonlyArray<readonly string[]>,
): Promise<Record<string, number>> {
  if (!shown.matched) return counts;
  const inWindow = new Map<string, number>();
  for (const hit of allWindow.hits) inWindow.set(hit.contentType, (inWindow.get(hit.contentType) ?? 0) + 1);
  const past = (types: readonly string[]) => types.some((t) => (allWindow.countsByType[t] ?? 0) > (inWindow.get(t) ?? 0));
  // A tab's window is its COLLAPSE_WINDOW best matches; which copies it groups depends on their rank only when it
  // has more matches than that. Such a tab's window is read ranked, as the tab reads it (the same store request,
  // so the tab finds it in the search read cache), up to COUNTED_RANKED matches; a tab whose window holds all its
  // matches is read unranked (SearchRequest.unranked; ranked, these reads doubled a first-time search at 100k
  // documents, 'firmware update' 18 -> 47-73 ms). A tab of more matches still (a broad query on a large
  // catalogue) keeps the 'all' window's count, the exception ADR 040 update 1 allows. Until ADR 040 update 7 only
  // tabs of at most COLLAPSE_WINDOW matches counted themselves: 'wifi' on German pages read "Manuals 196", and the
  // tab listed 152.
  const sizeOf = (types: readonly string[]) => types.reduce((n, t) => n + (allWindow.countsByType[t] ?? 0), 0);
  const result = { ...counts };
  const matched = shown.matched;
  await Promise.all(
    tabs.filter((types) => types.length > 0 && past(types) && sizeOf(types) <= COUNTED_RANKED).map(async (types) => {
      const unranked = sizeOf(types) <= COLLAPSE_WINDOW;
      const window = await store.search({ ...matched, contentTypes: [...types], page: { start: 0, num: COLLAPSE_WINDOW }, bodyChars: 0, counted: shown.countsByType, ...(unranked ? { unranked: true } : {}) });
      const own = groupedCounts(window.countsByType, (await groupedHits(store, window.hits, shown.terms)).groups);
      for (const type of types) result[type] = own[type] ?? 0;
    }),
  );
  return result;
}

/** The counts behind a tab's filter badges: the selected tab's own types as its list counts them, every other type as the 'all' tab counts it. */
export function tabCounts(own: Record<string, number>, ownTypes: readonly string[], everyTab: Record<string, number>): Record<string, number> {
  const counts = { ...everyTab };
  for (const type of ownTypes) counts[type] = own[type] ?? 0;
  return counts;
}
