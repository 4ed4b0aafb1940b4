import { call, put } from 'redux-saga/effects';
import { DataFetchError } from '../../shared/api/errors';
import type { RepairDocumentDetailsResponse } from '../../shared/content/detailsTypes';
import { repairDetails } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import { pageActions, type PageState } from '../../store/pageSlice';
import { detailsContextOf, fetchDetails, loadDetailsTrail } from '../../store/sagas/detailsContext';
import { getApi } from '../../store/sagas/fetchers';
import { FORBIDDEN } from './constants';

export function* load(page: PageState): Saga {
  const contentFamilyId = page.params.contentFamilyId;
  // docs/behaviour.md §5: repair details need a contentFamilyId, else they are cleared.
  if (!contentFamilyId) {
    yield put(repairDetails.actions.reset());
    return;
  }
  const api = yield* getApi();
  const context = detailsContextOf(page);
  yield put(repairDetails.actions.request());
  let response: RepairDocumentDetailsResponse;
  try {
    response = yield* fetchDetails('repairDetails', contentFamilyId, () =>
      api.repairDocumentDetails({
        contentFamilyId,
        locale: page.locale,
        model: context.model,
        category: context.category,
        channel: context.channel,
        modelName: context.modelName,
      }),
    );
  } catch (error) {
    yield put(repairDetails.actions.failed());
    // Signed in, but the account lacks this document type: a page that says so, not an error page.
    if (error instanceof DataFetchError && error.status === 403) {
      yield put(pageActions.setModuleData({ key: FORBIDDEN, value: true }));
      yield put(pageActions.setPageData({ status: 403 }));
      return;
    }
    // Without a session the API answers 301 with the login URL: the page load redirects (docs/behaviour.md §6).
    throw error;
  }
  yield put(repairDetails.actions.received(response.data));
  yield call(loadDetailsTrail, page, { categoryName: response.data.categoryName });
}
