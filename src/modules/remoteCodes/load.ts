import { call, put } from 'redux-saga/effects';
import type { RemoteControlCodes } from '../../shared/content/remoteControlTypes';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { remoteProgrammingActions as actions } from '../../store/remoteProgrammingSlice';
import { getApi } from '../../store/sagas/fetchers';
import { queryValue } from '../shell/ui/queryLinks';
import { remoteNameOf } from './constants';

/** A remote's programming data; a successful fetch clears the device and brand choice (docs/behaviour.md §4). */
export function* loadRemoteCodes(page: PageState): Saga {
  const modelName = remoteNameOf(page);
  if (!modelName) return;
  const api = yield* getApi();
  yield put(actions.request());
  try {
    const data: RemoteControlCodes = yield call(api.remoteControlCodes, {
      locale: page.locale,
      modelName,
      // docs/behaviour.md §5: CAFRENCH is forwarded when present.
      CAFRENCH: queryValue(page.query, 'CAFRENCH'),
    });
    yield put(actions.received(data));
  } catch (error) {
    yield put(actions.failed());
    throw error;
  }
}
