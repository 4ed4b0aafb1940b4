import assert from 'node:assert/strict';
import { assertClean, assertLayoutStable, structureOf } from '../harness/checks';
import type { Flow } from '../harness/flow';
import { VIEWPORTS, type Viewport } from '../harness/session';

const BASE = '/electronics/support';

/** Rendered size of the first image matching `selector`. */
async function renderedSize(page: import('playwright-core').Page, selector: string): Promise<[number, number] | null> {
  const box = await page.locator(selector).first().boundingBox();
  return box ? [Math.round(box.width), Math.round(box.height)] : null;
}

/**
 * Phone, tablet and desktop layouts of the key pages: no horizontal scrolling, the docs/behaviour.md §9 image
 * sizes as rendered, a stable layout, and screenshots for a person to look at.
 */
export const responsiveFlow: Flow = {
  name: 'responsive',
  covers: 'phone, tablet and desktop layouts: no horizontal scroll, docs/behaviour.md §9 image sizes, CLS, screenshots',
  async run(ctx) {
    const { catalogue: c } = ctx;
    const pages: Array<{ name: string; path: string }> = [
      { name: 'home', path: BASE },
      { name: 'category', path: `${BASE}/${c.topCategory.name}` },
      { name: 'product', path: `${BASE}/${c.product.categoryName}/${c.product.name}` },
      { name: 'results', path: `${BASE}/results?query=${encodeURIComponent(c.product.modelNumber)}` },
      { name: 'home-de', path: `/de${BASE}/${c.topCategory.name}` },
    ];
    for (const viewport of Object.values(VIEWPORTS) as Viewport[]) {
      const s = await ctx.newSession(viewport);
      for (const target of pages) {
        await ctx.step(`${viewport.name} ${target.name}: fits the screen, stable, clean`, async () => {
          await s.goto(target.path);
          // Lazy images below the fold load while the full-page screenshot scrolls through.
          await s.page.waitForLoadState('networkidle');
          const structure = await structureOf(s.page);
          assert.ok(structure.overflowX <= 1, `${structure.overflowX}px wider than the ${viewport.width}px screen`);
          await assertLayoutStable(s, `${viewport.name} ${target.name}`);
          assertClean(s, `${viewport.name} ${target.name}`);
          if (viewport.name !== 'tablet' || target.name === 'category' || target.name === 'home') {
            await ctx.screenshot(s, `${viewport.name}-${target.name}`);
          }
        });
      }
      await ctx.step(`${viewport.name}: model results and best matches use 70 x 70 images (docs/behaviour.md §9)`, async () => {
        await s.goto(`${BASE}/${c.topCategory.name}`);
        assert.deepEqual(await renderedSize(s.page, '.model-results .model-card__image'), [70, 70]);
        await s.goto(`${BASE}/results?query=${encodeURIComponent(c.product.modelNumber)}`);
        assert.deepEqual(await renderedSize(s.page, '.best-match img'), [70, 70]);
        const img = s.page.locator('.best-match img').first();
        assert.ok(await img.getAttribute('srcset'), 'srcset');
        assert.match((await img.getAttribute('sizes')) ?? '', /\(min-width: 1024px\) 70px/);
      });
    }
  },
};
