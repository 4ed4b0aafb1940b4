import { downloadDetailsSlice } from './downloadDetailsSlice';
import { helpfulnessSlice } from './helpfulnessSlice';

/**
 * The slices only the details pages use. The browser's store adds them when the details bundle loads
 * (docs/decisions/042-javascript-budget.md, update 6): the other pages' scripts do not carry them.
 */
export const detailsSlices = {
  // Bespoke (docs/behaviour.md §3 download state: licence flow and software index besides the data).
  downloadDetails: downloadDetailsSlice,
  // Bespoke (ADR 028: the page view's key and whether its "Did this help?" answer was sent).
  helpfulness: helpfulnessSlice,
};
