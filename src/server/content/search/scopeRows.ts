import type { Locale } from '../../../shared/locale';

/** How many search ids the kept scopes hold at most, all locales together (8 bytes each: 4 MB). */
export const SCOPE_ROWS_BUDGET = 500_000;

/**
 * The search ids (ascending) filed under each scope, read from the index once and kept while the
 * catalogue's dataset version stays the same. Both stores keep them (store/sqlite/search/SqliteSearchIndex.ts,
 * store/postgres/PostgresSearch.ts), each reading the rows its own way.
 *
 * A results page counts its filters (its root categories and the products of its first results)
 * for the query: counted as one statement per filter on SQLite, each evaluated the query's whole
 * expression again ('firmware update' holds forty alternatives), 25 counts were 38 ms of a 69 ms
 * search at 100k documents. The query's rows are now read once and intersected with each scope's
 * rows, which do not depend on the query (docs/decisions/058-filter-counts-in-one-pass.md).
 *
 * The rows are a copy of what the index says, so all are dropped as soon as the caller reads
 * another dataset version (an import replaces the index and changes the version, loadDataset.ts).
 * Least recently used scopes go first past the budget.
 */
export class ScopeRows {
  private version: string | null | undefined;
  private readonly kept = new Map<string, Float64Array>();
  private held = 0;

  constructor(private readonly budget = SCOPE_ROWS_BUDGET) {}

  /** A scope's rows kept for this dataset version, if any. */
  get(version: string | null, locale: Locale, token: string): Float64Array | undefined {
    this.follow(version);
    const key = `${locale}\u0000${token}`;
    const known = this.kept.get(key);
    if (known) {
      // A Map keeps insertion order: moved to the end, the least recently used scope stays first.
      this.kept.delete(key);
      this.kept.set(key, known);
    }
    return known;
  }

  /**
   * Keeps a scope's rows (ascending search ids) as read for this dataset version. A scope of more than a
   * quarter of the budget is returned but not kept: kept, it would push out every other scope, and the
   * next page's filters would all be read again.
   */
  set(version: string | null, locale: Locale, token: string, ids: readonly number[]): Float64Array {
    this.follow(version);
    const key = `${locale}\u0000${token}`;
    const rows = Float64Array.from(ids);
    if (rows.length > this.budget / 4) return rows;
    this.held -= this.kept.get(key)?.length ?? 0;
    this.kept.delete(key);
    this.kept.set(key, rows);
    this.held += rows.length;
    for (const [oldest, kept] of this.kept) {
      if (this.held <= this.budget || oldest === key) break;
      this.kept.delete(oldest);
      this.held -= kept.length;
    }
    return rows;
  }

  private follow(version: string | null): void {
    if (version === this.version) return;
    this.kept.clear();
    this.held = 0;
    this.version = version;
  }
}

/**
 * How many ids two ascending lists share. The shorter list's ids are looked up in the longer by
 * a search that starts where the last one ended, so a product's few rows against a query's
 * thousands cost a few dozen steps, and two long lists about one pass.
 */
export function sharedCount(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const [small, large] = a.length <= b.length ? [a, b] : [b, a];
  let n = 0;
  let from = 0;
  for (let i = 0; i < small.length && from < large.length; i += 1) {
    const id = small[i];
    // Gallop: double the step until past the id, then halve back to its place.
    let step = 1;
    let hi = from;
    while (hi < large.length && large[hi] < id) {
      from = hi + 1;
      hi += step;
      step *= 2;
    }
    let lo = from;
    hi = Math.min(hi, large.length - 1);
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (large[mid] < id) lo = mid + 1;
      else hi = mid;
    }
    from = lo;
    if (from < large.length && large[from] === id) {
      n += 1;
      from += 1;
    }
  }
  return n;
}

/** Whether an ascending list holds an id (a binary search). */
export function holdsId(sorted: ArrayLike<number>, id: number): boolean {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] === id) return true;
    if (sorted[mid] < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}
