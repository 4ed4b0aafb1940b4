import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { matchRoute } from '../routes/matchRoute';
import { API_BASE, type Transport } from '../shared/api/transport';
import { ROUTES } from './content/api/routes';
import type { CircuitBreaker } from './upstream/circuitBreaker';
import type { PageCache } from './ssr/pageCache';

export interface MetricsDeps {
  pageCache: PageCache;
  breaker?: CircuitBreaker;
  /** Prefix of static assets: their requests share one label. */
  staticBase: string;
}

/** Event-loop delay sampled every 10 ms from process start: the figure that shows a blocked server. */
export function startEventLoopMonitor(): IntervalHistogram {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  return histogram;
}

const seconds = (nanoseconds: number) => (Number.isFinite(nanoseconds) ? nanoseconds / 1e9 : 0);

/** Bucket bounds in seconds: a cached page answers in about a millisecond, a slow render takes seconds. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The label of a request: a page's type from the route table, or one of 'api', 'static', 'other'.
 * Never the URL itself, so the number of series stays bounded whatever visitors request.
 */
export function requestKind(req: Request, staticBase: string): string {
  const path = req.path;
  if (path === API_BASE || path.startsWith(`${API_BASE}/`)) return 'api';
  if (path === staticBase || path.startsWith(`${staticBase}/`)) return 'static';
  if (req.method !== 'GET' && req.method !== 'HEAD') return 'other';
  const matched = matchRoute(path);
  // No pattern: a path outside the route table (probes, robots.txt, unknown addresses).
  return matched.pattern === undefined ? 'other' : matched.type;
}

/** The content API call a transport request makes, named by its row in the API's route table ('other' if none). */
export function contentCallName(method: string, path: string): string {
  for (const route of ROUTES) {
    if (route.method === method && route.match(path)) return `${route.method} ${route.path}`;
  }
  return 'other';
}

/**
 * One process's metrics in its own registry (several apps in one test process do not share
 * series). In a cluster every worker answers the primary's aggregation requests with this registry.
 */
export function createMetrics(deps: MetricsDeps) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const eventLoop = startEventLoopMonitor();

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to the last byte of the response, by page type (or api, static, other) and status code.',
    labelNames: ['page_type', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const contentCallDuration = new Histogram({
    name: 'site_content_call_duration_seconds',
    help: 'Duration of the calls the server makes to the content service, by call and outcome.',
    labelNames: ['call', 'outcome'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  const { pageCache, breaker } = deps;
  // Counters that mirror the page cache's own tallies: each scrape adds what happened since the last one.
  const mirror = (name: string, help: string, read: () => number) => {
    let seen = 0;
    return new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        const now = read();
        if (now > seen) this.inc(now - seen);
        seen = now;
      },
    });
  };
  mirror('site_page_cache_hits_total', 'Pages served from memory instead of rendering.', () => pageCache.hits);
  mirror('site_page_cache_misses_total', 'Cacheable page requests that found no usable copy and rendered.', () => pageCache.misses);
  mirror('site_page_cache_revalidated_total', 'Expired copies served while a new copy rendered behind them.', () => pageCache.revalidated);
  mirror('site_page_cache_stale_served_total', 'Stale copies served because a render failed.', () => pageCache.staleServed);
  new Gauge({
    name: 'site_page_cache_entries',
    help: 'Pages held in memory.',
    registers: [registry],
    collect() {
      this.set(pageCache.size);
    },
  });
  new Gauge({
    name: 'nodejs_eventloop_delay_seconds',
    help: 'Event-loop delay since the process started (or the last reset); the worst worker in a cluster.',
    labelNames: ['quantile'] as const,
    // Summing delays of several workers means nothing: the cluster reports the worst one.
    aggregator: 'max',
    registers: [registry],
    collect() {
      this.set({ quantile: '0.5' }, seconds(eventLoop.percentile(50)));
      this.set({ quantile: '0.99' }, seconds(eventLoop.percentile(99)));
      this.set({ quantile: '1' }, seconds(eventLoop.max));
    },
  });
  if (breaker) {
    new Gauge({
      name: 'site_content_api_circuit_open',
      help: '1 while calls to the remote content API are paused.',
      aggregator: 'max',
      registers: [registry],
      collect() {
        this.set(breaker.state === 'closed' ? 0 : 1);
      },
    });
  }

  /** Times every request once its response has been sent (or the connection was dropped). */
  const middleware = (req: Request, res: Response, next: NextFunction) => {
    // Labelled now: routers below rewrite req.path while they handle the request.
    const pageType = requestKind(req, deps.staticBase);
    const stop = requestDuration.startTimer({ page_type: pageType });
    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      stop({ status: String(res.statusCode) });
    };
    res.once('finish', record);
    res.once('close', record);
    next();
  };

  /** The transport the pages use, timing each call under its route-table name. */
  const instrument =
    (transport: Transport): Transport =>
    async (request) => {
      const stop = contentCallDuration.startTimer({ call: contentCallName(request.method, request.path) });
      try {
        const response = await transport(request);
        stop({ outcome: response.status >= 500 ? 'error' : 'ok' });
        return response;
      } catch (error) {
        stop({ outcome: error instanceof Error && error.name === 'AbortError' ? 'aborted' : 'error' });
        throw error;
      }
    };

  /**
   * GET /metrics of this process in the Prometheus text format. `?reset=eventloop` reports and
   * then starts a new measuring window for the event-loop figures (e.g. after a warm-up).
   */
  const handler = async (req: Request, res: Response) => {
    const body = await registry.metrics();
    if (req.query.reset === 'eventloop') eventLoop.reset();
    res.type(registry.contentType).set('Cache-Control', 'no-store').send(body);
  };

  return { registry, middleware, instrument, handler };
}

export type AppMetrics = ReturnType<typeof createMetrics>;
