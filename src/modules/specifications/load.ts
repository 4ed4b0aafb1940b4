import { call, put } from 'redux-saga/effects';
import type { SpecificationsResponse } from '../../shared/content/hubTypes';
import { specifications } from '../../store/dataSets';
import { footnotesActions } from '../../store/footnotesSlice';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { productNameOf } from '../../store/pageSelectors';
import { getApi } from '../../store/sagas/fetchers';

/**
 * One call fills two states (docs/behaviour.md §3): the specifications data set (techSpecs, inTheBox) and the
 * footnote state (synonyms, specs; collapsed again for a new sheet). Without a product name nothing
 * is fetched (docs/behaviour.md §5).
 */
export function* loadSpecifications(page: PageState): Saga {
  const productName = productNameOf(page);
  if (!productName) return;
  const api = yield* getApi();
  yield put(specifications.actions.request());
  try {
    const sheet: SpecificationsResponse = yield call(api.specifications, { locale: page.locale, productName });
    const { techSpecs, inTheBox, modelNumber } = sheet;
    yield put(specifications.actions.received({ productName: sheet.productName, modelNumber, techSpecs, inTheBox }));
    yield put(footnotesActions.received({ synonyms: sheet.synonyms, specs: sheet.footnotes }));
  } catch (error) {
    yield put(specifications.actions.failed());
    yield put(footnotesActions.reset());
    throw error;
  }
}
