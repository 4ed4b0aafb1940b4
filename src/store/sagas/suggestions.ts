import { call, debounce, put, select } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { MAX_QUERY_LENGTH, SETTINGS } from '../../shared/constants';
import type { SuggestionsResponse } from '../../shared/content/types';
import type { Saga } from '../pageModule';
import type { RootState } from '../rootReducer';
import { searchBoxActions } from '../searchBoxSlice';
import { getApi } from './fetchers';

export const SUGGEST_DEBOUNCE_MS = 150;

function* fetchSuggestions(action: PayloadAction<string>): Saga {
  const keyword = action.payload.trim().slice(0, MAX_QUERY_LENGTH);
  // An empty query was already cleared by the reducer; short ones would match half the catalogue.
  if (keyword.length < SETTINGS.suggestionsMinLength) return;
  const api = yield* getApi();
  const locale: RootState['page']['locale'] = yield select((s: RootState) => s.page.locale);
  try {
    const response: SuggestionsResponse = yield call(api.suggest, { locale, query: keyword });
    // A stale answer (the visitor kept typing) must not overwrite newer input.
    const current: string = yield select((s: RootState) => s.searchBox.inputValue.trim());
    if (current !== action.payload.trim()) return;
    yield put(searchBoxActions.suggestionsReceived({ keyword, suggestions: response.suggestions }));
  } catch {
    // Suggestions are a convenience: a failure leaves the box usable without them.
  }
}

/** Debounced: only the last keystroke within the window fetches (older requests never start). */
export function* watchSuggestions(): Saga {
  yield debounce(SUGGEST_DEBOUNCE_MS, searchBoxActions.inputChanged.type, fetchSuggestions);
}
