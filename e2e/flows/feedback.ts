import assert from 'node:assert/strict';
import fs from 'node:fs';
import { join } from 'node:path';
import { describeViolations, runAxe } from '../harness/axe';
import { assertClean } from '../harness/checks';
import type { Flow } from '../harness/flow';
import { VIEWPORTS } from '../harness/session';

const BASE = '/electronics/support';
const API = '/api/content/support';

interface Figures {
  count: number;
  no: number;
  reasons: Record<string, number>;
}

/** How the service counted an item so far, read as an agent (the figures are for agents only). */
async function figuresOf(origin: string, item: string): Promise<Figures> {
  const signIn = await fetch(`${origin}${API}/asc/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'agent.demo', password: 'CareAgent#2024' }),
  });
  assert.equal(signIn.status, 200, 'the demo agent signs in');
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const response = await fetch(`${origin}${API}/feedback/helpfulness?items=${encodeURIComponent(item)}`, { headers: { Cookie: cookie } });
  assert.equal(response.status, 200);
  return ((await response.json()) as { results: Figures[] }).results[0];
}

/**
 * "Did this help?" (ADR 028): a "no" with a reason and a text sent from an article in place (thanks
 * in the live region, focus on them, one call), and the same form on a download page in a browser
 * without JavaScript (posted to the site, back on the page with the thanks). The service counts both.
 */
export const feedbackFlow: Flow = {
  name: 'feedback',
  covers:
    'article page: "No" shows the reasons, a reason and a text sent in place, thanks announced and focused, one POST, stored; download page without JavaScript: the plain form posts and comes back thanked; axe on the open form',
  async run(ctx) {
    const { articleFamilyId, downloadId } = ctx.catalogue;
    if (!articleFamilyId || !downloadId) {
      ctx.report.notCovered.push('feedback: the catalogue has no article or no download');
      return;
    }
    const articleItem = `article:${articleFamilyId}`;
    const before = await figuresOf(ctx.origin, articleItem);
    const s = await ctx.newSession(VIEWPORTS.desktop);
    await s.goto(`${BASE}/articles/${articleFamilyId}`);
    const section = s.page.locator('#helpfulness');

    await ctx.step('"No" opens the reasons (a fieldset with its legend) and the text box', async () => {
      await section.scrollIntoViewIfNeeded();
      const reasons = section.getByRole('group', { name: 'What was wrong?' });
      assert.equal(await reasons.isVisible(), false, 'no reasons before an answer');
      await section.getByRole('group', { name: 'Did this page help you?' }).getByRole('radio', { name: 'No' }).check();
      assert.equal(await reasons.isVisible(), true, 'the reasons after "No"');
      await reasons.getByRole('radio', { name: 'It is out of date' }).check();
      await section.getByLabel('Tell us more (optional)').fill('The menu names changed with the last update.');
    });

    await ctx.step('axe finds no serious or critical violation in the open form', async () => {
      const result = await runAxe(s.page);
      ctx.report.axe.push({ pageType: 'articleDetails (feedback open)', url: s.page.url(), viewport: 'desktop', blocking: result.blocking, other: [] });
      assert.equal(result.blocking.length, 0, describeViolations(result.blocking));
    });
    await ctx.screenshot(s, 'desktop-feedback-open');

    await ctx.step('sending thanks in place: the live region says so and takes focus; one POST; stored with its reason', async () => {
      const mark = s.mark();
      await section.getByRole('button', { name: 'Send feedback' }).click();
      const status = section.getByRole('status');
      await status.getByText('Thank you for telling us', { exact: false }).waitFor({ timeout: 10_000 });
      assert.equal(await status.evaluate((el) => el === document.activeElement), true, 'the thanks have focus');
      assert.equal(await section.locator('form').count(), 0, 'the form is gone: one answer per page view');
      const posts = s.api.slice(mark).filter((c) => c.method === 'POST' && c.path.startsWith('/feedback'));
      assert.equal(posts.length, 1, 'one POST /feedback');
      const after = await figuresOf(ctx.origin, articleItem);
      assert.equal(after.count, before.count + 1);
      assert.equal(after.reasons['out-of-date'], before.reasons['out-of-date'] + 1);
      assertClean(s, 'feedback sent');
    });
    await ctx.screenshot(s, 'desktop-feedback-thanks');

    await ctx.step('without JavaScript the form posts to the site and the page comes back thanked', async () => {
      const browser = ctx.context.browser();
      assert.ok(browser, 'a browser to open a context without JavaScript');
      const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: VIEWPORTS.phone.width, height: VIEWPORTS.phone.height } });
      try {
        const page = await noScript.newPage();
        const downloadItem = `download:${downloadId}`;
        const was = await figuresOf(ctx.origin, downloadItem);
        const path = `${BASE}/downloads/${downloadId}`;
        assert.equal((await page.goto(`${ctx.origin}${path}`))?.status(), 200);
        const form = page.locator('#helpfulness form');
        assert.equal(await form.getAttribute('method'), 'post');
        await form.getByRole('radio', { name: 'No' }).check();
        await form.getByRole('radio', { name: 'It is about a different product' }).check();
        await Promise.all([page.waitForURL(/feedback=thanks/), form.getByRole('button', { name: 'Send feedback' }).click()]);
        assert.equal(new URL(page.url()).pathname, path);
        assert.equal(new URL(page.url()).hash, '#helpfulness');
        assert.match((await page.locator('#helpfulness [role="status"]').textContent()) ?? '', /Thank you for your feedback/);
        assert.equal(await page.locator('#helpfulness form').count(), 0);
        fs.mkdirSync(ctx.screenshotsDir, { recursive: true });
        await page.screenshot({ path: join(ctx.screenshotsDir, 'phone-feedback-no-javascript.png'), fullPage: true });
        const now = await figuresOf(ctx.origin, downloadItem);
        assert.equal(now.count, was.count + 1);
        assert.equal(now.reasons['wrong-product'], was.reasons['wrong-product'] + 1);
      } finally {
        await noScript.close();
      }
    });
  },
};
