import assert from 'node:assert/strict';
import { focusIndicatorOf, hasVisibleIndicator } from '../harness/checks';
import type { Flow } from '../harness/flow';
import { VIEWPORTS } from '../harness/session';

const BASE = '/electronics/support';

/**
 * WCAG 2.1 AA with the keyboard alone: skip link first, a visible focus on every control, the
 * combobox pattern, focus on the new content after a navigation, and the hero focus rule.
 */
export const keyboardFlow: Flow = {
  name: 'keyboard',
  covers: 'skip link, visible focus, combobox keys, focus after navigation, hero autofocus rule',
  async run(ctx) {
    const { catalogue: c } = ctx;
    const s = await ctx.newSession(VIEWPORTS.desktop);
    await s.goto(`${BASE}/${c.topCategory.name}`);
    let updates = 1;

    await ctx.step('the first Tab reaches the skip link, it shows, and Enter moves to the main content', async () => {
      await s.page.keyboard.press('Tab');
      const skip = await s.page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const box = el.getBoundingClientRect();
        return { cls: el.className, top: box.top, height: box.height };
      });
      assert.equal(skip.cls, 'skip-link');
      assert.ok(skip.top >= 0 && skip.height > 0, 'the skip link is visible when focused');
      await s.page.keyboard.press('Enter');
      assert.equal(await s.page.evaluate(() => document.activeElement?.id), 'main');
      await s.page.keyboard.press('Tab');
      const inMain = await s.page.evaluate(() => Boolean(document.activeElement?.closest('main')));
      assert.ok(inMain, 'the next Tab continues inside the main content');
    });

    await ctx.step('every control shows a visible focus indicator', async () => {
      await s.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await s.page.evaluate(() => window.scrollTo(0, 0));
      const missing: string[] = [];
      for (let i = 0; i < 16; i += 1) {
        await s.page.keyboard.press('Tab');
        const indicator = await focusIndicatorOf(s.page);
        if (!hasVisibleIndicator(indicator)) missing.push(JSON.stringify(indicator));
      }
      assert.deepEqual(missing, []);
    });

    await ctx.step('the combobox: arrows move the active option, Escape closes then clears, Enter opens a product', async () => {
      const box = s.page.getByRole('combobox', { name: 'Search support' });
      // The answer for the whole text: earlier answers may still arrive while typing.
      const answered = () =>
        s.page.waitForResponse((r) => r.url().includes('/suggest?') && new URL(r.url()).searchParams.get('query') === c.product.modelNumber);
      await box.focus();
      let answer = answered();
      await s.page.keyboard.type(c.product.modelNumber, { delay: 30 });
      await answer;
      await s.page.getByRole('listbox').waitFor();
      assert.equal(await box.getAttribute('aria-expanded'), 'true');
      const options = s.page.getByRole('listbox').getByRole('option');
      const count = await options.count();
      assert.ok(count > 0);
      await s.page.keyboard.press('ArrowDown');
      assert.equal(await box.getAttribute('aria-activedescendant'), await options.nth(0).getAttribute('id'));
      await s.page.keyboard.press('ArrowUp');
      assert.equal(await box.getAttribute('aria-activedescendant'), await options.nth(count - 1).getAttribute('id'), 'ArrowUp wraps to the last option');
      await s.page.keyboard.press('ArrowDown');
      assert.equal(await options.nth(0).getAttribute('aria-selected'), 'true');
      assert.equal(await s.page.evaluate(() => document.activeElement?.getAttribute('role')), 'combobox', 'the focus stays in the input');
      await s.page.keyboard.press('Escape');
      assert.equal(await box.getAttribute('aria-expanded'), 'false');
      assert.equal(await box.getAttribute('aria-activedescendant'), null);
      await s.page.keyboard.press('Escape');
      assert.equal(await box.inputValue(), '');

      answer = answered();
      await s.page.keyboard.type(c.product.modelNumber, { delay: 30 });
      await answer;
      const target = s.page.getByRole('listbox').getByRole('option').filter({ hasText: c.product.modelNumber }).first();
      await target.waitFor();
      const id = await target.getAttribute('id');
      for (let i = 0; i < count + 2 && (await box.getAttribute('aria-activedescendant')) !== id; i += 1) {
        await s.page.keyboard.press('ArrowDown');
      }
      assert.equal(await box.getAttribute('aria-activedescendant'), id);
      await s.page.keyboard.press('Enter');
      await s.pageStateUpdates(++updates);
      assert.equal(new URL(s.page.url()).pathname, `${BASE}/${c.product.categoryName}/${c.product.name}`);
      assert.equal(await s.page.evaluate(() => document.activeElement?.tagName), 'H1', 'the focus is on the new page heading');
    });

    await ctx.step('back to the results, the focus is on the result the visitor opened (focus map)', async () => {
      const r = await ctx.newSession(VIEWPORTS.desktop);
      await r.goto(`${BASE}/results?query=${encodeURIComponent(c.broadQuery)}`);
      const link = r.page.locator('.result-list .result__title a[href^="/"]').nth(1);
      const id = await link.getAttribute('id');
      assert.ok(id, 'organic results carry ids');
      await link.focus();
      await r.page.keyboard.press('Enter');
      await r.pageStateUpdates(2);
      assert.notEqual(new URL(r.page.url()).pathname, `${BASE}/results`);
      await r.page.goBack();
      await r.pageStateUpdates(3);
      assert.equal(await r.page.evaluate(() => document.activeElement?.id), id, 'the focus is back on that result');
    });

    await ctx.step('the home hero takes the focus, but not from a visitor arriving at #main', async () => {
      const home = await ctx.newSession(VIEWPORTS.desktop);
      await home.goto(BASE);
      assert.equal(await home.page.evaluate(() => document.activeElement?.getAttribute('role')), 'combobox');
      await home.goto(`${BASE}#main`);
      assert.notEqual(await home.page.evaluate(() => document.activeElement?.getAttribute('role')), 'combobox');
    });

    await ctx.step('on a touch phone the hero does not take the focus (no on-screen keyboard on arrival)', async () => {
      const phone = await ctx.newSession(VIEWPORTS.phone);
      const cdp = await ctx.context.newCDPSession(phone.page);
      await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
      await cdp.send('Emulation.setEmitTouchEventsForMouse', { enabled: true, configuration: 'mobile' });
      await phone.goto(BASE);
      const coarse = await phone.page.evaluate(() => matchMedia('(pointer: coarse)').matches);
      if (!coarse) {
        ctx.report.notes.push('keyboard: touch emulation did not switch Chromium to a coarse pointer; the phone focus rule is covered by unit tests only');
        return;
      }
      assert.notEqual(await phone.page.evaluate(() => document.activeElement?.getAttribute('role')), 'combobox');
    });
  },
};
