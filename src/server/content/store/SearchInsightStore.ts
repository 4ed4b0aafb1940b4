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

/** What visitors opened from one query's results over a window of days (ADR 056). */
export interface LearnedOpens {
  /** Searches of the query in the window. */
  searches: number;
  /** Opens of any of its results in the window. */
  opens: number;
  /** The most opened paths, most opened first. */
  opened: Array<{ path: string; opens: number }>;
}

/** A row of LEARNED_OPENS. */
export interface LearnedOpensRow {
  path: string;
  opens: number;
  query_opens: number;
  searches: number;
}

/** The statement's rows as LearnedOpens; no row means nothing was opened (its searches do not matter then). */
export function learnedOpensOf(rows: readonly LearnedOpensRow[]): LearnedOpens {
  return {
    searches: rows[0]?.searches ?? 0,
    opens: rows[0]?.query_opens ?? 0,
    opened: rows.map((r) => ({ path: r.path, opens: r.opens })),
  };
}

/** The days and query of a learned-opens read: `query` in the rollup's form (normaliseInsightQuery). */
export interface LearnedOpensRequest {
  locale: string;
  query: string;
  from: string;
  to: string;
  limit: number;
}

export interface SearchInsightStore {
  searchInsights(window: SearchInsightsWindow): Promise<SearchInsightsRows>;
  learnedOpens(request: LearnedOpensRequest): Promise<LearnedOpens>;
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
