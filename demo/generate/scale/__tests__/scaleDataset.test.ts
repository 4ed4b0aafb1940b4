import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { modelKey } from '../../../../src/server/content/search/modelKey';
import { SqliteContentStore } from '../../../../src/server/content/store/sqlite/SqliteContentStore';
import { loadDataset } from '../../../../src/server/content/store/sqlite/loadDataset';
import { migrate } from '../../../../src/server/content/store/sqlite/schema';
import type { Dataset, DatasetContent, DatasetProduct } from '../../../../src/server/content/Dataset';
import { regionCode, scaleDataset, scaledVersion } from '../scaleDataset';

/** A small catalogue in the demo's shapes: two televisions, a manual and a firmware each, a shared FAQ. */
function baseDataset(): Dataset {
  const image = { id: 'a'.repeat(20), name: 'tv.svg', mediaType: 'image/svg+xml', disposition: 'inline' as const, sha256: 'a'.repeat(64), bytes: Buffer.from('<svg/>') };
  const product = (name: string, modelNumber: string): DatasetProduct => ({
    name,
    modelNumber,
    categoryName: 'televisions',
    series: 'X89J',
    releaseDate: '2023-03-01',
    popularity: 80,
    imageFileId: image.id,
    colour: 'Black',
    texts: { en_GB: { displayName: `Aurora ${modelNumber} TV`, description: '4K HDR television.' } },
    attrs: {},
  });
  const row = (id: string, familyId: string, contentType: string, title: string, products: string[]): DatasetContent => ({
    id,
    familyId,
    contentType,
    locale: 'en_GB',
    language: 'en',
    title,
    summary: '',
    body: `${title}. Read the safety notes before you start.`,
    published: '2023-03-01',
    channel: 'con',
    accessLevel: 'public',
    popularity: 50,
    fileId: null,
    attrs: {},
    productNames: products,
    categoryNames: [],
    facets: [],
    keywords: [],
  });
  return {
    version: 'base-1',
    categories: [{ name: 'televisions', parentName: null, position: 0, color: '', imageFileId: null, texts: { en_GB: { displayName: 'Televisions', description: '' } } }],
    products: [product('at-55x89j', 'AT-55X89J'), product('at-65x89j', 'AT-65X89J')],
    content: [
      row('00300001:en', '00300001', 'document', 'Operating Instructions – AT-55X89J', ['at-55x89j']),
      row('00300002:en', '00300002', 'document', 'Operating Instructions – AT-65X89J', ['at-65x89j']),
      row('00200001:en_GB', '00200001', 'download', 'Firmware update v6.7.412 for AT-55X89J', ['at-55x89j']),
      row('00200002:en_GB', '00200002', 'download', 'Firmware update v6.7.412 for AT-65X89J', ['at-65x89j']),
      row('00100001:en_GB', '00100001', 'faq-article', 'The TV turns off by itself', ['at-55x89j', 'at-65x89j']),
    ],
    files: [image],
    popularQueries: [],
  };
}

const digest = (dataset: Dataset) => createHash('sha256').update(JSON.stringify(dataset)).digest('hex');

describe('scaleDataset', () => {
  it('grows the catalogue to at least the asked number of documents, and not much beyond', () => {
    const scaled = scaleDataset(baseDataset(), 200);
    expect(scaled.content.length).toBeGreaterThanOrEqual(200);
    expect(scaled.content.length).toBeLessThan(210);
    expect(scaled.version).toBe(scaledVersion('base-1', 200));
    expect(scaleDataset(baseDataset(), 3).content).toHaveLength(5);
  });

  it('is deterministic', () => {
    expect(digest(scaleDataset(baseDataset(), 500))).toBe(digest(scaleDataset(baseDataset(), 500)));
  });

  it('adds regional variants with their own ids, names, model numbers and texts', () => {
    const scaled = scaleDataset(baseDataset(), 60);
    const unique = <T>(values: T[]) => new Set(values).size === values.length;
    expect(unique(scaled.content.map((c) => c.id))).toBe(true);
    expect(unique(scaled.products.map((p) => p.name))).toBe(true);
    expect(unique(scaled.products.map((p) => modelKey(p.modelNumber)))).toBe(true);
    expect(regionCode(1)).toBe('EU');
    expect(regionCode(39)).toBe('EU2');
    const variant = scaled.products.find((p) => p.name === 'at-55x89j-eu');
    expect(variant).toMatchObject({ modelNumber: 'AT-55X89J-EU', categoryName: 'televisions' });
    const firmware = scaled.content.find((c) => c.title === 'Firmware update v6.7.412 for AT-55X89J-EU');
    expect(firmware).toMatchObject({ contentType: 'download', productNames: ['at-55x89j-eu'] });
    expect(firmware?.familyId).toMatch(/^\d{8}$/);
    // Every relation points at a product of the catalogue.
    const names = new Set(scaled.products.map((p) => p.name));
    expect(scaled.content.every((c) => c.productNames.every((n) => names.has(n)))).toBe(true);
  });

  it('loads into the store, where a variant is found by its own model number', async () => {
    const db = new Database(':memory:');
    migrate(db);
    loadDataset(db, scaleDataset(baseDataset(), 100));
    const dir = mkdtempSync(join(tmpdir(), 'scale-test-'));
    const path = join(dir, 'content.sqlite');
    await db.backup(path);
    db.close();
    const store = SqliteContentStore.open(path, { mustExist: true });
    try {
      const [match] = await store.findProductsByModelKey('en_GB', 'at55x89jeu', 5);
      expect(match?.product.name).toBe('at-55x89j-eu');
      const outcome = await store.search({
        locale: 'en_GB',
        match: { mode: 'all', groups: [{ alternatives: [{ words: ['firmware'], prefix: false }] }], modelKey: null },
        contentTypes: null,
        scope: 'at-55x89j-eu',
        facet: null,
        page: { start: 0, num: 10 },
      });
      expect(outcome.hits.map((h) => h.title)).toEqual(['Firmware update v6.7.412 for AT-55X89J-EU']);
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
