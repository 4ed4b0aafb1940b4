import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { fetchSteps } from './dataSet';
import type { TicketField, TicketFieldProblem, TicketResult } from '../shared/content/ticketTypes';

/** What the content service refused, for the form to point at the field. */
export interface TicketRejection {
  field: TicketField | null;
  problem: TicketFieldProblem;
}

/** docs/behaviour.md §3 ticket state: `result`, plus the sending flags of the form. */
export interface TicketState {
  result: TicketResult | null;
  isFetching: boolean;
  hasError: boolean;
  /** Set when the service refused a field; null for failures without an answer (network, server). */
  rejection: TicketRejection | null;
}

export const initialTicketState: TicketState = { result: null, isFetching: false, hasError: false, rejection: null };

export const ticketSlice = createSlice({
  name: 'ticket',
  initialState: initialTicketState,
  reducers: {
    request(state) {
      state.isFetching = true;
      state.hasError = false;
      state.rejection = null;
    },
    received(state, action: PayloadAction<TicketResult>) {
      state.result = action.payload;
      fetchSteps.received(state);
      state.rejection = null;
    },
    failed(state, action: PayloadAction<TicketRejection | null>) {
      fetchSteps.failed(state);
      state.rejection = action.payload;
    },
    /** docs/behaviour.md §4: clearing resets the state (a new request can be written). */
    cleared: () => initialTicketState,
  },
});

export const ticketActions = ticketSlice.actions;
