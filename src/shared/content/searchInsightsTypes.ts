/**
 * GET /search/insights (docs/decisions/027-search-insights.md): what visitors searched for, what found
 * nothing and what nobody opened, over the last 7 and 30 days (UTC days, today included).
 */

/** Counts of one query, or of all queries, within one window. */
export interface SearchInsightCounts {
  searches: number;
  /** Searches that answered no result at all. */
  zeroResultSearches: number;
  /** Result pages opened from a results page of this query. */
  opens: number;
}

/**
 * Per-query helpfulness: the "did this help?" answers (ADR 028) given on the articles, software pages
 * and downloads opened from the query's results (src/server/content/insights/helpfulnessJoin.ts).
 */
export interface SearchInsightHelpfulness {
  helpful: number;
  notHelpful: number;
}

export interface SearchInsightOpened {
  /** Site path of the opened page (no query string). */
  path: string;
  opens: number;
}

export interface SearchInsightRow {
  /** The query as counted: trimmed, lower case, spaces collapsed, cut at SEARCH_INSIGHTS.maxQueryLength. */
  query: string;
  /** The locale the query was searched in (a search link goes to that locale's results page). */
  locale: string;
  last7: SearchInsightCounts;
  last30: SearchInsightCounts;
  /** The results opened most for this query over 30 days, most opened first (at most 3). */
  opened: SearchInsightOpened[];
  /** Answers on the opened results; null when none of them was rated. */
  helpfulness: SearchInsightHelpfulness | null;
}

export interface SearchInsightDay extends SearchInsightCounts {
  /** YYYY-MM-DD (UTC). */
  day: string;
}

export interface SearchInsightsResponse {
  /** ISO time the figures were read. */
  generatedAt: string;
  /** The locale the figures are limited to, or null for every locale. */
  searchLocale: string | null;
  /** First and last day (YYYY-MM-DD, UTC) of each window; both end today. */
  windows: { last7: { from: string; to: string }; last30: { from: string; to: string } };
  totals: { last7: SearchInsightCounts; last30: SearchInsightCounts };
  /** One entry per day of the 30-day window, oldest first, days without searches as zeros. */
  daily: SearchInsightDay[];
  /** Most searched queries over 30 days. */
  topQueries: SearchInsightRow[];
  /** Queries that found nothing (the content gap list), most frequent first. */
  zeroResultQueries: SearchInsightRow[];
  /** Queries that found results of which none was opened, most frequent first. */
  unopenedQueries: SearchInsightRow[];
}
