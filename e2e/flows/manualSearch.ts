import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { extractPdfPages } from '../../src/server/content/pdfText/pdfPages';
import { assertClean } from '../harness/checks';
import type { Flow } from '../harness/flow';
import { VIEWPORTS } from '../harness/session';

const BASE = '/electronics/support';
const API = '/api/content/support';

/** Phrases printed in the demo manuals' settings and network chapters; the first the product's manual holds is searched. */
const PHRASES = ['dialogue enhancer', 'motion smoothing', 'multipoint'];

interface Result {
  title: string;
  page?: number;
  pageUrl?: string;
  sha256?: string;
}

/** Searching inside manuals: a phrase printed in a product's manual finds it, and the result opens the PDF at that page. */
export const manualSearchFlow: Flow = {
  name: 'manual search',
  covers: 'search box -> "<model> <phrase from inside its manual>" -> the result names the page ("Page N") and marks the phrase in the snippet -> the link opens the PDF at #page=N, whose page N holds the phrase',
  async run(ctx) {
    const { product } = ctx.catalogue;
    let phrase = '';
    for (const candidate of PHRASES) {
      const response = await fetch(`${ctx.origin}${API}/search/${product.name}?query=${encodeURIComponent(candidate)}&locale=en_GB&type=manuals`);
      const body = (await response.json()) as { searchResponse: { results: Result[] } };
      if (body.searchResponse.results.some((r) => r.page)) {
        phrase = candidate;
        break;
      }
    }
    const s = await ctx.newSession(VIEWPORTS.desktop);
    await s.goto(`${BASE}`);
    let pageHref = '';
    let pageNumber = 0;
    let sha256 = '';

    await ctx.step('a phrase from inside the product’s manual finds the manual, with the page and the phrase marked', async () => {
      assert.ok(phrase, `${product.modelNumber}'s manual holds one of ${PHRASES.join(', ')}`);
      const box = s.page.getByRole('combobox', { name: 'Search support' });
      await box.fill(`${product.modelNumber} ${phrase}`);
      await box.press('Enter');
      await s.page.waitForURL((url) => url.pathname === `${BASE}/results`);
      const result = s.page.locator('ol.result-list > li').filter({ has: s.page.locator('.result__page') }).first();
      await result.waitFor();
      const mark = result.locator('.result__snippet mark').first();
      assert.equal((await mark.textContent())?.toLowerCase(), phrase, 'the snippet marks the phrase');
      const link = result.locator('a.result__page');
      const label = (await link.textContent()) ?? '';
      assert.match(label, /^Page \d+$/);
      pageNumber = Number(label.replace('Page ', ''));
      assert.ok(pageNumber > 1, 'the phrase is inside the manual, not on its cover');
      pageHref = (await link.getAttribute('href')) ?? '';
      assert.match(pageHref, new RegExp(`^${API}/files/[0-9a-f]{20}/[^/]+\\.pdf#page=${pageNumber}$`));
      assert.match((await link.getAttribute('aria-label')) ?? '', new RegExp(`at page ${pageNumber} \\(PDF\\)$`));
      const api = (await (await fetch(`${ctx.origin}${API}/search?query=${encodeURIComponent(`${product.modelNumber} ${phrase}`)}&locale=en_GB&infer-context=true`)).json()) as {
        searchResponse: { results: Result[] };
      };
      sha256 = api.searchResponse.results.find((r) => r.pageUrl === pageHref)?.sha256 ?? '';
      await ctx.screenshot(s, 'manual-search-results');
      assertClean(s, 'manual search results');
    });

    await ctx.step('the link opens the PDF at that page, and that page of the PDF holds the phrase', async () => {
      const [response] = await Promise.all([
        s.page.waitForResponse((r) => r.url().startsWith(`${ctx.origin}${pageHref.split('#')[0]}`)),
        s.page.locator(`a.result__page[href="${pageHref}"]`).first().click(),
      ]);
      await s.page.waitForURL((url) => url.hash === `#page=${pageNumber}`);
      assert.equal(s.page.url(), `${ctx.origin}${pageHref}`);
      assert.equal(response.status(), 200);
      assert.match(response.headers()['content-type'] ?? '', /^application\/pdf/);
      // The viewer's copy of the bytes is not readable from the page: the same address is fetched again.
      const bytes = Buffer.from(await (await fetch(`${ctx.origin}${pageHref.split('#')[0]}`)).arrayBuffer());
      assert.equal(createHash('sha256').update(bytes).digest('hex'), sha256, 'the checksum shown is that of the file served');
      const pages = await extractPdfPages(bytes);
      assert.ok(pages[pageNumber - 1]?.toLowerCase().includes(phrase), `page ${pageNumber} of the PDF holds "${phrase}"`);
    });
  },
};
