/** A match's search ids (ascending), as one search read them, with the dataset version they describe. */
export interface KeptMatch {
  version: string | null;
  ids: number[];
  /** The content type of each type code (the low bits of a search id) at that version. */
  typeOfCode: ReadonlyMap<number, string>;
}

/** How long a match's ids wait for the filter counts of their search. */
const KEEP_MS = 5_000;

/** Matches kept at once: a broad one is a few thousand numbers. */
const MAX_KEPT = 32;

/**
 * The rows of a search's match, kept for the requests its search makes next: the filter counts of its results page
 * (SearchRequest.scopeCountsNext) and the unranked windows of its tabs' badges (a request naming `thenTypes`); what
 * the SQLite store does within one turn of the event loop (store/sqlite/search/partialMatch.ts `rowsMatching`). A
 * results page's search counted its match per type, then `countByScope` read the same match's ids again: two passes
 * over the matches ('firmware update' at 100k: 14 ms and 16 ms, docs/decisions/058-filter-counts-in-one-pass.md
 * update 3; the tabs' windows, ADR 036 update 14). The search now reads the ids once, counts the types from them,
 * and keeps them here.
 *
 * A search's calls are awaited one after the other, not in one turn as on SQLite, so a match is kept for five
 * seconds (at most 32 at once), and may serve more than one call (the kind counts of a search's steps and the
 * page's filter counts). The ids describe the catalogue as the search read it: an import within those seconds
 * is the staleness the search cache already allows (store/catalogueCache.ts checks the dataset version at an
 * interval); the scopes' rows they are counted against are read for the same version (PostgresSearch.countByScope).
 */
export class KeptMatches<V extends object = KeptMatch> {
  private readonly kept = new Map<string, V & { at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  keep(key: string, match: V): void {
    const now = this.now();
    // Deleted first, so a key kept again moves to the end of the map's order (the oldest go first).
    this.kept.delete(key);
    for (const [old, kept] of this.kept) if (now - kept.at > KEEP_MS || this.kept.size >= MAX_KEPT) this.kept.delete(old);
    this.kept.set(key, { ...match, at: now });
  }

  get(key: string): V | undefined {
    const kept = this.kept.get(key);
    if (!kept) return undefined;
    if (this.now() - kept.at > KEEP_MS) {
      this.kept.delete(key);
      return undefined;
    }
    return kept;
  }
}
