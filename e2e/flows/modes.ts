import assert from 'node:assert/strict';
import { describeViolations, runAxe } from '../harness/axe';
import { assertClean, assertStructure, structureOf } from '../harness/checks';
import type { Flow } from '../harness/flow';
import { VIEWPORTS } from '../harness/session';

const BASE = '/electronics/support';

/** docs/behaviour.md §6: lite mode crm hides the search box; embed mode shows the content without the site chrome. */
export const modesFlow: Flow = {
  name: 'modes',
  covers: 'lite=crm hides the search box (server, hydration, later pages); embedMode=true without header and footer',
  async run(ctx) {
    const { catalogue: c } = ctx;
    const category = `${BASE}/${c.topCategory.name}`;

    await ctx.step('lite=crm: no search box in the server HTML nor after hydration', async () => {
      const html = await (await fetch(`${ctx.origin}${category}?lite=crm`)).text();
      assert.equal(html.includes('role="search"'), false, 'the server renders no search box');
      const s = await ctx.newSession(VIEWPORTS.desktop);
      await s.goto(`${category}?lite=crm`);
      assert.equal(await s.page.getByRole('search').count(), 0);
      assert.equal(await s.page.locator('h1').count(), 1, 'the page itself is there');
      assertClean(s, 'lite mode');

      await ctx.step('lite mode is remembered: the next page has no search box either', async () => {
        await s.page.click(`a.model-card[href="${BASE}/${c.product.categoryName}/${c.product.name}"]`);
        await s.pageStateUpdates(2);
        // docs/behaviour.md §6: on the client lite mode is the cookie (on the server it is the query parameter).
        assert.equal(await s.page.getByRole('search').count(), 0, 'lite mode held after a client navigation');
        const cookie = (await ctx.context.cookies(ctx.origin)).find((k) => k.name === 'lite');
        assert.equal(cookie?.value, 'crm');
      });
    });

    await ctx.step('embedMode=true: the content without the site header and footer, still accessible', async () => {
      const s = await ctx.newSession(VIEWPORTS.tablet);
      await s.goto(`${BASE}/${c.product.categoryName}/${c.product.name}?embedMode=true`);
      assert.equal(await s.page.locator('.site-header').count(), 0);
      assert.equal(await s.page.locator('.site-footer').count(), 0);
      assertStructure(await structureOf(s.page), { embedded: true });
      const axe = await runAxe(s.page);
      ctx.report.axe.push({ pageType: 'product (embed mode)', url: s.page.url(), viewport: 'tablet', blocking: axe.blocking, other: axe.violations.filter((v) => !axe.blocking.includes(v)) });
      assert.equal(axe.blocking.length, 0, describeViolations(axe.blocking));
      assertClean(s, 'embed mode');
      await ctx.screenshot(s, 'tablet-product-embedded');

      await ctx.step('embed mode is remembered for the next pages (cookie, 99 days)', async () => {
        const cookie = (await ctx.context.cookies(ctx.origin)).find((k) => k.name === 'embedMode');
        assert.ok(cookie, 'the embedMode cookie is set');
        const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
        assert.ok(days > 98 && days <= 99.01, `it lasts 99 days (${days.toFixed(2)})`);
        await s.goto(`${BASE}/${c.product.categoryName}/${c.product.name}/downloads`);
        assert.equal(await s.page.locator('.site-header').count(), 0, 'still embedded without the parameter');
      });
    });
  },
};
