import Database from 'better-sqlite3';
import type { OrganicSearchResponse, SuggestionsResponse } from '../../../../shared/content/types';
import type { Locale } from '../../../../shared/locale';
import { openDemoService, type DemoService } from '../../__tests__/support/demoService';
import { ok } from '../../__tests__/support/bodies';
import { SqliteSearchIndex } from '../../store/sqlite/search/SqliteSearchIndex';
import { typoDistance } from '../spelling';

/**
 * Search as visitors use it, on the demo catalogue in SQLite: typos within the promised allowance
 * (one in words of 4+ letters, two in 8+), synonyms from the synonyms table, did-you-mean on
 * answers that would be empty, suggestions, and filter counts.
 */
let demo: DemoService;
beforeAll(() => {
  demo = openDemoService();
});
afterAll(async () => {
  expect(demo.failures).toEqual([]);
  await demo.close();
});

const search = async (query: string, extra: Record<string, string | number> = {}, contextId?: string) =>
  ok<OrganicSearchResponse>(await demo.get(contextId ? `/search/${contextId}` : '/search', { locale: 'en_GB', query, ...extra }));
const titles = (body: OrganicSearchResponse) => body.searchResponse.results.map((r) => r.title);

describe('typo tolerance', () => {
  it.each([
    ['one typo in a 6-letter word', 'batery drains', 'battery drains', 'The phone battery drains quickly'],
    ['one typo in a 7-letter word', 'wirless controller', 'wireless controller', 'The wireless controller does not connect or disconnects'],
    ['two swapped letters (one typo)', 'remtoe control', 'remote control', 'The remote control does not work'],
    ['one typo in a 4-letter word', 'hdni arc', 'hdmi arc', 'No sound from the soundbar or receiver via HDMI eARC/ARC'],
    ['two typos in an 8-letter word', 'bluetoht audio', 'bluetooth audio', 'Bluetooth audio cuts out or skips'],
    ['typos in two words', 'bluetoth pairng', 'bluetooth pairing', 'Headphones cannot be paired or connected via Bluetooth'],
  ])('corrects %s and says so: %p', async (_case, query, corrected, first) => {
    const body = await search(query);
    expect(body.didYouMean).toBe(corrected);
    expect(body.searchResponse.count).toBeGreaterThan(0);
    expect(titles(body)[0]).toBe(first);
  });

  it('does not correct two typos in a word of fewer than 8 letters', async () => {
    expect(typoDistance('remote', 'rmeoet', 2)).toBe(2);
    const body = await search('rmeoet');
    expect(body.searchResponse.count).toBe(0);
    expect(body.didYouMean).toBeUndefined();
  });

  it('does not correct three typos in a long word', async () => {
    expect(typoDistance('bluetooth', 'bleutohht', 3)).toBe(3);
    const body = await search('bleutohht');
    expect(body.searchResponse.count).toBe(0);
    expect(body.didYouMean).toBeUndefined();
  });

  it('does not correct words of fewer than 4 letters', async () => {
    // 'hdm' is one letter from 'hdmi' but too short to correct; 'arc' still finds results.
    const body = await search('hdm arc');
    expect(body.didYouMean).toBeUndefined();
    expect(body.searchResponse.count).toBeGreaterThan(0);
  });

  it('leaves correctly spelt queries alone', async () => {
    const body = await search('battery drains');
    expect(body.didYouMean).toBeUndefined();
    expect(titles(body)[0]).toBe('The phone battery drains quickly');
  });

  it('corrects German and French words against their own vocabulary', async () => {
    const de = await search('fernbedinung funktioniert nicht', { locale: 'de_DE' });
    expect(de.didYouMean).toBe('fernbedienung funktioniert nicht');
    expect(de.searchResponse.count).toBe((await search('fernbedienung funktioniert nicht', { locale: 'de_DE' })).searchResponse.count);
    const fr = await search('telecomande', { locale: 'fr_FR' });
    expect(fr.didYouMean).toBe('télécommande');
    expect(fr.searchResponse.count).toBeGreaterThan(0);
  });
});

describe('synonyms', () => {
  it('are stored in the database per locale', async () => {
    const sets = await demo.service.store.listSynonyms('en_GB');
    expect(sets).toContainEqual(expect.arrayContaining(['firmware', 'software update']));
    expect(sets).toContainEqual(expect.arrayContaining(['remote', 'remote control', 'controller']));
    expect(sets).toContainEqual(expect.arrayContaining(['wifi', 'wi fi', 'wireless']));
    expect(await demo.service.store.listSynonyms('de_DE')).toContainEqual(expect.arrayContaining(['wlan', 'wifi']));
    expect(await demo.service.store.listSynonyms('fr_FR')).toContainEqual(expect.arrayContaining(['micrologiciel', 'firmware']));
  });

  it('find the same content for either word of a set', async () => {
    // Matches, not the listed results: copies for several models are grouped by where they rank (ADR 040).
    const firmware = await search('firmware', { collapse: 'false' });
    const softwareUpdate = await search('software update', { collapse: 'false' });
    expect(softwareUpdate.searchResponse.count).toBe(firmware.searchResponse.count);
    // Next to a model number, the synonym finds the product's own download.
    expect(titles(await search('software update asb-a3000'))).toContain('Firmware update v1.8.862 for ASB-A3000');
  });

  it.each([
    ['wifi not connecting', 'The TV cannot connect to Wi-Fi or the internet'],
    ['remote not working', 'The remote control does not work'],
    ['television turns off', 'The TV turns off or restarts by itself'],
    ['earphones not charging', 'One earbud does not charge or has no sound'],
    ['anc weak', 'Noise cancelling is weak or makes a whistling noise'],
  ])('answer %p with %p first', async (query, first) => {
    expect(titles(await search(query))[0]).toBe(first);
  });

  it('find manuals when visitors ask for instructions or a user guide', async () => {
    for (const query of ['manual AT-55X89J', 'instructions AT-55X89J', 'user guide AT-55X89J']) {
      expect(titles(await search(query))).toContain('Operating Instructions – AT-55X89J');
    }
  });

  it('list content with the words as typed before content found through a synonym', async () => {
    const body = await search('headphones wont pair');
    expect(titles(body)[0]).toBe('Headphones cannot be paired or connected via Bluetooth');
  });

  it('work in German and French', async () => {
    const flat = { locale: 'de_DE', collapse: 'false' };
    expect((await search('wlan', flat)).searchResponse.count).toBe((await search('wifi', flat)).searchResponse.count);
    const fr = await search('manuel', { locale: 'fr_FR' });
    expect(titles(fr)[0]).toMatch(/^Mode d’emploi – /);
  });
});

describe('the visitor\'s language first (ADR 060)', () => {
  const languages = (body: OrganicSearchResponse) => body.searchResponse.results.map((r) => r.language);
  it.each([
    // German pages list English articles not yet translated: 'wifi' found four of them, each naming Wi-Fi in
    // passing, before the German article about the TV's WLAN, sixth.
    ['de_DE', 'wifi', 'Der Fernseher verbindet sich nicht mit WLAN oder Internet'],
    // The English article about Bluetooth audio came before the French one about pairing headphones.
    ['fr_FR', 'bluetooth', 'Impossible d’associer ou de connecter le casque en Bluetooth'],
  ])('%s %p lists texts in the page\'s language first, the answer among them', async (locale, query, answer) => {
    const body = await search(query, { locale });
    const own = locale.slice(0, 2);
    expect(languages(body).slice(0, 3)).toEqual([own, own, own]);
    expect(titles(body).slice(0, 3)).toContain(answer);
    // Texts in English are still found, after them.
    expect(languages(body)).toContain('en');
  });

  it('still lists an English text first where no text in the page\'s language is about the question', async () => {
    // No German article is about a remote control's batteries; the English one is the answer, found by the
    // German words' English terms (ADR 061).
    const body = await search('fernbedienung batterie', { locale: 'de_DE' });
    expect(body.searchResponse.results[0]).toMatchObject({ language: 'en', title: 'The remote control does not work' });
  });
});

describe('did-you-mean on answers that would be empty', () => {
  it.each([
    ['hdmiarc', 'hdmi arc'],
    ['nosound', 'no sound'],
  ])('offers the popular query close to %p', async (query, suggestion) => {
    const body = await search(query);
    expect(body.searchResponse.count).toBe(0);
    expect(body.didYouMean).toBe(suggestion);
    expect((await search(suggestion)).searchResponse.count).toBeGreaterThan(0);
  });

  it('offers nothing for text that resembles nothing', async () => {
    const body = await search('qwxzv');
    expect(body.searchResponse).toMatchObject({ count: 0, results: [] });
    expect(body.didYouMean).toBeUndefined();
  });
});

describe('filter counts', () => {
  const countsOf = (body: OrganicSearchResponse) => Object.fromEntries(body.filterCounts.map((f) => [f.value, f.count]));

  it('count each search type, whatever type is selected, and match the selected list', async () => {
    // Every match on its own: grouped copies (ADR 040) count where they are listed, which depends on the type selected.
    const all = await search('battery', { collapse: 'false' });
    const counts = countsOf(all);
    // 'all' also lists support videos, which have no search type of their own.
    const videos = (await search('battery', { contentTypeFilter: 'video-content', collapse: 'false' })).searchResponse.count;
    expect(videos).toBeGreaterThan(0);
    expect(counts.all).toBe(counts.manuals + counts.downloads + counts.faqs + counts['repair-documents'] + videos);
    for (const type of ['manuals', 'downloads', 'faqs'] as const) {
      const filtered = await search('battery', { type, collapse: 'false' });
      expect({ type, count: filtered.searchResponse.count }).toEqual({ type, count: counts[type] });
      expect(countsOf(filtered)).toEqual(counts);
    }
    expect(counts.faqs).toBeGreaterThan(0);
    expect(counts.manuals).toBeGreaterThan(0);
  });

  it('count within a context', async () => {
    const everywhere = countsOf(await search('firmware'));
    const inProduct = countsOf(await search('firmware', {}, 'at-55x89j'));
    expect(inProduct.downloads).toBeGreaterThan(0);
    expect(inProduct.downloads).toBeLessThan(everywhere.downloads);
  });
});

describe('paging across the ranking window', () => {
  it('lists every match once: the window ranked by relevance, then the rest by popularity', async () => {
    // A small window over the same database, so the demo catalogue crosses it.
    const db = new Database(demo.dbPath, { readonly: true });
    try {
      const index = new SqliteSearchIndex(db, { rankingWindow: 50 });
      const match = { mode: 'all' as const, groups: [{ alternatives: [{ words: ['firmware'], prefix: false }] }], modelKey: null };
      const request = { locale: 'en_GB' as const, match, contentTypes: null, scope: null, facet: null };
      const { total } = index.search({ ...request, page: { start: 0, num: 1 } });
      expect(total).toBeGreaterThan(120);
      const hits = [];
      for (let start = 0; start < 120; start += 20) hits.push(...index.search({ ...request, page: { start, num: 20 } }).hits);
      expect(new Set(hits.map((h) => h.id)).size).toBe(120);
      const ranked = hits.slice(0, 50).map((h) => h.score);
      expect(ranked).toEqual([...ranked].sort((a, b) => a - b));
      expect(hits.slice(50).every((h) => h.score === 0)).toBe(true);
      // A page that straddles the window boundary is the same as the two pages beside it.
      const straddling = index.search({ ...request, page: { start: 40, num: 20 } }).hits.map((h) => h.id);
      expect(straddling).toEqual(hits.slice(40, 60).map((h) => h.id));
    } finally {
      db.close();
    }
  });
});

describe('paging across the synonym tiers', () => {
  it('lists rows with the typed word first, then rows found through synonyms, each once', async () => {
    const db = new Database(demo.dbPath, { readonly: true });
    try {
      const index = new SqliteSearchIndex(db, { rankingWindow: 30 });
      const group = (...alternatives: string[][]) => ({ alternatives: alternatives.map((words) => ({ words, prefix: false })) });
      const request = {
        locale: 'en_GB' as const,
        match: { mode: 'all' as const, groups: [group(['wifi'], ['wi', 'fi'], ['wireless'])], modelKey: null },
        preferred: { mode: 'all' as const, groups: [group(['wifi'], ['wi', 'fi'])], modelKey: null },
        contentTypes: null,
        scope: null,
        facet: null,
      };
      const plain = index.search({ ...request, preferred: null, match: request.preferred, page: { start: 0, num: 1 } }).total;
      const { total } = index.search({ ...request, page: { start: 0, num: 1 } });
      expect(plain).toBeGreaterThan(0);
      expect(total).toBeGreaterThan(plain);
      const ids: string[] = [];
      for (let start = 0; start < total; start += 7) ids.push(...index.search({ ...request, page: { start, num: 7 } }).hits.map((h) => h.id));
      expect(ids).toHaveLength(total);
      expect(new Set(ids).size).toBe(total);
      const typed = new Set<string>();
      for (let start = 0; start < plain; start += 100) {
        for (const hit of index.search({ ...request, preferred: null, match: request.preferred, page: { start, num: 100 } }).hits) typed.add(hit.id);
      }
      expect(ids.slice(0, plain).filter((id) => !typed.has(id))).toEqual([]);
    } finally {
      db.close();
    }
  });
});

describe('paging across the tiers of a named category', () => {
  it('lists the matches filed under the category first, then the others, each once and each tier by relevance', async () => {
    const db = new Database(demo.dbPath, { readonly: true });
    try {
      const index = new SqliteSearchIndex(db);
      const match = { mode: 'all' as const, groups: [{ alternatives: [{ words: ['sound'], prefix: false }] }], modelKey: null };
      const request = { locale: 'en_GB' as const, match, contentTypes: null, scope: null, facet: null, ranking: { typeWeights: {}, boostScopes: ['televisions'] } };
      const inCategory = index.search({ ...request, ranking: null, scope: 'televisions', page: { start: 0, num: 1000 } });
      const { total } = index.search({ ...request, page: { start: 0, num: 1 } });
      expect(inCategory.total).toBeGreaterThan(0);
      expect(total).toBeGreaterThan(inCategory.total);
      const hits = [];
      for (let start = 0; start < total; start += 9) hits.push(...index.search({ ...request, page: { start, num: 9 } }).hits);
      expect(new Set(hits.map((h) => h.id)).size).toBe(total);
      const first = hits.slice(0, inCategory.total);
      const rest = hits.slice(inCategory.total);
      const filed = new Set(inCategory.hits.map((h) => h.id));
      expect(first.every((h) => filed.has(h.id))).toBe(true);
      expect(rest.some((h) => filed.has(h.id))).toBe(false);
      for (const tier of [first, rest]) expect(tier.map((h) => h.score)).toEqual(tier.map((h) => h.score).sort((a, b) => a - b));
    } finally {
      db.close();
    }
  });
});

describe('suggestions', () => {
  const suggest = async (query: string, locale: Locale = 'en_GB', path = '/suggest') => ok<SuggestionsResponse>(await demo.get(path, { query, locale })).suggestions;

  it('need at least two characters', async () => {
    expect(await suggest('a')).toEqual([]);
  });

  it('offer products by model number, with or without separators', async () => {
    const byPrefix = await suggest('at-55');
    expect(byPrefix.length).toBeGreaterThan(1);
    expect(byPrefix.every((s) => s.kind === 'product' && s.modelNumber?.startsWith('AT-55'))).toBe(true);
    const [first] = await suggest('at55x89');
    expect(first).toMatchObject({ kind: 'product', modelNumber: 'AT-55X89J', url: '/electronics/support/televisions/at-55x89j' });
  });

  it('offer products by a word of their name, then popular queries', async () => {
    const soundbars = await suggest('soundbar');
    // A product kind typed whole names its category first (ADR 054), then the products.
    expect(soundbars[0]).toMatchObject({ kind: 'category', text: 'Soundbars' });
    expect(soundbars[1]).toMatchObject({ kind: 'product' });
    expect(soundbars.filter((s) => s.kind === 'product').every((s) => /soundbar/i.test(s.text))).toBe(true);
    expect(await suggest('firm')).toContainEqual({ kind: 'query', text: 'firmware update' });
    expect(await suggest('fernbed', 'de_DE')).toContainEqual({ kind: 'query', text: 'fernbedienung funktioniert nicht' });
  });

  it('stay bounded for the shortest prefixes', async () => {
    const short = await suggest('au');
    expect(short.filter((s) => s.kind === 'product').length).toBeLessThanOrEqual(6);
    expect(short.filter((s) => s.kind === 'query').length).toBeLessThanOrEqual(5);
  });

  it('complete the last word of a keyword query', async () => {
    expect(await suggest('firmware up', 'en_GB', '/keyword/suggest')).toContainEqual({ kind: 'query', text: 'firmware update' });
  });
});
