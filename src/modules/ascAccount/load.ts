import { ascAuth } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { fetchInto, getApi } from '../../store/sagas/fetchers';
import { safeReturnTo } from '../../shared/ascPortal';
import { queryValue } from '../shell/ui/queryLinks';

/**
 * The page the visitor returns to after signing in: the `path` context parameter when it names a page
 * of this site (docs/behaviour.md §3: a portal or CRM link says where its users continue), else this page.
 */
export const returnPathOf = (page: PageState): string =>
  safeReturnTo(queryValue(page.query, 'path')) ?? `${page.location.pathname}${page.location.search}`;
export const currentPath = returnPathOf;

export function* load(page: PageState): Saga {
  const api = yield* getApi();
  yield* fetchInto(ascAuth, () => api.ascAuth({ path: currentPath(page), locale: page.locale }));
}
