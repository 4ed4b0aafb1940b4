import { contextCategories } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { categoryNameOf, productNameOf } from '../../store/pageSelectors';
import { fetchInto, getApi } from '../../store/sagas/fetchers';

export function* load(page: PageState): Saga {
  const modelSlug = page.typeAlias === 'product' ? productNameOf(page) : undefined;
  const categoryName = categoryNameOf(page);
  if (!modelSlug && !categoryName) return;
  const api = yield* getApi();
  yield* fetchInto(contextCategories, () =>
    api.contextCategories({ locale: page.locale, ...(modelSlug ? { modelSlug } : { categoryName }) }),
  );
}
