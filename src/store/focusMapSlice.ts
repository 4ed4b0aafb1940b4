import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** One page's remembered focus: the element (by id) the visitor was on when leaving that address. */
export interface FocusEntry {
  /** Path and query of the page. */
  url: string;
  elementId: string;
}

/** Enough for a long visit; the oldest entries go first. */
export const FOCUS_MAP_LIMIT = 50;

/**
 * docs/behaviour.md §3 focus map (url -> element id); §4: an existing url's entry is updated, a new one appended.
 * Going back to a page puts the keyboard focus where the visitor left it (the result they opened)
 * instead of the top of the page.
 */
export const focusMapSlice = createSlice({
  name: 'focusMap',
  initialState: [] as FocusEntry[],
  reducers: {
    focusRemembered(state, action: PayloadAction<FocusEntry>) {
      const existing = state.find((e) => e.url === action.payload.url);
      if (existing) {
        existing.elementId = action.payload.elementId;
        return;
      }
      state.push(action.payload);
      if (state.length > FOCUS_MAP_LIMIT) state.splice(0, state.length - FOCUS_MAP_LIMIT);
    },
  },
});

export const focusMapActions = focusMapSlice.actions;

export function focusedElementOf(map: readonly FocusEntry[], url: string): string | undefined {
  return map.find((e) => e.url === url)?.elementId;
}
