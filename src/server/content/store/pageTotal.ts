import type { PageRequest } from './ContentStore';

/**
 * The total of a listing when its page alone tells it: a page that comes back short and not empty
 * (or short on the first page) holds the listing's last row. Otherwise null, and the caller counts.
 * Both stores read the page first, so the count statement, which reads the same rows again, runs
 * only when there may be more rows than the page holds; most listings on a page (a product's
 * banners, news, FAQs) fit in their first page.
 */
export function knownTotal(page: PageRequest, rowCount: number): number | null {
  // SQLite reads a negative OFFSET as 0; PostgreSQL is given 0.
  const start = Math.max(0, page.start);
  return rowCount < page.num && (rowCount > 0 || start === 0) ? start + rowCount : null;
}
