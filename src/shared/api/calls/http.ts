import { requestJson } from '../request';
import type { Query, Transport } from '../transport';

/** The two request shapes every call group builds on (spec §7: GET with cookie, POST with JSON body). */
export interface Http {
  get<T>(name: string, path: string, query?: Query): Promise<T>;
  post<T>(name: string, path: string, body: unknown, query?: Query, headers?: Record<string, string>): Promise<T>;
}

export function createHttp(transport: Transport): Http {
  return {
    get: (name, path, query) => requestJson(transport, name, { method: 'GET', path, query }),
    post: (name, path, body, query, headers) => requestJson(transport, name, { method: 'POST', path, body, query, headers }),
  };
}

export const seg = encodeURIComponent;

export interface PagedParams {
  start?: number;
  num?: number;
}
