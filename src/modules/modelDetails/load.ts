import { modelDetails } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { productNameOf } from '../../store/pageSelectors';
import { fetchInto, getApi } from '../../store/sagas/fetchers';
import { loginAware } from '../ascAccount/loginAware';

export function* load(page: PageState): Saga {
  const modelSlug = productNameOf(page);
  // docs/behaviour.md §5: product-scoped modules return empty when no product name can be derived.
  if (!modelSlug) return;
  const api = yield* getApi();
  yield* loginAware(() => fetchInto(modelDetails, () => api.modelDetails({ locale: page.locale, modelSlug })));
}
