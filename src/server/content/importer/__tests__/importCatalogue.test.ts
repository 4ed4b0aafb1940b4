import Database from 'better-sqlite3';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { CategoriesResponse, OrganicSearchResponse, SuggestionsResponse } from '../../../../shared/content/types';
import { ok } from '../../__tests__/support/bodies';
import { createContentService, ensureDatabase, seedFile, seedVersion } from '../../index';
import { ImportFailed, importCatalogue } from '../importCatalogue';

const FIXTURE = join(__dirname, 'fixtures', 'small-export.ndjson');
const CLI = resolve(__dirname, '..', '..', 'cli', 'import.ts');

let dir: string;
let dbPath: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'import-test-'));
  dbPath = join(dir, 'content.sqlite');
  // The catalogue an import replaces: the demo one.
  ensureDatabase(dbPath, { log: () => undefined });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function catalogueState(path = dbPath) {
  const db = new Database(path, { readonly: true });
  try {
    return {
      version: (db.prepare("SELECT value FROM meta WHERE key = 'dataset_version'").get() as { value: string }).value,
      categories: (db.prepare('SELECT count(*) AS n FROM categories').get() as { n: number }).n,
      integrity: db.pragma('integrity_check', { simple: true }),
    };
  } finally {
    db.close();
  }
}

function leftovers(): string[] {
  return readdirSync(dir).filter((name) => name.includes('.import-'));
}

describe('importing the small export', () => {
  it('loads the good records, reports each bad one with its line number, and summarises', async () => {
    const progress: string[] = [];
    const summary = await importCatalogue({ file: FIXTURE, dbPath, onProgress: (p) => progress.push(p.phase) });

    // Three files of the export, and the placeholder image of the product that has none.
    expect(summary.imported).toEqual({ categories: 2, products: 2, content: 3, files: 4, queries: 1, synonymSets: 1 });
    expect(summary.records).toBe(24);
    expect(summary.issues.map((i) => i.line)).toEqual([13, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
    const message = (line: number) => summary.issues.find((i) => i.line === line)?.message;
    expect(message(13)).toMatch(/not valid JSON/);
    expect(message(15)).toMatch(/type must be one of category, product, content, file/);
    expect(message(16)).toMatch(/releaseDate/);
    expect(message(17)).toBe('category "turntables" is not an imported category');
    expect(message(18)).toMatch(/a word the site's addresses use/);
    expect(message(19)).toBe('product "nl-40r" is defined by an earlier line');
    expect(message(20)).toBe('product "nl-99x" is not an imported product');
    expect(message(21)).toMatch(/YYYY-MM-DD/);
    expect(message(22)).toMatch(/stay inside its folder/);
    expect(message(23)).toMatch(/not base64/);
    expect(message(24)).toBe('parent "hifi" is not a category of the export');
    expect(message(25)).toBe('category "turntables-hifi" is not an imported category');

    expect(progress[0]).toBe('read');
    expect(progress.slice(-2)).toEqual(['load', 'swap']);
    expect(summary.version).toMatch(/^import:small-export\.ndjson:[0-9a-f]{16}$/);
    expect(catalogueState()).toMatchObject({ version: summary.version, categories: 2, integrity: 'ok' });
    expect(leftovers()).toEqual([]);
  });

  it('serves the imported catalogue through the API, and the site keeps it on its next start', async () => {
    await importCatalogue({ file: FIXTURE, dbPath });
    // createContentService runs ensureDatabase, which must not put the demo catalogue back.
    const service = createContentService({ dbPath, log: () => undefined, logger: { error: (d) => console.error(d) } });
    try {
      const get = (path: string, query = {}) => service.transport({ method: 'GET', path, query });
      const top = ok<CategoriesResponse>(await get('/de_DE/categories'));
      expect(top.categories.map((c) => [c.name, c.displayName])).toEqual([['audio-home', 'Heim-Audio']]);

      const search = ok<OrganicSearchResponse>(await get('/search', { query: 'dab stations', locale: 'en_GB' }));
      expect(search.searchResponse.results[0]).toMatchObject({ title: 'The radio loses DAB+ stations after a while' });
      // The export's own synonyms and popular queries are used.
      const antenna = ok<OrganicSearchResponse>(await get('/search', { query: 'antenna', locale: 'en_GB' }));
      expect(antenna.searchResponse.results.map((r) => r.title)).toContain('The radio loses DAB+ stations after a while');
      const suggestions = ok<SuggestionsResponse>(await get('/suggest', { query: 'dab', locale: 'en_GB' }));
      expect(suggestions.suggestions).toContainEqual({ kind: 'query', text: 'dab reception' });
      const model = ok<OrganicSearchResponse>(await get('/search', { query: 'nl40r', locale: 'en_GB' }));
      expect(model.searchResponse.bestMatches[0]?.modelNumber).toBe('NL-40R');

      // Files are served with the bytes of the export; a product without an image gets a neutral one.
      const manual = ok<OrganicSearchResponse>(await get('/search', { query: 'operating instructions nl-40r' }));
      const fileUrl = manual.searchResponse.results.find((r) => r.contentType === 'document')?.fileUrl;
      expect(fileUrl).toMatch(/\/files\/[0-9a-f]{20}\/NL-40R_OI_EN\.pdf$/);
      const file = await get(String(fileUrl).replace('/api/content/support', ''));
      expect(file.status).toBe(200);
      expect(String(file.body).startsWith('%PDF-')).toBe(true);
      // The manual's pages were read at import: a phrase on its second page finds it, at that page.
      const inside = ok<OrganicSearchResponse>(await get('/search', { query: 'pairing button', locale: 'en_GB', type: 'manuals' }));
      const hit = inside.searchResponse.results.find((r) => r.contentType === 'document');
      expect(hit).toMatchObject({ page: 2, pageUrl: `${String(fileUrl)}#page=2` });
      expect(hit?.snippet).toContain('hold the pairing button for three seconds');
      const metadata = (await get('/en_GB/products/nl-20r/metadata')).body as { data: { image: string } };
      expect(metadata.data.image).toMatch(/product-placeholder\.svg$/);
    } finally {
      await service.close();
    }
    expect(ensureDatabase(dbPath, { log: () => undefined })).toMatchObject({ generated: false });
  });
});

describe('a category in a second place (docs/decisions/044-category-in-several-places.md)', () => {
  it('is listed under each category it names in alsoUnder, keeps its own parent, and an unknown place is reported', async () => {
    const texts = (name: string) => ({ en_GB: { displayName: name, description: '' } });
    const lines = [
      { type: 'category', name: 'tv-audio', parent: null, position: 0, texts: texts('TV & Audio') },
      { type: 'category', name: 'music', parent: null, position: 1, texts: texts('Music') },
      { type: 'category', name: 'speakers', parent: 'music', position: 0, texts: texts('Speakers') },
      { type: 'category', name: 'bars', parent: 'tv-audio', alsoUnder: ['music', 'nowhere'], position: 0, texts: texts('Bars') },
      // An import needs a product; it lives in the bars' own place.
      { type: 'product', name: 'sb-1', modelNumber: 'SB-1', category: 'bars', series: 'SB', releaseDate: '2024-01-01', popularity: 1, texts: texts('Soundbar SB-1') },
    ];
    const file = join(dir, 'places.ndjson');
    writeFileSync(file, lines.map((l) => JSON.stringify(l)).join('\n'));
    const summary = await importCatalogue({ file, dbPath });
    expect(summary.issues.map((i) => [i.line, i.message])).toEqual([[4, 'alsoUnder "nowhere" is not a category of the export']]);
    const service = createContentService({ dbPath, log: () => undefined, logger: { error: (d) => console.error(d) } });
    try {
      const get = (path: string) => service.transport({ method: 'GET', path, query: {} });
      // Music's own subcategory first, then the one it lists as a second place.
      expect(ok<CategoriesResponse>(await get('/en_GB/categories/music')).categories.map((c) => c.name)).toEqual(['speakers', 'bars']);
      expect(ok<CategoriesResponse>(await get('/en_GB/categories/tv-audio')).categories.map((c) => c.name)).toEqual(['bars']);
      expect(ok<CategoriesResponse>(await get('/en_GB/categories/bars')).parentCategoryName).toBe('tv-audio');
    } finally {
      await service.close();
    }
  });
});

describe('a failed import leaves the previous catalogue intact', () => {
  it('when --strict finds bad records', async () => {
    const before = catalogueState();
    await expect(importCatalogue({ file: FIXTURE, dbPath, strict: true })).rejects.toThrow(ImportFailed);
    expect(catalogueState()).toEqual(before);
    expect(before.version).toBe(seedVersion(seedFile()));
  });

  it('when nothing in the export can be imported', async () => {
    const empty = join(dir, 'broken.ndjson');
    writeFileSync(empty, '{"type":"product","name":"x"}\nnot json\n');
    const before = catalogueState();
    const failure = await importCatalogue({ file: empty, dbPath }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImportFailed);
    expect((failure as ImportFailed).issues.map((i) => i.line)).toEqual([1, 2]);
    expect(catalogueState()).toEqual(before);
  });

  it('when the import fails after the new catalogue was built, just before the swap', async () => {
    const before = catalogueState();
    const failing = importCatalogue({
      file: FIXTURE,
      dbPath,
      onProgress: (p) => {
        if (p.phase === 'swap') throw new Error('disk full');
      },
    });
    await expect(failing).rejects.toThrow('disk full');
    expect(catalogueState()).toEqual(before);
    expect(leftovers()).toEqual([]);
  });

  it('when the import process is killed while it builds the new catalogue', async () => {
    const big = join(dir, 'big-export.ndjson');
    writeFileSync(big, bigExport(400, 40));
    const before = catalogueState();

    const child = spawn(process.execPath, ['--import', 'tsx', CLI, big, '--db', dbPath], { stdio: ['ignore', 'pipe', 'pipe'] });
    await new Promise<void>((done, fail) => {
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        // Killed in the middle of writing the new catalogue.
        if (stderr.includes('Building the catalogue')) setTimeout(() => child.kill('SIGKILL'), 100);
      });
      child.on('exit', () => done());
      child.on('error', fail);
    });
    expect(child.signalCode).toBe('SIGKILL');
    expect(catalogueState()).toEqual(before);

    // The next import clears the half-built file and succeeds.
    await importCatalogue({ file: FIXTURE, dbPath });
    expect(leftovers()).toEqual([]);
    expect(catalogueState().categories).toBe(2);
  });
});

describe('the command line', () => {
  const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], { encoding: 'utf8' });

  it('prints progress and skipped lines on stderr and a summary on stdout', () => {
    const result = run(FIXTURE, '--db', dbPath);
    expect(result.status).toBe(0);
    expect(result.stderr).toMatch(/Read 24 records/);
    expect(result.stderr).toMatch(/12 record\(s\) skipped:/);
    expect(result.stderr).toMatch(/line 17: category "turntables" is not an imported category/);
    expect(result.stdout).toMatch(/2 categories, 2 products, 3 content rows, 4 files/);
    expect(result.stdout).toMatch(/24 records read, 12 skipped/);
  });

  it('exits with 1 and changes nothing when the import fails, and with 2 on wrong usage', () => {
    const before = catalogueState();
    const strict = run(FIXTURE, '--db', dbPath, '--strict');
    expect(strict.status).toBe(1);
    expect(strict.stderr).toMatch(/Import failed: 12 bad record\(s\); nothing was imported/);
    expect(catalogueState()).toEqual(before);
    expect(run(join(dir, 'missing.ndjson'), '--db', dbPath).status).toBe(2);
    expect(run().status).toBe(2);
  });
});

/** A synthetic export large enough that building its catalogue takes a noticeable while. */
function bigExport(products: number, articlesPerProduct: number): string {
  const lines: string[] = [
    JSON.stringify({ type: 'category', name: 'radios', texts: { en_GB: { displayName: 'Radios' } } }),
  ];
  const words = 'reception aerial scan preset station volume alarm clock bluetooth pairing speaker display dimmer battery charger'.split(' ');
  for (let p = 0; p < products; p += 1) {
    const name = `nl-${p}r`;
    lines.push(JSON.stringify({ type: 'product', name, modelNumber: `NL-${p}R`, category: 'radios', releaseDate: '2024-01-01', texts: { en_GB: { displayName: `Nordlicht NL-${p}R Radio` } } }));
    for (let a = 0; a < articlesPerProduct; a += 1) {
      const body = Array.from({ length: 120 }, (_, i) => words[(p * 7 + a * 3 + i) % words.length]).join(' ');
      const family = `8${String(p * articlesPerProduct + a).padStart(7, '0')}`;
      lines.push(
        JSON.stringify({ type: 'content', id: `${family}:en_GB`, familyId: family, contentType: 'faq-article', locale: 'en_GB', language: 'en', title: `NL-${p}R: ${words[a % words.length]} question ${a}`, body, published: '2024-01-01', products: [name] }),
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
