import { call, put } from 'redux-saga/effects';
import type { RemoteControlCodes } from '../../shared/content/remoteControlTypes';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { NOTHING_SELECTED, remoteProgrammingActions as actions } from '../../store/remoteProgrammingSlice';
import { getApi } from '../../store/sagas/fetchers';
import { queryValue } from '../shell/ui/queryLinks';
import { choiceOf, remoteNameOf } from './constants';

/**
 * A remote's programming data; a successful fetch clears the device and brand choice (docs/behaviour.md §4), then
 * takes the choice the address names, if any (the form sent without JavaScript, or a shared link).
 */
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
    const choice = choiceOf(page, data);
    if (choice.device !== NOTHING_SELECTED) yield put(actions.deviceChosen({ device: choice.device, brand: choice.brand }));
  } catch (error) {
    yield put(actions.failed());
    throw error;
  }
}
