import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Request, RequestHandler, Response } from 'express';
import { API_BASE } from '../../shared/api/transport';
import { CircuitOpenError, type CircuitBreaker } from './circuitBreaker';

// Request headers a content API call may depend on; everything else (hop-by-hop, host) stays here.
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'cookie', 'content-type', 'idempotency-key', 'if-none-match', 'user-agent'];
const DROPPED_RESPONSE_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length', 'set-cookie']);

function sendError(res: Response, status: number, code: string, message: string, retryAfterS?: number): void {
  if (retryAfterS) res.set('Retry-After', String(retryAfterS));
  res.status(status).set('Cache-Control', 'no-store').type('application/json').send(JSON.stringify({ error: { code, message } }));
}

/**
 * With CONTENT_API_URL the browser still calls the same-origin base (docs/behaviour.md §7): this relays those
 * calls to the remote content API through the same circuit breaker as the server's own calls, and
 * streams the answer back (JSON and files alike). Bodies were already parsed by the write guard.
 */
export function remoteApiProxy(baseUrl: string, breaker: CircuitBreaker, timeoutMs: number): RequestHandler {
  return async (req: Request, res: Response) => {
    let settle;
    try {
      settle = breaker.acquire();
    } catch (error) {
      const retryS = error instanceof CircuitOpenError ? Math.ceil(error.retryInMs / 1000) : 10;
      sendError(res, 503, 'upstream_unavailable', 'The content service is temporarily unavailable', retryS);
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = req.get(name);
      if (value !== undefined) headers[name] = value;
    }
    const hasBody = req.method === 'POST' && req.body !== undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    res.on('close', () => controller.abort());
    try {
      const upstream = await fetch(`${baseUrl}${API_BASE}${req.url}`, {
        method: req.method,
        headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
        body: hasBody ? JSON.stringify(req.body) : undefined,
        redirect: 'manual',
        signal: controller.signal,
      });
      settle(upstream.status >= 500 || upstream.status === 429 ? 'failure' : 'success');
      res.status(upstream.status);
      upstream.headers.forEach((value, name) => {
        if (!DROPPED_RESPONSE_HEADERS.has(name.toLowerCase())) res.setHeader(name, value);
      });
      const cookies = upstream.headers.getSetCookie();
      if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
      if (!upstream.body || req.method === 'HEAD') {
        res.end();
        return;
      }
      Readable.fromWeb(upstream.body as WebReadableStream<Uint8Array>)
        .on('error', () => res.destroy())
        .pipe(res);
    } catch {
      settle(res.destroyed ? 'neutral' : 'failure');
      if (!res.headersSent) sendError(res, 502, 'upstream_failed', 'The content service did not answer', 10);
      else res.destroy();
    } finally {
      clearTimeout(timer);
    }
  };
}
