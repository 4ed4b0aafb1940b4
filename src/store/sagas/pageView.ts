import { call } from 'redux-saga/effects';
import type { PageViewLog } from '../../shared/api/calls/analytics';
import type { Saga } from '../pageModule';
import { getApi } from './fetchers';

/**
 * Sends one page view to the site-search provider through the content service (docs/behaviour.md §6). Logging
 * never disturbs the visitor: a failure (service down, endpoint missing, offline) is dropped.
 */
export function* logPageView(entry: PageViewLog): Saga<boolean> {
  try {
    const api = yield* getApi();
    yield call(api.logPageView, entry);
    return true;
  } catch {
    return false;
  }
}
