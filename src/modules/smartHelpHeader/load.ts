import { DataFetchError } from '../../shared/api/errors';
import { smartHelpProduct } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { fetchInto, getApi } from '../../store/sagas/fetchers';
import { put } from 'redux-saga/effects';
import { smartHelpPlaceOf } from '../shell/smartHelpUi/context';

/**
 * The TV the help is for. Critical: an unknown product, or one that is not in the category of the
 * address, is the helpful 404 page rather than a help page for nothing.
 */
export function* load(page: PageState): Saga {
  const place = smartHelpPlaceOf(page);
  if (place?.kind !== 'tv') {
    yield put(smartHelpProduct.actions.reset());
    return;
  }
  const api = yield* getApi();
  const data = yield* fetchInto(smartHelpProduct, () =>
    api.productMetadata({ locale: page.locale, productName: place.productName }),
  );
  const inCategory = data?.parentCategories.some((c) => c.name === place.categoryName);
  if (!inCategory) throw new DataFetchError('smartHelpProduct', 404);
}
