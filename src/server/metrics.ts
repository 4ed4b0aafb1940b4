import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { Request, Response } from 'express';
import type { CircuitBreaker } from './upstream/circuitBreaker';
import type { PageCache } from './ssr/pageCache';

export interface Metrics {
  eventLoop: IntervalHistogram;
  pageCache: PageCache;
  breaker?: CircuitBreaker;
}

/** Event-loop delay sampled every 10 ms from process start: the figure that shows a blocked server. */
export function startEventLoopMonitor(): IntervalHistogram {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  return histogram;
}

const seconds = (nanoseconds: number) => (Number.isFinite(nanoseconds) ? nanoseconds / 1e9 : 0);

/**
 * GET /metrics in the Prometheus text format (enabled with METRICS_ENABLED=true). The event-loop
 * figures cover the time since start, or since the last `GET /metrics?reset=eventloop`, which
 * reports and then starts a new measuring window (e.g. after a warm-up).
 */
export function metricsHandler(metrics: Metrics) {
  return (req: Request, res: Response) => {
    const h = metrics.eventLoop;
    const breakerState = metrics.breaker?.state;
    const lines = [
      '# HELP nodejs_eventloop_delay_seconds Event-loop delay since the process started (or the last reset).',
      '# TYPE nodejs_eventloop_delay_seconds summary',
      `nodejs_eventloop_delay_seconds{quantile="0.5"} ${seconds(h.percentile(50))}`,
      `nodejs_eventloop_delay_seconds{quantile="0.99"} ${seconds(h.percentile(99))}`,
      `nodejs_eventloop_delay_seconds{quantile="1"} ${seconds(h.max)}`,
      `nodejs_eventloop_delay_seconds_count ${h.count}`,
      '# HELP site_page_cache_entries Pages held in memory.',
      '# TYPE site_page_cache_entries gauge',
      `site_page_cache_entries ${metrics.pageCache.size}`,
      '# HELP site_page_cache_hits_total Pages served from memory instead of rendering.',
      '# TYPE site_page_cache_hits_total counter',
      `site_page_cache_hits_total ${metrics.pageCache.hits}`,
      '# HELP site_page_cache_stale_served_total Stale copies served because a render failed.',
      '# TYPE site_page_cache_stale_served_total counter',
      `site_page_cache_stale_served_total ${metrics.pageCache.staleServed}`,
    ];
    if (breakerState) {
      lines.push(
        '# HELP site_content_api_circuit_open 1 while calls to the remote content API are paused.',
        '# TYPE site_content_api_circuit_open gauge',
        `site_content_api_circuit_open ${breakerState === 'closed' ? 0 : 1}`,
      );
    }
    if (req.query.reset === 'eventloop') h.reset();
    res.type('text/plain; version=0.0.4').set('Cache-Control', 'no-store').send(`${lines.join('\n')}\n`);
  };
}
