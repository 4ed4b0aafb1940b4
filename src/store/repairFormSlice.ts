import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RepairField, RepairFieldProblem } from '../shared/content/repairTypes';
import { EMPTY_REPAIR_FORM, type RepairFormValues, type RepairProblems } from '../shared/repairFormValues';

/** Why the last send failed when no field is to blame. */
export type RepairFailure = 'failed' | 'tooMany' | 'crossSite';

/**
 * The repair request form (docs/behaviour.md §2). `key` is the client key the form sends as its
 * Idempotency-Key (also as a hidden field, for the form without JavaScript): a resubmit of the same
 * request keeps it, so at most one request is stored. `values` and `problems` come from the server
 * when a form posted without JavaScript was refused, so the page shows it again as it was sent.
 */
export interface RepairFormState {
  key: string | null;
  values: RepairFormValues;
  problems: RepairProblems;
  /** Set by a server answer (no-JavaScript post or refused call): the summary takes focus once. */
  submitted: boolean;
  isFetching: boolean;
  failure: RepairFailure | null;
}

export const initialRepairFormState: RepairFormState = {
  key: null,
  values: EMPTY_REPAIR_FORM,
  problems: {},
  submitted: false,
  isFetching: false,
  failure: null,
};

export const repairFormSlice = createSlice({
  name: 'repairForm',
  initialState: initialRepairFormState,
  reducers: {
    /** A new form: a fresh key, the model number of the product the visitor came from. */
    started(_state, action: PayloadAction<{ key: string; productModel: string }>) {
      return { ...initialRepairFormState, key: action.payload.key, values: { ...EMPTY_REPAIR_FORM, productModel: action.payload.productModel } };
    },
    /** The form as posted and what was wrong with it; a new key, since the next send is another request. */
    refused(
      state,
      action: PayloadAction<{ key: string; values: RepairFormValues; problems: RepairProblems; failure?: RepairFailure | null }>,
    ) {
      state.key = action.payload.key;
      state.values = action.payload.values;
      state.problems = action.payload.problems;
      state.failure = action.payload.failure ?? null;
      state.submitted = true;
      state.isFetching = false;
    },
    sending(state) {
      state.isFetching = true;
      state.failure = null;
    },
    /** Stored: the next visit to the form starts afresh (another request, another key). */
    sent(state) {
      state.isFetching = false;
      state.submitted = false;
    },
    /** The service refused one field (an unknown model number) or failed. */
    rejected(state, action: PayloadAction<{ field: RepairField | null; problem: RepairFieldProblem; failure: RepairFailure | null; key: string }>) {
      state.isFetching = false;
      state.submitted = true;
      state.key = action.payload.key;
      state.failure = action.payload.failure;
      if (action.payload.field) state.problems = { ...state.problems, [action.payload.field]: action.payload.problem };
    },
  },
});

export const repairFormActions = repairFormSlice.actions;
