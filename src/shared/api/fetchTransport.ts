import { API_TIMEOUT_MS } from '../constants';
import { ConnectionTimeoutError } from './errors';
import { API_BASE, LOGIN_URL_HEADER, toSearchParams, type ApiRequest, type ApiResponse, type Transport } from './transport';

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
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    // The caller's cancellation (a stale request) aborts the same fetch but is not a time-out.
    const cancel = () => controller.abort();
    if (request.signal?.aborted) controller.abort();
    else request.signal?.addEventListener('abort', cancel, { once: true });
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
      if (response.type === 'opaqueredirect') {
        // Browsers hide a redirect's status and headers from scripts (fetch spec, manual mode), so the
        // login URL cannot be read here. Opening the API URL itself lets the browser follow the
        // service's redirect to its login page: that URL stands in for the login-URL header.
        const absolute = new URL(url, globalThis.location?.href).toString();
        return { status: 301, headers: { [LOGIN_URL_HEADER]: absolute }, body: null };
      }
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
      // On the server (a remote content API) the sign-in call's cookies are relayed to the visitor;
      // browsers never expose Set-Cookie, so this stays empty there.
      const cookies = typeof response.headers.getSetCookie === 'function' ? response.headers.getSetCookie() : [];
      return { status: response.status, headers: responseHeaders, body, ...(cookies.length > 0 ? { cookies } : {}) };
    } catch (error) {
      if (timedOut) throw new ConnectionTimeoutError(request.path);
      throw error;
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', cancel);
    }
  };
}
