import assert from 'node:assert/strict';
import { runAxe, describeViolations } from '../harness/axe';
import { assertClean, assertLayoutStable, assertStructure, structureOf } from '../harness/checks';
import type { Flow } from '../harness/flow';
import { isBuilt, pageSamples } from '../harness/pageSamples';
import { VIEWPORTS } from '../harness/session';

/** Time the page gets after hydration to show any refetch it would (wrongly) make. */
const SETTLE_MS = 700;

/**
 * Every page type that exists, loaded fresh: server status, hydration without console errors or
 * warnings, no data request after hydration until the visitor does something, heading structure and
 * landmarks, CLS, an axe scan (no serious or critical violations), and screenshots of the key pages.
 */
export const pageTypesFlow: Flow = {
  name: 'page types',
  covers: 'each built page type: status, clean hydration without refetch, structure, CLS, axe, screenshots',
  async run(ctx) {
    for (const sample of pageSamples(ctx.catalogue)) {
      if (!isBuilt(sample.type)) {
        ctx.report.notCovered.push(`${sample.type}: page type has no modules of its own yet`);
        continue;
      }
      if (!sample.path) {
        ctx.report.notCovered.push(`${sample.type}: no address derivable from the public catalogue`);
        continue;
      }
      const path = sample.path;
      const session = await ctx.newSession(VIEWPORTS.desktop);
      let status = 0;
      const loaded = await ctx.step(`${sample.type}: ${path} answers ${sample.status} and hydrates`, async () => {
        status = await session.goto(path, { expectStatus: sample.status });
        assert.equal(status, sample.status);
      });
      if (!loaded) {
        await session.close();
        continue;
      }
      await ctx.step(`${sample.type}: no refetch at hydration, no console errors, no hydration warnings`, async () => {
        await session.page.waitForTimeout(SETTLE_MS);
        assert.deepEqual(session.dataRequests(), [], 'no data request after hydration');
        assertClean(session, path);
      });
      await ctx.step(`${sample.type}: one h1, ordered headings, landmarks, sized images`, async () => {
        assertStructure(await structureOf(session.page), { embedded: sample.chromeless });
      });
      await ctx.step(`${sample.type}: cumulative layout shift below 0.1`, async () => {
        const value = await assertLayoutStable(session, path);
        ctx.report.cls.push({ where: sample.type, value });
      });
      await ctx.step(`${sample.type}: axe finds no serious or critical violation`, async () => {
        const result = await runAxe(session.page);
        ctx.report.axe.push({
          pageType: sample.type,
          url: path,
          viewport: 'desktop',
          blocking: result.blocking,
          other: result.violations.filter((v) => !result.blocking.includes(v)),
        });
        assert.equal(result.blocking.length, 0, describeViolations(result.blocking));
      });
      if (sample.key) {
        await ctx.screenshot(session, `desktop-${sample.type}`);
        await session.page.setViewportSize({ width: VIEWPORTS.phone.width, height: VIEWPORTS.phone.height });
        await ctx.step(`${sample.type}: phone layout has no horizontal scrolling`, async () => {
          const structure = await structureOf(session.page);
          assert.ok(structure.overflowX <= 1, `${structure.overflowX}px too wide at ${VIEWPORTS.phone.width}px`);
        });
        await ctx.step(`${sample.type}: axe on the phone layout`, async () => {
          const result = await runAxe(session.page);
          ctx.report.axe.push({
            pageType: sample.type,
            url: path,
            viewport: 'phone',
            blocking: result.blocking,
            other: result.violations.filter((v) => !result.blocking.includes(v)),
          });
          assert.equal(result.blocking.length, 0, describeViolations(result.blocking));
        });
        await ctx.screenshot(session, `phone-${sample.type}`);
      }
      await session.close();
    }
  },
};
