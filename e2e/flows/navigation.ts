import assert from 'node:assert/strict';
import type { Request } from 'playwright-core';
import type { Flow } from '../harness/flow';
import { VIEWPORTS } from '../harness/session';

const BASE = '/electronics/support';

type DataLayerEntry = Record<string, unknown> & { event?: string; trigger?: string };

/**
 * docs/behaviour.md §3-§4 and §6 in the browser: only the module whose query parameters changed refetches; the
 * load shows its progress; the window events come in order; every page-state update reaches the data
 * layer; back/forward carries no trigger; site-search page views use the token order of docs/behaviour.md §6.
 */
export const navigationFlow: Flow = {
  name: 'navigation',
  covers: 'partial refetch, loading animation, page events, dataLayer payload, page views with token order, history keys',
  async run(ctx) {
    const { catalogue: c } = ctx;
    const s = await ctx.newSession(VIEWPORTS.desktop);
    const pageViews: Array<Record<string, unknown>> = [];
    s.page.on('request', (request: Request) => {
      if (request.method() === 'POST' && request.url().includes('/api/content/support/page-views')) {
        pageViews.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
      }
    });
    const category = `${BASE}/${c.categoryWithManyModels}`;
    await s.goto(category);
    let updates = 1;
    let productPath = '';

    await ctx.step('changing the sort reloads only the model results (docs/behaviour.md §4)', async () => {
      const mark = s.mark();
      await s.page.getByLabel('Sort by').selectOption('name');
      await s.pageStateUpdates(++updates);
      const requests = s.dataRequests(mark).map((r) => r.path);
      assert.equal(requests.length, 1, requests.join(', '));
      assert.match(requests[0], new RegExp(`/categories/${c.categoryWithManyModels}/models\\?.*sort=name`));
      const [start, end] = (await s.events()).slice(-3);
      assert.equal(start.type, 'page_load_start');
      assert.equal(start.partial, true);
      assert.equal(end.type, 'page_load_end');
      assert.equal(end.ok, true);
    });

    await ctx.step('a slow load shows the progress bar, fades the content, shows the spinner, and clears them after', async () => {
      await ctx.context.route('**/api/content/support/**/models?**', async (route) => {
        // Long enough for the delayed spinner to appear whatever the machine's load.
        await new Promise((resolve) => setTimeout(resolve, 2500));
        await route.continue();
      });
      try {
        await s.page.locator('#models').getByRole('link', { name: 'Show more' }).click();
        await s.page.locator('.progress--active').waitFor({ state: 'attached', timeout: 2000 });
        assert.equal(await s.page.locator('main').getAttribute('aria-busy'), 'true');
        // The spinner fades in after 0.3 s (quick loads never show it).
        await s.page.waitForFunction(() => {
          const spinner = document.querySelector('.page-spinner');
          return spinner !== null && getComputedStyle(spinner).opacity === '1';
        });
        const opacity = Number(await s.page.locator('main').evaluate((el) => getComputedStyle(el).opacity));
        assert.ok(opacity < 0.9, `the content fades (${opacity})`);
        await s.pageStateUpdates(++updates);
        assert.equal(await s.page.locator('.progress--active, .page-spinner').count(), 0);
        assert.equal(await s.page.locator('main').getAttribute('aria-busy'), 'false');
      } finally {
        await ctx.context.unroute('**/api/content/support/**/models?**');
      }
    });

    await ctx.step('every page-state update pushes the analytics payload to window.dataLayer', async () => {
      const layer = await s.page.evaluate(() => (window as unknown as { dataLayer: DataLayerEntry[] }).dataLayer);
      const updatesSeen = (await s.events()).filter((e) => e.type === 'page_state_updated').length;
      const entries = layer.filter((e) => e.event === 'page_state_updated');
      assert.equal(entries.length, updatesSeen);
      assert.deepEqual(
        entries.map((e) => e.trigger),
        ['initial', 'filter', 'load-more'],
      );
      const last = entries.at(-1)!;
      assert.equal(last.pageName, `support:category:${c.categoryWithManyModels}`);
      assert.equal(last.template, 'category');
      assert.equal(last.siteClass, 'external');
      assert.deepEqual(last.categoryLevels, [c.categoryWithManyModels]);
    });

    await ctx.step('back and forward update the page state without a trigger', async () => {
      await s.page.goBack();
      await s.pageStateUpdates(++updates);
      const layer = await s.page.evaluate(() => (window as unknown as { dataLayer: DataLayerEntry[] }).dataLayer);
      assert.equal('trigger' in layer.at(-1)!, false);
      assert.equal((await s.events()).at(-1)?.trigger, undefined);
      await s.page.goForward();
      await s.pageStateUpdates(++updates);
      assert.equal((await s.events()).at(-1)?.trigger, undefined);
    });

    await ctx.step('history entries carry 6-character keys (docs/behaviour.md §9)', async () => {
      const key = await s.page.evaluate(() => (history.state as { key?: string }).key);
      assert.match(key ?? '', /^[a-z0-9]{6}$/);
    });

    await ctx.step('site-search page views: guest, then the stored token, then the signed-in token (docs/behaviour.md §6)', async () => {
      assert.ok(pageViews.length >= 1, 'the first page was logged');
      assert.equal(pageViews[0].tokenKind, 'guest');
      assert.equal(pageViews[0].pageType, 'category');
      // Load-more and filters are the same page view.
      assert.equal(pageViews.length, 1 + 2, `one view per page and back/forward (${pageViews.length})`);

      await s.page.evaluate(() => localStorage.setItem('siteSearchToken', 'stored-token-123'));
      const card = s.page.locator('a.model-card').first();
      productPath = (await card.getAttribute('href')) ?? '';
      await card.click();
      await s.pageStateUpdates(++updates);
      assert.deepEqual([pageViews.at(-1)?.tokenKind, pageViews.at(-1)?.token], ['stored', 'stored-token-123']);

      const expires = Math.floor(Date.now() / 1000) + 3600;
      await ctx.context.addCookies([
        { name: 'siteSearch', value: encodeURIComponent(`authToken=abc&providerToken=signed-456&expiresAt=${expires}`), url: ctx.origin },
      ]);
      await s.page.getByRole('navigation', { name: 'Product support sections' }).getByRole('link', { name: 'FAQs' }).click();
      await s.pageStateUpdates(++updates);
      assert.deepEqual([pageViews.at(-1)?.tokenKind, pageViews.at(-1)?.token], ['signed-in', 'signed-456']);
      await s.page.evaluate(() => localStorage.removeItem('siteSearchToken'));
    });

    await ctx.step('a search from the results page keeps the scope and shows the new text', async () => {
      const box = s.page.getByRole('combobox', { name: 'Search support' });
      await box.fill('wifi');
      await box.press('Enter');
      await s.pageStateUpdates(++updates);
      const url = new URL(s.page.url());
      assert.equal(url.pathname, `${productPath}/faqs/results`);
      assert.equal(url.searchParams.get('query'), 'wifi');
      assert.equal(await box.inputValue(), 'wifi');
      assert.equal((await s.events()).at(-1)?.trigger, 'search');
    });
  },
};
