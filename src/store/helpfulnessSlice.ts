import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FeedbackAnswer } from '../shared/content/feedbackTypes';

/**
 * "Did this help?" of the page view (ADR 028): the view's key and whether its answer was sent. A
 * page load starts a new view; the key a server render wrote is replaced in the browser, because an
 * anonymous render is a copy several visitors may get.
 */
export interface HelpfulnessState {
  /** One key per page view, sent with the answer: the service counts one answer per key. */
  viewKey: string;
  /** Written by the server render (a shared copy): the browser makes its own before sending. */
  keyFromServer: boolean;
  status: 'idle' | 'sending' | 'sent' | 'failed';
  /** The answer sent, once it was (the thanks differ). */
  answer: FeedbackAnswer | null;
}

export const initialHelpfulnessState: HelpfulnessState = {
  viewKey: '',
  keyFromServer: false,
  status: 'idle',
  answer: null,
};

export const helpfulnessSlice = createSlice({
  name: 'helpfulness',
  initialState: initialHelpfulnessState,
  reducers: {
    /** A new page view; `status` comes from the page address after the form without JavaScript. */
    viewStarted: (
      _state,
      action: PayloadAction<{ viewKey: string; keyFromServer: boolean; status?: 'sent' | 'failed' }>,
    ) => ({
      ...initialHelpfulnessState,
      viewKey: action.payload.viewKey,
      keyFromServer: action.payload.keyFromServer,
      status: action.payload.status ?? 'idle',
    }),
    viewKeyRenewed(state, action: PayloadAction<string>) {
      state.viewKey = action.payload;
      state.keyFromServer = false;
    },
    request(state) {
      state.status = 'sending';
    },
    received(state, action: PayloadAction<FeedbackAnswer>) {
      state.status = 'sent';
      state.answer = action.payload;
    },
    failed(state) {
      state.status = 'failed';
    },
  },
});

export const helpfulnessActions = helpfulnessSlice.actions;
