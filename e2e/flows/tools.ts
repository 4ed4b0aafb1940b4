import assert from 'node:assert/strict';
import { describeViolations, runAxe } from '../harness/axe';
import { assertClean } from '../harness/checks';
import type { Flow } from '../harness/flow';
import { isBuilt } from '../harness/pageSamples';
import { VIEWPORTS } from '../harness/session';

const BASE = '/electronics/support';

/**
 * The tools of docs/behaviour.md §1 that visitors operate step by step: remote-control programming (find the
 * remote, choose device and brand, read the codes) and the serial-number checker (reached from a
 * link on the home page, as a visitor would: its list id is not in the public catalogue).
 */
export const toolsFlow: Flow = {
  name: 'tools',
  covers: 'remote-control programming (search, device, brand, codes); serial-number checker (model, parts, serial, result)',
  async run(ctx) {
    if (!isBuilt('remoteProgrammingCode')) {
      ctx.report.notCovered.push('tools: remote-control programming (page not built yet)');
    } else {
      const s = await ctx.newSession(VIEWPORTS.desktop);
      let updates = 1;
      await ctx.step('remote-control programming: find a remote by name, open it without a reload', async () => {
        await s.goto(`${BASE}/remote-control-programming`);
        const first = s.page.locator('.remote-grid a.model-card').first();
        const model = ((await first.locator('.model-card__model').innerText()) || '').trim();
        assert.ok(model, 'the landing page lists remotes');
        const search = s.page.locator('form.remote-search');
        await search.getByRole('searchbox').fill(model);
        await search.getByRole('button').click();
        await s.pageStateUpdates(++updates);
        const url = new URL(s.page.url());
        assert.equal(url.pathname, `${BASE}/remote-control-programming/models`);
        assert.equal(url.searchParams.get('query'), model);
        const found = s.page.locator('.remote-grid a.model-card').filter({ hasText: model }).first();
        await found.click();
        await s.pageStateUpdates(++updates);
        assert.match(new URL(s.page.url()).pathname, /\/remote-control-programming\/models\/[^/]+$/);
        assert.equal(await s.page.evaluate(() => document.activeElement?.tagName), 'H1');
      });

      const programmable = (await s.page.locator('.device-picker').count()) > 0;
      if (!programmable) {
        ctx.report.notes.push('tools: the first remote found is not programmable; device and brand steps not exercised');
      } else {
        await ctx.step('remote-control programming: choosing a device, then a brand, shows the codes', async () => {
          const mark = s.mark();
          await s.page.locator('.device-picker input[type="radio"]').first().check();
          const brand = s.page.locator('.remote-steps select');
          await brand.waitFor();
          const value = await brand.locator('option').nth(1).getAttribute('value');
          assert.ok(value !== null, 'the device has brands');
          await brand.selectOption(value);
          const codes = s.page.locator('.codes-region h3');
          await codes.waitFor();
          assert.ok((await codes.innerText()).length > 0);
          assert.deepEqual(s.dataRequests(mark), [], 'the codes are part of the page: nothing is fetched');
          const axe = await runAxe(s.page);
          ctx.report.axe.push({ pageType: 'remoteProgrammingCode (codes shown)', url: s.page.url(), viewport: 'desktop', blocking: axe.blocking, other: axe.violations.filter((v) => !axe.blocking.includes(v)) });
          assert.equal(axe.blocking.length, 0, describeViolations(axe.blocking));
          assertClean(s, 'remote-control programming');
        });
      }
    }
    if (!isBuilt('serialNumberChecker')) {
      ctx.report.notCovered.push('tools: serial-number checker (page not built yet)');
      return;
    }
    const s = await ctx.newSession(VIEWPORTS.desktop);
    await s.goto(BASE);
    const link = s.page.locator('main a[href*="/serial-number-checker/"]').first();
    if ((await link.count()) === 0) {
      ctx.report.notCovered.push('tools: serial-number checker (no page links to a checker list)');
      return;
    }
    await ctx.step('serial-number checker: reached from the home page, model and parts chosen, the serial checked', async () => {
      await link.click();
      await s.pageStateUpdates(2);
      assert.match(new URL(s.page.url()).pathname, /\/serial-number-checker\/[^/]+$/);
      const form = s.page.locator('form.checker-form');
      const model = form.locator('select').first();
      await model.selectOption({ index: 1 });
      // Secondary model and part number appear for the models that need them (docs/behaviour.md §3).
      await s.page.waitForTimeout(300);
      await s.page.locator('.checker-form [role="status"]').waitFor({ state: 'detached' }).catch(() => undefined);
      const selects = form.locator('select');
      for (let i = 1; i < (await selects.count()); i += 1) await selects.nth(i).selectOption({ index: 1 });
      const serial = form.locator('input[type="text"]');
      const hint = (await s.page.locator(`[id="${await serial.getAttribute('aria-describedby')}"]`).first().innerText().catch(() => '')) ?? '';
      const example = /\b[A-Z0-9]{5,}\b/.exec(hint)?.[0] ?? '1234567';
      await serial.fill(example);
      const before = s.mark();
      await form.getByRole('button').click();
      const title = s.page.locator('.check-result__title');
      await title.waitFor();
      assert.ok((await title.innerText()).trim().length > 0, 'the server’s decision is shown');
      assert.equal(await s.page.evaluate(() => document.activeElement?.className), 'check-result__title', 'the focus moves to the answer');
      assert.ok(s.api.slice(before).some((r) => r.method === 'POST'), 'validated by the server (docs/behaviour.md §5)');
      const axe = await runAxe(s.page);
      ctx.report.axe.push({ pageType: 'serialNumberChecker (result shown)', url: s.page.url(), viewport: 'desktop', blocking: axe.blocking, other: axe.violations.filter((v) => !axe.blocking.includes(v)) });
      assert.equal(axe.blocking.length, 0, describeViolations(axe.blocking));
      assertClean(s, 'the serial-number checker');
    });
  },
};
