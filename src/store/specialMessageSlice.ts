import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SpecialMessage } from '../shared/content/hubTypes';
import { fetchSteps, type DataSetState } from './dataSet';

/**
 * The special message (docs/behaviour.md §3, §4): a plain data set (request / received / failed / reset) plus the
 * prevent action that resets it, dispatched when the visitor dismisses the message or has already
 * dismissed it during this visit.
 */
export type SpecialMessageState = DataSetState<SpecialMessage | null>;

const initialState: SpecialMessageState = { data: null, isFetching: false, hasError: false };

/** Session cookie remembering the dismissed message for the visit (read back into page.cookie). */
export const SPECIAL_MESSAGE_COOKIE = 'specialMessageDismissed';

export const specialMessageSlice = createSlice({
  name: 'specialMessage',
  initialState,
  reducers: {
    request: fetchSteps.request,
    received(state, action: PayloadAction<SpecialMessage | null>) {
      state.data = action.payload;
      fetchSteps.received(state);
    },
    failed() {
      return { ...initialState, hasError: true };
    },
    reset: () => initialState,
    /** docs/behaviour.md §4: the prevent action resets the special message. */
    prevent: () => initialState,
  },
});

export const specialMessageActions = specialMessageSlice.actions;
