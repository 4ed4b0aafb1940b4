import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_TIMEOUT_MS } from '../src/shared/constants';
import { ConnectionTimeoutError, LoginRedirectError } from '../src/shared/api/errors';
import { createFetchTransport } from '../src/shared/api/fetchTransport';
import { requestJson } from '../src/shared/api/request';
import { LOGIN_URL_HEADER } from '../src/shared/api/transport';

/** A server that accepts requests and never answers: every request stays in flight. */
let server: http.Server;
let baseUrl: string;
const open = new Set<http.ServerResponse>();

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    open.add(res);
    res.on('close', () => open.delete(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it('a caller’s abort cancels the HTTP request itself and is not reported as a time-out', async () => {
  const transport = createFetchTransport({ baseUrl });
  const controller = new AbortController();
  const call = transport({ method: 'GET', path: '/suggest', query: { query: 'at-55' }, signal: controller.signal });
  // The request has reached the server and is waiting for an answer.
  for (let i = 0; i < 200 && open.size === 0; i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(open.size).toBe(1);
  const [pending] = open;
  const closed = new Promise((resolve) => pending.on('close', resolve));

  controller.abort();
  await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  await expect(call).rejects.not.toBeInstanceOf(ConnectionTimeoutError);
  // The connection is dropped: the server sees the client go away.
  await closed;
});

it('a request cancelled before it starts never reaches the server', async () => {
  const transport = createFetchTransport({ baseUrl });
  const controller = new AbortController();
  controller.abort();
  await expect(transport({ method: 'GET', path: '/suggest', signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  expect(open.size).toBe(0);
});

describe('connection time-out (docs/behaviour.md §9: 120 s)', () => {
  afterEach(() => jest.useRealTimers());

  it('rejects with the spec’s message after 120 s without an answer, not before', async () => {
    jest.useFakeTimers();
    const neverAnswers = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as unknown as typeof fetch;
    const transport = createFetchTransport({ baseUrl, fetchImpl: neverAnswers });
    const call = requestJson(transport, 'organicSearch', { method: 'GET', path: '/search' });
    let settled = false;
    call.catch(() => undefined).finally(() => (settled = true));

    await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(call).rejects.toThrow(new ConnectionTimeoutError('organicSearch').message);
    expect(API_TIMEOUT_MS).toBe(120_000);
  });
});

it('in a browser a 301 is opaque: the API address stands in for the login URL, so the browser follows the redirect itself', async () => {
  const opaque = (async () =>
    ({ type: 'opaqueredirect', status: 0, headers: new Headers(), text: async () => '' }) as unknown as Response) as typeof fetch;
  const transport = createFetchTransport({ baseUrl, fetchImpl: opaque });
  const response = await transport({ method: 'GET', path: '/repair-documents/search/at-55x89j', query: { type: 'service-manual' } });
  expect(response.status).toBe(301);
  expect(response.headers[LOGIN_URL_HEADER]).toBe(`${baseUrl}/api/content/support/repair-documents/search/at-55x89j?type=service-manual`);
  // Same origin as the page, so the allow-list of the API client accepts it.
  await expect(
    requestJson(transport, 'serviceManual', { method: 'GET', path: '/x' }, { currentOrigin: baseUrl }),
  ).rejects.toBeInstanceOf(LoginRedirectError);
});
