import assert from 'node:assert/strict';
import { assertClean } from '../harness/checks';
import type { Flow } from '../harness/flow';
import { VIEWPORTS, type Session } from '../harness/session';

const BASE = '/electronics/support';
const STATIC = `${BASE}/static/`;

interface Manifest {
  scripts: string[];
  chunks: Record<string, string[]>;
}

/** The scripts a page's document names, in document order (file names under the static base). */
function scriptsOf(html: string): string[] {
  return [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]).map((src) => src.slice(src.indexOf(STATIC) + STATIC.length));
}

/** What the build says a page needs: its bundle's and its language's chunks first, then the entry. */
function expectedScripts(manifest: Manifest, chunkNames: string[]): string[] {
  const files: string[] = [];
  for (const name of chunkNames) {
    assert.ok(manifest.chunks[name], `the manifest lists chunk ${name}`);
    for (const f of manifest.chunks[name]) if (!files.includes(f) && !manifest.scripts.includes(f)) files.push(f);
  }
  return [...files, ...manifest.scripts];
}

/** Whether a file belongs to a chunk of parts that hydrate after the page (ADR 042), not to the initial scripts. */
function isLater(manifest: Manifest, file: string): boolean {
  return Object.entries(manifest.chunks).some(([name, files]) => name.startsWith('later-') && files.includes(file) && !manifest.scripts.includes(file));
}

/** Every script file the tab has fetched so far. */
function trackScripts(session: Session): string[] {
  const fetched: string[] = [];
  session.page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' && pathname.startsWith(STATIC)) fetched.push(pathname.slice(STATIC.length));
  });
  return fetched;
}

/**
 * The split build (docs/decisions/026-code-splitting-by-page-bundle.md): a page's document names exactly the
 * chunks of its page bundle and language beside the entry, hydration needs no other script, and a client
 * navigation to another page type fetches that type's chunk and renders it without errors.
 */
export const splitFlow: Flow = {
  name: 'code splitting',
  covers:
    'documents name exactly their chunks (from the build manifest), hydration fetches no other script but the later parts, which keep their server HTML until their code arrives (ADR 042), home -> product client-side loads the product chunk',
  async run(ctx) {
    const { catalogue: c, origin } = ctx;
    const manifest = (await (await fetch(`${origin}${STATIC}manifest.json`)).json()) as Manifest;
    const productPath = `${BASE}/${c.product.categoryName}/${c.product.name}`;
    const productScripts = expectedScripts(manifest, ['page-product', 'strings-en-product-json']);
    const homeScripts = expectedScripts(manifest, ['page-home', 'strings-en-home-json']);

    await ctx.step('the product page names exactly the product bundle, the English strings and the entry', async () => {
      const html = await (await fetch(`${origin}${productPath}`)).text();
      assert.deepEqual(scriptsOf(html), productScripts);
    });

    await ctx.step('a German home page names the home bundle and its German strings only', async () => {
      const html = await (await fetch(`${origin}/de${BASE}`)).text();
      const scripts = scriptsOf(html);
      assert.deepEqual(scripts, expectedScripts(manifest, ['page-home', 'strings-de-home-json']));
      for (const other of [...manifest.chunks['strings-en-home-json'], ...manifest.chunks['strings-de-product-json'], ...manifest.chunks['page-product']]) {
        assert.ok(!scripts.includes(other) || manifest.chunks['page-home'].includes(other), `${other} is not on the German home page`);
      }
    });

    const s = await ctx.newSession(VIEWPORTS.desktop);
    const fetched = trackScripts(s);

    await ctx.step('home hydrates with the scripts its document names and no other', async () => {
      await s.goto(BASE);
      await s.page.waitForTimeout(300);
      // Beside the named scripts only the chunks that start after hydration (ADR 042): here the navigation code.
      assert.deepEqual(fetched.filter((f) => !isLater(manifest, f)).sort(), [...homeScripts].sort());
      assert.ok(manifest.chunks['later-navigation']?.every((f) => fetched.includes(f)), 'the navigation code was fetched after hydration');
      assertClean(s, 'home');
      await s.page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    });

    await ctx.step('home -> category -> product client-side: the product chunk is fetched on the way, no errors', async () => {
      const before = fetched.length;
      await s.page.click(`a.category-tile[href="${BASE}/${c.topCategory.name}"]`);
      await s.pageStateUpdates(2);
      await s.page.click(`a.model-card[href="${productPath}"]`);
      await s.pageStateUpdates(3);
      assert.equal(await s.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), true, 'no full page load');
      assert.equal((await s.page.locator('h1').first().innerText()).trim(), c.product.displayName);
      const loadedOnTheWay = fetched.slice(before);
      const productFiles = manifest.chunks['page-product'].filter((file) => !homeScripts.includes(file));
      assert.ok(productFiles.length > 0, 'the product bundle has files of its own');
      for (const file of productFiles) assert.ok(loadedOnTheWay.includes(file), `${file} was fetched on the way to the product page`);
      // The product bundle's UI strings came with its code (ADR 042 update 2), in the page's language only.
      for (const file of manifest.chunks['strings-en-product-json']) assert.ok(loadedOnTheWay.includes(file), `${file} (the product's strings) was fetched`);
      assert.ok(!loadedOnTheWay.some((f) => f.startsWith('strings-') && !f.startsWith('strings-en-')), 'no other language was fetched');
      assert.ok(!loadedOnTheWay.some((f) => f.startsWith('strings-en-home')), 'the home strings were not fetched again');
      assert.ok(await s.page.locator('#manuals, #downloads').first().isVisible(), 'the product modules rendered');
      assertClean(s, 'the product page after client navigation');
    });

    const direct = await ctx.newSession(VIEWPORTS.phone);
    const fetchedDirect = trackScripts(direct);
    await ctx.step('the product page opened directly hydrates with exactly its named scripts, no refetch, no errors', async () => {
      await direct.goto(productPath);
      await direct.page.waitForTimeout(500);
      // Beside the named scripts only the chunks of parts that hydrate after the page (ADR 042).
      assert.deepEqual(fetchedDirect.filter((f) => !isLater(manifest, f)).sort(), [...productScripts].sort());
      assert.deepEqual(direct.dataRequests(), [], 'no data request after hydration');
      assertClean(direct, 'product');
    });

    // docs/decisions/042-javascript-budget.md: the below-the-fold parts' chunks held back on the wire.
    const late = await ctx.newSession(VIEWPORTS.phone);
    const held: string[] = [];
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    // The navigation code is held back in a step of its own below: the harness sees hydration by the first
    // page_state_updated, which that code sends.
    const navigationFiles = manifest.chunks['later-navigation'] ?? [];
    await late.page.route(
      (url) => url.pathname.startsWith(STATIC) && isLater(manifest, url.pathname.slice(STATIC.length)) && !navigationFiles.includes(url.pathname.slice(STATIC.length)),
      async (route) => {
        held.push(new URL(route.request().url()).pathname.slice(STATIC.length));
        await arrived;
        await route.continue();
      },
    );
    await late.page.addInitScript(() => {
      // Every element React takes out of the page: a Suspense fallback replacing server HTML would show here.
      const removed: string[] = [];
      Object.assign(window, { __removed: removed });
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.removedNodes) if (n instanceof Element && (r.target as Element).closest?.('#root')) removed.push(`${n.tagName}#${n.id}.${n.className}`);
      }).observe(document, { childList: true, subtree: true });
    });
    await ctx.step('the product page hydrates before its below-the-fold chunks arrive and keeps their server HTML meanwhile', async () => {
      // Not goto: the held chunks, inserted before the load event, hold that event back too.
      await late.page.goto(`${origin}${productPath}`, { waitUntil: 'domcontentloaded' });
      await late.hydrated();
      await late.page.waitForTimeout(300);
      assert.ok(held.length > 0, 'the later chunks were requested once hydration had started');
      // The support request form (its code held back) is still the server's form.
      assert.equal(await late.page.locator('#support-request-form form').count(), 1, 'the server HTML of the form is in place');
      // Tutorials, support videos, "Follow updates" and the neighbouring categories hydrate later too (ADR 042
      // update 1): their server HTML stays, with its links, while their code is held back.
      for (const [chunk, section] of [
        ['later-tutorials', '#tutorials'],
        ['later-supportVideos', '#supportVideos'],
        ['later-followUpdates', '#follow-updates'],
        ['later-contextCategories', '#contextCategories'],
      ]) {
        assert.ok(manifest.chunks[chunk]?.some((file) => held.includes(file)), `${chunk} was held back`);
        assert.ok((await late.page.locator(`${section} a[href]`).count()) > 0, `${section} keeps its server HTML and links`);
      }
      arrive();
      await late.page.waitForTimeout(800);
      assert.equal(await late.page.locator('#support-request-form form').count(), 1, 'the form is in place after its code arrived');
      await late.page.locator('#support-request-form summary').click();
      assert.ok(await late.page.locator('#support-request-form form').isVisible(), 'the form opens');
      assert.deepEqual(await late.page.evaluate(() => (window as unknown as { __removed: string[] }).__removed), [], 'no server HTML replaced');
      assertClean(late, 'product with late chunks');
    });

    // ADR 042 update 2: redux-saga, the API client and the client-navigation code start after hydration.
    const slow = await ctx.newSession(VIEWPORTS.desktop);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const heldNavigation: string[] = [];
    await slow.page.route(
      (url) => url.pathname.startsWith(STATIC) && navigationFiles.includes(url.pathname.slice(STATIC.length)),
      async (route) => {
        heldNavigation.push(route.request().url());
        await released;
        await route.continue();
      },
    );
    await ctx.step('with the navigation code held back the home page hydrates, and a link followed meanwhile loads its page once the code arrives', async () => {
      await slow.page.goto(`${origin}${BASE}`, { waitUntil: 'domcontentloaded' });
      // Hydrated: React has claimed the server's elements (its fiber on the heading).
      await slow.page.waitForFunction(() => {
        const h1 = document.querySelector('#root h1');
        return Boolean(h1 && Object.keys(h1).some((key) => key.startsWith('__reactFiber')));
      });
      assert.ok(heldNavigation.length > 0, 'the navigation code was requested after hydration');
      await slow.page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      await slow.page.click(`a.category-tile[href="${BASE}/${c.topCategory.name}"]`);
      await slow.page.waitForTimeout(300);
      assert.equal(new URL(slow.page.url()).pathname, `${BASE}/${c.topCategory.name}`, 'the address follows the link at once');
      assert.ok(await slow.page.locator('.progress--active').count(), 'the page shows it is loading');
      release();
      await slow.pageStateUpdates(2);
      assert.equal(await slow.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), true, 'a client navigation');
      assert.equal(await slow.page.locator(`a.model-card[href="${productPath}"]`).count(), 1, 'the category page rendered');
      assertClean(slow, 'home -> category with the navigation code late');
    });

    // When the navigation code cannot be fetched at all, forms are sent as they are without JavaScript.
    const offline = await ctx.newSession(VIEWPORTS.desktop);
    await offline.page.route(
      (url) => url.pathname.startsWith(STATIC) && navigationFiles.includes(url.pathname.slice(STATIC.length)),
      (route) => route.abort('connectionrefused'),
    );
    const listId = c.serialCheckerListId;
    if (!listId) ctx.report.notCovered.push('code splitting: a form without the navigation code (no checker list)');
    else
      await ctx.step('without the navigation code a posted form is answered by the server (the serial-number checker)', async () => {
        await offline.page.goto(`${origin}${BASE}/serial-number-checker/${listId}`, { waitUntil: 'domcontentloaded' });
        await offline.page.waitForFunction(() => {
          const h1 = document.querySelector('#root h1');
          return Boolean(h1 && Object.keys(h1).some((key) => key.startsWith('__reactFiber')));
        });
        // The import is tried twice before forms fall back to the browser's own submission.
        await offline.page.waitForTimeout(500);
        const form = offline.page.locator('form.checker-form');
        await form.locator('select[name="model"]').selectOption({ index: 1 });
        await form.locator('input[name="serialNumber"]').fill('1');
        // Only the browser's own submission makes a navigation request; a handler waiting for sagas would make none.
        const [response] = await Promise.all([
          offline.page.waitForEvent('response', { predicate: (r) => r.request().isNavigationRequest(), timeout: 10_000 }),
          form.getByRole('button').click(),
        ]);
        assert.equal(response.request().method(), 'POST', 'the form was posted');
        assert.ok(response.status() < 500, 'the server answered the form');
        await offline.page.waitForLoadState('domcontentloaded');
        assert.ok(await offline.page.locator('form.checker-form').isVisible(), 'the checker page came back with its answer');
      });
  },
};
