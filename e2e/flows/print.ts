import assert from 'node:assert/strict';
import type { Flow } from '../harness/flow';
import { VIEWPORTS } from '../harness/session';

const BASE = '/electronics/support';

/** Pages of a PDF as Chromium writes it: one `/Type /Page` object per page. */
function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}

/** Printing an article: a print button once the page runs, and a printout of the article alone. */
export const printFlow: Flow = {
  name: 'print',
  covers: 'article "Print this article" button -> print dialog; the article printed to PDF in Chromium fits one A4 page without navigation, search, product cards or the model list',
  async run(ctx) {
    const { articleFamilyId } = ctx.catalogue;
    assert.ok(articleFamilyId, 'the catalogue has an article');
    const s = await ctx.newSession(VIEWPORTS.desktop);
    await s.goto(`${BASE}/articles/${articleFamilyId}`);
    await s.hydrated();

    await ctx.step('the article offers a print button that opens the print dialog', async () => {
      const button = s.page.getByRole('button', { name: 'Print this article' });
      assert.ok(await button.isVisible(), 'the print button is visible');
      await s.page.evaluate(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed += 1;
        };
      });
      await button.click();
      assert.equal(await s.page.evaluate(() => (window as unknown as { printed: number }).printed), 1);
    });

    await ctx.step('the printout is the article alone, on one A4 page', async () => {
      await s.page.emulateMedia({ media: 'print' });
      const hidden = await s.page.evaluate(() =>
        ['.site-header', '.site-footer', '.search-box', '.details__section--wide', '.related-articles', '.applies-to .model-list', '.print-button']
          .map((selector) => [selector, [...document.querySelectorAll(selector)].every((e) => getComputedStyle(e).display === 'none')] as const)
          .filter(([, none]) => !none)
          .map(([selector]) => selector),
      );
      assert.deepEqual(hidden, [], 'no site chrome, search, product cards, related links or model list in print');
      assert.ok(await s.page.locator('.article-details h1').isVisible(), 'the title prints');
      assert.ok(await s.page.locator('.article-details .details__section').first().isVisible(), 'the steps print');
      await ctx.screenshot(s, 'print-article');
      const pdf = await s.page.pdf({ format: 'A4' });
      assert.equal(pdfPageCount(pdf), 1, 'a short article prints on one page');
      await s.page.emulateMedia({ media: 'screen' });
    });
  },
};
