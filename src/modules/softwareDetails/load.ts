import { call, put } from 'redux-saga/effects';
import { fetchEula } from '../downloadDetails/eula';
import { downloadDetailsActions } from '../../store/downloadDetailsSlice';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { loadArticlePage } from '../../store/sagas/articleLoader';
import { licenceRequested } from '../downloadDetails/LicensedDownload';
import { preferredSoftwareIndex } from './preferredPlatform';

export function* load(page: PageState): Saga {
  const data = yield* loadArticlePage(page, 'software');
  // A new software page starts on the visitor's own operating system, with no licence open.
  yield put(downloadDetailsActions.eulaShown(false));
  const index = data ? preferredSoftwareIndex(data.software, page.userAgent) : 0;
  yield put(downloadDetailsActions.softwareIndexSet(index));
  // A licence link followed without script (ADR 032): the licence of the platform offered first.
  const eulaUrl = data?.software[index]?.eulaUrl;
  if (licenceRequested(page) === 'show' && eulaUrl) yield call(fetchEula, eulaUrl);
}
