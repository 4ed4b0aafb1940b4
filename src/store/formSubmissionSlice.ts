import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * A form sent as a plain HTML POST (no script yet, or none at all; ADR 032): the server ran the same
 * checks and calls as the script would and rendered the page with what was sent and what was wrong.
 * The form starts from it, so the answer and the hydrated page show the same values and messages.
 */
export interface FormSubmission {
  /** The module whose form was sent. */
  form: string;
  /** The sent fields, as the form shows them again. */
  values: Record<string, string>;
  /** Problem per field (the module's own codes); empty when the request was sent on. */
  problems: Record<string, string>;
}

export type FormSubmissionState = FormSubmission | null;

export const formSubmissionSlice = createSlice({
  name: 'formSubmission',
  initialState: null as FormSubmissionState,
  reducers: {
    submitted: (_state, action: PayloadAction<FormSubmission>) => action.payload,
    /** A new page starts with empty forms. */
    cleared: () => null,
  },
});

export const formSubmissionActions = formSubmissionSlice.actions;

/** The values sent to this module's form, if it was the one sent. */
export function submissionFor(state: FormSubmissionState, form: string): FormSubmission | null {
  return state?.form === form ? state : null;
}
