import createSagaMiddleware from 'redux-saga';
import { createApi } from '../shared/api/createApi';
import { createFetchTransport } from '../shared/api/fetchTransport';
import type { LoginUrlPolicy } from '../shared/api/request';
import type { makeBrowserStore } from '../store/makeBrowserStore';
import { watchSuggestions } from '../store/sagas/suggestions';
import { searchBoxActions } from '../store/searchBoxSlice';
import { SETTINGS } from '../shared/constants';

/**
 * Part of the `later-navigation` chunk, fetched right after hydration (docs/decisions/042-javascript-budget.md,
 * update 2): redux-saga's runtime and the API client with every call join the store only now.
 */
export function startSagas(browser: ReturnType<typeof makeBrowserStore>, policy: LoginUrlPolicy, serverInput: string): void {
  const saga = createSagaMiddleware({ context: { api: createApi(createFetchTransport(), policy) } });
  browser.startSagas(saga);
  const { store } = browser;
  store.runSaga(watchSuggestions);
  // Text typed into the search box before the sagas ran (it differs from the server's) gets its suggestions
  // now, as a keystroke would.
  const typed = store.getState().searchBox.inputValue;
  if (typed !== serverInput && typed.trim().length >= SETTINGS.suggestionsMinLength) store.dispatch(searchBoxActions.inputChanged(typed));
}
