import { analyticsCalls } from './calls/analytics';
import { ascCalls } from './calls/asc';
import { catalogueCalls } from './calls/catalogue';
import { documentCalls } from './calls/documents';
import { detailsCalls } from './calls/details';
import { discoveryCalls } from './calls/discovery';
import { feedbackCalls } from './calls/feedback';
import { createHttp, type Http } from './calls/http';
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
 * The Http of the one method table below: it sends through the API object whose method is running.
 * Every call of calls/ makes its request synchronously when it is called (a test calls each one to
 * prove it), so the object is known for exactly that stretch.
 */
let running: Http | undefined;
function runningHttp(): Http {
  if (!running) throw new Error('An API call must send its request when it is called, not later (shared/api/createApi.ts)');
  return running;
}
const forwarding: Http = {
  get: (name, path, query, options) => runningHttp().get(name, path, query, options),
  post: (name, path, body, query, headers) => runningHttp().post(name, path, body, query, headers),
};

/**
 * One function per call of docs/behaviour.md §7, grouped by domain in calls/, built once per process.
 * Building them per API object (66 closures, then merged into one object) cost about 0.1 ms per
 * object, and a server render makes two.
 */
const METHODS = {
  ...catalogueCalls(forwarding),
  ...documentCalls(forwarding),
  ...searchCalls(forwarding),
  ...detailsCalls(forwarding),
  ...hubCalls(forwarding),
  ...serialNumberCheckerCalls(forwarding),
  ...remoteControlCalls(forwarding),
  ...ticketCalls(forwarding),
  ...repairCalls(forwarding),
  ...analyticsCalls(forwarding),
  ...ascCalls(forwarding),
  ...smartHelpCalls(forwarding),
  ...discoveryCalls(forwarding),
  ...feedbackCalls(forwarding),
  ...insightsCalls(forwarding),
};

export type Api = typeof METHODS;
type CallName = keyof Api;

/** The names of every call an API object has (its methods live on a shared prototype, not on the object). */
export const API_CALL_NAMES: readonly CallName[] = Object.keys(METHODS) as CallName[];

function invoke(http: Http, name: CallName, args: unknown[]): unknown {
  const outer = running;
  running = http;
  try {
    return (METHODS[name] as (...a: unknown[]) => unknown)(...args);
  } finally {
    running = outer;
  }
}

interface ApiObject {
  readonly http: Http;
  /** The methods taken off this object so far, so `api.product === api.product`. */
  taken?: Map<CallName, (...args: unknown[]) => unknown>;
}

/**
 * Each call is a getter of the shared prototype that hands out a function bound to the object's
 * transport, made on first use: sagas take methods off the object (`call(api.product, ...)`), and a
 * render uses a dozen of the 66.
 */
const PROTOTYPE: object = {};
for (const name of API_CALL_NAMES) {
  Object.defineProperty(PROTOTYPE, name, {
    enumerable: true,
    get(this: ApiObject) {
      this.taken ??= new Map();
      let method = this.taken.get(name);
      if (!method) {
        const http = this.http;
        method = (...args: unknown[]) => invoke(http, name, args);
        this.taken.set(name, method);
      }
      return method;
    },
  });
}

/**
 * The API client: one method per call of docs/behaviour.md §7. Sagas receive it through saga context,
 * so the same code runs on the server (in-process transport) and in the browser (fetch).
 */
export function createApi(transport: Transport, policy: LoginUrlPolicy = {}): Api {
  const api: ApiObject = Object.create(PROTOTYPE);
  (api as { http: Http }).http = createHttp(transport, policy);
  return api as unknown as Api;
}
