import assert from 'node:assert/strict';
import type { Response } from 'playwright-core';
import { describeViolations, runAxe } from '../harness/axe';
import { assertClean } from '../harness/checks';
import type { Flow } from '../harness/flow';
import { isBuilt } from '../harness/pageSamples';
import { VIEWPORTS } from '../harness/session';

const BASE = '/electronics/support';
const INSIGHTS = `${BASE}/agent/search-insights`;
/** Text no catalogue holds: the search finds nothing and joins the content gap list. */
const GAP_QUERY = 'Zylophon  Hotelmodus';
const GAP_NORMALISED = 'zylophon hotelmodus';

/** The page view whose body holds `text` (the home page's own view may still be on its way). */
const pageViewWith = (text: string) => (response: Response) =>
  response.url().includes('/api/content/support/page-views') && response.request().method() === 'POST' && (response.request().postData() ?? '').includes(text);

/**
 * Search insights end to end (docs/decisions/027-search-insights.md): what a visitor searches and
 * opens in the browser is logged by the site's own page views, and a customer-care agent who signs
 * in sees it on the insights page, the query that found nothing linking back to its search.
 */
export const insightsFlow: Flow = {
  name: 'insights',
  covers: 'searches and opened results logged through page views; agent sign-in from the insights page; the content gap list links to its search',
  async run(ctx) {
    if (!isBuilt('agentSearchInsights')) {
      ctx.report.notCovered.push('insights: page not built yet');
      return;
    }
    const c = ctx.catalogue;
    try {
      const s = await ctx.newSession(VIEWPORTS.desktop);
      await ctx.step('anonymous: the insights page has its heading and a sign-in prompt, and no figures', async () => {
        await s.goto(INSIGHTS);
        assert.equal(await s.page.getByRole('heading', { level: 1 }).innerText(), 'Search insights');
        assert.equal(await s.page.locator('.asc-sign-in a.button').count(), 1);
        assert.equal(await s.page.locator('.search-insights').count(), 0);
      });

      await ctx.step('a visitor searches for something missing, then for something found, and opens a result', async () => {
        await s.goto(BASE);
        const box = s.page.getByRole('combobox', { name: 'Search support' });
        let logged = s.page.waitForResponse(pageViewWith('"searchTerm":"Zylophon'));
        await box.fill(GAP_QUERY);
        await box.press('Enter');
        assert.equal((await logged).status(), 201);
        assert.equal(new URL(s.page.url()).pathname, `${BASE}/results`);

        logged = s.page.waitForResponse(pageViewWith(`"searchTerm":${JSON.stringify(c.broadQuery)}`));
        await box.fill(c.broadQuery);
        await box.press('Enter');
        await logged;
        logged = s.page.waitForResponse(pageViewWith(`"referrer":"${BASE}/results?query=${encodeURIComponent(c.broadQuery)}`));
        await s.page.locator('ol.result-list > li a').first().click();
        const open = await logged;
        assert.match(open.request().postData() ?? '', /"referrer":"\/electronics\/support\/results\?query=/, 'the opened result names the search it came from');
      });

      await ctx.step('an agent signs in from the insights page and sees the missing search in the content gap list', async () => {
        await s.goto(INSIGHTS);
        await s.page.locator('.asc-sign-in a.button').click();
        await s.page.waitForURL((url) => url.pathname === `${BASE}/asc/login`);
        await s.page.locator('#asc-username').fill('agent.demo');
        await s.page.locator('#asc-password').fill('CareAgent#2024');
        await Promise.all([s.page.waitForURL((url) => url.pathname === INSIGHTS), s.page.locator('form button[type="submit"]').click()]);
        await s.hydrated();
        const gaps = s.page.getByRole('region', { name: 'Searches that found nothing' });
        const link = gaps.getByRole('link', { name: new RegExp(GAP_NORMALISED) });
        assert.equal(await link.count(), 1, 'the missing search is listed once, normalised');
        const top = s.page.locator('#insights-top tbody tr').filter({ hasText: c.broadQuery.toLowerCase() });
        assert.equal(await top.count(), 1, 'the found search is among the top queries');
        assert.match(await top.locator('.insights-table__path').innerText(), /^\/\S+/, 'with the result opened from it');
        assert.equal(await s.page.getByRole('img', { name: 'Searches per day, last 30 days' }).count(), 1);
        const axe = await runAxe(s.page);
        ctx.report.axe.push({ pageType: 'agentSearchInsights (signed in)', url: s.page.url(), viewport: 'desktop', blocking: axe.blocking, other: axe.violations.filter((v) => !axe.blocking.includes(v)) });
        assert.equal(axe.blocking.length, 0, describeViolations(axe.blocking));
        await ctx.screenshot(s, 'insights-agent-desktop');
        assertClean(s, 'search insights');
      });

      await ctx.step('the content gap row leads to that search on the site', async () => {
        await s.page.getByRole('region', { name: 'Searches that found nothing' }).getByRole('link', { name: new RegExp(GAP_NORMALISED) }).click();
        await s.page.waitForURL((url) => url.pathname === `${BASE}/results`);
        assert.equal(new URL(s.page.url()).searchParams.get('query'), GAP_NORMALISED);
      });
    } finally {
      // The next flows browse as an anonymous visitor.
      await ctx.context.clearCookies();
    }
  },
};
