import { createSlice, type PayloadAction, type Slice } from '@reduxjs/toolkit';
import type { SearchResponse } from '../shared/content/types';
import { fetchSteps } from './dataSet';

/** Parameters that identify a result set; start/num/accessLevel/cookie only page through it (docs/behaviour.md §4). */
export type PagedParams = Record<string, string | number | boolean | undefined> & { start: number; num: number };

export interface PagedState<T> extends SearchResponse<T> {
  params: PagedParams | null;
  isFetching: boolean;
  hasError: boolean;
  /** Items held beyond what the last request asked for (reported, not dropped). */
  surplus: number;
}

export interface ReceivedPayload<T> {
  response: SearchResponse<T>;
  params: PagedParams;
  /** Append to the held results (load more) instead of replacing them. */
  append?: boolean;
}

export interface PagedOptions {
  /** What's-new replaces its results instead of appending (docs/behaviour.md §4). */
  replaceOnly?: boolean;
}

const IGNORED_FOR_REUSE = new Set(['start', 'num', 'accessLevel', 'cookie']);

/** Options of every paged set by name, so the fetch planner treats replace-only sets as such. */
const OPTIONS_BY_NAME = new Map<string, PagedOptions>();

export function pagedOptionsOf(name: string): PagedOptions {
  return OPTIONS_BY_NAME.get(name) ?? {};
}

export function emptyPaged<T>(): PagedState<T> {
  return { start: 0, end: 0, count: 0, results: [], params: null, isFetching: false, hasError: false, surplus: 0 };
}

/** The paged result-set slice factory (docs/architecture.md §5): next appends, back N trims, clear resets. */
export function createPagedResultSet<T, Name extends string = string>(name: Name, options: PagedOptions = {}) {
  const initialState = emptyPaged<T>();
  OPTIONS_BY_NAME.set(name, options);
  const slice = createSlice({
    name,
    initialState,
    reducers: {
      request: fetchSteps.request,
      received(state, action: PayloadAction<ReceivedPayload<T>>) {
        const { response, params, append } = action.payload;
        const s = state as PagedState<T>;
        if (append && !options.replaceOnly && s.params) {
          // Keep the original start; end becomes the combined length (docs/behaviour.md §4).
          s.results = [...s.results, ...response.results];
          s.end = s.start + s.results.length;
          s.params = { ...s.params, num: s.results.length };
        } else {
          s.results = response.results;
          s.start = response.start;
          s.end = response.start + response.results.length;
          s.params = params;
        }
        s.query = response.query;
        s.count = response.count;
        s.surplus = 0;
        fetchSteps.received(s);
      },
      /** Back N: remove the last N results. */
      back(state, action: PayloadAction<number>) {
        const n = Math.max(0, Math.min(action.payload, state.results.length));
        state.results.splice(state.results.length - n, n);
        state.end = state.start + state.results.length;
        if (state.params) state.params.num = state.results.length;
      },
      reportSurplus(state, action: PayloadAction<number>) {
        state.surplus = action.payload;
      },
      failed: () => ({ ...initialState, hasError: true }),
      clear: () => initialState,
    },
  });
  return slice as Slice<PagedState<T>, typeof slice.caseReducers, Name>;
}

export type PagedSlice<T> = ReturnType<typeof createPagedResultSet<T>>;

export type FetchPlan =
  | { kind: 'fresh'; start: number; num: number }
  | { kind: 'append'; start: number; num: number }
  | { kind: 'held'; surplus: number };

function sameIdentity(a: PagedParams, b: PagedParams): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (IGNORED_FOR_REUSE.has(key)) continue;
    if ((a[key] ?? '') !== (b[key] ?? '')) return false;
  }
  return true;
}

/**
 * docs/behaviour.md §4 reuse rule: when the held set matches the parameters (ignoring start, num, accessLevel,
 * cookie) only the missing items are fetched; when it holds more than asked, the surplus is reported.
 * A replace-only set (what's-new) cannot append: asking for more fetches the whole range afresh.
 */
export function planPagedFetch<T>(state: PagedState<T>, params: PagedParams, options: PagedOptions = {}): FetchPlan {
  const held = state.results.length;
  const reusable =
    state.params !== null && !state.hasError && state.start === 0 && held > 0 && sameIdentity(state.params, params);
  if (!reusable) return { kind: 'fresh', start: params.start, num: params.num };
  const wanted = params.start + params.num;
  if (held >= wanted) return { kind: 'held', surplus: held - wanted };
  // The held set ends early when the source has no more items.
  if (held >= state.count) return { kind: 'held', surplus: 0 };
  if (options.replaceOnly) return { kind: 'fresh', start: params.start, num: params.num };
  return { kind: 'append', start: held, num: wanted - held };
}
