import { put } from 'redux-saga/effects';
import { LoginRedirectError } from '../../shared/api/errors';
import { pageActions } from '../../store/pageSlice';
import { LOGIN_REQUIRED } from './loginRequired';

/**
 * Runs a restricted module's fetch. When the content service wants a sign-in first (no valid
 * session: the UI cookies alone unlock nothing), the page notes it so the sign-in prompt appears,
 * and the error goes on: the module is left out of the page like any failed non-critical module.
 */
export function* loginAware(fetch: () => Generator<unknown, unknown, unknown>): Generator<unknown, void, unknown> {
  try {
    yield* fetch();
  } catch (error) {
    if (error instanceof LoginRedirectError) yield put(pageActions.setModuleData({ key: LOGIN_REQUIRED, value: error.loginUrl }));
    throw error;
  }
}
