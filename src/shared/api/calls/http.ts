import { requestJson, type LoginUrlPolicy } from '../request';
import type { Query, Transport } from '../transport';

/** Per-call options: a signal cancels a request that became stale (e.g. suggestions while typing). */
export interface CallOptions {
  signal?: AbortSignal;
  /** See ApiRequest.appendCookie. */
  appendCookie?: string;
}

/** The two request shapes every call group builds on (docs/behaviour.md §7: GET with cookie, POST with JSON body). */
export interface Http {
  get<T>(name: string, path: string, query?: Query, options?: CallOptions): Promise<T>;
  post<T>(name: string, path: string, body: unknown, query?: Query, headers?: Record<string, string>): Promise<T>;
}

export function createHttp(transport: Transport, policy: LoginUrlPolicy = {}): Http {
  return {
    get: (name, path, query, options) =>
      requestJson(transport, name, { method: 'GET', path, query, signal: options?.signal, appendCookie: options?.appendCookie }, policy),
    post: (name, path, body, query, headers) =>
      requestJson(transport, name, { method: 'POST', path, body, query, headers }, policy),
  };
}

export const seg = encodeURIComponent;

export interface PagedParams {
  start?: number;
  num?: number;
}
