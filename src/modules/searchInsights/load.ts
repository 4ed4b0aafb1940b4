import { put } from 'redux-saga/effects';
import { SEARCH_INSIGHTS } from '../../shared/constants';
import { DataFetchError } from '../../shared/api/errors';
import { searchInsights } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import { pageActions, type PageState } from '../../store/pageSlice';
import { fetchInto, getApi } from '../../store/sagas/fetchers';
import { loginAware } from '../ascAccount/loginAware';
import { FORBIDDEN, searchLocaleOf } from './constants';

/**
 * Reads the insights. Without a session the API answers 301 and the sign-in prompt appears
 * (loginAware); a signed-in account of another role gets a 403, which the page explains instead of
 * failing.
 */
export function* loadSearchInsights(page: PageState): Saga {
  const api = yield* getApi();
  try {
    yield* loginAware(() =>
      fetchInto(searchInsights, () => api.searchInsights({ locale: page.locale, searchLocale: searchLocaleOf(page), num: SEARCH_INSIGHTS.defaultRows })),
    );
  } catch (error) {
    if (error instanceof DataFetchError && error.status === 403) {
      yield put(pageActions.setModuleData({ key: FORBIDDEN, value: true }));
      return;
    }
    throw error;
  }
}
