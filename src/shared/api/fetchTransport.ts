import { API_TIMEOUT_MS } from '../constants';
import { ConnectionTimeoutError } from './errors';
import { API_BASE, toSearchParams, type ApiRequest, type ApiResponse, type Transport } from './transport';

export interface FetchTransportOptions {
  /** Origin of the content API; empty for same-origin calls from the browser. */
  baseUrl?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** Transport over HTTP: the browser's same-origin calls, or the server's calls to a remote API. */
export function createFetchTransport(options: FetchTransportOptions = {}): Transport {
  const { baseUrl = '', timeoutMs = API_TIMEOUT_MS, fetchImpl = fetch } = options;
  return async (request: ApiRequest): Promise<ApiResponse> => {
    const search = toSearchParams(request.query).toString();
    const url = `${baseUrl}${API_BASE}${request.path}${search ? `?${search}` : ''}`;
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    if (request.cookie) headers.cookie = request.cookie;
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetchImpl(url, {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        credentials: 'same-origin',
        // A 301 with a login URL is an answer to read, not a redirect to follow.
        redirect: 'manual',
        signal: controller.signal,
      });
      const text = await response.text();
      const responseHeaders: Record<string, string> = {};
      response.headers.forEach((value, key) => {
        responseHeaders[key.toLowerCase()] = value;
      });
      let body: unknown = null;
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          // Garbage from upstream is a failed call, never a crash.
          return { status: 502, headers: responseHeaders, body: null };
        }
      }
      return { status: response.status, headers: responseHeaders, body };
    } catch (error) {
      if (controller.signal.aborted) throw new ConnectionTimeoutError(request.path);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
}
