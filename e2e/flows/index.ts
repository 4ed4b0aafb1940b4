import type { Flow } from '../harness/flow';
import { errorsFlow } from './errors';
import { followFlow } from './follow';
import { insightsFlow } from './insights';
import { journeyFlow } from './journey';
import { keyboardFlow } from './keyboard';
import { modesFlow } from './modes';
import { navigationFlow } from './navigation';
import { pageTypesFlow } from './pageTypes';
import { responsiveFlow } from './responsive';
import { toolsFlow } from './tools';

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
  followFlow,
  insightsFlow,
  responsiveFlow,
  pageTypesFlow,
];
