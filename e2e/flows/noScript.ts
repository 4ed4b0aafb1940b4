import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import type { Flow } from '../harness/flow';
import { isBuilt } from '../harness/pageSamples';

const BASE = '/electronics/support';
const API = '/api/content/support';

/** The page's HTTP status and the URL it ended on, after a navigation the browser did itself. */
async function submitted(page: Page, click: () => Promise<void>): Promise<number> {
  const [response] = await Promise.all([page.waitForEvent('response', (r) => r.request().isNavigationRequest()), click()]);
  await page.waitForLoadState('domcontentloaded');
  return response.status();
}

/**
 * A visitor whose browser runs no script (ADR 032): the licence step is a chain of links, and the
 * serial-number checker and the support request are forms posted to their page, answered by the
 * server with the decision, the ticket number, or the messages next to the fields.
 */
export const noScriptFlow: Flow = {
  name: 'no script',
  covers: 'JavaScript disabled: licence links to the file; serial-number checker and support request posted as plain forms, answered by the server; a sort menu applied as a GET form',
  async run(ctx) {
    const browser = ctx.context.browser() as Browser;
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });
    try {
      const page = await context.newPage();
      const scripts: string[] = [];
      // Proof the page did not run script: not one data request leaves the page.
      page.on('request', (r) => {
        if (r.url().includes(API) && r.resourceType() === 'fetch') scripts.push(r.url());
      });

      if (!isBuilt('downloadDetails')) ctx.report.notCovered.push('no script: licence step (download details not built yet)');
      else
        await ctx.step('licence: the download button is a link; the licence, then accept, lead to the file', async () => {
          const product = ctx.catalogue.product.name;
          const list = (await (await fetch(`${ctx.origin}${API}/en_GB/downloads/${product}?num=20`)).json()) as { searchResponse: { results: { id: string }[] } };
          let found = false;
          for (const { id } of list.searchResponse.results) {
            await page.goto(`${ctx.origin}${BASE}/downloads/${id}`);
            if ((await page.locator('main a.download-link[href*="licence=show"]').count()) > 0) {
              found = true;
              break;
            }
          }
          assert.ok(found, `a download of ${product} asks for a licence`);
          assert.equal(await page.locator('main a.download-link[href*="/api/content/support/files/"]').count(), 0, 'no file link before the licence');
          await page.locator('main a.download-link[href*="licence=show"]').click();
          await page.locator('.licence__text').waitFor();
          assert.ok((await page.locator('.licence__text').innerText()).trim().length > 0, 'the licence text is in the page');
          // Without script too, "Accept and download" is the file link: one click after reading.
          const accept = page.locator('.licence__actions a.licence__accept');
          const [download] = await Promise.all([page.waitForEvent('download'), accept.click()]);
          assert.ok(download.suggestedFilename().length > 0, 'accepting the licence downloads the file');
          const head = await fetch(`${ctx.origin}${await accept.getAttribute('href')}`, { method: 'HEAD' });
          assert.equal(head.status, 200, 'the file can be downloaded');
        });

      const listId = ctx.catalogue.serialCheckerListId;
      if (!listId) ctx.report.notCovered.push('no script: serial-number checker (no page links to a checker list)');
      else
        await ctx.step('serial-number checker: a posted form; the server asks for what the model needs, then decides', async () => {
          await page.goto(`${ctx.origin}${BASE}/serial-number-checker/${listId}`);
          const form = page.locator('form.checker-form');
          assert.equal(await form.getAttribute('method'), 'post');
          await form.locator('select[name="model"]').selectOption({ index: 1 });
          const hint = (await form.locator('.form-field__hint').last().innerText()) ?? '';
          const digits = Number(/(\d+)-(digit|character)/.exec(hint)?.[1] ?? '7');
          await form.locator('input[name="serialNumber"]').fill('1'.repeat(digits));
          let status = await submitted(page, () => form.getByRole('button').click());
          // A model with variants or parts: the answer offers them and says they are needed.
          for (const name of ['secondaryModel', 'partNumber']) {
            const select = page.locator(`form.checker-form select[name="${name}"]`);
            if ((await select.count()) > 0) {
              assert.equal(status, 400, 'the missing choice is refused with a 4xx');
              assert.equal(await select.getAttribute('aria-invalid'), 'true');
              await select.selectOption({ index: 1 });
            }
          }
          if (status === 400) status = await submitted(page, () => page.locator('form.checker-form').getByRole('button').click());
          assert.equal(status, 200);
          const title = page.locator('.check-result__title');
          assert.ok((await title.innerText()).trim().length > 0, 'the server’s decision is in the page');
          assert.equal(await page.locator('form.checker-form input[name="serialNumber"]').inputValue(), '1'.repeat(digits), 'what was typed is kept');
        });

      await ctx.step('support request: a posted form; messages next to the fields, then the ticket number', async () => {
        const { product } = ctx.catalogue;
        await page.goto(`${ctx.origin}${BASE}/${product.categoryName}/${product.name}/faqs`);
        const form = page.locator('form.ticket-form');
        assert.equal(await form.getAttribute('method'), 'post');
        await form.locator('input[name="name"]').fill('Grace Hopper');
        await form.locator('input[name="email"]').fill('grace@invalid');
        let status = await submitted(page, () => form.getByRole('button', { name: /send/i }).click());
        assert.equal(status, 400);
        const summary = page.locator('.error-summary');
        assert.ok((await summary.locator('li').count()) >= 3, 'the summary lists every problem');
        assert.equal(await page.locator('form.ticket-form input[name="name"]').inputValue(), 'Grace Hopper', 'what was typed is kept');
        assert.equal(new URL(page.url()).search.includes('grace'), false, 'personal data stays out of the address');
        await page.locator('form.ticket-form input[name="email"]').fill('grace@example.com');
        await page.locator('form.ticket-form select[name="issueCategory"]').selectOption({ index: 1 });
        await page.locator('form.ticket-form textarea[name="description"]').fill('The set switches itself off after about ten minutes of use.');
        status = await submitted(page, () => page.locator('form.ticket-form').getByRole('button', { name: /send/i }).click());
        assert.equal(status, 200);
        assert.ok((await page.locator('.ticket-success__id strong').innerText()).trim().length > 0, 'the ticket number is shown');
      });
      await ctx.step('menus: the models sort is a form with an Apply button; the page comes back sorted by name', async () => {
        const { product } = ctx.catalogue;
        await page.goto(`${ctx.origin}${BASE}/${product.categoryName}`);
        const form = page.locator('form.query-menu:has(select[name="models-sort"])');
        await form.locator('select[name="models-sort"]').selectOption('name');
        const status = await submitted(page, () => form.getByRole('button', { name: 'Apply' }).click());
        assert.equal(status, 200);
        assert.equal(new URL(page.url()).searchParams.get('models-sort'), 'name');
        assert.ok((await page.locator('#models .model-card').count()) > 1, 'models are listed');
        assert.equal(await page.locator('form.query-menu select[name="models-sort"]').inputValue(), 'name', 'the menu shows the choice');
      });
      assert.deepEqual(scripts, [], 'no script ran: nothing was fetched by the page');
    } finally {
      await context.close();
    }
  },
};
