import type { Flow } from '../harness/flow';
import { errorsFlow } from './errors';
import { feedbackFlow } from './feedback';
import { followFlow } from './follow';
import { insightsFlow } from './insights';
import { journeyFlow } from './journey';
import { keyboardFlow } from './keyboard';
import { manualSearchFlow } from './manualSearch';
import { modesFlow } from './modes';
import { navigationFlow } from './navigation';
import { noScriptFlow } from './noScript';
import { pageTypesFlow } from './pageTypes';
import { phoneLayoutFlow } from './phoneLayout';
import { printFlow } from './print';
import { repairFlow } from './repair';
import { responsiveFlow } from './responsive';
import { searchFiltersFlow } from './searchFilters';
import { splitFlow } from './split';
import { toolsFlow } from './tools';
import { videoFlow } from './video';

/**
 * Every flow of the suite, in the order a run executes them; `npx tsx e2e/run.ts <name>` runs one
 * (spaces in a name become dashes). A new flow is a file in this folder and a line here.
 */
export const FLOWS: readonly Flow[] = [
  journeyFlow,
  navigationFlow,
  keyboardFlow,
  modesFlow,
  errorsFlow,
  toolsFlow,
  noScriptFlow,
  repairFlow,
  followFlow,
  printFlow,
  videoFlow,
  feedbackFlow,
  manualSearchFlow,
  searchFiltersFlow,
  insightsFlow,
  responsiveFlow,
  phoneLayoutFlow,
  pageTypesFlow,
  splitFlow,
];
