import { call, put } from 'redux-saga/effects';
import type { SpecialMessageResponse } from '../../shared/content/hubTypes';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { getApi } from '../../store/sagas/fetchers';
import { SPECIAL_MESSAGE_COOKIE, specialMessageActions } from '../../store/specialMessageSlice';

/**
 * The special message (docs/behaviour.md §4): fetched for every page that carries it; a message the visitor
 * dismissed during this visit (remembered in a session cookie) is prevented instead of shown.
 */
export function* loadSpecialMessage(page: PageState): Saga {
  const api = yield* getApi();
  yield put(specialMessageActions.request());
  try {
    const { message }: SpecialMessageResponse = yield call(api.specialMessage, { locale: page.locale });
    if (message && page.cookie[SPECIAL_MESSAGE_COOKIE] === message.id) yield put(specialMessageActions.prevent());
    else yield put(specialMessageActions.received(message));
  } catch (error) {
    yield put(specialMessageActions.failed());
    throw error;
  }
}
