import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { OrganicSearchResponse, SearchResult } from '../../shared/content/types';
import { preloadedState, startTestApp } from './testApp';

/* The organic search parameters of docs/behaviour.md §7: each is sent by the site and changes the answer. */

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t.close());

async function search(query: Record<string, string>, path = '/api/content/support/search') {
  const res = await request(t.app).get(path).query(query);
  expect(res.status).toBe(200);
  return (res.body as OrganicSearchResponse).searchResponse;
}

describe('search parameters in the content service', () => {
  it('additional-fields returns the named fields of each result', async () => {
    const plain = await search({ query: 'firmware', type: 'downloads' });
    expect(plain.results.every((r) => r.additionalFields === undefined)).toBe(true);
    const extra = await search({ query: 'firmware', type: 'downloads', 'additional-fields': 'summary,version' });
    expect(extra.results.length).toBeGreaterThan(0);
    expect(extra.results.every((r: SearchResult) => typeof r.additionalFields?.summary === 'string')).toBe(true);
    expect(extra.results.some((r: SearchResult) => typeof r.additionalFields?.version === 'string')).toBe(true);
    const bad = await request(t.app).get('/api/content/support/search').query({ query: 'x', 'additional-fields': 'password' });
    expect(bad.status).toBe(400);
  });

  it('infer-context: a model number in the query searches the other words within that product', async () => {
    const open = await search({ query: 'AT-65X90K wifi' });
    const inferred = await search({ query: 'AT-65X90K wifi', 'infer-context': 'true' });
    const scoped = await search({ query: 'wifi' }, '/api/content/support/search/at-65x90k');
    expect(inferred.count).toBe(scoped.count);
    expect(inferred.count).toBeGreaterThan(0);
    // Without it, the words are searched across the catalogue (best partial matches included), so far more answer.
    expect(inferred.count).toBeLessThan(open.count);
    expect(inferred.query).toBe('AT-65X90K wifi');
    // Words that are not a model number are searched everywhere.
    expect((await search({ query: 'wifi', 'infer-context': 'true' })).count).toBe((await search({ query: 'wifi' })).count);
  });

  it('config=tvhelp searches television content only', async () => {
    const all = await search({ query: 'bluetooth' });
    const tv = await search({ query: 'bluetooth', config: 'tvhelp' });
    const televisions = await search({ query: 'bluetooth' }, '/api/content/support/search/televisions');
    expect(tv.count).toBe(televisions.count);
    expect(tv.count).toBeLessThan(all.count);
  });

  it.each([
    [{ country: 'Germany' }],
    [{ accessLevel: 'x'.repeat(60) }],
  ])('refuses %j with a 400', async (extra) => {
    const res = await request(t.app).get('/api/content/support/search').query({ query: 'wifi', ...extra });
    expect([400]).toContain(res.status);
  });
});

describe('the results page sends them', () => {
  it('home results ask with sub-documents, inferred context, alternative best matches, extra fields and the site config', async () => {
    const res = await request(t.app).get('/electronics/support/results?query=wifi&country=DE&accessLevel=partner&languageSelectionFilter=en').expect(200);
    const state = preloadedState(res.text) as unknown as { organicSearch: { params: Record<string, unknown> } };
    expect(state.organicSearch.params).toMatchObject({
      searchInSubDocuments: true,
      inferContext: true,
      includeAlternativeBestMatches: true,
      additionalFields: 'version,operatingSystem',
      config: 'support',
      country: 'DE',
      accessLevel: 'partner',
      languageSelectionFilter: 'en',
    });
  });

  it('leaves out filters of its address the call would refuse, and lists the results without them', async () => {
    const bad = `contentTypeFilter=bogus&country=GBR&accessLevel=${'x'.repeat(60)}&languageSelectionFilter=${'y'.repeat(101)}`;
    const res = await request(t.app).get(`/electronics/support/results?query=battery&${bad}`).expect(200);
    const state = preloadedState(res.text) as unknown as { organicSearch: { params: Record<string, unknown>; count: number; hasError: boolean } };
    for (const name of ['contentTypeFilter', 'country', 'accessLevel', 'languageSelectionFilter']) expect(state.organicSearch.params[name]).toBeUndefined();
    expect(res.text).not.toContain('temporarily unavailable');
    // The same results as the address without them; a known type among unknown ones still filters.
    const plain = preloadedState((await request(t.app).get('/electronics/support/results?query=battery').expect(200)).text) as unknown as typeof state;
    expect(state.organicSearch.hasError).toBe(false);
    expect(state.organicSearch.count).toBeGreaterThan(0);
    expect(state.organicSearch.count).toBe(plain.organicSearch.count);
    const mixed = await request(t.app).get('/electronics/support/results?query=battery&contentTypeFilter=bogus,faq-article').expect(200);
    expect((preloadedState(mixed.text) as unknown as typeof state).organicSearch.params.contentTypeFilter).toBe('faq-article');
  });

  it('reads a query of spaces only as no query: no search, no results for " "', async () => {
    const spaces = await request(t.app).get('/electronics/support/results?query=%20%20').expect(200);
    const empty = await request(t.app).get('/electronics/support/results?query=').expect(200);
    expect(spaces.text).not.toContain('Results for “');
    expect(spaces.text).not.toContain('find anything for');
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title(spaces.text)).toBe(title(empty.text));
  });

  it('lists what a category filter of the site-wide results counted, marks it chosen, and keeps it on every tab', async () => {
    type Organic = { organicSearch: { params: Record<string, unknown>; count: number }; organicExtras: { data: { facets?: { categories: Array<{ name: string; count: number }> } } } };
    const home = preloadedState((await request(t.app).get('/electronics/support/results?query=wifi').expect(200)).text) as unknown as Organic;
    const chip = home.organicExtras.data.facets?.categories.find((c) => c.name === 'cameras');
    expect(chip?.count).toBeGreaterThan(0);
    const res = await request(t.app).get('/electronics/support/results?query=wifi&category=cameras').expect(200);
    const filtered = preloadedState(res.text) as unknown as Organic;
    // A filter of the site-wide search, not the category's own search (whose words match its boilerplate too).
    expect(filtered.organicSearch.params).toMatchObject({ within: 'cameras' });
    expect(filtered.organicSearch.params.contextId).toBeUndefined();
    expect(filtered.organicSearch.count).toBe(chip?.count);
    expect(res.text).toMatch(/<a[^>]*href="\/electronics\/support\/results\?query=wifi&amp;category=cameras"[^>]*aria-current="true"/);
    expect(res.text).toContain('href="/electronics/support/manuals/results?query=wifi&amp;category=cameras"');
  });

  it('lists what a product filter of a category results page counted', async () => {
    type Organic = { organicSearch: { params: Record<string, unknown>; count: number }; organicExtras: { data: { facets?: { products: Array<{ name: string; count: number }> } } } };
    const category = preloadedState((await request(t.app).get('/electronics/support/televisions/results?query=hdmi').expect(200)).text) as unknown as Organic;
    const chip = category.organicExtras.data.facets?.products[0];
    expect(chip?.count).toBeGreaterThan(0);
    const res = await request(t.app).get(`/electronics/support/televisions/results?query=hdmi&product=${chip?.name}`).expect(200);
    const filtered = preloadedState(res.text) as unknown as Organic;
    expect(filtered.organicSearch.params).toMatchObject({ contextId: chip?.name });
    expect(filtered.organicSearch.count).toBe(chip?.count);
  });

  it('a category results page does not infer a context: it has one', async () => {
    const res = await request(t.app).get('/electronics/support/televisions/results?query=wifi').expect(200);
    const state = preloadedState(res.text) as unknown as { organicSearch: { params: Record<string, unknown> } };
    expect(state.organicSearch.params).toMatchObject({ inferContext: false, contextId: 'televisions' });
  });
});

describe('a results page whose words name models but no document', () => {
  it('points to the models it found instead of saying nothing was found', async () => {
    // A series just released: its models are in the catalogue, no manual, download or article is yet.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'series-export-'));
    const exportFile = path.join(dir, 'catalogue.ndjson');
    const image = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>').toString('base64');
    const texts = (name: string) => ({ en_GB: { displayName: name, description: '' }, de_DE: { displayName: name, description: '' }, fr_FR: { displayName: name, description: '' } });
    const records = [
      { type: 'file', key: 'img', name: 'tv.svg', mediaType: 'image/svg+xml', data: image },
      { type: 'category', name: 'televisions', parent: null, position: 0, image: 'img', texts: texts('Televisions') },
      ...['55', '65'].map((size) => ({
        type: 'product', name: `at-${size}q10k`, modelNumber: `AT-${size}Q10K`, category: 'televisions', series: 'Q10K',
        releaseDate: '2026-11-02', image: 'img', texts: texts(`Aurora ${size}-inch Q10K`),
      })),
    ];
    fs.writeFileSync(exportFile, records.map((r) => JSON.stringify(r)).join('\n') + '\n');
    const fresh = await startTestApp({}, {}, { exportFile });
    try {
      const page = await request(fresh.app).get('/electronics/support/results').query({ query: 'q10k' });
      expect(page.status).toBe(200);
      expect(page.text).toContain('AT-55Q10K');
      expect(page.text).toContain('No manuals, downloads or articles mention “q10k”. The models above match it: open yours for everything about it.');
      expect(page.text).not.toContain('We couldn’t find anything');
    } finally {
      fresh.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('keeps the plain message where a tab or filter is empty, or the words name nothing', async () => {
    // An empty tab says nothing about the other types: the plain message there.
    const onTab = await request(t.app).get('/electronics/support/faqs/results').query({ query: 'AT-55X75J' });
    expect(onTab.status).toBe(200);
    expect(onTab.text).toContain('We couldn’t find anything for “AT-55X75J”.');
    expect(onTab.text).not.toContain('No manuals, downloads or articles mention');
    // Words that name nothing keep the plain message and the tips.
    const nothing = await request(t.app).get('/electronics/support/results').query({ query: 'qwxzv plorf' });
    expect(nothing.text).toContain('We couldn’t find anything for “qwxzv plorf”.');
    expect(nothing.text).toContain('Check the spelling');
  });
});
