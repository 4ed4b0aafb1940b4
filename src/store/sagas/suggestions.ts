import { all, call, cancelled, delay, put, select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { MAX_QUERY_LENGTH, SETTINGS } from '../../shared/constants';
import type { Suggestion, SuggestionsResponse } from '../../shared/content/types';
import type { Saga } from '../pageModule';
import type { RootState } from '../rootReducer';
import { searchBoxActions } from '../searchBoxSlice';
import { getApi } from './fetchers';

export const SUGGEST_DEBOUNCE_MS = 150;
const MAX_SUGGESTIONS = 10;
const EMPTY: SuggestionsResponse = { query: '', suggestions: [] };

/** Products and popular searches first, then completions of the typed words that are not already there. */
export function mergeSuggestions(primary: Suggestion[], completions: Suggestion[]): Suggestion[] {
  const seen = new Set(primary.map((s) => s.text.toLowerCase()));
  const extra = completions.filter((s) => !seen.has(s.text.toLowerCase()));
  return [...primary, ...extra].slice(0, MAX_SUGGESTIONS);
}

function* suggestAfterPause(debounceMs: number, action: PayloadAction<string>): Saga {
  const keyword = action.payload.trim().slice(0, MAX_QUERY_LENGTH);
  // An empty query was already cleared by the reducer; a single character would match half the
  // catalogue, and suggestions for an earlier, longer text must not stay on screen.
  if (keyword.length < SETTINGS.suggestionsMinLength) {
    if (keyword.length > 0) yield put(searchBoxActions.suggestionsReceived({ keyword, suggestions: [] }));
    return;
  }
  // The pause is the debounce: a newer keystroke cancels this task before any request starts.
  yield delay(debounceMs);
  const api = yield* getApi();
  const locale: RootState['page']['locale'] = yield select((s: RootState) => s.page.locale);
  const controller = new AbortController();
  try {
    const [response, keywords]: [SuggestionsResponse, SuggestionsResponse] = yield all([
      call(api.suggest, { locale, query: keyword }, { signal: controller.signal }),
      // Keyword completions are extra: their failure must not cost the products and popular searches.
      call(async () => {
        try {
          return await api.keywordSuggest({ locale, query: keyword }, { signal: controller.signal });
        } catch {
          return EMPTY;
        }
      }),
    ]);
    // Belt and braces: an answer for text the visitor no longer has in the box is never shown.
    const current: string = yield select((s: RootState) => s.searchBox.inputValue.trim());
    if (current !== action.payload.trim()) return;
    yield put(searchBoxActions.suggestionsReceived({ keyword, suggestions: mergeSuggestions(response.suggestions, keywords.suggestions) }));
  } catch {
    // Suggestions are a convenience: a failure leaves the box usable without them.
  } finally {
    // A newer keystroke cancelled this task while its request was in flight: abort the request itself,
    // so the browser drops the connection instead of downloading an answer nobody will read.
    const wasCancelled: boolean = yield cancelled();
    if (wasCancelled) controller.abort();
  }
}

/**
 * Suggestions as you type (docs/behaviour.md §4): takeLatest cancels the previous task on every keystroke, which
 * both debounces (its pause never ends) and cancels a request already in flight (its signal aborts).
 */
export function* watchSuggestions(debounceMs: number = SUGGEST_DEBOUNCE_MS): Saga {
  // A synced or cleared box (search submitted, page navigated) also cancels the pending fetch: its
  // task ends at once, and suggestions for text that was already searched are never fetched.
  yield takeLatest(
    [searchBoxActions.inputChanged.type, searchBoxActions.synced.type, searchBoxActions.cleared.type],
    function* (action: PayloadAction<string>): Saga {
      if (action.type === searchBoxActions.inputChanged.type) yield* suggestAfterPause(debounceMs, action);
    },
  );
}
