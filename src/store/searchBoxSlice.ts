import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Suggestion } from '../shared/content/types';
import { SEARCH_FOCUS_DEFAULT } from '../shared/constants';

/** docs/behaviour.md §3 search box state. */
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
    /** Typing: an empty query clears the suggestions and the active item (docs/behaviour.md §4). */
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
    /**
     * A page load put the page's own query text in the box (the results page shows what was searched,
     * other pages start empty); suggestions of the previous page are dropped. Not a keystroke: no fetch.
     */
    synced(state, action: PayloadAction<string>) {
      state.inputValue = action.payload;
      state.keyword = '';
      state.suggestions = [];
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
