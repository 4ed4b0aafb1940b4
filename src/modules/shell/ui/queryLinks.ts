import type { QueryParams } from '../../../store/pageSlice';
import { MAX_LIST_ITEMS } from '../../../shared/constants';

/** The current page's URL with some query parameters replaced (undefined removes one). */
export function hrefWithQuery(
  location: { pathname: string },
  query: QueryParams,
  changes: Record<string, string | number | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key in changes) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  }
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}`;
}

/** First value of a query parameter (arrays are reduced to their first element). */
export function queryValue(query: QueryParams, key: string): string | undefined {
  const value = query[key];
  return Array.isArray(value) ? value[0] : value;
}

/** A positive integer query parameter, bounded, or the default. */
export function queryNumber(query: QueryParams, key: string, fallback: number, max: number = MAX_LIST_ITEMS): number {
  const raw = queryValue(query, key);
  const n = raw === undefined ? NaN : Number.parseInt(raw, 10);
  return Number.isFinite(n) && n > 0 ? Math.min(n, max) : fallback;
}
