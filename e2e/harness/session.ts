import type { BrowserContext, ConsoleMessage, Page, Request } from 'playwright-core';

export const API_PREFIX = '/api/content/support/';

export interface Viewport {
  name: 'phone' | 'tablet' | 'desktop';
  width: number;
  height: number;
}

export const VIEWPORTS: Record<Viewport['name'], Viewport> = {
  phone: { name: 'phone', width: 390, height: 844 },
  tablet: { name: 'tablet', width: 820, height: 1180 },
  desktop: { name: 'desktop', width: 1366, height: 900 },
};

export interface ApiCall {
  method: string;
  /** Path and query below the API base, e.g. '/en_GB/categories/tv/models?start=24&num=24'. */
  path: string;
  /** Index of the document (full page load) the request belongs to. */
  documentIndex: number;
}

export interface PageEventRecord {
  type: string;
  trigger?: string;
  pathname?: string;
  partial?: boolean;
  ok?: boolean;
}

/**
 * In every document, before the site's own scripts: records the site's page-load events and the
 * cumulative layout shift (shifts right after an input do not count, as in the CLS metric).
 */
const INIT_SCRIPT = `(() => {
  // The suite's own page functions are compiled by esbuild, which names functions through __name.
  if (!window.__name) Object.defineProperty(window, '__name', { value: (fn) => fn });
  const record = { events: [], cls: 0, shifts: 0 };
  Object.defineProperty(window, '__e2e', { value: record });
  for (const type of ['page_load_start', 'page_load_end', 'page_state_updated', 'page_load_error']) {
    window.addEventListener(type, (event) => {
      const d = event.detail || {};
      record.events.push({ type, trigger: d.trigger, pathname: d.pathname || (d.page && d.page.location && d.page.location.pathname), partial: d.partial, ok: d.ok });
    });
  }
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.hadRecentInput) { record.cls += entry.value; record.shifts += 1; }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch (e) { /* no layout-shift support */ }
})();`;

/** Console messages that are not the site's fault and say so, e.g. a documented missing endpoint. */
export type ConsoleFilter = (message: { type: string; text: string; url: string }) => boolean;

/**
 * One browser tab with everything the checks need: console errors and warnings, uncaught errors,
 * API requests per document, the site's page events and the layout shift.
 */
export class Session {
  readonly console: Array<{ type: string; text: string; url: string }> = [];
  readonly pageErrors: string[] = [];
  readonly api: ApiCall[] = [];
  private readonly expectedFailures = new Set<string>();
  private documentIndex = 0;

  private constructor(
    readonly page: Page,
    readonly origin: string,
    private readonly ignore: ConsoleFilter,
  ) {
    page.on('console', (message: ConsoleMessage) => this.onConsole(message));
    page.on('pageerror', (error) => this.pageErrors.push(`${error.name}: ${error.message}`));
    page.on('request', (request: Request) => this.onRequest(request));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.documentIndex += 1;
    });
  }

  static async open(context: BrowserContext, origin: string, viewport: Viewport, ignore: ConsoleFilter = () => false): Promise<Session> {
    const page = await context.newPage();
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.addInitScript(INIT_SCRIPT);
    return new Session(page, origin, ignore);
  }

  private onConsole(message: ConsoleMessage) {
    const entry = { type: message.type(), text: message.text(), url: message.location().url };
    if (this.ignore(entry)) return;
    this.console.push(entry);
  }

  private onRequest(request: Request) {
    const url = new URL(request.url());
    if (!url.pathname.startsWith(API_PREFIX)) return;
    if (request.resourceType() !== 'fetch' && request.resourceType() !== 'xhr') return;
    this.api.push({
      method: request.method(),
      path: `${url.pathname.slice(API_PREFIX.length - 1)}${url.search}`,
      documentIndex: this.documentIndex,
    });
  }

  /**
   * Opens a site path and waits until the page is hydrated (its first page_state_updated). With an
   * expected error status (the helpful 404 page), the browser's own log line about that status is
   * expected too; any other error is not.
   */
  async goto(pathAndQuery: string, { expectStatus = 200 } = {}): Promise<number> {
    const url = `${this.origin}${pathAndQuery}`;
    if (expectStatus >= 400) this.expectedFailures.add(new URL(url).toString());
    const response = await this.page.goto(url, { waitUntil: 'load' });
    await this.hydrated();
    return response?.status() ?? 0;
  }

  async hydrated(): Promise<void> {
    await this.page.waitForFunction(
      () => (window as unknown as { __e2e?: { events: PageEventRecord[] } }).__e2e?.events.some((e) => e.type === 'page_state_updated'),
      undefined,
      { timeout: 15_000 },
    );
  }

  async events(): Promise<PageEventRecord[]> {
    return this.page.evaluate(() => (window as unknown as { __e2e: { events: PageEventRecord[] } }).__e2e.events);
  }

  /** Waits until the page has announced `count` page-state updates in this document. */
  async pageStateUpdates(count: number): Promise<PageEventRecord[]> {
    await this.page.waitForFunction(
      (n) => (window as unknown as { __e2e: { events: PageEventRecord[] } }).__e2e.events.filter((e) => e.type === 'page_state_updated').length >= n,
      count,
      { timeout: 15_000 },
    );
    // The load's last effects (scroll restore, focus) run right after the event.
    await this.page.waitForTimeout(50);
    return (await this.events()).filter((e) => e.type === 'page_state_updated');
  }

  async cls(): Promise<{ value: number; shifts: number }> {
    return this.page.evaluate(() => {
      const r = (window as unknown as { __e2e: { cls: number; shifts: number } }).__e2e;
      return { value: r.cls, shifts: r.shifts };
    });
  }

  /** Data requests (GET) since a mark; the page view POST is logging, not data. */
  dataRequests(since = 0): ApiCall[] {
    return this.api.slice(since).filter((c) => c.method === 'GET');
  }

  mark(): number {
    return this.api.length;
  }

  errors(): string[] {
    const fromConsole = this.console
      .filter((m) => m.type === 'error')
      .filter((m) => !(this.expectedFailures.has(m.url) && /Failed to load resource/.test(m.text))).map((m) => `console.error: ${m.text}${m.url ? ` (${m.url})` : ''}`);
    return [...fromConsole, ...this.pageErrors.map((e) => `uncaught: ${e}`)];
  }

  /** React reports hydration mismatches through the console; any mention of hydration is one. */
  hydrationWarnings(): string[] {
    return this.console.filter((m) => /hydrat/i.test(m.text)).map((m) => `${m.type}: ${m.text}`);
  }

  async close(): Promise<void> {
    await this.page.close();
  }
}
