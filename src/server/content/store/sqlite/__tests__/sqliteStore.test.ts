import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Dataset, DatasetContent } from '../../../dataset/Dataset';
import { FileCollector } from '../../../dataset/files';
import { SqliteContentStore } from '../SqliteContentStore';
import { ensureDatabase } from '../ensureDatabase';
import { SCHEMA_VERSION } from '../schema';
import { searchLanguage } from '../../../search/searchLanguage';

/** A hand-made catalogue small enough to reason about every ranking. */
function fixture(version: string): Dataset {
  const files = new FileCollector();
  const image = files.add('p.svg', 'image/svg+xml', 'inline', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
  const article = (id: string, locale: 'en_GB' | 'de_DE', title: string, body: string, popularity = 10): DatasetContent => ({
    id: `${id}:${locale}`,
    familyId: id,
    contentType: 'faq-article',
    locale,
    language: locale.slice(0, 2),
    title,
    summary: '',
    body,
    published: '2024-01-01',
    channel: 'con',
    accessLevel: 'public',
    popularity,
    fileId: null,
    attrs: {},
    productNames: ['tx-100'],
    categoryNames: [],
    facets: [],
    keywords: [],
  });
  return {
    version,
    categories: [
      { name: 'tv', parentName: null, position: 0, color: '#123456', imageFileId: null, texts: { en_GB: { displayName: 'TV', description: '' } } },
      { name: 'oled', parentName: 'tv', position: 0, color: '', imageFileId: null, texts: { en_GB: { displayName: 'OLED', description: '' } } },
    ],
    products: [
      {
        name: 'tx-100',
        modelNumber: 'TX-100',
        categoryName: 'oled',
        series: 'TX',
        releaseDate: '2023-01-01',
        popularity: 1,
        imageFileId: image.id,
        colour: 'Black',
        texts: { en_GB: { displayName: 'TX 100', description: 'A television' } },
        attrs: {},
      },
    ],
    content: [
      // Popular, long body full of the words, but the title does not match...
      article('body', 'en_GB', 'Picture settings explained', 'The speaker crackle fix: speaker crackle happens when... '.repeat(3), 99),
      // ...while this one names the problem in its title.
      article('title', 'en_GB', 'Speaker crackle', 'Check the cable.', 1),
      article('title', 'de_DE', 'Lautsprecher knistert', 'Prüfen Sie das Kabel.', 1),
      article('secret', 'en_GB', 'Speaker crackle service bulletin', 'Restricted.', 50),
    ].map((c) => (c.familyId === 'secret' ? { ...c, accessLevel: 'asc' } : c)),
    files: files.all(),
    popularQueries: [{ locale: 'en_GB', text: 'speaker crackle', weight: 5 }],
  };
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'content-store-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const quiet = { log: () => undefined };

describe('ensureDatabase', () => {
  it('creates the file once and leaves a current one alone', () => {
    const path = join(dir, 'var', 'content.sqlite');
    const first = ensureDatabase(path, { ...quiet, version: 'v1', dataset: () => fixture('v1') });
    expect(first).toMatchObject({ generated: true, version: 'v1' });
    expect(first.milliseconds).toBeGreaterThanOrEqual(0);
    const second = ensureDatabase(path, { ...quiet, version: 'v1', dataset: () => { throw new Error('must not rebuild'); } });
    expect(second).toEqual({ generated: false, version: 'v1' });
  });

  it('rebuilds a file holding another dataset version, or no database at all', () => {
    const path = join(dir, 'content.sqlite');
    ensureDatabase(path, { ...quiet, version: 'v1', dataset: () => fixture('v1') });
    expect(ensureDatabase(path, { ...quiet, version: 'v2', dataset: () => fixture('v2') }).generated).toBe(true);
    const garbage = join(dir, 'garbage.sqlite');
    writeFileSync(garbage, 'not a database');
    expect(ensureDatabase(garbage, { ...quiet, version: 'v1', dataset: () => fixture('v1') }).generated).toBe(true);
  });

  it('stores the schema version and opens in WAL mode with one FTS5 table per locale', async () => {
    const path = join(dir, 'content.sqlite');
    ensureDatabase(path, { ...quiet, version: 'v1', dataset: () => fixture('v1') });
    const store = SqliteContentStore.open(path);
    await store.close();
    const db = new Database(path, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE sql LIKE '%USING fts5%' ORDER BY name").all();
    expect(tables.map((t) => t.name)).toEqual(['search_de_DE', 'search_en_GB', 'search_fr_FR']);
    db.close();
  });
});

describe('SqliteContentStore', () => {
  let store: SqliteContentStore;
  beforeEach(() => {
    const path = join(dir, 'content.sqlite');
    ensureDatabase(path, { ...quiet, version: 'v1', dataset: () => fixture('v1') });
    store = SqliteContentStore.open(path);
  });
  afterEach(() => store.close());

  const search = (locale: 'en_GB' | 'de_DE' | 'fr_FR', words: string[], scope: string | null = null) =>
    store.search({
      locale,
      // Match words are in the form the index holds them (stemmed for German and French).
      match: { mode: 'all', groups: words.map((w) => ({ alternatives: [{ words: [searchLanguage(locale).stem(w)], prefix: false }] })), modelKey: null },
      contentTypes: null,
      scope,
      facet: null,
      page: { start: 0, num: 10 },
    });

  it('ranks a title match above a body match, whatever the popularity', async () => {
    const outcome = await search('en_GB', ['speaker', 'crackle']);
    expect(outcome.hits.map((h) => h.familyId)).toEqual(['title', 'body']);
  });

  it('never returns restricted content to a public search', async () => {
    const outcome = await search('en_GB', ['bulletin']);
    expect(outcome.total).toBe(0);
  });

  it('shows each locale its translation, or English when there is none', async () => {
    expect((await search('de_DE', ['lautsprecher'])).hits.map((h) => h.title)).toEqual(['Lautsprecher knistert']);
    expect((await search('de_DE', ['picture'])).hits.map((h) => h.title)).toEqual(['Picture settings explained']);
    expect((await search('fr_FR', ['speaker', 'crackle'])).hits[0].title).toBe('Speaker crackle');
  });

  it('scopes by product and by every ancestor category', async () => {
    expect((await search('en_GB', ['crackle'], 'tx-100')).total).toBe(2);
    expect((await search('en_GB', ['crackle'], 'tv')).total).toBe(2);
    expect((await search('en_GB', ['crackle'], 'elsewhere')).total).toBe(0);
  });

  it('lists products of a category including its subcategories and finds them by model key', async () => {
    expect((await store.listProducts('en_GB', 'tv', { start: 0, num: 10 }, 'relevance')).items.map((p) => p.name)).toEqual(['tx-100']);
    expect((await store.getProduct('en_GB', 'tx100'))?.name).toBe('tx-100');
    const matchOf = async (key: string) => (await store.findProductsByModelKey('en_GB', key, 5)).map((m) => [m.product.name, m.match]);
    expect(await matchOf('tx100')).toEqual([['tx-100', 'exact']]);
    expect(await matchOf('100')).toEqual([['tx-100', 'alias']]);
    expect(await matchOf('tx1')).toEqual([['tx-100', 'prefix']]);
    expect(await matchOf('zz')).toEqual([]);
    expect((await store.categoryPath('en_GB', 'oled')).map((c) => c.name)).toEqual(['tv', 'oled']);
  });

  it('suggests indexed words close to a misspelt one', async () => {
    expect(await store.similarTerms('en_GB', 'crakle', 3)).toContain('crackle');
    expect(await store.popularQueries('en_GB', 'spe', 5)).toEqual(['speaker crackle']);
  });
});
