import { PAGE_BUNDLE_OF } from '../../routes/pageBundles';
import { PAGE_MODULES } from '../../routes/pageModules';
import { PAGE_TYPES } from '../../routes/routeTable';
import { isDeferred } from '../bundles/deferred';
import { areModulesLoaded, loadAllModules, loadingModulesFor, loadModulesFor, modulesFor } from '../registry';

describe('page bundles', () => {
  it('a page type needs its bundle loaded before its modules are read', async () => {
    expect(areModulesLoaded('product')).toBe(false);
    expect(() => modulesFor('product')).toThrow(/not loaded/);
    await loadModulesFor('productManual');
    // The product tabs share the product bundle: one load serves them all.
    expect(modulesFor('product').map((m) => m.id)).toEqual(PAGE_MODULES.product);
    // The overview has parts that hydrate later (ADR 042) which the manuals tab did not load.
    expect(areModulesLoaded('product')).toBe(false);
    await loadModulesFor('product');
    expect(areModulesLoaded('product')).toBe(true);
  });

  it('a client page load waits for the deferred parts of its modules, the first hydration does not', async () => {
    await loadModulesFor('productFaq', { deferred: false });
    const parts = modulesFor('productFaq').flatMap((m) => [...(isDeferred(m.Component) ? [m.Component] : []), ...(m.deferredParts ?? [])]);
    // The FAQ tab's topic bundles and support request form hydrate after the page.
    expect(parts.length).toBeGreaterThanOrEqual(2);
    await loadModulesFor('productFaq');
    expect(parts.every((p) => p.isLoaded())).toBe(true);
    expect(areModulesLoaded('productFaq')).toBe(true);
  });

  it("the first hydration needs no loader: a page load gets the bundle's sagas, and only then can it run (ADR 042 update 4)", async () => {
    await loadModulesFor('category', { deferred: false });
    // The modules render without their sagas; running them would need the sagas chunk.
    expect(modulesFor('category').some((m) => m.load)).toBe(false);
    expect(areModulesLoaded('category')).toBe(false);
    expect(() => loadingModulesFor('category')).toThrow(/not loaded/);
    await loadModulesFor('category');
    expect(areModulesLoaded('category')).toBe(true);
    const loading = loadingModulesFor('category');
    expect(loading.find((m) => m.id === 'modelResults')?.load).toEqual(expect.any(Function));
    // The definitions the page renders stay the objects it rendered before (the layout keeps its module list while
    // it is unchanged); the page load gets copies with the sagas.
    const rendered = modulesFor('category').find((m) => m.id === 'modelResults');
    expect(rendered?.load).toBeUndefined();
    expect(loading.find((m) => m.id === 'modelResults')).not.toBe(rendered);
  });

  it("every page type's bundle holds every module the page type lists, in the listed order", async () => {
    await loadAllModules();
    for (const type of PAGE_TYPES) {
      expect({ type, ids: modulesFor(type).map((m) => m.id) }).toEqual({ type, ids: [...PAGE_MODULES[type]] });
    }
  });

  it('bundles are few: the page types of one family share one', () => {
    const bundles = new Set(Object.values(PAGE_BUNDLE_OF));
    expect(bundles.size).toBeLessThanOrEqual(10);
    expect(PAGE_BUNDLE_OF.productFaq).toBe(PAGE_BUNDLE_OF.product);
    expect(PAGE_BUNDLE_OF.categoryResults).toBe(PAGE_BUNDLE_OF.homeResults);
  });
});
