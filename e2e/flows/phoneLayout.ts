import assert from 'node:assert/strict';
import type { Flow } from '../harness/flow';
import { VIEWPORTS } from '../harness/session';

const BASE = '/electronics/support';
const TABS = 'nav[aria-label="Product support sections"]';

/**
 * On a 390 x 844 phone the task is on the first screen: the home page's search box, and the product page's
 * one navigation, its tabs (ADR 039), which scroll sideways with the current tab in view and stay at the
 * top of the window as the page scrolls, without shifting the page.
 */
export const phoneLayoutFlow: Flow = {
  name: 'phone layout',
  covers:
    'phone layouts (390 x 844): the home search box on the first screen; the product tabs on the first screen as the page’s only navigation to manuals, downloads and FAQs, scrolling sideways with the current tab in view, sticky at the top while the page scrolls, no layout shift; no page wider than the screen (TV help included)',
  async run(ctx) {
    const { product } = ctx.catalogue;
    const s = await ctx.newSession(VIEWPORTS.phone);
    const productPath = `${BASE}/${product.categoryName}/${product.name}`;

    await ctx.step('phone layout: the home page’s search box is on the first screen', async () => {
      await s.goto(BASE);
      const box = await s.page.getByRole('combobox').first().boundingBox();
      assert.ok(box, 'the home page shows its search box');
      assert.ok(box.y + box.height <= VIEWPORTS.phone.height, `the search box ends at ${Math.round(box.y + box.height)} px of ${VIEWPORTS.phone.height}`);
      await ctx.screenshot(s, 'phone-home-first-screen');
    });

    await ctx.step('phone layout: the product tabs are on the first screen and are the page’s one navigation', async () => {
      await s.goto(productPath);
      const box = await s.page.locator(TABS).boundingBox();
      assert.ok(box, 'the product page shows its tabs');
      assert.ok(box.y + box.height <= VIEWPORTS.phone.height, `the tabs end at ${Math.round(box.y + box.height)} px of ${VIEWPORTS.phone.height}`);
      const navsToManuals = await s.page.evaluate(() =>
        [...document.querySelectorAll('main nav, header nav')].filter((nav) => [...nav.querySelectorAll('a')].some((a) => /\/manuals$/.test(a.pathname))).length,
      );
      assert.equal(navsToManuals, 1, 'one navigation leads to the manuals');
      assert.equal(await s.page.locator('.in-page-nav').count(), 0, 'no in-page anchor bar');
      await ctx.screenshot(s, 'phone-product-first-screen');
    });

    await ctx.step('phone layout: the tabs stick to the top while the page scrolls, without a layout shift', async () => {
      const before = await s.cls();
      await s.page.evaluate(() => window.scrollTo(0, 3000));
      await s.page.waitForFunction(() => window.scrollY >= 2900);
      const box = await s.page.locator(TABS).boundingBox();
      assert.ok(box && Math.abs(box.y) <= 1, `the tabs are at the top of the window (y = ${box?.y})`);
      const after = await s.cls();
      assert.equal(after.shifts, before.shifts, 'scrolling shifts nothing');
      await ctx.screenshot(s, 'phone-product-sticky-tabs');
    });

    await ctx.step('phone layout: on the specifications tab the row scrolls sideways and shows the current tab', async () => {
      await s.goto(`${productPath}/specifications`);
      const row = await s.page.evaluate((selector) => {
        const list = document.querySelector(`${selector} ul`) as HTMLElement;
        const current = list.querySelector('[aria-current="page"]') as HTMLElement;
        const r = list.getBoundingClientRect();
        const c = current.getBoundingClientRect();
        return { scrolls: list.scrollWidth > list.clientWidth, left: c.left - r.left, right: r.right - c.right, label: current.textContent };
      }, TABS);
      assert.equal(row.label, 'Specifications');
      assert.ok(row.scrolls, 'the five tabs are wider than a phone: the row scrolls');
      assert.ok(row.left >= 0 && row.right >= 0, `the current tab is inside the row (${Math.round(row.left)} px from the left, ${Math.round(row.right)} px from the right)`);
    });

    await ctx.step('phone layout: no page scrolls sideways, the TV help laid out for a television included', async () => {
      for (const path of [BASE, productPath, `${BASE}/tvhelp`, `${BASE}/tvhelp/${product.categoryName}/${product.name}`, `${BASE}/remote-control-programming`]) {
        await s.goto(path);
        const widths = await s.page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
        assert.ok(widths.page <= widths.screen, `${path} is ${widths.page} px wide on a ${widths.screen} px screen`);
      }
    });
  },
};
