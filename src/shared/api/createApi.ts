import { analyticsCalls } from './calls/analytics';
import { ascCalls } from './calls/asc';
import { catalogueCalls } from './calls/catalogue';
import { documentCalls } from './calls/documents';
import { detailsCalls } from './calls/details';
import { discoveryCalls } from './calls/discovery';
import { feedbackCalls } from './calls/feedback';
import { createHttp } from './calls/http';
import { hubCalls } from './calls/hub';
import { insightsCalls } from './calls/insights';
import { searchCalls } from './calls/search';
import { remoteControlCalls } from './calls/remoteControl';
import { repairCalls } from './calls/repair';
import { serialNumberCheckerCalls } from './calls/serialNumberChecker';
import { smartHelpCalls } from './calls/smartHelp';
import { ticketCalls } from './calls/tickets';
import type { LoginUrlPolicy } from './request';
import type { Transport } from './transport';

export type { PagedParams } from './calls/http';
export type { SearchParams } from './calls/search';

/**
 * One function per call of docs/behaviour.md §7, grouped by domain in calls/. Sagas receive this object through
 * saga context, so the same code runs on the server (in-process transport) and in the browser (fetch).
 */
export function createApi(transport: Transport, policy: LoginUrlPolicy = {}) {
  const http = createHttp(transport, policy);
  return {
    ...catalogueCalls(http),
    ...documentCalls(http),
    ...searchCalls(http),
    ...detailsCalls(http),
    ...hubCalls(http),
    ...serialNumberCheckerCalls(http),
    ...remoteControlCalls(http),
    ...ticketCalls(http),
    ...repairCalls(http),
    ...analyticsCalls(http),
    ...ascCalls(http),
    ...smartHelpCalls(http),
    ...discoveryCalls(http),
    ...feedbackCalls(http),
    ...insightsCalls(http),
  };
}

export type Api = ReturnType<typeof createApi>;
