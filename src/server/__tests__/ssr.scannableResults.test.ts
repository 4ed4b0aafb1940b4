import request from 'supertest';
import { startTestApp } from './testApp';

/**
 * Search results a visitor can scan, as the server renders them (docs/decisions/040-scannable-search-results.md):
 * thumbnails with their size set, marked matches, category and product filters as links, copies of one text
 * for several models as one result, and a way back to the words as typed after a spelling fix.
 */
type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ');
const results = (html: string) => [...html.matchAll(/<li class="result[ "][\s\S]*?<\/li>(?=<li class="result|<\/ol>)/g)].map((m) => m[0]);
const page = (path: string) => request(t.app).get(path).expect(200);

describe('results page', () => {
  it('gives every result a thumbnail of a set size: a lazy picture with an empty alt, or a hidden type icon', async () => {
    const html = (await page('/electronics/support/results?query=bluetooth')).text;
    const items = results(html);
    expect(items.length).toBeGreaterThanOrEqual(10);
    for (const item of items) {
      const thumb = /<(img|svg) [^>]*class="[^"]*result__image[^"]*"[^>]*>/.exec(item)?.[0] ?? '';
      expect(thumb).toMatch(/width="\d+"/);
      expect(thumb).toMatch(/height="\d+"/);
      if (thumb.startsWith('<img')) {
        expect(thumb).toContain('alt=""');
        expect(thumb).toContain('loading="lazy"');
      } else {
        expect(thumb).toContain('aria-hidden="true"');
      }
    }
    expect(items.some((i) => i.includes('<img'))).toBe(true);
    expect(items.some((i) => i.includes('result__icon'))).toBe(true);
  });

  it('marks the matched words in titles and snippets', async () => {
    const html = (await page('/electronics/support/results?query=bluetooth')).text;
    const [first] = results(html);
    expect(/<h[23] class="result__title">[\s\S]*?<mark>Bluetooth<\/mark>/.test(first)).toBe(true);
    expect(results(html).filter((r) => /<p class="result__snippet">[\s\S]*?<mark>/.test(r)).length).toBeGreaterThan(3);
  });

  it('shows a query holding markup as text, never as markup', async () => {
    const html = (await page(`/electronics/support/results?query=${encodeURIComponent('<script>alert(1)</script> bluetooth')}`)).text;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // Only the query's words are marked (its markup words are words too), and never as markup.
    for (const mark of html.match(/<mark>[^<]*<\/mark>/g) ?? []) expect(mark.toLowerCase()).toMatch(/^<mark>(bluetooth|script|alert|1)/);
  });

  it('lists copies of one manual for several models once, "For N models", with each model linked in a disclosure', async () => {
    const html = (await page('/electronics/support/results?query=bluetooth&num=20')).text;
    const grouped = results(html).filter((r) => r.includes('result__group'));
    expect(grouped.length).toBeGreaterThan(0);
    const [group] = grouped;
    const n = Number(/For (\d+) models/.exec(text(group))?.[1]);
    expect(n).toBeGreaterThanOrEqual(3);
    expect(group).toMatch(/<details class="result__group"><summary>Show all \d+ models<\/summary>/);
    expect((group.match(/<li><a /g) ?? []).length).toBeGreaterThanOrEqual(n);
  });

  it('offers category and product filters with counts, as links that keep the query', async () => {
    const html = (await page('/electronics/support/results?query=bluetooth&documentTypeFilter=quick-start-guide')).text;
    const nav = /<nav class="search-facets"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    expect(nav).toContain('aria-label="Filter by category and product"');
    const audio = /<a [^>]*href="([^"]*category=audio[^"]*)"[^>]*>Audio<span class="filter-list__count">(\d+)<\/span>/.exec(nav);
    expect(audio?.[1]).toContain('query=bluetooth');
    expect(audio?.[1]).toContain('documentTypeFilter=quick-start-guide');
    const product = /<a [^>]*href="([^"]*product=([a-z0-9-]+)[^"]*)"[^>]*>([A-Z0-9-]+)<span class="filter-list__count">(\d+)<\/span>/.exec(nav);
    expect(product).not.toBeNull();

    // Following the product filter lists that product's results, and says which filter is on.
    const filtered = (await page((product?.[1] ?? '').replace(/&amp;/g, '&'))).text;
    const count = Number(/<p class="results-count"[^>]*>(\d+)/.exec(filtered)?.[1]);
    expect(count).toBeGreaterThan(0);
    expect(filtered).toMatch(new RegExp(`aria-current="true"[^>]*>${product?.[3]}<span class="filter-list__count">${count}<`));

    // Once a category is chosen its row holds "All" and that category: in view on a phone, where the row scrolls.
    const labels = (h: string) =>
      [...(/<div class="search-facets__row"[^>]*aria-labelledby="facet-category"[\s\S]*?<\/ul>/.exec(h)?.[0] ?? '').matchAll(/<a [^>]*>([^<]+)/g)].map((m) => m[1]);
    const before = labels(html);
    const last = before.at(-1) ?? '';
    expect(before.indexOf(last)).toBeGreaterThan(1);
    const lastHref = new RegExp(`<a [^>]*href="([^"]*)"[^>]*>${last}<`).exec(nav)?.[1] ?? '';
    const chosen = (await page(lastHref.replace(/&amp;/g, '&'))).text;
    expect(labels(chosen).slice(0, 2)).toEqual(['All', last]);
  });

  it('offers the category a product kind names above the results, as a link with its picture (ADR 054)', async () => {
    const html = (await page('/electronics/support/results?query=tv')).text;
    const offered = /<div class="best-matches best-matches--categories">[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
    expect(text(offered)).toMatch(/Product category Televisions \d+ models: manuals, downloads and help/);
    expect(offered).toContain('href="/electronics/support/televisions"');
    expect(offered).toMatch(/<img [^>]*alt=""/);
    // Above the filters and the list it sits beside.
    expect(html.indexOf('best-matches--categories')).toBeLessThan(html.indexOf('results-count'));
    const de = (await page('/de/electronics/support/results?query=fernseher')).text;
    expect(text(/<div class="best-matches best-matches--categories">[\s\S]*?<\/ul>/.exec(de)?.[0] ?? '')).toMatch(/Produktkategorie Fernseher \d+ Modelle/);
    expect((await page('/electronics/support/results?query=tv+no+sound')).text).not.toContain('best-matches--categories');
  });

  it('after a spelling fix, links to the words as typed, which turns the fix off', async () => {
    const html = (await page('/electronics/support/results?query=bluetoth')).text;
    const note = /<p class="search-correction">[\s\S]*?<\/p>/.exec(html)?.[0] ?? '';
    expect(text(note)).toContain('Search instead for bluetoth');
    const href = /<a href="([^"]+)"[^>]*>bluetoth<\/a>/.exec(note)?.[1].replace(/&amp;/g, '&') ?? '';
    expect(href).toContain('spellingFix=false');
    const asTyped = (await page(href)).text;
    expect(asTyped).not.toContain('search-correction');
    expect(text(/<p class="results-count"[^>]*>[\s\S]*?<\/p>/.exec(asTyped)?.[0] ?? '')).not.toMatch(/^ ?[1-9]\d* results/);
  });

  it.each([
    ['/de/electronics/support/results?query=bluetoth', 'Stattdessen suchen nach'],
    ['/fr/electronics/support/results?query=bluetoth', 'Rechercher plutôt'],
  ])('says it in the page language: %s', async (path, words) => {
    expect(text((await page(path)).text)).toContain(words);
  });

  it('has a meta description', async () => {
    const html = (await page('/electronics/support/results?query=bluetooth')).text;
    expect(html).toMatch(/<meta name="description" content="[^"]*bluetooth[^"]*">/);
  });
});
