import { SUPPORT_BASE_PATH } from '../../src/shared/constants';
import { catalogueNames, type CatalogueNames } from './support/catalogue';
import { freshDatabase } from './support/database';
import { FaultProxy } from './support/faultProxy';
import { reportFigures } from './support/figures';
import { timedRequest, type TimedResponse } from './support/httpClient';
import { startServer, stopServer, type ServerProcess } from './support/serverProcess';

/*
 * Item 9, shutdown: SIGTERM to the production set-up (a cluster primary with two workers) while
 * it is under load and while slow requests are in flight. Readiness flips to 503 at once, a
 * load balancer (simulated: clients stop when /readyz says 503) drains, every accepted request
 * is answered, and the process exits 0 within 10 s.
 */

const DRAIN_MS = 1500;
const SLOW_MS = 2500;

let db: ReturnType<typeof freshDatabase>;
let upstream: ServerProcess;
let proxy: FaultProxy;
let site: ServerProcess;
let names: CatalogueNames;

beforeAll(async () => {
  db = freshDatabase();
  upstream = await startServer({ DATABASE_FILE: db.dbPath });
  names = await catalogueNames(upstream.origin);
  proxy = await FaultProxy.start(upstream.origin);
  // Metadata calls take 2.5 s, so category pages are still being rendered when the signal arrives.
  proxy.set({ fault: { kind: 'delay', ms: SLOW_MS }, match: /\/metadata/ });
  site = await startServer({
    CONTENT_API_URL: proxy.url,
    WEB_CONCURRENCY: '2',
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    PAGE_CACHE_TTL_MS: '0',
  });
}, 120_000);

afterAll(async () => {
  await stopServer(site);
  await proxy?.close();
  await stopServer(upstream);
  db?.remove();
});

test('SIGTERM under load: readiness 503 at once, accepted requests finish, exit 0 within 10 s', async () => {
  const fast = [SUPPORT_BASE_PATH, `${SUPPORT_BASE_PATH}/results?query=remote`, '/api/content/support/en_GB/categories'];
  let ready = true;
  let readyFlippedAt: number | undefined;
  let stopLoad = false;
  const answered: TimedResponse[] = [];
  const failed: TimedResponse[] = [];

  // The load balancer's health check: every 100 ms.
  const probe = (async () => {
    while (!stopLoad) {
      const response = await timedRequest(site.origin, false, { path: '/readyz', timeoutMs: 2000 });
      if (response.status === 503 && ready) {
        ready = false;
        readyFlippedAt = Date.now();
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  // Eight clients send as fast as they can while the site is in rotation.
  const clients = Array.from({ length: 8 }, (_, i) =>
    (async () => {
      for (let n = 0; ready && !stopLoad; n += 1) {
        const response = await timedRequest(site.origin, false, { path: fast[(i + n) % fast.length], timeoutMs: 15_000 });
        (response.error ? failed : answered).push(response);
      }
    })(),
  );

  await new Promise((r) => setTimeout(r, 1000));
  // Slow renders in flight when the signal arrives.
  const slow = Array.from({ length: 6 }, (_, i) =>
    timedRequest(site.origin, false, { path: `${SUPPORT_BASE_PATH}/${names.category}?inflight=${i}`, timeoutMs: 15_000 }),
  );
  await new Promise((r) => setTimeout(r, 300));
  const signalledAt = Date.now();
  site.kill('SIGTERM');

  const slowAnswers = await Promise.all(slow);
  const exit = await site.exited;
  stopLoad = true;
  await Promise.all([probe, ...clients]);

  const exitMs = exit.at - signalledAt;
  const readinessMs = readyFlippedAt === undefined ? NaN : readyFlippedAt - signalledAt;
  reportFigures('9a. graceful shutdown (SIGTERM under load, cluster of 2)', {
    'requests answered under load': answered.length,
    'requests failed': failed.length,
    'slow requests in flight at SIGTERM': slow.length,
    'slow requests answered 200': slowAnswers.filter((r) => r.status === 200).length,
    'readiness 503 after ms': readinessMs,
    'exit after ms': exitMs,
    'exit code': String(exit.code),
  });

  expect(readyFlippedAt).toBeDefined();
  expect(readinessMs).toBeLessThan(DRAIN_MS);
  expect(slowAnswers.map((r) => r.status)).toEqual(slow.map(() => 200));
  expect(failed.map((r) => r.error)).toEqual([]);
  expect(answered.every((r) => r.status === 200)).toBe(true);
  expect(exit.code).toBe(0);
  expect(exitMs).toBeLessThan(10_000);
}, 60_000);
