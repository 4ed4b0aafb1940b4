import { call, put } from 'redux-saga/effects';
import type { EulaResponse } from '../../shared/content/types';
import { downloadDetailsActions } from '../../store/downloadDetailsSlice';
import type { Saga } from '../../store/pageModule';
import { getApi } from '../../store/sagas/fetchers';

/**
 * The licence step before a download (docs/behaviour.md §4): fetch the licence text, store it and show it.
 * A failure only stops the fetching flag (docs/behaviour.md §8); the answer tells the caller whether to say so.
 */
export function* fetchEula(eulaUrl: string): Saga<boolean> {
  const api = yield* getApi();
  yield put(downloadDetailsActions.eulaRequest());
  try {
    const response: EulaResponse = yield call(api.eula, { eulaUrl });
    yield put(downloadDetailsActions.eulaReceived(response.embeddedHtml));
    yield put(downloadDetailsActions.eulaShown(true));
    return true;
  } catch {
    yield put(downloadDetailsActions.eulaFailed());
    return false;
  }
}
