import { MAX_QUERY_LENGTH } from '../../../../shared/constants';
import type { OrganicSearchResponse } from '../../../../shared/content/types';
import { openDemoService, type DemoService } from '../../__tests__/support/demoService';
import { errorOf, ok } from '../../__tests__/support/bodies';
import { oneTypoAway } from '../../search/modelTypos';
import { SqliteContentStore } from '../../store/sqlite/SqliteContentStore';

let demo: DemoService;
beforeAll(() => {
  demo = openDemoService();
});
afterAll(async () => {
  expect(demo.failures).toEqual([]);
  await demo.close();
});

const searchOf = async (query: Record<string, string | number>, contextId?: string) =>
  ok<OrganicSearchResponse>(await demo.get(contextId ? `/search/${encodeURIComponent(contextId)}` : '/search', { locale: 'en_GB', ...query }));

const search = searchOf;

describe('model numbers', () => {
  it.each(['AT-55X89J', 'at55x89j', 'at 55x89j', 'At-55x89J', ' AT 55X89J '])('finds the product typed as %p', async (query) => {
    const body = await search({ query });
    expect(body.searchResponse.bestMatches.map((m) => m.modelNumber)).toEqual(['AT-55X89J']);
    expect(body.searchResponse.bestMatches[0].url).toBe('/electronics/support/televisions/at-55x89j');
    const titles = body.searchResponse.results.map((r) => r.title);
    expect(titles).toEqual(expect.arrayContaining(['Firmware update v6.7.412 for AT-55X89J', 'Operating Instructions – AT-55X89J']));
  });

  it('finds a model typed without its prefix, and a whole series', async () => {
    expect((await search({ query: '55x89j' })).searchResponse.bestMatches[0].modelNumber).toBe('AT-55X89J');
    const series = (await search({ query: 'X89J' })).searchResponse.bestMatches.map((m) => m.modelNumber).sort();
    expect(series).toEqual(['AT-50X89J', 'AT-55X89J', 'AT-65X89J', 'AT-75X89J']);
  });

  it('offers only the exact model when alternatives are not wanted', async () => {
    const body = await search({ query: 'X89J', includeAlternativeBestMatches: 'false' });
    expect(body.searchResponse.bestMatches).toEqual([]);
    expect((await search({ query: 'AT-55X89J', includeAlternativeBestMatches: 'false' })).searchResponse.bestMatches).toHaveLength(1);
  });

  it('offers only products of the category as best matches when searching within a category', async () => {
    expect((await search({ query: 'AT-65' }, 'televisions')).searchResponse.bestMatches.map((m) => m.modelNumber)).toContain('AT-65Z9M');
    expect((await search({ query: 'AT-65' }, 'audio')).searchResponse.bestMatches).toEqual([]);
    expect((await search({ query: 'AT-65', type: 'manuals' }, 'audio')).searchResponse.bestMatches).toEqual([]);
  });

  it('offers the models one typo away from a model number that names none, as corrections (ADR 052)', async () => {
    // A digit read wrong, a digit left out, a digit added, two swapped: each names the X89J or its neighbour.
    for (const [query, expected] of [
      ['at55x88j', ['AT-55X80J', 'AT-55X89J']],
      ['at55x8j', ['AT-55X80J', 'AT-55X89J']],
      ['AT-65Z8M', ['AT-65Z9M']],
      ['at-55x98j', ['AT-55X89J']],
      ['at55x8099j', []],
    ] as const) {
      const body = await search({ query });
      expect({ query, models: body.searchResponse.bestMatches.map((m) => m.modelNumber).sort() }).toEqual({ query, models: [...expected] });
      expect(body.bestMatchesCorrected).toBe(expected.length > 0 ? true : undefined);
    }
    // With the problem after it: the model and the help for the problem.
    const withSymptom = await search({ query: 'AT-65Z8M no sound' });
    expect(withSymptom.searchResponse.bestMatches.map((m) => m.modelNumber)).toEqual(['AT-65Z9M']);
    expect(withSymptom.searchResponse.count).toBeGreaterThan(0);
    // A model number as typed is no typo, and exact matches only are exact matches only.
    expect((await search({ query: 'AT-65Z9M' })).bestMatchesCorrected).toBeUndefined();
    expect((await search({ query: 'AT-65Z8M', includeAlternativeBestMatches: 'false' })).searchResponse.bestMatches).toEqual([]);
    // Within a category only its models.
    expect((await search({ query: 'AT-65Z8M' }, 'audio')).searchResponse.bestMatches).toEqual([]);
  });

  it('reads at most three typed keys for typos, however many model-like words the text holds', async () => {
    const lookups = jest.spyOn(SqliteContentStore.prototype, 'findProductsByModelKeys');
    await search({ query: 'ab12cd34 ef56gh78 ij90kl12 mn34op56 qr78st90 uv12wx34 yz56ab78 cd90ef12' });
    expect(lookups).toHaveBeenCalled();
    // Three typed keys at most, none longer than two of these words: not the 15 the text holds (13,000 keys).
    for (const [, keys] of lookups.mock.calls) expect(keys.length).toBeLessThanOrEqual(3 * oneTypoAway('ab12cd34ef56gh78').length);
    lookups.mockRestore();
  });

  it('offers the category a query names and nothing else, in the visitor\'s language (ADR 054)', async () => {
    const tv = await search({ query: 'tv' });
    expect(tv.bestCategories?.map((c) => [c.name, c.displayName, c.url])).toEqual([['televisions', 'Televisions', '/electronics/support/televisions']]);
    expect(tv.bestCategories?.[0].productCount).toBeGreaterThan(0);
    expect(tv.bestCategories?.[0].image).toMatch(/^\/api\/content\/support\/files\//);
    // Stop words around the kind change nothing; a word that names two categories offers both.
    expect((await search({ query: 'my headphones' })).bestCategories?.map((c) => c.name)).toEqual(['headphones']);
    expect((await search({ query: 'speakers' })).bestCategories?.map((c) => c.name).sort()).toEqual(['smart-speakers', 'wireless-speakers']);
    // A kind of two words names the narrower category, in any number and language.
    expect((await search({ query: 'wireless headphones' })).bestCategories?.map((c) => c.name)).toEqual(['wireless-headphones']);
    expect((await search({ query: 'smart speakers' })).bestCategories?.map((c) => c.name)).toEqual(['smart-speakers']);
    const wireless = ok<OrganicSearchResponse>(await demo.get('/search', { query: 'kabellose Kopfhörer', locale: 'de_DE' }));
    expect(wireless.bestCategories?.map((c) => c.url)).toEqual(['/de/electronics/support/wireless-headphones']);
    const de = ok<OrganicSearchResponse>(await demo.get('/search', { query: 'Fernseher', locale: 'de_DE' }));
    expect(de.bestCategories?.map((c) => [c.displayName, c.url])).toEqual([['Fernseher', '/de/electronics/support/televisions']]);
    const fr = ok<OrganicSearchResponse>(await demo.get('/search', { query: 'casque', locale: 'fr_FR' }));
    expect(fr.bestCategories?.map((c) => c.url)).toEqual(['/fr/electronics/support/headphones']);
    // A problem with the kind is a question to answer; a model named is offered as itself; within a
    // category the visitor is already there; exact model matches only asks for no alternatives.
    for (const [query, contextId] of [['tv no sound'], ['AT-65Z9M'], ['tv', 'televisions'], ['soundbar manual']] as const) {
      expect({ query, categories: (await search({ query }, contextId)).bestCategories }).toEqual({ query, categories: undefined });
    }
    expect((await search({ query: 'tv', includeAlternativeBestMatches: 'false' })).bestCategories).toBeUndefined();
    // Letters typed full-width (a Japanese or Chinese keyboard) or decomposed (an accent as its own mark) are the same words.
    expect((await search({ query: 'ｔｖ' })).bestCategories?.map((c) => c.name)).toEqual(['televisions']);
    const decomposed = ok<OrganicSearchResponse>(await demo.get('/search', { query: 'te\u0301le\u0301viseur', locale: 'fr_FR' }));
    expect(decomposed.bestCategories?.map((c) => c.url)).toEqual(['/fr/electronics/support/televisions']);
    // A unit with a superscript stays as the index holds it (NFKC would make it 'm2' and find nothing).
    expect((await search({ query: '38 m²' })).searchResponse.results.map((r) => r.title)).toContain('Operating Instructions – AAP-200');
    expect((await search({ query: 'speaker projector camera lens phone tablet' })).bestCategories).toHaveLength(3);
  });

  it('fails a search whose store fails with an error answer, leaving no rejection unhandled', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    // The window's read fails first; the model and category look-ups started beside it fail after it.
    const later = () => new Promise<never>((_, reject) => setTimeout(() => reject(new Error('store down')), 5));
    const spies = [
      jest.spyOn(SqliteContentStore.prototype, 'search').mockRejectedValue(new Error('store down')),
      jest.spyOn(SqliteContentStore.prototype, 'findProductsByModelKey').mockImplementation(later),
      jest.spyOn(SqliteContentStore.prototype, 'getCategory').mockImplementation(later),
    ];
    try {
      // Queries no other test asks: the answer cache must not stand in for the store.
      for (const query of ['AT-75X89J', 'camcorder']) {
        const res = await demo.get('/search', { locale: 'en_GB', query });
        expect({ query, status: res.status }).toEqual({ query, status: 500 });
      }
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(unhandled).toEqual([]);
    } finally {
      for (const spy of spies) spy.mockRestore();
      process.off('unhandledRejection', onUnhandled);
      demo.failures.length = 0;
    }
  });

  it('finds the model inside a sentence', async () => {
    const body = await search({ query: 'firmware for my AWH-1000XM5 please' });
    expect(body.searchResponse.bestMatches[0]?.modelNumber).toBe('AWH-1000XM5');
  });
});

describe('ranking and relevance', () => {
  it('ranks an article whose title matches above manuals that only mention the words', async () => {
    const body = await search({ query: 'noise cancelling' });
    expect(body.searchResponse.results[0]).toMatchObject({ contentType: 'faq-article', title: 'Noise cancelling is weak or makes a whistling noise' });
    expect(body.searchResponse.results[0].url).toMatch(/^\/electronics\/support\/articles\/\d{8}$/);
  });

  it.each([
    ['tv turns off by itself', 'The TV turns off or restarts by itself'],
    ['hdmi arc no sound soundbar', 'No sound from the soundbar or receiver via HDMI eARC/ARC'],
    ['headphones wont pair', 'Headphones cannot be paired or connected via Bluetooth'],
    ['remote control not working', 'The remote control does not work'],
  ])('answers the symptom %p with the matching article first', async (query, title) => {
    expect((await search({ query })).searchResponse.results[0].title).toBe(title);
  });

  it('corrects a misspelt word and says so', async () => {
    const body = await search({ query: 'bluetoth pairing' });
    expect(body.didYouMean).toBe('bluetooth pairing');
    expect(body.searchResponse.count).toBeGreaterThan(0);
  });

  it('gives plain-text snippets around the matched words', async () => {
    const body = await search({ query: 'stick drift' });
    const first = body.searchResponse.results[0];
    expect(first.title).toContain('stick drift');
    expect(first.snippet).toBeTruthy();
    expect(first.snippet?.length).toBeLessThan(200);
  });
});

describe('locales', () => {
  it('searches the visitor’s language and links with its prefix', async () => {
    const de = await search({ query: 'kein ton soundbar', locale: 'de_DE' });
    expect(de.searchResponse.results[0].title).toBe('Kein Ton von Soundbar oder Receiver über HDMI eARC/ARC');
    expect(de.searchResponse.results[0].url).toMatch(/^\/de\/electronics\/support\/articles\//);
    const fr = await search({ query: 'pas de son', locale: 'fr_FR' });
    expect(fr.searchResponse.results[0].url).toMatch(/^\/fr\/electronics\/support\/articles\//);
  });

  it('falls back to the English article where no translation exists', async () => {
    const de = await search({ query: 'bluetooth audio cuts out', locale: 'de_DE' });
    expect(de.searchResponse.results[0]).toMatchObject({ title: 'Bluetooth audio cuts out or skips', language: 'en' });
  });

  it('uses the default locale when none is given', async () => {
    const body = ok<OrganicSearchResponse>(await demo.get('/search', { query: 'noise cancelling' }));
    expect(body.searchResponse.results[0].language).toBe('en');
  });
});

describe('filters, counts and paging', () => {
  it('counts matches per search type and filters by type', async () => {
    // Every match on its own: grouped copies for other models are counted where they are listed (see below).
    const search = (query: Record<string, string | number>) => searchOf({ collapse: 'false', ...query });
    const all = await search({ query: 'firmware update' });
    const counts = Object.fromEntries(all.filterCounts.map((f) => [f.value, f.count]));
    expect(Object.keys(counts)).toEqual(['all', 'manuals', 'downloads', 'faqs', 'repair-documents', 'model-details']);
    expect(counts.all).toBe(all.searchResponse.count);
    // 'all' also lists support videos, which have no search type of their own.
    const videos = (await search({ query: 'firmware update', contentTypeFilter: 'video-content' })).searchResponse.count;
    expect(counts.all).toBe(counts.manuals + counts.downloads + counts.faqs + counts['repair-documents'] + videos);

    const downloads = await search({ query: 'firmware update', type: 'downloads', num: 50 });
    expect(downloads.searchResponse.count).toBe(counts.downloads);
    expect(downloads.searchResponse.results.every((r) => r.contentType === 'download' || r.contentType === 'software')).toBe(true);
    expect(downloads.filterCounts).toEqual(all.filterCounts);

    const faqs = await search({ query: 'firmware update', contentTypeFilter: 'faq-article' });
    expect(faqs.searchResponse.results.every((r) => r.contentType === 'faq-article')).toBe(true);
  });

  it('pages through results without overlap', async () => {
    const first = await search({ query: 'firmware update', num: 10 });
    const second = await search({ query: 'firmware update', num: 10, start: 10 });
    expect(second.searchResponse).toMatchObject({ start: 10, end: 20, count: first.searchResponse.count });
    const ids = new Set(first.searchResponse.results.map((r) => r.id));
    expect(second.searchResponse.results.filter((r) => ids.has(r.id))).toEqual([]);
    const beyond = await search({ query: 'firmware update', start: 9000 });
    expect(beyond.searchResponse).toMatchObject({ start: 9000, end: 9000, results: [] });
  });

  it('limits manuals to the requested document types', async () => {
    const body = await search({ query: 'AT-55X89J', type: 'manuals', documentTypeFilter: 'quick-start-guide' });
    // The guide of the model asked for first; the guides of its line's other sizes share its PDF, which
    // names every model it covers (ADR 030), so they may follow.
    const results = body.searchResponse.results;
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.documentType === 'quick-start-guide')).toBe(true);
    expect(results[0].modelNames).toEqual(['AT-55X89J']);
  });

  it('lists products only for the model-details type', async () => {
    const body = await search({ query: 'noise cancelling', type: 'model-details', num: 5 });
    expect(body.searchResponse.results.every((r) => r.contentType === 'product')).toBe(true);
    expect(body.searchResponse.results[0].url).toMatch(/^\/electronics\/support\/[a-z-]+\/[a-z0-9-]+$/);
    expect((await search({ query: 'noise cancelling' })).searchResponse.results.some((r) => r.contentType === 'product')).toBe(false);
  });
});

describe('context', () => {
  it('limits results to a product and keeps links inside its pages', async () => {
    const body = await search({ query: 'firmware' }, 'at-55x89j');
    expect(body.searchResponse.results.map((r) => r.title)).toContain('Firmware update v6.7.412 for AT-55X89J');
    for (const result of body.searchResponse.results.filter((r) => r.contentType === 'download')) {
      expect(result.url).toMatch(/^\/electronics\/support\/televisions\/at-55x89j\/downloads\//);
    }
    expect(body.searchResponse.results.every((r) => r.contentType !== 'download' || r.modelNames?.includes('AT-55X89J'))).toBe(true);
  });

  it('limits results to a category and its subcategories', async () => {
    const body = await search({ query: 'firmware', type: 'downloads', num: 100 }, 'tv-home-cinema');
    expect(body.searchResponse.count).toBeGreaterThan(10);
    const allowed = ['televisions', 'home-projectors', 'soundbars', 'av-receivers'];
    expect(body.searchResponse.results.every((r) => !r.categoryName || allowed.includes(r.categoryName))).toBe(true);
  });

  it('answers 404 for an unknown context', async () => {
    const response = await demo.get('/search/not-a-category', { query: 'firmware' });
    expect(response.status).toBe(404);
    expect(errorOf(response).parameter).toBe('contextId');
  });
});

describe('input handling', () => {
  it.each([
    [{ query: 'tv', type: 'videos' }, 'type'],
    [{ query: 'tv', num: 101 }, 'num'],
    [{ query: 'tv', num: 0 }, 'num'],
    [{ query: 'tv', start: 'x' }, 'start'],
    [{ query: 'tv', contentTypeFilter: 'document,spam' }, 'contentTypeFilter'],
    [{ query: 'tv', locale: 'klingon' }, 'locale'],
    [{ query: '   ' }, 'query'],
    [{}, 'query'],
  ])('rejects %p with 400 naming %p', async (query, parameter) => {
    const response = await demo.get('/search', query);
    expect(response.status).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'invalid_parameter', parameter });
  });

  it(`cuts query text at ${MAX_QUERY_LENGTH} characters`, async () => {
    const body = await search({ query: `${'firmware '.repeat(80)}` });
    expect(body.searchResponse.query?.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    // Never inside a character: an emoji across the limit goes whole, not half of it.
    const emoji = await search({ query: `${'a'.repeat(MAX_QUERY_LENGTH - 1)}😀bbb` });
    expect(emoji.searchResponse.query).toBe('a'.repeat(MAX_QUERY_LENGTH - 1));
    expect(emoji.searchResponse.query).not.toMatch(/[\ud800-\udbff]$/);
  });

  it('treats FTS syntax in the query as plain words', async () => {
    for (const query of ['"', 'NEAR(a b)', 'title:tv', '*', 'a OR b AND NOT c', '(((', '^tv', "tv' OR 1=1 --", '-', '💥', 'ä']) {
      expect((await demo.get('/search', { query })).status).toBe(200);
    }
  });
});
