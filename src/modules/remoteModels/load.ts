import { remoteModels } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { queryTextOf } from '../../store/pageSelectors';
import { fetchPaged, getApi } from '../../store/sagas/fetchers';
import { queryNumber, queryValue } from '../shell/ui/queryLinks';
import { REMOTES_PER_PAGE, isRemoteResults } from './constants';

/** docs/behaviour.md §5: CAFRENCH is forwarded when present. */
const caFrenchOf = (page: PageState) => queryValue(page.query, 'CAFRENCH');

/** The remotes listing: every remote on the landing page, the ones matching the query on the results page. */
export function* loadRemoteModels(page: PageState): Saga {
  const api = yield* getApi();
  const query = isRemoteResults(page) ? queryTextOf(page).trim() : '';
  const num = queryNumber(page.query, 'num', REMOTES_PER_PAGE);
  const CAFRENCH = caFrenchOf(page);
  yield* fetchPaged(remoteModels, { start: 0, num, query, locale: page.locale, CAFRENCH }, (start, n) =>
    api
      .remoteModels({ locale: page.locale, query: query || undefined, start, num: n, CAFRENCH })
      .then((r) => r.searchResponse),
  );
}
