import request from 'supertest';
import { preloadedState, startTestApp } from './testApp';

/* The agent's "Model details" search filter on home and category results (docs/behaviour.md §2 agent list). */

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t.close());

const AGENT = 'agentAnalytics=team%3DCare%26username%3Dagent1';

interface Results {
  organicSearch: { count: number; results: Array<{ contentType: string }> };
  organicExtras: { data: { filterCounts: Array<{ value: string; count: number }> } };
}

async function page(path: string) {
  const res = await request(t.app).get(path).set('Cookie', AGENT);
  expect(res.status).toBe(200);
  return { html: res.text.replaceAll('&amp;', '&'), state: preloadedState(res.text) as unknown as Results };
}

/** href of a filter link by its visible label. */
function filterHref(html: string, label: string): string | undefined {
  const nav = /<nav aria-label="Filter results"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  const re = new RegExp(`<a class="filter-list__item"(?: aria-current="page")? href="([^"]+)"[^>]*>${label}<`);
  return re.exec(nav)?.[1];
}

describe.each([
  ['home results', '/electronics/support/results?query=hdmi'],
  ['category results', '/electronics/support/televisions/results?query=hdmi'],
])('%s', (_label, path) => {
  it('"Model details" leads somewhere else than "All" and lists models only', async () => {
    const all = await page(path);
    const href = filterHref(all.html, 'Model details');
    expect(href).toBeDefined();
    expect(href).not.toBe(filterHref(all.html, 'All'));
    expect(all.state.organicSearch.results.some((r) => r.contentType !== 'product')).toBe(true);

    const models = await page(href!);
    expect(models.state.organicSearch.count).toBeGreaterThan(0);
    // As many models as the badge on the 'all' results promised (each model on its own, never grouped).
    expect(models.state.organicSearch.count).toBe(all.state.organicExtras.data.filterCounts.find((f) => f.value === 'model-details')?.count);
    expect(models.state.organicSearch.results.every((r) => r.contentType === 'product')).toBe(true);
    expect(models.html).toMatch(/<a class="filter-list__item" aria-current="page" href="[^"]+"[^>]*>Model details</);
  });
});
