import type { OrganicSearchResponse, SearchResult } from '../../../../shared/content/types';
import { openDemoService, type DemoService } from '../../__tests__/support/demoService';
import { ok } from '../../__tests__/support/bodies';
import { SqliteContentStore } from '../../store/sqlite/SqliteContentStore';

/** Results a visitor can scan (docs/decisions/040-scannable-search-results.md): marks, groups of copies, filters, the words as typed. */
let demo: DemoService;
beforeAll(() => {
  demo = openDemoService();
});
afterAll(async () => {
  expect(demo.failures).toEqual([]);
  await demo.close();
});

const search = async (query: Record<string, string | number>, contextId?: string) =>
  ok<OrganicSearchResponse>(await demo.get(contextId ? `/search/${encodeURIComponent(contextId)}` : '/search', { locale: 'en_GB', ...query }));

const marked = (text: string, spans: ReadonlyArray<readonly [number, number]> = []) => spans.map(([a, b]) => text.slice(a, b).toLowerCase());

describe('highlighted matches', () => {
  it('marks the words in the titles and snippets of every result type', async () => {
    const body = await search({ query: 'bluetooth', num: 30 });
    const results = body.searchResponse.results;
    const types = new Set(results.filter((r) => (r.titleHighlights?.length ?? 0) + (r.snippetHighlights?.length ?? 0) > 0).map((r) => r.contentType));
    expect([...types]).toEqual(expect.arrayContaining(['faq-article', 'video-content', 'document']));
    const first = results[0];
    expect(marked(first.title, first.titleHighlights)).toContain('bluetooth');
    for (const r of results) {
      for (const word of [...marked(r.title, r.titleHighlights), ...marked(r.snippet ?? '', r.snippetHighlights)]) expect(word).toMatch(/^bluetooth/);
    }
  });

  it('marks the spelling fix, not the typo', async () => {
    const body = await search({ query: 'bluetoth' });
    expect(body.didYouMean).toBe('bluetooth');
    const r = body.searchResponse.results[0];
    expect(marked(r.title, r.titleHighlights)).toContain('bluetooth');
  });

  it('returns markup in a query as text spans, never as markup', async () => {
    const body = await search({ query: '<script>alert(1)</script> bluetooth' });
    for (const r of body.searchResponse.results) {
      expect(r.title).not.toContain('<script>');
      for (const [a, b] of r.titleHighlights ?? []) {
        expect(a).toBeLessThan(b);
        expect(b).toBeLessThanOrEqual(r.title.length);
      }
    }
  });
});

describe('copies of one text for different models', () => {
  // Operating instructions and quick start guides of one product line share their Bluetooth paragraph.
  const guides = (results: SearchResult[]) => results.filter((r) => r.contentType === 'document');

  it('lists manuals that differ only by model as one result for N models', async () => {
    const flat = await search({ query: 'bluetooth', collapse: 'false', num: 20 });
    const grouped = await search({ query: 'bluetooth', num: 20 });
    // Listed one by one, manuals of the same text would fill the second page.
    expect(guides(flat.searchResponse.results).length).toBeGreaterThanOrEqual(5);
    const sameText = (results: SearchResult[]) => {
      const keys = guides(results).map((r) => `${r.documentType} ${r.snippet}`);
      return keys.length - new Set(keys).size;
    };
    expect(sameText(flat.searchResponse.results)).toBeGreaterThanOrEqual(3);
    expect(sameText(grouped.searchResponse.results)).toBe(0);
    const group = guides(grouped.searchResponse.results).find((r) => r.group);
    expect(group?.group?.modelCount).toBeGreaterThanOrEqual(3);
    // Each copy is still reachable, with its own address and model.
    expect(group?.group?.items.map((i) => i.title)).toContain(group?.title);
    expect(new Set(group?.group?.items.map((i) => i.url)).size).toBe(group?.group?.items.length);
    expect(grouped.searchResponse.count).toBeLessThan(flat.searchResponse.count);
    const all = grouped.filterCounts.find((f) => f.value === 'all')?.count;
    expect(all).toBe(grouped.searchResponse.count);
  });

  it('pages through the grouped list without repeating or skipping a result', async () => {
    const whole = (await search({ query: 'bluetooth', num: 40 })).searchResponse.results.map((r) => `${r.contentType}:${r.id}`);
    const pages: string[] = [];
    for (let start = 0; start < 40; start += 10) pages.push(...(await search({ query: 'bluetooth', start, num: 10 })).searchResponse.results.map((r) => `${r.contentType}:${r.id}`));
    expect(pages).toEqual(whole);
    expect(new Set(whole).size).toBe(whole.length);
  });

  it('counts what it lists: the last page ends at the count', async () => {
    const { count } = (await search({ query: 'bluetooth' })).searchResponse;
    expect((await search({ query: 'bluetooth', start: count - 3, num: 10 })).searchResponse.results).toHaveLength(3);
    expect((await search({ query: 'bluetooth', start: count, num: 10 })).searchResponse.results).toHaveLength(0);
  });
});


describe('filter badges on every tab', () => {
  it('shows the same badges on every tab, each tab listing as many results as its badge says', async () => {
    // 'firmware', 'wifi' and 'battery' have manuals past the 'all' window (240 results of every type); 'wifi' on
    // German pages and 'bluetooth' on French ones have more manuals than a tab's window too, which the badges read
    // ranked (ADR 040 update 7: they read "196" and "100" for tabs listing 152 and 90).
    const cases: Array<[string, string]> = [
      ['no sound', 'en_GB'],
      ['headphones bluetooth firmware pairings', 'en_GB'],
      ['firmware', 'en_GB'],
      ['wifi', 'en_GB'],
      ['battery', 'en_GB'],
      ['wifi', 'de_DE'],
      ['bluetooth', 'fr_FR'],
    ];
    for (const [query, locale] of cases) {
      const all = await search({ query, locale });
      const badges = Object.fromEntries(all.filterCounts.map((f) => [f.value, f.count]));
      // Copies are grouped: the manuals' badge is smaller than their raw matches (the ungrouped list).
      const flat = Object.fromEntries((await search({ query, locale, collapse: 'false' })).filterCounts.map((f) => [f.value, f.count]));
      expect(badges.manuals).toBeLessThan(flat.manuals);
      // As an API client asks, and as the site asks: the tab's types named again in contentTypeFilter.
      for (const [type, contentTypeFilter] of [['manuals', ''], ['downloads', ''], ['faqs', ''], ['manuals', 'document,sub-document'], ['faqs', 'faq-article,quality-issue-article,oof-article']] as const) {
        const tab = await search({ query, locale, type, ...(contentTypeFilter ? { contentTypeFilter } : {}) });
        const tabBadges = Object.fromEntries(tab.filterCounts.map((f) => [f.value, f.count]));
        expect({ query, locale, type, badges: tabBadges }).toEqual({ query, locale, type, badges });
        expect({ query, locale, type, count: tab.searchResponse.count }).toEqual({ query, locale, type, count: badges[type] });
      }
    }
  });

  it('lists every model on the models tab, as many as its badge says: products are never grouped', async () => {
    // The four sizes of the X75J share their title without model numbers and their description.
    for (const query of ['x75j', 'dolby vision smart tv']) {
      const all = await search({ query });
      const models = await search({ query, type: 'model-details', num: 100 });
      const badge = all.filterCounts.find((f) => f.value === 'model-details')?.count;
      expect({ query, count: models.searchResponse.count }).toEqual({ query, count: badge });
      expect(models.searchResponse.results.filter((r) => r.group)).toEqual([]);
      expect(new Set(models.searchResponse.results.map((r) => r.id)).size).toBe(badge);
    }
    const x75j = await search({ query: 'x75j', type: 'model-details' });
    expect(x75j.searchResponse.results.map((r) => r.modelNames?.[0]).sort()).toEqual(['AT-43X75J', 'AT-50X75J', 'AT-55X75J', 'AT-65X75J']);
  });

  it('keeps a content type filter narrower than the tab, as the all tab applies it', async () => {
    // A page address with ?contentTypeFilter=document: the site sends it on every tab.
    // 'earc' finds one firmware file for several televisions (copies the unfiltered all tab groups).
    const allTab = await search({ query: 'earc', contentTypeFilter: 'document' });
    const manualsTab = await search({ query: 'earc', type: 'manuals', contentTypeFilter: 'document' });
    const badges = (body: OrganicSearchResponse) => Object.fromEntries(body.filterCounts.map((f) => [f.value, f.count]));
    expect(badges(manualsTab)).toEqual(badges(allTab));
    expect(manualsTab.searchResponse.count).toBe(badges(allTab).manuals);
    // The filter is not dropped: the filtered all tab groups no downloads, so their badge differs from the unfiltered one.
    expect(badges(allTab).downloads).not.toBe(badges(await search({ query: 'earc' })).downloads);
  });
});

describe('product and category filters', () => {
  it('counts each category and product as following its filter lists, past the grouping window too (ADR 040 update 8)', async () => {
    // These queries match more than the 'all' window holds (and at most EXACT_FACETS_MATCHES rows): a category's
    // copies past it were counted one by one ('wifi' on German pages read "Mobilgeräte 47" and the filter listed 9).
    // (Not a query whose filtered search takes another fallback step than the site-wide one: 'charging dock' lists the
    // rows holding 'dock' site-wide, and in Smart Home those holding both words; the counts follow the site-wide step.)
    for (const [query, locale] of [['wifi', 'de_DE'], ['bluetooth', 'fr_FR'], ['no sound', 'en_GB'], ['firmware', 'en_GB']] as const) {
      const body = await search({ query, locale, facets: 'true' });
      const { categories, products } = body.facets ?? { categories: [], products: [] };
      expect(categories.length).toBeGreaterThan(0);
      for (const filter of [...categories, ...products]) {
        const listed = (await search({ query, locale, within: filter.name })).searchResponse.count;
        expect({ query, locale, filter: filter.name, count: filter.count }).toEqual({ query, locale, filter: filter.name, count: listed });
      }
      // A list that groups nothing counts every match under each filter.
      const flat = await search({ query, locale, facets: 'true', collapse: 'false' });
      for (const filter of flat.facets?.categories ?? []) {
        const listed = (await search({ query, locale, within: filter.name, collapse: 'false' })).searchResponse.count;
        expect({ query, locale, flat: filter.name, count: filter.count }).toEqual({ query, locale, flat: filter.name, count: listed });
      }
    }
  });

  it('counts the matches per category and per product when asked', async () => {
    const body = await search({ query: 'bluetooth pairing', facets: 'true' });
    const { categories, products } = body.facets ?? { categories: [], products: [] };
    expect(categories.map((c) => c.name)).toEqual(expect.arrayContaining(['audio', 'headphones']));
    expect(products.length).toBeGreaterThan(0);
    // A filter's count is what following it lists (copies grouped as in the whole list). Exact while the whole list's
    // matches fit the grouping window (90 here; COLLAPSE_WINDOW of handlers/searchWindow.ts): beyond it, copies are
    // listed apart in the whole list and may still be grouped within a filter (ADR 040).
    for (const filter of [...categories, ...products]) {
      expect([filter.name, (await search({ query: 'bluetooth pairing', within: filter.name })).searchResponse.count]).toEqual([filter.name, filter.count]);
    }
    const all = body.filterCounts.find((f) => f.value === 'all')?.count ?? 0;
    expect(Math.max(...categories.map((c) => c.count))).toBeLessThanOrEqual(all);
    await expect(search({ query: 'bluetooth pairing' }).then((b) => b.facets)).resolves.toBeUndefined();
    // Asked again, answered from the search cache: the same counts (the grouping's correction is not applied twice).
    expect((await search({ query: 'bluetooth pairing', facets: 'true' })).facets).toEqual(body.facets);
  });

  it('reads the category paths its filter counts need in one call, not one per category', async () => {
    // A round trip each on PostgreSQL: 'no sound' at 100k documents read 14 paths one after the other (ADR 036 update 19).
    const one = jest.spyOn(SqliteContentStore.prototype, 'categoryPath');
    const batched = jest.spyOn(SqliteContentStore.prototype, 'categoryPaths');
    try {
      const body = await search({ query: 'firmware update', facets: 'true' });
      expect(body.facets?.categories.length).toBeGreaterThan(1);
      expect(one).not.toHaveBeenCalled();
      // One read per counting pass: the window's copies, then the whole list's for the categories it holds whole.
      expect(batched.mock.calls.length).toBeGreaterThanOrEqual(1);
      expect(batched.mock.calls.length).toBeLessThanOrEqual(2);
      expect(batched.mock.calls[0][1].length).toBeGreaterThan(1);
    } finally {
      one.mockRestore();
      batched.mockRestore();
    }
  });

  it('reads contextId as a query parameter as the path names it', async () => {
    const inPath = await search({ query: 'battery' }, 'headphones');
    const asQuery = ok<OrganicSearchResponse>(await demo.get('/search', { query: 'battery', contextId: 'headphones' }));
    expect(asQuery.searchResponse.count).toBe(inPath.searchResponse.count);
    expect(asQuery.searchResponse.count).toBeLessThan((await search({ query: 'battery' })).searchResponse.count);
    expect((await demo.get('/search', { query: 'battery', contextId: 'nope' })).status).toBe(404);
  });

  it('answers an unknown filter with 404, not a 5xx', async () => {
    expect((await demo.get('/search', { query: 'bluetooth', within: 'no-such-thing' })).status).toBe(404);
  });

  it('offers products only, once the search is in a category', async () => {
    const body = await search({ query: 'bluetooth', facets: 'true' }, 'audio');
    expect(body.facets?.categories.map((c) => c.name)).toEqual(['audio']);
    const product = body.facets?.products[0];
    const inProduct = await search({ query: 'bluetooth', facets: 'true' }, product?.name);
    expect(inProduct.facets).toEqual({ categories: [], products: [product] });
    expect(body.facets?.products.every((p) => p.count > 0)).toBe(true);
  });
});

describe('filters of a category results page', () => {
  it('counts its own category as its list counts, and each product as following its filter lists', async () => {
    // 'televisions' is not a root category: copies of one text for several televisions are one result in its list.
    const body = await search({ query: 'hdmi', facets: 'true' }, 'televisions');
    const all = body.filterCounts.find((f) => f.value === 'all')?.count;
    expect(body.facets?.categories).toEqual([expect.objectContaining({ name: 'televisions', count: all })]);
    const products = body.facets?.products ?? [];
    expect(products.length).toBeGreaterThan(1);
    // The site lists a product filter of a category page as that product's search (modules/organicSearch/load.ts).
    for (const product of products) expect([product.name, (await search({ query: 'hdmi' }, product.name)).searchResponse.count]).toEqual([product.name, product.count]);
  });
});

describe('search instead for the words as typed', () => {
  it('searches the typo itself with spellingFix=false', async () => {
    const fixed = await search({ query: 'bluetoth' });
    expect(fixed.searchResponse.count).toBeGreaterThan(0);
    const asTyped = await search({ query: 'bluetoth', spellingFix: 'false' });
    expect(asTyped.searchResponse.results.some((r) => /bluetooth/i.test(r.title))).toBe(false);
  });
});
