import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Suggestion } from '../shared/content/types';
import { SEARCH_FOCUS_DEFAULT } from '../shared/constants';

/** Spec §3 search box state. */
export interface SearchBoxState {
  inputValue: string;
  keyword: string;
  focused: boolean;
  activeSuggestionItem: number;
  suggestions: Suggestion[];
}

const initialState: SearchBoxState = {
  inputValue: '',
  keyword: '',
  focused: SEARCH_FOCUS_DEFAULT,
  activeSuggestionItem: -1,
  suggestions: [],
};

export const searchBoxSlice = createSlice({
  name: 'searchBox',
  initialState,
  reducers: {
    /** Typing: an empty query clears the suggestions and the active item (spec §4). */
    inputChanged(state, action: PayloadAction<string>) {
      state.inputValue = action.payload;
      if (action.payload.trim() === '') {
        state.suggestions = [];
        state.activeSuggestionItem = -1;
        state.keyword = '';
      }
    },
    suggestionsReceived(state, action: PayloadAction<{ keyword: string; suggestions: Suggestion[] }>) {
      state.keyword = action.payload.keyword;
      state.suggestions = action.payload.suggestions;
      state.activeSuggestionItem = -1;
    },
    activeItemChanged(state, action: PayloadAction<number>) {
      state.activeSuggestionItem = action.payload;
    },
    focusChanged(state, action: PayloadAction<boolean>) {
      state.focused = action.payload;
    },
    cleared: () => initialState,
  },
});

export const searchBoxActions = searchBoxSlice.actions;
