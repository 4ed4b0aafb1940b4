import assert from 'node:assert/strict';
import { describeViolations, runAxe } from '../harness/axe';
import { assertClean } from '../harness/checks';
import type { Flow, FlowContext } from '../harness/flow';
import type { Session } from '../harness/session';
import { VIEWPORTS } from '../harness/session';

const BASE = '/electronics/support';
const REFERENCE = /^R-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

async function axeStep(ctx: FlowContext, s: Session, pageType: string): Promise<void> {
  const axe = await runAxe(s.page);
  ctx.report.axe.push({ pageType, url: s.page.url(), viewport: 'phone', blocking: axe.blocking, other: axe.violations.filter((v) => !axe.blocking.includes(v)) });
  assert.equal(axe.blocking.length, 0, describeViolations(axe.blocking));
}

/**
 * docs/behaviour.md §2: a visitor on a phone finds "Request a repair" on a product's first screen, files a
 * request and reads the reference; the same form works without JavaScript; a service centre is found
 * by postcode.
 */
export const repairFlow: Flow = {
  name: 'repair',
  covers:
    'contact and repair: the repair link on a product page’s first screen (phone), the repair form with its error summary, the reference on the confirmation page, the form without JavaScript, the service-centre finder by postcode',
  async run(ctx) {
    const { product } = ctx.catalogue;
    const s = await ctx.newSession(VIEWPORTS.phone);
    let updates = 1;

    await ctx.step('repair: "Request a repair" is on the product page’s first screen on a phone and opens the form for that model', async () => {
      await s.goto(`${BASE}/${product.categoryName}/${product.name}`);
      const link = s.page.locator('.contact-strip--product a', { hasText: 'Request a repair' });
      const box = await link.boundingBox();
      assert.ok(box, 'the product page shows the contact strip');
      assert.ok(box.y + box.height <= VIEWPORTS.phone.height, `the link is on the first screen (bottom at ${Math.round(box.y + box.height)} px of ${VIEWPORTS.phone.height})`);
      await ctx.screenshot(s, 'repair-product-first-screen');
      await link.click();
      await s.pageStateUpdates(++updates);
      assert.equal(new URL(s.page.url()).pathname, `${BASE}/repair`);
      assert.equal(await s.page.getByLabel('Model number').inputValue(), product.modelNumber);
    });

    await ctx.step('repair: sending an incomplete form shows a focused error summary that links to the fields', async () => {
      const mark = s.mark();
      await s.page.getByRole('button', { name: 'Send repair request' }).click();
      const summary = s.page.locator('.error-summary');
      await summary.waitFor();
      assert.equal(await s.page.evaluate(() => document.activeElement?.classList.contains('error-summary')), true);
      assert.ok((await summary.getByRole('link').count()) >= 3);
      assert.equal(await s.page.getByLabel('Serial number').getAttribute('aria-invalid'), 'true');
      assert.deepEqual(s.dataRequests(mark).filter((c) => c.path.startsWith('/repair-requests')), [], 'nothing is sent before the form is valid');
      await summary.getByRole('link').first().click();
      assert.equal(await s.page.evaluate(() => document.activeElement?.id), 'repair-serialNumber');
      await axeStep(ctx, s, 'repairRequest (with errors)');
    });

    await ctx.step('repair: a valid request is filed and the confirmation shows its reference', async () => {
      await s.page.getByLabel('Serial number').fill('7015 000 AB');
      await s.page.getByLabel('What is wrong?').fill('The picture goes black after ten minutes; the sound keeps playing.');
      await s.page.getByLabel('Your name').fill('Sam Taylor');
      await s.page.getByLabel('E-mail address').fill('sam.taylor@example.com');
      await s.page.getByLabel('Postcode (optional)').fill('W1D 6QF');
      await s.page.getByRole('button', { name: 'Send repair request' }).click();
      await s.page.getByRole('heading', { name: 'Repair request received' }).waitFor();
      const reference = (await s.page.getByTestId('repair-reference').innerText()).trim();
      assert.match(reference, REFERENCE);
      assert.equal(new URL(s.page.url()).pathname, `${BASE}/repair/${reference}`);
      await ctx.screenshot(s, 'repair-confirmation');
      await axeStep(ctx, s, 'repairConfirmation');
      assertClean(s, 'repair request');
      // The reference page is an address of its own: a reload shows the same reference.
      await s.goto(`${BASE}/repair/${reference}`);
      assert.equal((await s.page.getByTestId('repair-reference').innerText()).trim(), reference);
    });

    await ctx.step('service centres: a postcode finds the centre with its address, phone and opening hours', async () => {
      const f = await ctx.newSession(VIEWPORTS.phone);
      await f.goto(`${BASE}/contact`);
      await f.page.getByRole('link', { name: 'Find a service centre' }).first().click();
      await f.pageStateUpdates(2);
      await f.page.getByLabel('Postcode or town').fill('w1d');
      await f.page.getByRole('button', { name: 'Search' }).click();
      await f.pageStateUpdates(3);
      const first = f.page.locator('.service-centre').first();
      await first.waitFor();
      assert.match(await first.innerText(), /W1D 6QF/);
      assert.match(await first.innerText(), /Mon–Fri/);
      assert.equal(new URL(f.page.url()).searchParams.get('query'), 'w1d');
      await ctx.screenshot(f, 'service-centres-results');
      await axeStep(ctx, f, 'serviceCentres (results)');
      assertClean(f, 'service-centre finder');
    });

    await ctx.step('repair without JavaScript: the plain form posts, redirects and shows the reference', async () => {
      const browser = ctx.context.browser();
      assert.ok(browser, 'a browser');
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });
      try {
        const page = await context.newPage();
        await page.goto(`${ctx.origin}${BASE}/repair?model=${encodeURIComponent(product.modelNumber)}`);
        await page.getByLabel('Serial number').fill('12');
        await page.getByRole('button', { name: 'Send repair request' }).click();
        await page.locator('.error-summary').waitFor();
        assert.match(await page.locator('.error-summary').innerText(), /serial number is too short/);
        assert.equal(await page.getByLabel('Model number').inputValue(), product.modelNumber, 'what was typed is kept');
        await page.getByLabel('Serial number').fill('7015000AB');
        await page.getByLabel('What is wrong?').fill('No sound from the speakers since the last update.');
        await page.getByLabel('Your name').fill('Kim Lee');
        await page.getByLabel('E-mail address').fill('kim.lee@example.com');
        await page.getByRole('button', { name: 'Send repair request' }).click();
        await page.getByRole('heading', { name: 'Repair request received' }).waitFor();
        assert.match((await page.getByTestId('repair-reference').innerText()).trim(), REFERENCE);
      } finally {
        await context.close();
      }
    });
  },
};
