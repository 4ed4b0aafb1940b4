import { SUPPORT_BASE_PATH } from '../../src/shared/constants';
import { catalogueNames, type CatalogueNames } from './support/catalogue';
import { freshDatabase } from './support/database';
import { FaultProxy, type Fault } from './support/faultProxy';
import { reportFigures } from './support/figures';
import { runPool, timedRequest, type TimedResponse } from './support/httpClient';
import { startServer, stopServer, type ServerProcess } from './support/serverProcess';

/*
 * Item 7, faults: the site runs against a remote content API (CONTENT_API_URL) through a
 * fault-injecting proxy on loopback, in front of a real content service. Slow (2 s) and failing
 * (connection reset, 500, garbage JSON) upstreams must leave non-critical modules out with a 200,
 * answer a critical failure with 503 + Retry-After and an error page (or the last good copy), trip
 * the circuit breaker so the upstream is left alone, and never block the event loop.
 */

const COOLDOWN_MS = 3000;
const FAILURES_TO_OPEN = 5;

let db: ReturnType<typeof freshDatabase>;
let upstream: ServerProcess;
let proxy: FaultProxy;
let site: ServerProcess;
let names: CatalogueNames;
const figures: Record<string, string | number> = {};

beforeAll(async () => {
  db = freshDatabase();
  upstream = await startServer({ DATABASE_FILE: db.dbPath, PAGE_CACHE_TTL_MS: '0' });
  proxy = await FaultProxy.start(upstream.origin);
  site = await startServer({
    CONTENT_API_URL: proxy.url,
    METRICS_ENABLED: 'true',
    METRICS_PORT: '0',
    // Every request renders, so each one exercises the upstream; last good copies are still kept.
    PAGE_CACHE_TTL_MS: '0',
    RENDER_BUDGET_MS: '5000',
    MODULE_BUDGET_MS: '1500',
    CONTENT_API_BREAKER_FAILURES: String(FAILURES_TO_OPEN),
    CONTENT_API_BREAKER_COOLDOWN_MS: String(COOLDOWN_MS),
  });
  names = await catalogueNames(upstream.origin);
}, 120_000);

afterAll(async () => {
  await stopServer(site);
  await proxy?.close();
  await stopServer(upstream);
  db?.remove();
});

const get = (path: string) => timedRequest(site.origin, false, { path, timeoutMs: 30_000 });
const home = SUPPORT_BASE_PATH;
const resultsPage = (q: string) => `${SUPPORT_BASE_PATH}/results?query=${encodeURIComponent(q)}`;
const categoryPage = (variant = '') => `${SUPPORT_BASE_PATH}/${names.category}${variant}`;
const productPage = (variant = '') => `${SUPPORT_BASE_PATH}/${names.category}/${names.product}${variant}`;

function stateOf(response: TimedResponse): Record<string, { hasError?: boolean; results?: unknown[]; data?: unknown }> {
  const match = /<script id="__PRELOADED_STATE__"[^>]*>([\s\S]*?)<\/script>/.exec(response.body);
  if (!match) throw new Error(`no preloaded state (status ${response.status})`);
  return JSON.parse(match[1]) as ReturnType<typeof stateOf>;
}

async function metric(name: string): Promise<number> {
  const response = await get('/metrics');
  const line = response.body.split('\n').find((l) => l.startsWith(name));
  return Number(line?.split(' ').pop());
}

/** Back to a healthy upstream and a closed circuit (a trial call after the cool-down closes it). */
async function heal(): Promise<void> {
  proxy.pass();
  const until = Date.now() + COOLDOWN_MS * 3;
  while (Date.now() < until) {
    const response = await get(home);
    if (response.status === 200 && !stateOf(response).categories?.hasError && (await metric('site_content_api_circuit_open')) === 0) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the site did not recover after the upstream healed');
}

test('a healthy upstream: pages render through the remote content API', async () => {
  for (const path of [home, categoryPage(), productPage(), resultsPage('remote')]) {
    const response = await get(path);
    expect({ path, status: response.status }).toEqual({ path, status: 200 });
  }
  // Last good copies now exist for these anonymous pages.
  expect(stateOf(await get(resultsPage('remote'))).organicSearch?.results?.length).toBeGreaterThan(0);
  // The browser's calls to the same-origin API base reach the remote service too, files included.
  const api = await get('/api/content/support/en_GB/categories');
  expect(api.status).toBe(200);
  expect((JSON.parse(api.body) as { categories: unknown[] }).categories.length).toBeGreaterThan(0);
  const file = await get(`/api/content/support/files/${names.fileId}/${names.fileName}`);
  expect(file.status).toBe(200);
  expect(file.headers['content-type']).toBe('application/zip');
  // Warmed up: the event-loop figures from here on cover the fault scenarios only.
  await get('/metrics?reset=eventloop');
});

test('an upstream slowed by 2 s: non-critical modules are left out with a 200, critical data is waited for', async () => {
  proxy.set({ fault: { kind: 'delay', ms: 2000 } });
  const start = await get(home);
  expect(start.status).toBe(200);
  expect(stateOf(start).categories?.hasError).toBe(true);
  expect(start.body).not.toContain('support_categories-container');
  // The module budget (1.5 s) bounds the page, not the upstream's 2 s.
  expect(start.ms).toBeLessThan(2000);

  // Search is the results page's answer: when it is missing the page says so with 503 (a retry), not "no results".
  const results = await get(resultsPage('firmware'));
  expect(results.status).toBe(503);
  expect(stateOf(results).organicSearch?.hasError).toBe(true);
  expect(stateOf(results).organicSearch?.results ?? []).toEqual([]);

  // The category header is critical: within the 5 s page budget it is waited for.
  const category = await get(categoryPage('/manuals'));
  expect(category.status).toBe(200);
  expect(stateOf(category).metadata?.hasError).toBe(false);
  figures['2 s slow upstream: home answered in ms'] = start.ms.toFixed(0);
  figures['2 s slow upstream: category page (critical data) in ms'] = category.ms.toFixed(0);
  // A slow upstream is not a failing one: the circuit stays closed.
  expect(await metric('site_content_api_circuit_open')).toBe(0);
  await heal();
}, 60_000);

describe.each<[string, Fault]>([
  ['connection reset', { kind: 'reset' }],
  ['HTTP 500', { kind: 'status500' }],
  ['garbage JSON', { kind: 'garbage' }],
])('an upstream failing with %s', (label, fault) => {
  afterAll(() => heal(), 30_000);

  test('search failures: the results page renders, says search is unavailable, and answers 503', async () => {
    // Only search fails: the page itself renders, but its answer is missing, which is no 200 "no results".
    proxy.set({ fault, match: /\/search\?/ });
    const response = await get(resultsPage(`warranty ${label}`));
    expect(response.status).toBe(503);
    expect(stateOf(response).organicSearch?.hasError).toBe(true);
    expect(response.body).toContain('Search is temporarily unavailable');
  });

  test('critical failures: 503 with Retry-After and an error page, or the last good copy', async () => {
    proxy.set({ fault });
    const fresh = await get(categoryPage(`/downloads?fault=${fault.kind}`));
    expect(fresh.status).toBe(503);
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(0);
    expect(fresh.body).toContain('Something went wrong');
    expect(fresh.headers['cache-control']).toBe('no-store');

    // The category page rendered fine before: its last good copy stands in.
    const held = await get(categoryPage());
    expect(held.status).toBe(200);
    expect(held.headers.warning).toContain('110');
    expect(stateOf(held).metadata?.hasError).toBe(false);
    expect(held.body).toContain(`nonce="${/'nonce-([^']+)'/.exec(String(held.headers['content-security-policy']))?.[1]}"`);
  });
});

test('the circuit breaker stops hammering a failing upstream, then recovers after the cool-down', async () => {
  // What one product-page render costs the upstream when all is well.
  proxy.resetCounts();
  expect((await get(productPage('?healthy=1'))).status).toBe(200);
  const callsPerPage = proxy.received;

  proxy.set({ fault: { kind: 'reset' } });
  proxy.resetCounts();
  const requests = 60;
  const responses = await runPool(
    Array.from({ length: requests }, (_, i) => () => get(productPage(`?attempt=${i}`))),
    4,
  );
  const upstreamCalls = proxy.received;
  expect(responses.every((r) => r.status === 503 && Number(r.headers['retry-after']) > 0)).toBe(true);
  expect(await metric('site_content_api_circuit_open')).toBe(1);
  // Without a breaker the upstream would have seen requests × callsPerPage calls.
  expect(upstreamCalls).toBeLessThan((requests * callsPerPage) / 10);

  // The browser's own API calls are refused at once too, with Retry-After.
  const api = await get(`/api/content/support/en_GB/categories`);
  expect(api.status).toBe(503);
  expect(Number(api.headers['retry-after'])).toBeGreaterThan(0);

  const healStarted = Date.now();
  await heal();
  figures['breaker: site requests while failing'] = requests;
  figures['breaker: upstream calls seen while failing'] = upstreamCalls;
  figures['breaker: upstream calls without a breaker (estimate)'] = requests * callsPerPage;
  figures['breaker: recovered after ms'] = Date.now() - healStarted;
  expect((await get(productPage('?after=1'))).status).toBe(200);
}, 60_000);

// A blocked loop (synchronous work over a large body, a pathological pattern) shows as delays of
// seconds; the figure is printed, and the assertion leaves room for a 2-core machine shared with other work.
test('the event loop stays responsive through all of it (p99 delay < 250 ms)', async () => {
  const p99 = await metric('nodejs_eventloop_delay_seconds{quantile="0.99"}');
  const max = await metric('nodejs_eventloop_delay_seconds{quantile="1"}');
  figures['event-loop delay p99 ms'] = (p99 * 1000).toFixed(1);
  figures['event-loop delay max ms'] = (max * 1000).toFixed(1);
  reportFigures('7. faults (remote content API through a fault proxy)', figures);
  expect(p99).toBeLessThan(0.25);
  expect(site.hasExited()).toBe(false);
});
