import type Database from 'better-sqlite3';
import type { Locale } from '../../../../../shared/locale';
import { SEARCH_TYPE_MASK } from './searchSchema';
import { TurnMap } from './turnMap';

/** A match's rows in search-id order with their bm25 score, from the first: [search id, bm25]. */
type Scanned = Array<[number, number]>;

interface Kept {
  rows: Scanned;
  /** The scan reached the match's last row. */
  complete: boolean;
}

/** Content type codes (the low bits of a search id) a window holds, or null for every type. */
export type Codes = ReadonlySet<number> | null;

const holds = (codes: Codes, id: number) => codes === null || codes.has(id & SEARCH_TYPE_MASK);

/**
 * How many windows of rows a scan reads at most (see SharedScans). Every ranking statement pays FTS5's
 * bm25 set-up (each phrase's rows counted over the whole index) and iterates the match up to its window;
 * a scan pays them once for every window it serves, so reading up to three windows' rows is cheaper than
 * a second statement ('pas de son' at 100k: 1.87 ms for 1,000 rows, 3.11 ms for all 2,007; ADR 036 update 10).
 */
export const SCAN_WINDOWS = 3;

/**
 * One scan of a match for two ranking windows (docs/decisions/040-scannable-search-results.md, update 4).
 * A tab's search ranks the first `window` matches of its types, and the search then asks for the first
 * `window` matches of the 'all' tab's types, the same match: two passes of FTS5 over the same rows
 * (iterating the match's rows, not bm25, is most of the cost). A request that names the second window's
 * types (`SearchRequest.thenTypes`) reads the match once, up to where both windows are full, ranks its
 * own window of it, and keeps the rows for the second request, which ranks its window without reading
 * the index. Kept for the current turn of the event loop only: the store's requests of one search run in
 * one turn (better-sqlite3 answers synchronously), and nothing is kept across searches, so nothing can be
 * stale. A second request that comes later, or never, reads the index as before.
 *
 * Bounded: the statement scores only its types' rows, a scan every row it reads. So a scan is made only
 * where the match's counts say both windows fill within SCAN_WINDOWS windows of rows (`fillsBoth`: the
 * whole match is that short, or both type lists are common enough in it, as 'firmware' on the downloads
 * tab), and it stops there whatever it found; a window it did not fill is ranked by the statement, as
 * without the scan (`take` checks what it covers).
 */
export class SharedScans {
  private readonly kept = new TurnMap<Kept>();
  /** The most rows a scan reads. */
  private readonly limit: number;

  constructor(
    private readonly scans: Record<Locale, Database.Statement<Record<string, string | number>, [number, number]>>,
    private readonly window: number,
  ) {
    this.limit = window * SCAN_WINDOWS;
  }

  /**
   * Whether one scan fills both windows within its bound, from the match's counts: all its rows, and
   * those of each window's types. Where a window fills is estimated as if its types were spread evenly
   * over the match's search ids; an estimate that is wrong costs time, never an answer (the scan stops at
   * its bound and `take` checks what it covers).
   */
  fillsBoth(matched: number, own: number, then: number): boolean {
    const reach = (rows: number) => (rows <= this.window ? matched : (this.window * matched) / rows);
    return matched <= this.limit || Math.max(reach(own), reach(then)) <= this.limit;
  }

  /** Whether a match of this many rows is read whole by one scan (`whole`). */
  holdsWhole(matched: number): boolean {
    return matched <= this.limit;
  }

  /**
   * The window of `codes`, ranked, from one scan that also fills the window of `then`, which is kept; null
   * when the scan stopped at its limit before the window of `codes` was full (the caller ranks it alone).
   */
  rankAndKeep(
    locale: Locale,
    match: string,
    codes: Codes,
    then: Codes,
    scoreOf: (id: number, bm25: number) => number,
    ids?: readonly number[],
  ): Array<{ id: number; score: number }> | null {
    // How many rows to read: up to where both windows are full, or the bound. Known from the match's ids when
    // the search read them for its counts, so the rows come in one call (`all`: 2.7 ms for 'pas de son''s 2,007
    // rows at 100k, against 3.3 ms row by row; ADR 036 update 15); else found while reading them.
    let rows: Scanned = [];
    let complete: boolean;
    if (ids) {
      const wanted = Math.min(this.reach(ids, codes, then), this.limit);
      rows = this.scans[locale].all({ match, rows: wanted });
      complete = rows.length === ids.length;
    } else {
      complete = true;
      let own = 0;
      let next = 0;
      for (const row of this.scans[locale].iterate({ match, rows: this.limit })) {
        rows.push(row);
        if (holds(codes, row[0])) own += 1;
        if (holds(then, row[0])) next += 1;
        if ((own >= this.window && next >= this.window) || rows.length >= this.limit) {
          // Leaving the loop early resets the statement (better-sqlite3's iterator return).
          complete = false;
          break;
        }
      }
    }
    this.kept.set(`${locale}\u0000${match}`, { rows, complete });
    const own = rows.reduce((n, [id]) => (holds(codes, id) ? n + 1 : n), 0);
    return complete || own >= this.window ? this.ranked(rows, codes, scoreOf) : null;
  }

  /** How many of a match's first rows (its ids, ascending) hold both windows: up to the `window`-th row of each type list, or all. */
  private reach(ids: readonly number[], codes: Codes, then: Codes): number {
    let own = 0;
    let next = 0;
    for (let i = 0; i < ids.length; i += 1) {
      if (holds(codes, ids[i])) own += 1;
      if (holds(then, ids[i])) next += 1;
      if (own >= this.window && next >= this.window) return i + 1;
    }
    return ids.length;
  }

  /**
   * Every row of a match, [search id, bm25] in search-id order, when it holds at most SCAN_WINDOWS windows
   * of rows (null when it holds more); kept for this turn like any scan, so the next request of the search
   * reads none.
   * A tiered search ranks both tiers from it (SqliteSearchIndex.tieredFromScan).
   */
  whole(locale: Locale, match: string): ReadonlyArray<readonly [number, number]> | null {
    const key = `${locale}\u0000${match}`;
    const kept = this.kept.get(key);
    if (kept) return kept.complete ? kept.rows : null;
    // One row past the bound tells a longer match.
    const rows = this.scans[locale].all({ match, rows: this.limit + 1 });
    if (rows.length > this.limit) return null;
    this.kept.set(key, { rows, complete: true });
    return rows;
  }

  /** The window of `codes` from a scan kept in this turn, ranked, or null when none covers it. */
  take(locale: Locale, match: string, codes: Codes, scoreOf: (id: number, bm25: number) => number): Array<{ id: number; score: number }> | null {
    const key = `${locale}\u0000${match}`;
    const kept = this.kept.get(key);
    if (!kept) return null;
    // The scan covers a window when it is the match's every row, or holds `window` rows of its types:
    // those are then the first `window` rows of those types in search-id order.
    if (!kept.complete && kept.rows.reduce((n, [id]) => (holds(codes, id) ? n + 1 : n), 0) < this.window) return null;
    return this.ranked(kept.rows, codes, scoreOf);
  }

  /** As the ranking statement orders its window: bm25 times the row's weight (its type's and language's), then search id (the more popular first). */
  private ranked(rows: Scanned, codes: Codes, scoreOf: (id: number, bm25: number) => number): Array<{ id: number; score: number }> {
    const window: Array<{ id: number; score: number }> = [];
    for (const [id, bm25] of rows) {
      if (!holds(codes, id)) continue;
      window.push({ id, score: scoreOf(id, bm25) });
      if (window.length >= this.window) break;
    }
    return window.sort((a, b) => a.score - b.score || a.id - b.id);
  }
}
