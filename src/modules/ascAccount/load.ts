import { ascAuth } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { fetchInto, getApi } from '../../store/sagas/fetchers';
import { currentPath } from './constants';


export function* load(page: PageState): Saga {
  const api = yield* getApi();
  yield* fetchInto(ascAuth, () => api.ascAuth({ path: currentPath(page), locale: page.locale }));
}
