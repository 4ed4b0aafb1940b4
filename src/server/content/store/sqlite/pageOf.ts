import type { Page, PageRequest } from '../ContentStore';
import { knownTotal } from '../pageTotal';

/** One page of a listing and its total, counting only when the page does not tell it (store/pageTotal.ts). */
export function pageOf<R, T>(page: PageRequest, list: () => R[], count: () => number, toItem: (row: R) => T): Page<T> {
  if (page.num <= 0) return { total: count(), items: [] };
  const rows = list();
  return { total: knownTotal(page, rows.length) ?? count(), items: rows.map(toItem) };
}
