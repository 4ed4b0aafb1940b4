import { call, put } from 'redux-saga/effects';
import type { DownloadDetailsDataResponse } from '../../shared/content/detailsTypes';
import { downloadDetailsActions } from '../../store/downloadDetailsSlice';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import {
  detailsContextOf,
  fetchDetails,
  loadDetailsTrail,
  notForThisProduct,
  plausibleName,
} from '../../store/sagas/detailsContext';
import { getApi } from '../../store/sagas/fetchers';
import { fetchEula } from './eula';
import { licenceRequested } from './LicensedDownload';
import { queryValue } from '../shell/ui/queryLinks';

export function* load(page: PageState): Saga {
  const downloadId = page.params.downloadId;
  if (!downloadId) {
    yield put(downloadDetailsActions.reset());
    return;
  }
  const api = yield* getApi();
  const context = detailsContextOf(page);
  yield put(downloadDetailsActions.request());
  let response: DownloadDetailsDataResponse;
  try {
    response = yield* fetchDetails('downloadDetails', downloadId, () =>
      api.downloadDetails({
        locale: page.locale,
        downloadId,
        model: context.model,
        category: context.category,
        operatingSystem: plausibleName(queryValue(page.query, 'operating-system'), 100),
        downloadCategory: plausibleName(queryValue(page.query, 'download-category'), 100),
        CAFRENCH: context.CAFRENCH,
      }),
    );
  } catch (error) {
    yield put(downloadDetailsActions.failed());
    throw error;
  }
  const misplaced = notForThisProduct(page, 'downloadDetails', response.data.appliesToModel);
  if (misplaced) {
    yield put(downloadDetailsActions.failed());
    throw misplaced;
  }
  yield put(downloadDetailsActions.received(response.data));
  // A licence link followed without script (ADR 032): the page shows the licence text itself.
  if (licenceRequested(page) === 'show' && response.data.eulaUrl) yield call(fetchEula, response.data.eulaUrl);
  yield call(loadDetailsTrail, page, { productName: response.data.product?.name });
}
