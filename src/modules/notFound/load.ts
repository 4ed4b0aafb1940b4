import { categories } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { fetchInto, getApi } from '../../store/sagas/fetchers';

export function* load(page: PageState): Saga {
  const api = yield* getApi();
  yield* fetchInto(categories, () => api.categories({ locale: page.locale }));
}
