import type { ApiResponse } from '../../../shared/api/transport';
import { withSharedReads } from '../store/sharedReads';
import { ApiError } from './errors';
import { checkBodyType, normaliseQuery } from './requestLimits';
import { indexRoutes } from './routeIndex';
import type { ContentServices, RawRequest, Route, RouteResult } from './routeTypes';

export interface DispatchRequest {
  method: string;
  /** Encoded path below the API base, without the query string. */
  path: string;
  /** One value per key: repeated keys are reduced to their first value before this point. */
  query: Record<string, string>;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  /** Calls of one server render share it: their repeated catalogue lookups are read once. */
  readScope?: object;
}

export interface ErrorLogger {
  error(details: Record<string, unknown>, message: string): void;
}

export type Dispatch = (request: DispatchRequest) => Promise<ApiResponse>;

const JSON_TYPE = 'application/json; charset=utf-8';
// The catalogue does not change while a process runs; let browsers and proxies reuse answers briefly.
const JSON_CACHE = 'public, max-age=300';

function errorResponse(error: ApiError): ApiResponse {
  return {
    status: error.status,
    headers: { 'content-type': JSON_TYPE, 'cache-control': 'no-store', ...error.headers },
    body: error.toBody(),
  };
}

function toResponse(result: RouteResult, method: string): ApiResponse {
  if (result.kind === 'bytes') return { status: result.status ?? 200, headers: result.headers, body: result.body };
  return {
    status: result.status ?? 200,
    // A write's answer is about that write: never cached.
    headers: { 'content-type': JSON_TYPE, 'cache-control': method === 'GET' ? JSON_CACHE : 'no-store', ...result.headers },
    body: result.body,
    ...(result.cookies?.length ? { cookies: result.cookies } : {}),
  };
}

/** Reduces parsed query values to one string per key: the first of repeated keys wins. */
export function firstValues(params: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of params) {
    // Empty values mean "not given", as in toSearchParams; '__proto__' and friends are plain keys here.
    if (value !== '' && !Object.prototype.hasOwnProperty.call(query, key)) query[key] = value;
  }
  return query;
}

/** Matches a request against the route table, validates it and runs the handler. Never throws. */
export function createDispatch(routes: readonly Route[], baseServices: ContentServices, logger: ErrorLogger): Dispatch {
  // One view of the catalogue per render, dropped with the render's scope object.
  const views = new WeakMap<object, ContentServices>();
  const servicesFor = (scope: object | undefined): ContentServices => {
    if (!scope) return baseServices;
    let services = views.get(scope);
    if (!services) {
      services = { ...baseServices, store: withSharedReads(baseServices.store) };
      views.set(scope, services);
    }
    return services;
  };
  const candidatesFor = indexRoutes(routes);
  return async (request) => {
    const services = servicesFor(request.readScope);
    // HEAD is answered as GET; the HTTP layer drops the body.
    const method = request.method.toUpperCase() === 'HEAD' ? 'GET' : request.method.toUpperCase();
    const path = request.path === '' ? '/' : request.path;
    try {
      const allowed: string[] = [];
      for (const route of candidatesFor(path)) {
        const matched = route.match(path);
        if (!matched) continue;
        if (route.method !== method) {
          // Two rows can share a path shape ('/search/whats-new', '/search/:contextId'): list each method once.
          if (!allowed.includes(route.method)) allowed.push(route.method);
          continue;
        }
        const params: Record<string, string> = {};
        for (const [key, value] of Object.entries(matched.params)) {
          if (typeof value === 'string') params[key] = value;
        }
        if (route.spec.body) checkBodyType(request.headers ?? {}, request.body);
        const raw: RawRequest = {
          params,
          query: normaliseQuery(request.query),
          body: request.body,
          cookie: request.cookie,
          headers: request.headers ?? {},
        };
        return toResponse(await route.run(raw, services), method);
      }
      if (allowed.length > 0) {
        return errorResponse(new ApiError(405, 'method_not_allowed', `Use ${allowed.join(' or ')} for this path`, undefined, { allow: allowed.join(', ') }));
      }
      return errorResponse(new ApiError(404, 'not_found', 'No content API call at this path'));
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error);
      logger.error({ err: error, method, path }, 'content API handler failed');
      return errorResponse(new ApiError(500, 'internal_error', 'The content service could not answer this request'));
    }
  };
}
