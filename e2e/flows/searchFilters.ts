import assert from 'node:assert/strict';
import { assertClean } from '../harness/checks';
import type { Flow } from '../harness/flow';
import { VIEWPORTS } from '../harness/session';

const BASE = '/electronics/support';

/**
 * Search results a visitor can scan (docs/decisions/040-scannable-search-results.md), on a
 * 390x844 phone: the category and product filters are all in view (the rows wrap, nothing is
 * cut off), following one lists that product's results and keeps the query, and copies of one
 * manual for several models are one result whose models open in a disclosure.
 */
export const searchFiltersFlow: Flow = {
  name: 'search filters',
  covers: 'phone: results for "bluetooth" -> every category and product filter fully in view, no sideways scrolling -> tap a product filter -> that product\'s results, the query kept, the filter marked current -> thumbnails sized, matches marked -> a "For N models" result opens its models; desktop screenshot',
  async run(ctx) {
    const s = await ctx.newSession(VIEWPORTS.phone);
    await s.goto(`${BASE}/results?query=bluetooth`);

    await ctx.step('on a phone every filter of the facet row is fully in view, with nothing to scroll sideways', async () => {
      const chips = s.page.locator('nav.search-facets a.filter-list__item');
      const n = await chips.count();
      assert.ok(n >= 4, `category and product filters are shown (${n})`);
      for (let i = 0; i < n; i += 1) {
        const box = await chips.nth(i).boundingBox();
        assert.ok(box && box.x >= 0 && box.x + box.width <= VIEWPORTS.phone.width, `filter ${i} is inside the 390 px viewport`);
      }
      const overflow = await s.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `no horizontal scrolling (${overflow}px)`);
      await ctx.screenshot(s, 'search-filters-phone');
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
