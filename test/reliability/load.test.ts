import autocannon from 'autocannon';
import { SUPPORT_BASE_PATH } from '../../src/shared/constants';
import { catalogueNames, type CatalogueNames } from './support/catalogue';
import { freshDatabase } from './support/database';
import { reportFigures } from './support/figures';
import { timedRequest } from './support/httpClient';
import { startServer, stopServer, type ServerProcess } from './support/serverProcess';

/*
 * Item 8, load: autocannon with 50 connections for 30 s on 127.0.0.1 against the production
 * set-up (cluster of workers, one per core; page cache on), with a mix of pages in three locales,
 * pages with cookies (always rendered), searches and API calls. No errors, no timeouts, no
 * answer other than 2xx; the figures are printed.
 */

let db: ReturnType<typeof freshDatabase>;
let server: ServerProcess;
let names: CatalogueNames;

beforeAll(async () => {
  db = freshDatabase();
  server = await startServer({ DATABASE_FILE: db.dbPath, WEB_CONCURRENCY: '2' });
  names = await catalogueNames(server.origin);
}, 120_000);

afterAll(async () => {
  await stopServer(server);
  db?.remove();
});

function mix(): autocannon.Request[] {
  const page = (path: string, cookie?: string): autocannon.Request => ({
    method: 'GET',
    path,
    headers: cookie ? { cookie } : {},
  });
  const api = (path: string): autocannon.Request => ({ method: 'GET', path: `/api/content/support${path}` });
  const { category, product, downloadId, articleFamilyId } = names;
  return [
    page(SUPPORT_BASE_PATH),
    api('/en_GB/categories'),
    page(`${SUPPORT_BASE_PATH}/${category}`),
    api(`/search?query=firmware%20update&num=10`),
    page(`${SUPPORT_BASE_PATH}/${category}/${product}`),
    api(`/suggest?query=${encodeURIComponent(product.slice(0, 4))}`),
    page(`/de${SUPPORT_BASE_PATH}/${category}/${product}/manuals`),
    api(`/en_GB/downloads/${product}`),
    page(`${SUPPORT_BASE_PATH}/results?query=remote%20control`),
    api(`/faqs/search?query=wifi`),
    page(`/fr${SUPPORT_BASE_PATH}/${category}/${product}/downloads`),
    api(`/en_GB/products/${product}/metadata`),
    // Visitors with cookies always get a fresh render.
    page(`${SUPPORT_BASE_PATH}/${category}/${product}/faqs`, 'lite=crm'),
    page(`${SUPPORT_BASE_PATH}/downloads/${downloadId}`),
    page(`${SUPPORT_BASE_PATH}/articles/${articleFamilyId}`, 'portal=asc'),
    page(`${SUPPORT_BASE_PATH}/downloads/results?query=driver`),
  ];
}

test('50 connections for 30 s: no errors, no timeouts, only 2xx', async () => {
  const requests = mix();
  // Warm up: each worker compiles and renders each kind of page once before the clock starts.
  for (const request of [...requests, ...requests]) {
    const response = await timedRequest(server.origin, false, { path: request.path ?? '/', headers: request.headers as Record<string, string> });
    expect({ path: request.path, status: response.status }).toEqual({ path: request.path, status: 200 });
  }
  const result = await autocannon({
    url: server.origin,
    connections: 50,
    duration: 30,
    timeout: 10,
    requests,
  });
  reportFigures('8. load (autocannon, 50 connections, 30 s, 2 workers)', {
    'requests total': result.requests.total,
    'req/s average': result.requests.average.toFixed(0),
    'latency p50 ms': result.latency.p50,
    'latency p97.5 ms': result.latency.p97_5,
    'latency p99 ms': result.latency.p99,
    'latency max ms': result.latency.max,
    'throughput MB/s': (result.throughput.average / 1048576).toFixed(1),
    errors: result.errors,
    timeouts: result.timeouts,
    'non-2xx': result.non2xx,
  });
  expect(result.errors).toBe(0);
  expect(result.timeouts).toBe(0);
  expect(result.non2xx).toBe(0);
  expect(result.requests.total).toBeGreaterThan(0);
  expect(server.hasExited()).toBe(false);
}, 120_000);
