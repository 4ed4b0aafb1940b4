import { SEARCH_INSIGHTS } from '../../../shared/constants';
import type { SearchInsightCounts, SearchInsightDay, SearchInsightRow, SearchInsightsResponse } from '../../../shared/content/searchInsightsTypes';
import type { QueryTotalsRow, SearchInsightsRows, SearchInsightsWindow } from '../store/SearchInsightStore';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Opened results shown per query. */
const OPENED_PER_QUERY = 3;

const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** The 7- and 30-day windows ending today (UTC), both including today. */
export function insightWindows(now: Date, locale: string | null, limit: number): SearchInsightsWindow & { days: string[] } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days = Array.from({ length: SEARCH_INSIGHTS.longWindowDays }, (_, i) => dayOf(today - (SEARCH_INSIGHTS.longWindowDays - 1 - i) * DAY_MS));
  return {
    from30: days[0],
    from7: days[days.length - SEARCH_INSIGHTS.shortWindowDays],
    to: days[days.length - 1],
    locale,
    limit,
    days,
  };
}

const zero = (): SearchInsightCounts => ({ searches: 0, zeroResultSearches: 0, opens: 0 });

/** The store's rows as the API answers them: every day of the window, totals, opened results per query. */
export function assembleInsights(rows: SearchInsightsRows, window: ReturnType<typeof insightWindows>, now: Date): SearchInsightsResponse {
  const byDay = new Map(rows.daily.map((d) => [d.day, d]));
  const daily: SearchInsightDay[] = window.days.map((day) => {
    const d = byDay.get(day);
    return { day, searches: d?.searches ?? 0, zeroResultSearches: d?.zero ?? 0, opens: d?.opens ?? 0 };
  });
  const sum = (from: string): SearchInsightCounts =>
    daily
      .filter((d) => d.day >= from)
      .reduce((acc, d) => ({ searches: acc.searches + d.searches, zeroResultSearches: acc.zeroResultSearches + d.zeroResultSearches, opens: acc.opens + d.opens }), zero());

  const opened = new Map<string, SearchInsightRow['opened']>();
  for (const o of rows.opened) {
    const key = `${o.locale}\u0000${o.query}`;
    const list = opened.get(key) ?? [];
    if (list.length < OPENED_PER_QUERY) list.push({ path: o.path, opens: o.opens });
    opened.set(key, list);
  }
  const row = (r: QueryTotalsRow): SearchInsightRow => ({
    query: r.query,
    locale: r.locale,
    last7: { searches: r.searches7, zeroResultSearches: r.zero7, opens: r.opens7 },
    last30: { searches: r.searches30, zeroResultSearches: r.zero30, opens: r.opens30 },
    opened: opened.get(`${r.locale}\u0000${r.query}`) ?? [],
    // "Did this help?" feedback joins here once it is recorded (docs/decisions/027-search-insights.md).
    helpfulness: null,
  });

  return {
    generatedAt: now.toISOString(),
    searchLocale: window.locale,
    windows: { last7: { from: window.from7, to: window.to }, last30: { from: window.from30, to: window.to } },
    totals: { last7: sum(window.from7), last30: sum(window.from30) },
    daily,
    topQueries: rows.top.map(row),
    zeroResultQueries: rows.zeroResults.map(row),
    unopenedQueries: rows.unopened.map(row),
  };
}
