import type { UnknownAction } from '@reduxjs/toolkit';
import { put } from 'redux-saga/effects';
import { isNotFound } from '../../shared/api/errors';
import { compatibilityDetails, compatibleCategories, compatibleModels } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { productNameOf } from '../../store/pageSelectors';
import { fetchInto, getApi } from '../../store/sagas/fetchers';
import { queryValue } from '../shell/ui/queryLinks';
import { CATEGORY_PARAM, MODEL_PARAM } from './constants';

/**
 * A step that names something that does not exist (an edited or stale link) leaves its data set
 * reset to the initial value (docs/behaviour.md §4) and the earlier steps on screen, instead of hiding the module.
 * The reset undoes fetchInto's failure mark: an unknown model is not a service that is down ('temporarily
 * unavailable' was shown for `compatible-model=nope`).
 */
function* tolerateNotFound(slice: { actions: { reset: () => UnknownAction } }, step: () => Generator<unknown, unknown, never>): Saga {
  try {
    yield* step();
  } catch (error) {
    if (!isNotFound(error)) throw error;
    yield put(slice.actions.reset());
  }
}

/**
 * Categories -> models -> details (docs/behaviour.md §7), driven by compatible-category and compatible-model.
 * docs/behaviour.md §5: compatible models and details clear when their name is missing.
 */
export function* loadCompatibility(page: PageState): Saga {
  const productName = productNameOf(page);
  if (!productName) return;
  const api = yield* getApi();
  const { locale } = page;
  yield* fetchInto(compatibleCategories, () =>
    api.compatibleCategories({ locale, productName }).then((r) => r.categories),
  );

  const categoryName = queryValue(page.query, CATEGORY_PARAM);
  if (categoryName) {
    yield* tolerateNotFound(compatibleModels, () =>
      fetchInto(compatibleModels, () =>
        api.compatibleModels({ locale, productName, categoryName }).then((r) => r.models),
      ),
    );
  } else {
    yield put(compatibleModels.actions.reset());
  }

  const compatibleModelName = queryValue(page.query, MODEL_PARAM);
  if (compatibleModelName) {
    yield* tolerateNotFound(compatibilityDetails, () =>
      fetchInto(compatibilityDetails, () => api.compatibilityDetails({ locale, productName, compatibleModelName })),
    );
  } else {
    yield put(compatibilityDetails.actions.reset());
  }
}
