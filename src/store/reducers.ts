import { combineReducers, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { ascPortalSlice } from './ascPortalSlice';
import { ascAuth, dataSets } from './dataSets';
import { focusMapSlice } from './focusMapSlice';
import { footnotesSlice } from './footnotesSlice';
import { formSubmissionSlice } from './formSubmissionSlice';
import { pageSlice } from './pageSlice';
import { productDetailsSlice } from './productDetailsSlice';
import { searchBoxSlice } from './searchBoxSlice';
import { specialMessageSlice } from './specialMessageSlice';
import { ticketSlice } from './ticketSlice';
import { routedReducer, type RoutableSlice } from './routedReducer';
import type { LazySlices } from './lazySlices';

type Reducers<T extends Record<string, { reducer: unknown }>> = { [K in keyof T]: T[K]['reducer'] };

function reducersOf<T extends Record<string, { reducer: unknown }>>(slices: T): Reducers<T> {
  return Object.fromEntries(Object.entries(slices).map(([key, slice]) => [key, slice.reducer])) as Reducers<T>;
}

const slices = {
  page: pageSlice,
  searchBox: searchBoxSlice,
  // Bespoke (docs/behaviour.md §3/§4 tools: the ticket result; the tools' own slices are in toolSlices.ts).
  ticket: ticketSlice,
  // A form sent without script (ADR 032): what was sent and what was wrong, for the re-rendered form.
  formSubmission: formSubmissionSlice,
  // Bespoke (docs/behaviour.md §3/§4 hub: the specifications' footnote state, the special message's prevent action).
  footnotes: footnotesSlice,
  specialMessage: specialMessageSlice,
  // Bespoke (docs/behaviour.md §3/§4: product details keyed by product name, with removal).
  productDetails: productDetailsSlice,
  // docs/behaviour.md §3/§4: where the focus was on each page left, for the way back.
  focusMap: focusMapSlice,
  // docs/behaviour.md §3/§4: the confirmed service-centre session, false until the sign-in status says so.
  isAscPortal: ascPortalSlice,
  ...dataSets,
};

type CoreState = { [K in keyof typeof slices]: ReturnType<(typeof slices)[K]['reducer']> };
type LazyState = { [K in keyof LazySlices]: ReturnType<LazySlices[K]['reducer']> };
export type RootState = CoreState & LazyState;

/** The keys of the slices a page bundle brings (lazySlices.ts: the tools' and the details pages'). */
export const LAZY_SLICE_KEYS: ReadonlyArray<keyof LazySlices> = ['serialNumberChecker', 'remoteProgramming', 'repairForm', 'downloadDetails', 'helpfulness'];

/** Until its slice is there, a bundle's slice's state stays as the server sent it: the same shape on both sides. */
const kept: RoutableSlice = { reducer: (state: unknown = null) => state, actions: {} };

/**
 * The root reducer with the bundles' slices given (lazySlices.ts); the state of those not given is kept as it is.
 * The server's store has them all; the browser's starts without and adds them when their bundle loads
 * (makeBrowserStore.ts, docs/decisions/042-javascript-budget.md, update 4), so the other pages do not carry them.
 */
export function createRootReducer(lazy: Partial<LazySlices>): Reducer<RootState, UnknownAction, Partial<RootState>> {
  const all: Record<string, RoutableSlice> = { ...slices };
  for (const key of LAZY_SLICE_KEYS) all[key] = (lazy[key] as RoutableSlice | undefined) ?? kept;
  const combined = combineReducers(reducersOf(all)) as unknown as Reducer<RootState, UnknownAction, Partial<RootState>>;
  return routedReducer(combined, all as Record<keyof RootState & string, RoutableSlice>, {
    // isAscPortal follows the sign-in status data set (extraReducers).
    isAscPortal: Object.values(ascAuth.actions),
  });
}
