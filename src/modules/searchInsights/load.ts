import { put } from 'redux-saga/effects';
import { SEARCH_INSIGHTS } from '../../shared/constants';
import { DataFetchError } from '../../shared/api/errors';
import { LOCALES } from '../../shared/locale';
import { searchInsights } from '../../store/dataSets';
import type { Saga } from '../../store/pageModule';
import { pageActions, type PageState } from '../../store/pageSlice';
import { fetchInto, getApi } from '../../store/sagas/fetchers';
import { loginAware } from '../ascAccount/loginAware';

/** The page's filter: searches of one locale, or of all (the default). */
export const LOCALE_PARAM = 'searchLocale';
/** Page data key: the signed-in account may not read the insights (the API answered 403). */
export const FORBIDDEN = 'searchInsights.forbidden';

/** The locale the page is filtered to, when the parameter names one the site has. */
export function searchLocaleOf(page: PageState): string | undefined {
  const raw = page.query[LOCALE_PARAM];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value) ? value : undefined;
}

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
