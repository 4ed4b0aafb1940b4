import type { SearchSignal } from '../insights/searchSignals';

/*
 * The daily search rollup behind GET /search/insights (docs/decisions/027-search-insights.md). Written
 * with each logged page view that carries a search signal, in the view's transaction; read one
 * window at a time through the (day, locale, query) key, so a request never reads days outside
 * its 30-day window, however long the log grows.
 */

/** One logged search or opened result, on the UTC day of the view. No client address or token. */
export interface SearchSignalRecord {
  /** YYYY-MM-DD, UTC. */
  day: string;
  locale: string;
  signal: SearchSignal;
}

export interface SearchInsightsWindow {
  /** First day of the 30-day window, YYYY-MM-DD. */
  from30: string;
  /** First day of the 7-day window. */
  from7: string;
  /** Last day of both windows (today). */
  to: string;
  /** Only this locale, or every locale. */
  locale: string | null;
  /** Rows per list. */
  limit: number;
}

export interface QueryTotalsRow {
  locale: string;
  query: string;
  searches7: number;
  zero7: number;
  opens7: number;
  searches30: number;
  zero30: number;
  opens30: number;
}

export interface DayTotalsRow {
  day: string;
  searches: number;
  zero: number;
  opens: number;
}

export interface OpenedRow {
  locale: string;
  query: string;
  path: string;
  opens: number;
}

export interface SearchInsightsRows {
  /** Days of the window that have any count, oldest first. */
  daily: DayTotalsRow[];
  top: QueryTotalsRow[];
  zeroResults: QueryTotalsRow[];
  unopened: QueryTotalsRow[];
  /** Opened results over the window of the queries listed above, most opened first. */
  opened: OpenedRow[];
}

export interface SearchInsightStore {
  searchInsights(window: SearchInsightsWindow): Promise<SearchInsightsRows>;
}

/** A row of QUERY_LISTS: the query's totals and its rank in each list it belongs to (null otherwise). */
export interface RankedQueryRow extends QueryTotalsRow {
  top_rank: number | null;
  zero_rank: number | null;
  unopened_rank: number | null;
}

/** Splits the one-pass result into the three lists, each in its rank order. */
export function listsOf(rows: readonly RankedQueryRow[]): Pick<SearchInsightsRows, 'top' | 'zeroResults' | 'unopened'> {
  const list = (rank: (r: RankedQueryRow) => number | null): QueryTotalsRow[] =>
    rows
      .filter((r) => rank(r) !== null)
      .sort((a, b) => (rank(a) ?? 0) - (rank(b) ?? 0))
      .map(({ locale, query, searches7, zero7, opens7, searches30, zero30, opens30 }) => ({ locale, query, searches7, zero7, opens7, searches30, zero30, opens30 }));
  return { top: list((r) => r.top_rank), zeroResults: list((r) => r.zero_rank), unopened: list((r) => r.unopened_rank) };
}
