import { createSlice, type PayloadAction, type Slice } from '@reduxjs/toolkit';

/** docs/behaviour.md §4: every data set goes idle -> request (fetching) -> received | failed. */
export interface DataSetState<T> {
  data: T;
  isFetching: boolean;
  hasError: boolean;
}

/** The flags every data set and every hand-written fetching slice carries. */
export type FetchFlags = Pick<DataSetState<unknown>, 'isFetching' | 'hasError'>;

/**
 * The flag steps of docs/behaviour.md §4 (request -> received | failed), written once: the factories below and
 * the hand-written slices (downloads, remote programming, product details, ...) call them from their reducers.
 */
export const fetchSteps = {
  request(state: FetchFlags) {
    state.isFetching = true;
  },
  received(state: FetchFlags) {
    state.isFetching = false;
    state.hasError = false;
  },
  failed(state: FetchFlags) {
    state.isFetching = false;
    state.hasError = true;
  },
};

export interface DataSetOptions {
  /** On failure, keep the data instead of resetting it (e.g. SEO: "failure only sets the error flag"). */
  keepDataOnFailure?: boolean;
}

/**
 * The plain data-set slice factory (docs/architecture.md §5). Every simple data set's reducer is written here once.
 * `request` takes no payload the reducer reads: parameters live in the page state, not the data set.
 */
export function createDataSet<T, Name extends string = string>(name: Name, initial: T, options: DataSetOptions = {}) {
  const initialState: DataSetState<T> = { data: initial, isFetching: false, hasError: false };
  const slice = createSlice({
    name,
    initialState,
    reducers: {
      request: fetchSteps.request,
      received(state, action: PayloadAction<T>) {
        // Immer draft typing cannot express a generic T; the value is a plain JSON payload.
        (state as DataSetState<T>).data = action.payload;
        fetchSteps.received(state);
      },
      failed(state) {
        if (!options.keepDataOnFailure) (state as DataSetState<T>).data = initial;
        fetchSteps.failed(state);
      },
      reset: () => initialState,
    },
  });
  return slice as Slice<DataSetState<T>, typeof slice.caseReducers, Name>;
}

export type DataSetSlice<T> = ReturnType<typeof createDataSet<T>>;
