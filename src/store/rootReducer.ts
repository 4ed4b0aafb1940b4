import { combineReducers } from '@reduxjs/toolkit';
import { ascPortalSlice } from './ascPortalSlice';
import { ascAuth, dataSets } from './dataSets';
import { downloadDetailsSlice } from './downloadDetailsSlice';
import { focusMapSlice } from './focusMapSlice';
import { footnotesSlice } from './footnotesSlice';
import { formSubmissionSlice } from './formSubmissionSlice';
import { helpfulnessSlice } from './helpfulnessSlice';
import { pageSlice } from './pageSlice';
import { productDetailsSlice } from './productDetailsSlice';
import { remoteProgrammingSlice } from './remoteProgrammingSlice';
import { repairFormSlice } from './repairFormSlice';
import { searchBoxSlice } from './searchBoxSlice';
import { serialNumberCheckerSlice } from './serialNumberCheckerSlice';
import { specialMessageSlice } from './specialMessageSlice';
import { ticketSlice } from './ticketSlice';
import { routedReducer } from './routedReducer';

type Reducers<T extends Record<string, { reducer: unknown }>> = { [K in keyof T]: T[K]['reducer'] };

function reducersOf<T extends Record<string, { reducer: unknown }>>(slices: T): Reducers<T> {
  return Object.fromEntries(Object.entries(slices).map(([key, slice]) => [key, slice.reducer])) as Reducers<T>;
}

const slices = {
  page: pageSlice,
  searchBox: searchBoxSlice,
  // Bespoke (docs/behaviour.md §3 download state: licence flow and software index besides the data).
  downloadDetails: downloadDetailsSlice,
  // Bespoke (docs/behaviour.md §3/§4 tools: model choices that keep parts, device and brand indexes, ticket result).
  serialNumberChecker: serialNumberCheckerSlice,
  remoteProgramming: remoteProgrammingSlice,
  ticket: ticketSlice,
  // A form sent without script (ADR 032): what was sent and what was wrong, for the re-rendered form.
  formSubmission: formSubmissionSlice,
  // Bespoke (docs/behaviour.md §2: the repair form's client key, values and problems survive a no-JavaScript post).
  repairForm: repairFormSlice,
  // Bespoke (ADR 028: the page view's key and whether its "Did this help?" answer was sent).
  helpfulness: helpfulnessSlice,
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

const combined = combineReducers(reducersOf(slices));

export const rootReducer = routedReducer(combined, slices, {
  // isAscPortal follows the sign-in status data set (extraReducers).
  isAscPortal: Object.values(ascAuth.actions),
});

export type RootState = ReturnType<typeof rootReducer>;
