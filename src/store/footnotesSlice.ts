import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Footnote } from '../shared/content/hubTypes';

/**
 * docs/behaviour.md §3 footnote state of the specifications: synonyms (every marker spelling -> footnote id),
 * specs (the footnotes) and collapse. Bespoke because collapse is UI state that outlives a fetch:
 * a new sheet collapses the list again, the visitor's toggle opens and closes it.
 */
export interface FootnotesState {
  synonyms: Record<string, string>;
  specs: Footnote[];
  collapse: boolean;
}

export const initialFootnotes: FootnotesState = { synonyms: {}, specs: [], collapse: true };

export const footnotesSlice = createSlice({
  name: 'footnotes',
  initialState: initialFootnotes,
  reducers: {
    received(state, action: PayloadAction<{ synonyms: Record<string, string>; specs: Footnote[] }>) {
      state.synonyms = action.payload.synonyms;
      state.specs = action.payload.specs;
      state.collapse = true;
    },
    toggleCollapse(state) {
      state.collapse = !state.collapse;
    },
    setCollapse(state, action: PayloadAction<boolean>) {
      state.collapse = action.payload;
    },
    reset: () => initialFootnotes,
  },
});

export const footnotesActions = footnotesSlice.actions;

/** The footnote a marker stands for, whichever way the sheet writes it ('*1', '※1'). */
export function footnoteOf(state: FootnotesState, marker: string): Footnote | undefined {
  const id = state.synonyms[marker];
  return id === undefined ? undefined : state.specs.find((f) => f.id === id);
}
