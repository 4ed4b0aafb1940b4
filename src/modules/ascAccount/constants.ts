import { safeReturnTo } from '../../shared/ascPortal';
import type { PageState } from '../../store/pageSlice';
import { queryValue } from '../shell/ui/queryLinks';

/**
 * The page the visitor returns to after signing in: the `path` context parameter when it names a page
 * of this site (docs/behaviour.md §3: a portal or CRM link says where its users continue), else this page.
 */
export const returnPathOf = (page: PageState): string =>
  safeReturnTo(queryValue(page.query, 'path')) ?? `${page.location.pathname}${page.location.search}`;
export const currentPath = returnPathOf;
