import { remoteProgrammingSlice } from './remoteProgrammingSlice';
import { repairFormSlice } from './repairFormSlice';
import { serialNumberCheckerSlice } from './serialNumberCheckerSlice';

/**
 * The slices only the tools pages use. The browser's store adds them when the tools bundle loads
 * (docs/decisions/042-javascript-budget.md, update 4): the other pages' scripts do not carry them.
 */
export const toolSlices = {
  // Bespoke (docs/behaviour.md §3/§4 tools: model choices that keep parts, device and brand indexes).
  serialNumberChecker: serialNumberCheckerSlice,
  remoteProgramming: remoteProgrammingSlice,
  // Bespoke (docs/behaviour.md §2: the repair form's client key, values and problems survive a no-JavaScript post).
  repairForm: repairFormSlice,
};
