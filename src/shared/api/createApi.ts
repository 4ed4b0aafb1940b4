import { catalogueCalls } from './calls/catalogue';
import { documentCalls } from './calls/documents';
import { createHttp } from './calls/http';
import { searchCalls } from './calls/search';
import type { Transport } from './transport';

export type { PagedParams } from './calls/http';
export type { SearchParams } from './calls/search';

/**
 * One function per call of spec §7, grouped by domain in calls/. Sagas receive this object through
 * saga context, so the same code runs on the server (in-process transport) and in the browser (fetch).
 */
export function createApi(transport: Transport) {
  const http = createHttp(transport);
  return {
    ...catalogueCalls(http),
    ...documentCalls(http),
    ...searchCalls(http),
  };
}

export type Api = ReturnType<typeof createApi>;
