import { isOtherLanguage } from '../sqlite/search/searchSchema';

/** A row of a scanned window: its search id, content row, type and rank before the type's weight. */
export interface ScannedRow {
  id: number;
  contentRowid: number;
  typeCode: number;
  type: string;
  rank: number;
}

/**
 * The factors on a row's rank: its type's (by type code, 1 where none is given) and, for a row in another
 * language than the locale's, `otherLanguage` (ADR 060).
 */
export interface RankWeights {
  byType: readonly number[];
  otherLanguage: number;
}

/** A row's weighted rank as the page statement computes it: the rank times its type's weight, times its language's, in that order. */
export function weightedRank(weights: RankWeights, row: Pick<ScannedRow, 'id' | 'typeCode' | 'rank'>): number {
  return row.rank * (weights.byType[row.typeCode - 1] ?? 1) * (isOtherLanguage(row.id) ? weights.otherLanguage : 1);
}

/** A row of a ranked window as the page statement orders it: score is minus the weighted rank. */
export interface WindowRow {
  id: number;
  contentRowid: number;
  score: number;
}

interface Kept {
  rows: ScannedRow[];
  /** The types the scan read (null: every type); a request of other types cannot be served from it. */
  types: readonly string[] | null;
  /** The scan reached the match's last row. */
  complete: boolean;
  at: number;
}

/** How far past the window a scan reads, at most, to fill both windows (as the SQLite store's sharedScan.ts). */
export const SCAN_LIMIT = 1.1;

/** How long a scan waits for the second request of its search. */
const KEEP_MS = 5_000;

/** Scans kept at once: each is about a thousand small rows. */
const MAX_KEPT = 32;

/**
 * One ranked scan of a match for two windows, on PostgreSQL: what store/sqlite/search/sharedScan.ts does for
 * SQLite (docs/decisions/040-scannable-search-results.md, update 4; ADR 058 update 2). A tab's search ranks
 * the first `window` matches of its types, then the search asks for the first `window` matches of every type
 * the 'all' tab lists, the same match: two ranked statements over nearly the same rows ('firmware' on the
 * downloads tab: 17 ms each at 100k documents). A request that names the second window's types ranks the
 * rows of both windows in one statement, takes its own window from them, and keeps them for the second
 * request, which then reads only its page's hits.
 *
 * The two requests of one search are awaited one after the other, not in one turn of the event loop as on
 * SQLite, so a scan is kept until the next request of its match takes it (once), or for five seconds, and
 * at most 32 at once. A scan describes the
 * catalogue as it was read; a copy a few seconds old is the staleness the search cache already allows
 * (store/catalogueCache.ts checks the dataset version at an interval).
 */
export class SharedWindows {
  private readonly kept = new Map<string, Kept>();
  /** The most rows a scan reads. */
  readonly limit: number;

  constructor(
    private readonly window: number,
    private readonly now: () => number = Date.now,
  ) {
    this.limit = Math.ceil(window * SCAN_LIMIT);
  }

  /** Whether one scan fills both windows within its bound, from the match's counts: all its rows, and each window's types'. */
  fillsBoth(matched: number, own: number, then: number): boolean {
    return matched <= this.limit || (own * SCAN_LIMIT >= matched && then * SCAN_LIMIT >= matched);
  }

  /** Keeps a scan (rows in search-id order, of `types`, null: every type) for the next request of its search. */
  keep(key: string, rows: ScannedRow[], types: readonly string[] | null): void {
    const now = this.now();
    // Deleted first, so a key kept again moves to the end of the map's order (the oldest go first).
    this.kept.delete(key);
    for (const [old, kept] of this.kept)
      if (now - kept.at > KEEP_MS || this.kept.size >= MAX_KEPT) this.kept.delete(old);
    this.kept.set(key, { rows, types, complete: rows.length < this.limit, at: now });
  }

  /** Whether `take` would find a scan for this key and types, leaving it kept. */
  holds(key: string, types: readonly string[] | null): boolean {
    const kept = this.kept.get(key);
    if (!kept || this.now() - kept.at > KEEP_MS) return false;
    return kept.types === null || (types !== null && types.every((type) => kept.types?.includes(type)));
  }

  /**
   * The window of `types` (null: every type) from a kept scan, ranked; null when no scan covers it. A scan
   * serves one request after its own, and is then gone: a search that turns the search cache off (a
   * benchmark, ADR 058 update 2) ranks again, though any request of the same match may be the one that
   * takes it. A scan of other types than the request's is left for the request it was read for: its rows
   * hold none of the others, and would make a short or empty page.
   */
  take(key: string, types: readonly string[] | null, weights: RankWeights): WindowRow[] | null {
    const kept = this.kept.get(key);
    if (!kept) return null;
    const covered = kept.types === null || (types !== null && types.every((type) => kept.types?.includes(type)));
    if (!covered) return null;
    this.kept.delete(key);
    if (this.now() - kept.at > KEEP_MS) return null;
    return this.windowOf(kept, types, weights);
  }

  /** The window of `types` from a scan just read, or null when the scan stopped before that window was full. */
  windowOf(
    scan: { rows: ScannedRow[]; complete?: boolean },
    types: readonly string[] | null,
    weights: RankWeights,
  ): WindowRow[] | null {
    const complete = scan.complete ?? scan.rows.length < this.limit;
    const window: WindowRow[] = [];
    for (const row of scan.rows) {
      if (types && !types.includes(row.type)) continue;
      // As the page statement: the rank times the row's weight (its type's and language's), highest first, then search id.
      window.push({
        id: row.id,
        contentRowid: row.contentRowid,
        score: -weightedRank(weights, row),
      });
      if (window.length >= this.window) break;
    }
    // The scan covers a window when it is the match's every row, or holds `window` rows of its types:
    // those are then the first `window` rows of those types in search-id order.
    if (!complete && window.length < this.window) return null;
    return window.sort((a, b) => a.score - b.score || a.id - b.id);
  }
}
