import request from 'supertest';
import { loadConfig } from '../config';
import { startTestApp } from './testApp';

const PRODUCT = '/electronics/support/televisions/at-65z9m';
const CATEGORY = '/electronics/support/televisions';

/** The value of one series in Prometheus text (0 when the series does not exist yet). */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe('metrics of one process (GET /metrics)', () => {
  let site: Awaited<ReturnType<typeof startTestApp>>;
  const scrape = async () => {
    const response = await request(site.app).get('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.text;
  };

  beforeAll(async () => {
    // A fixed public origin: the page cache key then does not depend on supertest's random port.
    site = await startTestApp({ ...loadConfig({ NODE_ENV: 'test', PUBLIC_ORIGIN: 'https://support.example.com' }), metricsEnabled: true, pageCacheTtlMs: 60_000 });
  });
  afterAll(() => site.close());

  test('a page view is counted under its page type and status, and its second view is a cache hit', async () => {
    const productViews = 'http_request_duration_seconds_count{page_type="product",status="200"}';
    const before = await scrape();
    expect((await request(site.app).get(PRODUCT)).status).toBe(200);
    const afterFirst = await scrape();
    expect(valueOf(afterFirst, productViews)).toBe(valueOf(before, productViews) + 1);
    expect(valueOf(afterFirst, 'site_page_cache_misses_total')).toBe(valueOf(before, 'site_page_cache_misses_total') + 1);

    expect((await request(site.app).get(PRODUCT)).status).toBe(200);
    const afterSecond = await scrape();
    expect(valueOf(afterSecond, productViews)).toBe(valueOf(before, productViews) + 2);
    expect(valueOf(afterSecond, 'site_page_cache_hits_total')).toBe(valueOf(afterFirst, 'site_page_cache_hits_total') + 1);
    expect(valueOf(afterSecond, 'site_page_cache_entries')).toBeGreaterThanOrEqual(1);

    // The category page is another type: it does not add to the product's series.
    expect((await request(site.app).get(CATEGORY)).status).toBe(200);
    const afterCategory = await scrape();
    expect(valueOf(afterCategory, 'http_request_duration_seconds_count{page_type="category",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(afterCategory, productViews)).toBe(valueOf(before, productViews) + 2);
  });

  test('the content calls a render makes are timed under their route-table names', async () => {
    // The category page of the test above rendered once: it asked for its category.
    const text = await scrape();
    expect(valueOf(text, 'site_content_call_duration_seconds_count{call="GET /:locale/categories/:categoryName",outcome="ok"}')).toBeGreaterThanOrEqual(1);
    // The call names come from a fixed table: no category or product name appears in them.
    expect(text).not.toMatch(/call="[^"]*televisions/);
  });

  test('API calls, static files and other addresses get fixed labels, never the address itself', async () => {
    const api = 'http_request_duration_seconds_count{page_type="api",status="200"}';
    const before = await scrape();
    expect((await request(site.app).get('/api/content/support/en_GB/categories')).status).toBe(200);
    await request(site.app).get('/electronics/support/static/no-such-file-marker-qzx.js');
    await request(site.app).get('/no-such-address-marker-qzx?q=secret-marker-qzx');
    await request(site.app).get('/healthz');
    // A malformed address is still answered without a server error, and labelled like any unknown one.
    expect((await request(site.app).get('/electronics/support/%E0%A4marker-qzx')).status).toBeLessThan(500);
    const text = await scrape();
    expect(valueOf(text, api)).toBe(valueOf(before, api) + 1);
    expect(text).toMatch(/http_request_duration_seconds_count\{page_type="static",status="404"\} [1-9]/);
    expect(valueOf(text, 'http_request_duration_seconds_count{page_type="other",status="200"}')).toBeGreaterThanOrEqual(1);
    // A marker of letters only: a figure of the scrape (a byte count, a duration) can hold any digits.
    expect(text).not.toContain('marker-qzx');
  });

  test('the event-loop delay and default process figures are reported', async () => {
    const text = await scrape();
    expect(text).toContain('nodejs_eventloop_delay_seconds{quantile="0.99"}');
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('process_resident_memory_bytes');
  });
});

describe('metrics switched off (the default)', () => {
  let site: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    site = await startTestApp();
  });
  afterAll(() => site.close());

  test('there is no /metrics address', async () => {
    const response = await request(site.app).get('/metrics');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('http_request_duration_seconds');
  });
});

describe('metrics configuration', () => {
  test('the metrics listener defaults to loopback on 9464 and takes METRICS_PORT and METRICS_HOST', () => {
    expect(loadConfig({})).toMatchObject({ metricsEnabled: false, metricsPort: 9464, metricsHost: '127.0.0.1' });
    expect(loadConfig({ METRICS_ENABLED: 'true', METRICS_PORT: '0', METRICS_HOST: '0.0.0.0' })).toMatchObject({
      metricsEnabled: true,
      metricsPort: 0,
      metricsHost: '0.0.0.0',
    });
  });

  test('a METRICS_PORT that is not a port stops the start with a clear message', () => {
    for (const value of ['abc', '-1', '70000', '12.5']) {
      expect(() => loadConfig({ METRICS_PORT: value })).toThrow(/METRICS_PORT must be a port number/);
    }
  });
});
