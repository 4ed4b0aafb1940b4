import { PAGE_BUNDLE_OF } from '../../routes/pageBundles';
import { PAGE_MODULES } from '../../routes/pageModules';
import { PAGE_TYPES } from '../../routes/routeTable';
import { areModulesLoaded, loadAllModules, loadModulesFor, modulesFor } from '../registry';

describe('page bundles', () => {
  it('a page type needs its bundle loaded before its modules are read', async () => {
    expect(areModulesLoaded('product')).toBe(false);
    expect(() => modulesFor('product')).toThrow(/not loaded/);
    await loadModulesFor('productManual');
    // The product tabs share the product bundle: one load serves them all.
    expect(areModulesLoaded('product')).toBe(true);
    expect(modulesFor('product').map((m) => m.id)).toEqual(PAGE_MODULES.product);
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
