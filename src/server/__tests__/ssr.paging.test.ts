import request from 'supertest';
import { preloadedState, startTestApp } from './testApp';

/*
 * Lists longer than the content API's largest page (100): the page asks for as many as its
 * `*-num` parameter says, fetched in several calls, and its "Show more" keeps going to the end.
 */

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
let asc = '';
beforeAll(async () => {
  t = await startTestApp();
  const res = await request(t.app).post('/api/content/support/asc/auth').send({ username: 'asc.demo', password: 'ServiceCentre#2024' }).expect(200);
  asc = (res.headers['set-cookie'] as unknown as string[])
    .map((c) => c.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}, 120_000);
afterAll(() => t.close());

const base = '/electronics/support';

interface Paged {
  results: unknown[];
  count: number;
  start: number;
  end: number;
  hasError: boolean;
}

async function state(path: string, cookie = '') {
  const res = await request(t.app).get(path).set('Cookie', cookie);
  expect(res.status).toBe(200);
  return { html: res.text, state: preloadedState(res.text) as unknown as Record<string, Paged> };
}

/** The href of the module's "Show more" link, decoded. */
function showMoreHref(html: string): string | undefined {
  const match = /<a class="button button--secondary" href="([^"]+)"[^>]*>Show more<\/a>/.exec(html);
  return match?.[1].replaceAll('&amp;', '&');
}

describe('paging past the content API page size', () => {
  it('search results: num=110 shows 110 of the results and offers the next ten', async () => {
    const { html, state: s } = await state(`${base}/results?query=wifi&num=110`);
    expect(s.organicSearch.count).toBeGreaterThan(120);
    expect(s.organicSearch.results).toHaveLength(110);
    expect(s.organicSearch.end).toBe(110);
    expect(html).toContain(`Showing 110 of ${s.organicSearch.count}`);
    expect(showMoreHref(html)).toContain('num=120');
    const ids = (s.organicSearch.results as Array<{ id: string }>).map((r) => r.id);
    expect(new Set(ids).size).toBe(110);
  });

  it('search results: the last "Show more" reaches the end of the list', async () => {
    const first = await state(`${base}/results?query=wifi`);
    const count = first.state.organicSearch.count;
    const all = await state(`${base}/results?query=wifi&num=${count + 5}`);
    expect(all.state.organicSearch.results).toHaveLength(Math.min(count, 1000));
    if (count <= 1000) expect(showMoreHref(all.html)).toBeUndefined();
  });

  it('models-num above 100 keeps the Models section with every model of the category', async () => {
    const { html, state: s } = await state(`${base}/tv-home-cinema?models-num=120`);
    expect(s.modelResults.hasError).toBe(false);
    expect(s.modelResults.count).toBeGreaterThan(48);
    expect(s.modelResults.results).toHaveLength(Math.min(120, s.modelResults.count));
    expect(html.includes('<h2 id="model-list-title">Models')).toBe(true);
  });

  it("what's-new: whatsNewNum=120 shows 120 items for a signed-in service centre", async () => {
    const { state: s } = await state(`${base}/repair-documents?whatsNewNum=120`, asc);
    expect(s.whatsNew.count).toBeGreaterThan(120);
    expect(s.whatsNew.results).toHaveLength(120);
  });
});
