import assert from 'node:assert/strict';
import { assertClean } from '../harness/checks';
import type { Flow } from '../harness/flow';
import { VIEWPORTS } from '../harness/session';

const BASE = '/electronics/support';
const API = '/api/content/support';

interface Download {
  id: string;
  downloadCategory?: string;
  date?: string;
  sha256?: string;
}

/** Following a product: from its page to its Atom feed, which holds the newest firmware with its checksum. */
export const followFlow: Flow = {
  name: 'follow',
  covers: 'product page "Follow updates" (feed link, how to subscribe, head link) -> the Atom feed with the latest firmware and its SHA-256; 304 on If-None-Match',
  async run(ctx) {
    const { product } = ctx.catalogue;
    const productPath = `${BASE}/${product.categoryName}/${product.name}`;
    const s = await ctx.newSession(VIEWPORTS.desktop);
    await s.goto(productPath);
    let feedHref = '';

    await ctx.step('the product page offers its feed in the head and in a visible "Follow updates" section', async () => {
      const section = s.page.locator('#follow-updates');
      assert.equal(await section.getByRole('heading', { level: 2 }).textContent(), 'Follow updates');
      const link = section.locator('a[type="application/atom+xml"]');
      assert.ok(await link.isVisible(), 'the feed link is visible');
      feedHref = (await link.getAttribute('href')) ?? '';
      assert.equal(feedHref, `${BASE}/feeds/products/${product.name}.atom`);
      const headLink = await s.page.locator('head link[rel="alternate"][type="application/atom+xml"]').getAttribute('href');
      assert.equal(headLink, `${ctx.origin}${feedHref}`);
      await section.locator('summary').click();
      assert.ok(await section.getByText('feed reader', { exact: false }).first().isVisible(), 'how to subscribe opens');
      assertClean(s, 'follow updates');
    });

    await ctx.step('the feed is Atom and lists the product’s latest firmware with its checksum', async () => {
      const downloads = (await (await fetch(`${ctx.origin}${API}/en_GB/downloads/${product.name}?num=50`)).json()) as {
        searchResponse: { results: Download[] };
      };
      const firmware = downloads.searchResponse.results
        .filter((d) => d.downloadCategory === 'Firmware')
        .sort((a, b) => String(b.date).localeCompare(String(a.date)))[0];
      const response = await s.page.goto(`${ctx.origin}${feedHref}`);
      assert.equal(response?.status(), 200);
      assert.match(response?.headers()['content-type'] ?? '', /^application\/atom\+xml/);
      const xml = (await response?.text()) ?? '';
      assert.match(xml, /<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">/);
      if (firmware) {
        assert.ok(xml.includes(`:${firmware.id}</id>`), `the feed has firmware ${firmware.id}`);
        assert.ok(xml.includes(`SHA-256: ${firmware.sha256}`), 'with its checksum');
      }
      const etag = response?.headers().etag ?? '';
      const again = await fetch(`${ctx.origin}${feedHref}`, { headers: { 'If-None-Match': etag } });
      assert.equal(again.status, 304, 'a reader holding the feed gets 304');
    });
  },
};
