import assert from 'node:assert/strict';
import type { Route } from 'playwright-core';
import type { Flow } from '../harness/flow';
import { VIEWPORTS, type Session } from '../harness/session';

const BASE = '/electronics/support';
const MODELS = '**/api/content/support/**/models?**';
const METADATA = '**/api/content/support/**/metadata';

async function markDocument(session: Session): Promise<void> {
  await session.page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}
async function sameDocument(session: Session): Promise<boolean> {
  return session.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

const failWith500 = (route: Route) =>
  route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal_error', message: 'injected' } }) });

/**
 * docs/behaviour.md §8 in the browser, with the content API's answers changed on the wire (the server's own
 * in-process calls are untouched, so a reload renders the page normally).
 */
export const errorsFlow: Flow = {
  name: 'errors',
  covers: 'data-fetch error reload with data-{name}, never loop, critical failure, connection failure state, login redirect through the real API',
  async run(ctx) {
    const { catalogue: c } = ctx;
    const category = `${BASE}/${c.categoryWithManyModels}`;

    await ctx.step('a data-fetch error reloads the same page with error=data-{name}; the server renders it', async () => {
      const s = await ctx.newSession(VIEWPORTS.desktop);
      await s.goto(category);
      await markDocument(s);
      await s.page.route(MODELS, failWith500, { times: 1 });
      const reload = s.page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).searchParams.get('error') === 'data-modelResults');
      await s.page.locator('#models').getByRole('link', { name: 'Show more' }).click();
      await reload;
      // The reloaded document, not the one still shown while its request runs: its address holds the marker
      // until the page, once hydrated, takes it out (so the next step starts on a page that has settled).
      await s.page.waitForURL((u) => u.searchParams.get('error') === 'data-modelResults', { waitUntil: 'commit' });
      await s.hydrated();
      assert.equal(await sameDocument(s), false, 'a full reload');
      // Once the page is here the marker leaves the address bar; the visitor's own parameters stay.
      await s.page.waitForURL((u) => !u.searchParams.has('error'));
      const url = new URL(s.page.url());
      assert.equal(url.searchParams.get('models-num'), '48', 'the same page, with the visitor’s parameters');
      assert.equal(await s.page.locator('.model-results .model-card').count(), 48, 'the server rendered the models');

      await ctx.step('never loops: with error present, the failing module is left out and the page stays', async () => {
        await markDocument(s);
        await s.page.route(MODELS, failWith500);
        // Counted from here: the document may already have announced more than one update (hydration, and
        // the marker leaving the address bar), so a fixed count could pass before the sort's load has failed.
        const updates = (await s.events()).filter((e) => e.type === 'page_state_updated').length;
        await s.page.getByLabel('Sort by').selectOption('newest');
        await s.pageStateUpdates(updates + 1);
        await s.page.locator('.model-results').waitFor({ state: 'detached', timeout: 15_000 });
        // A reload would start right after the failed load; give it time to show itself.
        await s.page.waitForTimeout(300);
        assert.ok(await sameDocument(s), 'no second reload');
        assert.equal(new URL(s.page.url()).searchParams.get('error'), null, 'the marker does not come back with the next link');
        assert.equal(await s.page.locator('.model-results').count(), 0, 'the model list is left out');
        assert.equal(await s.page.locator('h1').count(), 1, 'the rest of the page is there');
        await s.page.unroute(MODELS);
      });
    });

    await ctx.step('a critical module failure reloads with the marker of its data set', async () => {
      const s = await ctx.newSession(VIEWPORTS.desktop);
      await s.goto(category);
      await s.page.route(METADATA, failWith500, { times: 1 });
      const reload = s.page.waitForRequest(
        (r) => r.isNavigationRequest() && new URL(r.url()).pathname.endsWith(`/${c.product.name}`) && new URL(r.url()).searchParams.get('error') === 'data-metadata',
      );
      await s.page.click(`a.model-card[href="${BASE}/${c.product.categoryName}/${c.product.name}"]`);
      await reload;
      await s.hydrated();
      await s.page.waitForURL((u) => u.pathname.endsWith(`/${c.product.name}`) && !u.searchParams.has('error'));
      assert.equal((await s.page.locator('h1').innerText()).trim(), c.product.displayName);
    });

    await ctx.step('a connection failure keeps the page, shows the load-error notice, and Try again recovers', async () => {
      const s = await ctx.newSession(VIEWPORTS.desktop);
      await s.goto(category);
      await markDocument(s);
      await s.page.route(MODELS, (route) => route.abort('internetdisconnected'));
      await s.page.locator('#models').getByRole('link', { name: 'Show more' }).click();
      const alert = s.page.getByRole('alert');
      await alert.waitFor();
      assert.match(await alert.innerText(), /couldn’t be loaded/);
      assert.ok(await sameDocument(s), 'no reload while offline');
      const events = await s.events();
      assert.ok(events.some((e) => e.type === 'page_load_error'), 'the error is reported');
      await s.page.unroute(MODELS);
      const before = await s.page.locator('.model-results .model-card').count();
      await alert.getByRole('button', { name: 'Try again' }).click();
      await s.page.getByRole('alert').waitFor({ state: 'detached' });
      await s.page.waitForFunction((n) => document.querySelectorAll('.model-results .model-card').length > n, before);
      assert.equal(await s.page.locator('.model-results .model-card').count(), 48);
    });

    await ctx.step('a portal user without a session who opens repair documents lands on the sign-in page (real 301)', async () => {
      // Nothing on the wire is changed: the content API itself must answer 301 with a Location the
      // browser can follow, since a script's fetch is not allowed to read a redirect.
      const s = await ctx.newSession(VIEWPORTS.desktop);
      await ctx.context.addCookies([{ name: 'portal', value: 'asc', url: ctx.origin }]);
      const product = `${BASE}/${c.product.categoryName}/${c.product.name}`;
      await s.goto(product);
      await s.page.getByRole('navigation', { name: 'Product support sections' }).getByRole('link', { name: 'Repair documents' }).click();
      await s.page.waitForURL((url) => url.pathname === `${BASE}/asc/login`, { timeout: 15_000 });
      assert.ok(new URL(s.page.url()).searchParams.get('returnTo')?.startsWith(product), 'sign-in leads back to the product');
      assert.equal(await s.page.locator('input[type="password"]').count(), 1, 'the sign-in form, not raw JSON');
      await ctx.context.clearCookies();
    });
  },
};
