import assert from 'node:assert/strict';
import { assertClean } from '../harness/checks';
import type { Flow } from '../harness/flow';
import { VIEWPORTS } from '../harness/session';

const BASE = '/electronics/support';

/**
 * Search results a visitor can scan (docs/decisions/040-scannable-search-results.md), on a
 * 390x844 phone: each filter row is one line that scrolls sideways (update 5), every filter can be
 * brought into view and the page itself never scrolls sideways; following one lists that product's
 * results, keeps the query and shows the chosen filter first; copies of one manual for several models
 * are one result whose models open in a disclosure.
 */
export const searchFiltersFlow: Flow = {
  name: 'search filters',
  covers: 'phone: results for "bluetooth" -> each filter row one line, every filter reachable by scrolling its row, the page never sideways -> tap a product filter -> that product\'s results, the query kept, the filter marked current and in view -> thumbnails sized, matches marked -> a "For N models" result opens its models; desktop screenshot',
  async run(ctx) {
    const s = await ctx.newSession(VIEWPORTS.phone);
    await s.goto(`${BASE}/results?query=bluetooth`);

    await ctx.step('on a phone each filter row is one line that scrolls sideways, and every filter can be brought into view', async () => {
      const rows = s.page.locator('nav.search-facets .search-facets__row ul');
      const chips = s.page.locator('nav.search-facets a.filter-list__item');
      const n = await chips.count();
      assert.ok(n >= 4, `category and product filters are shown (${n})`);
      for (let r = 0; r < (await rows.count()); r += 1) {
        const tops = await rows.nth(r).locator('a.filter-list__item').evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().top)));
        assert.equal(new Set(tops).size, 1, `row ${r} is one line (tops ${tops.join(', ')})`);
      }
      await ctx.screenshot(s, 'search-filters-phone');
      for (let i = 0; i < n; i += 1) {
        await chips.nth(i).scrollIntoViewIfNeeded();
        const box = await chips.nth(i).boundingBox();
        assert.ok(box && box.x >= 0 && box.x + box.width <= VIEWPORTS.phone.width, `filter ${i} can be scrolled fully into the 390 px viewport`);
      }
      const overflow = await s.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `the page itself does not scroll sideways (${overflow}px)`);
      assertClean(s, 'results page on a phone');
    });

    let model = '';
    await ctx.step('tapping a product filter lists that product’s results, keeps the query and marks the filter', async () => {
      const chip = s.page.locator('nav.search-facets a.filter-list__item[href*="product="]').first();
      model = ((await chip.textContent()) ?? '').replace(/\d+$/, '').trim();
      const count = Number(await chip.locator('.filter-list__count').textContent());
      await chip.click();
      await s.page.waitForURL((url) => url.searchParams.get('product') !== null && url.searchParams.get('query') === 'bluetooth');
      const current = s.page.locator('nav.search-facets a[aria-current="true"]', { hasText: model });
      await current.waitFor();
      // The product's list replaces the site-wide one once its data is in: wait for its count.
      await s.page.waitForFunction((max) => {
        const n = Number(/\d+/.exec(document.querySelector('.results-count')?.textContent ?? '')?.[0]);
        return n > 0 && n <= max;
      }, count);
      // The chosen filter comes first in its row: in view without scrolling.
      const box = await current.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= VIEWPORTS.phone.width, 'the chosen filter is in view');
      const shown = Number(/\d+/.exec((await s.page.locator('.results-count').textContent()) ?? '')?.[0]);
      assert.ok(shown > 0 && shown <= count, `the product's results are listed (${shown} of ${count})`);
      const first = s.page.locator('ol.result-list > li').first();
      const thumb = first.locator('.result__image');
      assert.ok((await thumb.getAttribute('width')) && (await thumb.getAttribute('height')), 'the thumbnail has its size set');
      await ctx.screenshot(s, 'search-filters-phone-product');
      assertClean(s, 'results filtered by product');
    });

    await ctx.step('copies of one manual for several models are one result whose models open in a disclosure', async () => {
      const d = await ctx.newSession(VIEWPORTS.desktop);
      await d.goto(`${BASE}/results?query=bluetooth&num=20`);
      const group = d.page.locator('details.result__group').first();
      const summary = group.locator('summary');
      assert.match((await summary.textContent()) ?? '', /^Show all \d+ models$/);
      await summary.click();
      assert.ok((await group.locator('li a').count()) >= 3, 'each model of the group is linked');
      assert.ok((await d.page.locator('.result__title mark').count()) > 0, 'matched words are marked in titles');
      await ctx.screenshot(d, 'search-results-desktop');
      assertClean(d, 'results on a desktop');
    });
  },
};
