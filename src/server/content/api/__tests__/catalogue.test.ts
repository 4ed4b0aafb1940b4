import type { CategoriesResponse, MetadataResponse, ModelResult, SearchResponse } from '../../../../shared/content/types';
import { openDemoService, type DemoService } from '../../__tests__/support/demoService';
import { errorOf, ok } from '../../__tests__/support/bodies';

let demo: DemoService;
beforeAll(() => {
  demo = openDemoService();
});
afterAll(async () => {
  expect(demo.failures).toEqual([]);
  await demo.close();
});

describe('GET /{locale}/categories', () => {
  it('lists the top-level categories with localised names, images and product counts', async () => {
    const en = ok<CategoriesResponse>(await demo.get('/en_GB/categories'));
    expect(en.categories.length).toBeGreaterThanOrEqual(8);
    expect(en.color).toBe('');
    const tv = en.categories.find((c) => c.name === 'tv-home-cinema');
    expect(tv).toMatchObject({ displayName: 'TV & Home Cinema' });
    expect(tv?.productCount).toBeGreaterThan(40);
    expect(tv?.image).toMatch(/^\/api\/content\/support\/files\/[0-9a-f]{20}\/tv-home-cinema\.svg$/);

    const de = ok<CategoriesResponse>(await demo.get('/de_DE/categories'));
    expect(de.categories.find((c) => c.name === 'tv-home-cinema')?.displayName).toBe('TV & Heimkino');
  });

  it('answers 400 naming the locale when the locale is not served', async () => {
    const response = await demo.get('/es_ES/categories');
    expect(response.status).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'invalid_parameter', parameter: 'locale' });
  });

  it('accepts the locale in other spellings (en-GB, de_de)', async () => {
    expect((await demo.get('/en-GB/categories')).status).toBe(200);
    expect(ok<CategoriesResponse>(await demo.get('/de_de/categories')).categories[0].displayName).toBe('TV & Heimkino');
  });
});

describe('GET /{locale}/categories/{categoryName}', () => {
  it('returns the subcategories, the parent and the search module image', async () => {
    const body = ok<CategoriesResponse>(await demo.get('/fr_FR/categories/cameras'));
    expect(body.displayName).toBe('Appareils photo');
    expect(body.categories.map((c) => c.name)).toEqual(expect.arrayContaining(['interchangeable-lens-cameras', 'lenses']));
    expect(body.parentCategoryName).toBeUndefined();
    expect(body.searchModuleImage).toMatch(/cameras\.svg$/);

    const leaf = ok<CategoriesResponse>(await demo.get('/en_GB/categories/lenses'));
    expect(leaf).toMatchObject({ categories: [], displayName: 'Lenses', parentCategoryName: 'cameras', parentCategoryDisplayName: 'Cameras' });
    expect(typeof leaf.color).toBe('string');
  });

  it('answers 404 for an unknown category', async () => {
    const response = await demo.get('/en_GB/categories/toasters');
    expect(response.status).toBe(404);
    expect(errorOf(response)).toMatchObject({ code: 'not_found', parameter: 'categoryName' });
  });
});

describe('metadata', () => {
  it('gives a product with its category path from root to leaf', async () => {
    const body = ok<MetadataResponse>(await demo.get('/de_DE/products/at-55x89j/metadata'));
    expect(body.data).toMatchObject({ kind: 'product', name: 'at-55x89j', modelNumber: 'AT-55X89J', categoryName: 'televisions' });
    expect(body.data.displayName).toContain('Smart-TV');
    expect(body.parentCategories).toEqual([
      { name: 'tv-home-cinema', displayName: 'TV & Heimkino' },
      { name: 'televisions', displayName: 'Fernseher' },
    ]);
  });

  it('finds a product by its model number in any spelling', async () => {
    for (const spelling of ['AT-55X89J', 'at55x89j', 'At-55x89J']) {
      expect(ok<MetadataResponse>(await demo.get(`/en_GB/products/${encodeURIComponent(spelling)}/metadata`)).data.name).toBe('at-55x89j');
    }
  });

  it('gives a category with its path, the category itself last', async () => {
    const body = ok<MetadataResponse>(await demo.get('/en_GB/categories/lenses/metadata'));
    expect(body.data).toMatchObject({ kind: 'category', name: 'lenses', displayName: 'Lenses' });
    expect(body.parentCategories.map((c) => c.name)).toEqual(['cameras', 'lenses']);
  });

  it('answers 404 for unknown products and categories', async () => {
    expect((await demo.get('/en_GB/products/zz-9999/metadata')).status).toBe(404);
    expect((await demo.get('/en_GB/categories/zz/metadata')).status).toBe(404);
  });
});

describe('GET /{locale}/categories/{categoryName}/models', () => {
  it('lists the products of a category and its subcategories, paged', async () => {
    const first = ok<SearchResponse<ModelResult>>(await demo.get('/en_GB/categories/tv-home-cinema/models', { num: 10 }));
    expect(first).toMatchObject({ start: 0, end: 10 });
    expect(first.count).toBeGreaterThan(40);
    const categories = new Set(first.results.map((r) => r.categoryName));
    expect([...categories].every((c) => ['televisions', 'home-projectors', 'soundbars', 'av-receivers'].includes(c))).toBe(true);

    const second = ok<SearchResponse<ModelResult>>(await demo.get('/en_GB/categories/tv-home-cinema/models', { num: 10, start: 10 }));
    expect(second).toMatchObject({ start: 10, end: 20, count: first.count });
    const overlap = second.results.filter((r) => first.results.some((f) => f.name === r.name));
    expect(overlap).toEqual([]);
  });

  it('links every model to its product page in the visitor’s language', async () => {
    const body = ok<SearchResponse<ModelResult>>(await demo.get('/de_DE/categories/lenses/models', { num: 3 }));
    for (const model of body.results) {
      expect(model.url).toBe(`/de/electronics/support/lenses/${model.name}`);
      expect(model.image).toMatch(/\.svg$/);
      expect(model.slug).toBe(model.name);
    }
  });

  it('sorts by name and by newest', async () => {
    const byName = ok<SearchResponse<ModelResult>>(await demo.get('/en_GB/categories/televisions/models', { num: 100, sort: 'name' }));
    const names = byName.results.map((r) => r.modelNumber);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const newest = ok<SearchResponse<ModelResult>>(await demo.get('/en_GB/categories/televisions/models', { num: 100, sort: 'newest' }));
    const dates = newest.results.map((r) => r.releaseDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('narrows to products with content of the filtered types and document types (docs/behaviour.md §7)', async () => {
    const all = ok<SearchResponse<ModelResult>>(await demo.get('/en_GB/categories/headphones/models', { num: 100 }));
    // Wired headphones have software but no firmware download in the demo catalogue.
    const withDownloads = ok<SearchResponse<ModelResult>>(await demo.get('/en_GB/categories/headphones/models', { num: 100, contentTypeFilter: 'download' }));
    expect(withDownloads.count).toBeLessThan(all.count);
    expect(withDownloads.count).toBe(withDownloads.results.length);
    expect(withDownloads.results.some((r) => r.categoryName === 'wired-headphones')).toBe(false);
    expect(all.results.some((r) => r.categoryName === 'wired-headphones')).toBe(true);
    const wired = ok<SearchResponse<ModelResult>>(await demo.get('/en_GB/categories/wired-headphones/models', { contentTypeFilter: 'download,software' }));
    expect(wired.count).toBe(ok<SearchResponse<ModelResult>>(await demo.get('/en_GB/categories/wired-headphones/models')).count);

    // Documents of a type: every TV has operating instructions; no product lists a service manual publicly.
    const tvs = ok<SearchResponse<ModelResult>>(await demo.get('/en_GB/categories/televisions/models', { num: 100 }));
    const withManual = ok<SearchResponse<ModelResult>>(await demo.get('/en_GB/categories/televisions/models', { num: 100, documentTypeFilter: 'operating-instructions' }));
    expect(withManual.results.map((r) => r.name)).toEqual(tvs.results.map((r) => r.name));
    const restricted = ok<SearchResponse<ModelResult>>(await demo.get('/en_GB/categories/televisions/models', { documentTypeFilter: 'service-manual' }));
    expect(restricted).toMatchObject({ count: 0, results: [] });
    // A country is accepted (the catalogue holds no markets, so it narrows nothing).
    expect(ok<SearchResponse<ModelResult>>(await demo.get('/en_GB/categories/televisions/models', { num: 100, country: 'DE' })).count).toBe(tvs.count);
  });

  it('refuses an unknown content type or a country that is not a two-letter code', async () => {
    const unknown = await demo.get('/en_GB/categories/televisions/models', { contentTypeFilter: 'recipes' });
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown)).toMatchObject({ parameter: 'contentTypeFilter' });
    const country = await demo.get('/en_GB/categories/televisions/models', { country: 'Germany' });
    expect(country.status).toBe(400);
    expect(errorOf(country)).toMatchObject({ parameter: 'country' });
  });

  it('rejects bad paging and sort values with 400 naming the parameter', async () => {
    for (const [query, parameter] of [
      [{ num: 0 }, 'num'],
      [{ num: 101 }, 'num'],
      [{ num: 'ten' }, 'num'],
      [{ start: -1 }, 'start'],
      [{ start: '1e3' }, 'start'],
      [{ sort: 'price' }, 'sort'],
    ] as const) {
      const response = await demo.get('/en_GB/categories/televisions/models', query);
      expect(response.status).toBe(400);
      expect(errorOf(response).parameter).toBe(parameter);
    }
  });

  it('answers 404 for an unknown category', async () => {
    expect((await demo.get('/en_GB/categories/nothing/models')).status).toBe(404);
  });
});
