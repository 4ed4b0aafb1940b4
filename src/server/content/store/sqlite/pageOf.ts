import type { Page, PageRequest } from '../ContentStore';

/**
 * One page of a listing and its total. The page is read first: when it comes back short and not
 * empty (or it is the first page), the total follows from it, so the count statement, which reads
 * the same rows again, only runs when there may be more rows than the page holds. Most listings
 * on a page (a product's banners, news, FAQs) fit in their first page.
 */
export function pageOf<R, T>(page: PageRequest, list: () => R[], count: () => number, toItem: (row: R) => T): Page<T> {
  if (page.num <= 0) return { total: count(), items: [] };
  const rows = list();
  // SQLite reads a negative OFFSET as 0.
  const start = Math.max(0, page.start);
  const total = rows.length < page.num && (rows.length > 0 || start === 0) ? start + rows.length : count();
  return { total, items: rows.map(toItem) };
}
