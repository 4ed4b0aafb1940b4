import type { FaqSearchResponse, SuggestionsResponse } from '../../../../shared/content/types';
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

describe('GET /faqs/search', () => {
  it('lists the most visited articles of a model when there is no query', async () => {
    const body = ok<FaqSearchResponse>(await demo.get('/faqs/search', { locale: 'en_GB', model: 'awf-1000xm4', num: 20 }));
    const titles = body.searchResponse.results.map((r) => r.title);
    expect(titles).toEqual(expect.arrayContaining(['One earbud does not charge or has no sound', 'Headphones cannot be paired or connected via Bluetooth']));
    expect(titles).not.toContain('The TV turns off or restarts by itself');
    expect(body.searchResponse.results.every((r) => ['faq-article', 'quality-issue-article', 'oof-article'].includes(r.contentType))).toBe(true);
    // The charging-case notice applies to this series only.
    expect(titles.some((t) => t.startsWith('Notice: AWF-1000XM4'))).toBe(true);
    const other = ok<FaqSearchResponse>(await demo.get('/faqs/search', { model: 'awf-c500', num: 20 }));
    expect(other.searchResponse.results.some((r) => r.title.startsWith('Notice: AWF-1000XM4'))).toBe(false);
    // A search result set names its query (spec §3), the empty text when none was given; so does the group search.
    expect(body.searchResponse.query).toBe('');
    const group = ok<FaqSearchResponse>(await demo.get('/faqs/group/search', { locale: 'en_GB', model: 'awf-1000xm4', query: 'battery' }));
    expect(group.searchResponse.query).toBe('battery');
    expect(ok<FaqSearchResponse>(await demo.get('/faqs/group/search', { locale: 'en_GB', model: 'awf-1000xm4' })).searchResponse.query).toBe('');
  });

  it('ranks the articles of a category by the query', async () => {
    const body = ok<FaqSearchResponse>(await demo.get('/faqs/search', { locale: 'en_GB', category: 'gaming', query: 'controller disconnects' }));
    expect(body.searchResponse.results[0].title).toBe('The wireless controller does not connect or disconnects');
    expect(body.searchResponse.query).toBe('controller disconnects');
  });

  it('shows translations where they exist and English otherwise', async () => {
    const body = ok<FaqSearchResponse>(await demo.get('/faqs/search', { locale: 'de_DE', model: 'awh-1000xm5', num: 50 }));
    const byLanguage = new Map(body.searchResponse.results.map((r) => [r.title, r.language]));
    expect(byLanguage.get('Kopfhörer lässt sich nicht per Bluetooth koppeln oder verbinden')).toBe('de');
    expect(byLanguage.get('Connect the headphones to two devices at the same time')).toBe('en');
    // Inside the product the list is for (ADR 039).
    expect(body.searchResponse.results.every((r) => r.url.startsWith('/de/electronics/support/wireless-headphones/awh-1000xm5/articles/'))).toBe(true);
  });

  it('pages', async () => {
    const first = ok<FaqSearchResponse>(await demo.get('/faqs/search', { category: 'tv-home-cinema', num: 2 }));
    const second = ok<FaqSearchResponse>(await demo.get('/faqs/search', { category: 'tv-home-cinema', num: 2, start: 2 }));
    expect(first.searchResponse).toMatchObject({ start: 0, end: 2 });
    expect(second.searchResponse).toMatchObject({ start: 2, end: 4, count: first.searchResponse.count });
    expect(second.searchResponse.results[0].id).not.toBe(first.searchResponse.results[0].id);
  });

  it('answers 404 for an unknown category or model and 400 for bad paging', async () => {
    expect(errorOf(await demo.get('/faqs/search', { category: 'nope' }))).toMatchObject({ code: 'not_found', parameter: 'category' });
    expect(errorOf(await demo.get('/faqs/search', { model: 'nope' }))).toMatchObject({ code: 'not_found', parameter: 'model' });
    expect(errorOf(await demo.get('/faqs/search', { num: 500 }))).toMatchObject({ parameter: 'num' });
  });

  it('searches only the article types asked for (type)', async () => {
    const all = ok<FaqSearchResponse>(await demo.get('/faqs/search', { model: 'awf-1000xm4', num: 50 }));
    const types = new Set(all.searchResponse.results.map((r) => r.contentType));
    expect(types.has('quality-issue-article') || types.has('oof-article')).toBe(true);
    const faqsOnly = ok<FaqSearchResponse>(await demo.get('/faqs/search', { model: 'awf-1000xm4', num: 50, type: 'faq-article' }));
    expect(faqsOnly.searchResponse.count).toBeGreaterThan(0);
    expect(faqsOnly.searchResponse.count).toBeLessThan(all.searchResponse.count);
    expect(faqsOnly.searchResponse.results.every((r) => r.contentType === 'faq-article')).toBe(true);
    expect(errorOf(await demo.get('/faqs/search', { type: 'service-manual' }))).toMatchObject({ code: 'invalid_parameter', parameter: 'type' });
  });

  it('searches within the category or product contextId names', async () => {
    const inCategory = ok<FaqSearchResponse>(await demo.get('/faqs/search', { contextId: 'gaming', query: 'controller disconnects' }));
    expect(inCategory.searchResponse.results[0].title).toBe('The wireless controller does not connect or disconnects');
    const everywhere = ok<FaqSearchResponse>(await demo.get('/faqs/search', { query: 'wifi', num: 50 }));
    const tvs = ok<FaqSearchResponse>(await demo.get('/faqs/search', { query: 'wifi', num: 50, contextId: 'televisions' }));
    expect(tvs.searchResponse.results.map((r) => r.title)).toContain('The TV cannot connect to Wi-Fi or the internet');
    expect(tvs.searchResponse.count).toBeLessThan(everywhere.searchResponse.count);
    expect(tvs.searchResponse.results.map((r) => r.title)).not.toContain('Bluetooth audio cuts out or skips');
    const inProduct = ok<FaqSearchResponse>(await demo.get('/faqs/search', { contextId: 'awf-1000xm4', num: 50 }));
    const byModel = ok<FaqSearchResponse>(await demo.get('/faqs/search', { model: 'awf-1000xm4', num: 50 }));
    expect(inProduct.searchResponse.results.map((r) => r.id)).toEqual(byModel.searchResponse.results.map((r) => r.id));
    expect(errorOf(await demo.get('/faqs/search', { contextId: 'nope' }))).toMatchObject({ code: 'not_found', parameter: 'contextId' });
  });

  it('keeps smart-help searches (config tvhelp) to television FAQs', async () => {
    const everywhere = ok<FaqSearchResponse>(await demo.get('/faqs/search', { query: 'wifi', num: 50 }));
    const smartHelp = ok<FaqSearchResponse>(await demo.get('/faqs/search', { query: 'wifi', num: 50, config: 'tvhelp' }));
    const tvs = ok<FaqSearchResponse>(await demo.get('/faqs/search', { query: 'wifi', num: 50, contextId: 'televisions' }));
    expect(smartHelp.searchResponse.results.map((r) => r.id)).toEqual(tvs.searchResponse.results.map((r) => r.id));
    expect(smartHelp.searchResponse.count).toBeGreaterThan(0);
    expect(smartHelp.searchResponse.count).toBeLessThan(everywhere.searchResponse.count);
    // The site's own configuration searches everything.
    const site = ok<FaqSearchResponse>(await demo.get('/faqs/search', { query: 'wifi', num: 50, config: 'support' }));
    expect(site.searchResponse.count).toBe(everywhere.searchResponse.count);
  });

  it('accepts the country filter and refuses a malformed one', async () => {
    expect(ok<FaqSearchResponse>(await demo.get('/faqs/search', { model: 'awf-1000xm4', countryFilter: 'DE' })).searchResponse.count).toBeGreaterThan(0);
    expect(errorOf(await demo.get('/faqs/search', { countryFilter: '<script>' }))).toMatchObject({ parameter: 'countryFilter' });
  });
});

describe('GET /suggest', () => {
  it('suggests products by model-number prefix, with or without separators', async () => {
    for (const query of ['AWH-10', 'awh10', 'awh 10']) {
      const body = ok<SuggestionsResponse>(await demo.get('/suggest', { query, locale: 'en_GB' }));
      const models = body.suggestions.filter((s) => s.kind === 'product').map((s) => s.modelNumber);
      expect(models.length).toBeGreaterThan(0);
      expect(models.every((m) => m?.startsWith('AWH-10'))).toBe(true);
    }
  });

  it('suggests the models one typo away once a whole model number matches none', async () => {
    const typo = ok<SuggestionsResponse>(await demo.get('/suggest', { query: 'AT-65Z8M', locale: 'en_GB' }));
    expect(typo.suggestions.filter((s) => s.kind === 'product').map((s) => s.modelNumber)).toEqual(['AT-65Z9M']);
    // A prefix still being typed is completed, not corrected.
    const prefix = ok<SuggestionsResponse>(await demo.get('/suggest', { query: 'AT-65Z', locale: 'en_GB' }));
    expect(prefix.suggestions.filter((s) => s.kind === 'product').every((s) => s.modelNumber?.startsWith('AT-65Z'))).toBe(true);
  });

  it('suggests the category a product kind names before its products (ADR 054)', async () => {
    const tv = ok<SuggestionsResponse>(await demo.get('/suggest', { query: 'tv', locale: 'en_GB' }));
    expect(tv.suggestions[0]).toEqual({ kind: 'category', text: 'Televisions', url: '/electronics/support/televisions', image: expect.stringMatching(/televisions/) });
    expect(tv.suggestions.slice(1).some((s) => s.kind === 'product')).toBe(true);
    // German visitors' word for it, where no product name holds the word.
    const de = ok<SuggestionsResponse>(await demo.get('/suggest', { query: 'fernseher', locale: 'de_DE' }));
    expect(de.suggestions[0]).toMatchObject({ kind: 'category', text: 'Fernseher', url: '/de/electronics/support/televisions' });
    // German and French words meet at their stems: the category is there while the word is typed on.
    const typing = ok<SuggestionsResponse>(await demo.get('/suggest', { query: 'fernseh', locale: 'de_DE' }));
    expect(typing.suggestions[0]).toMatchObject({ kind: 'category', text: 'Fernseher' });
    // Full-width letters, as an East Asian keyboard types them, are read as the same word.
    const wide = ok<SuggestionsResponse>(await demo.get('/suggest', { query: 'ｔｖ', locale: 'en_GB' }));
    expect(wide.suggestions[0]).toMatchObject({ kind: 'category', text: 'Televisions' });
    // A list of kinds offers three places at most.
    const many = ok<SuggestionsResponse>(await demo.get('/suggest', { query: 'speaker projector camera lens phone', locale: 'en_GB' }));
    expect(many.suggestions.filter((s) => s.kind === 'category')).toHaveLength(3);
    // A word still being typed, or a problem after the kind, is no place to go.
    for (const query of ['televi', 'tv no sound']) {
      const typed = ok<SuggestionsResponse>(await demo.get('/suggest', { query, locale: 'en_GB' }));
      expect({ query, kinds: typed.suggestions.filter((s) => s.kind === 'category') }).toEqual({ query, kinds: [] });
    }
  });

  it('suggests products by name words and popular queries', async () => {
    const byName = ok<SuggestionsResponse>(await demo.get('/suggest', { query: 'soundb', locale: 'en_GB' }));
    const product = byName.suggestions.find((s) => s.kind === 'product');
    expect(product?.text).toMatch(/Soundbar/);
    expect(product?.url).toMatch(/^\/electronics\/support\/soundbars\//);
    const queries = ok<SuggestionsResponse>(await demo.get('/suggest', { query: 'firmw', locale: 'en_GB' }));
    expect(queries.suggestions).toContainEqual({ kind: 'query', text: 'firmware update' });
    const de = ok<SuggestionsResponse>(await demo.get('/suggest', { query: 'bluetooth k', locale: 'de_DE' }));
    expect(de.suggestions).toContainEqual({ kind: 'query', text: 'bluetooth koppeln' });
  });

  it('returns nothing below two characters and at most a handful above', async () => {
    expect(ok<SuggestionsResponse>(await demo.get('/suggest', { query: 'a' })).suggestions).toEqual([]);
    const broad = ok<SuggestionsResponse>(await demo.get('/suggest', { query: 'au' }));
    expect(broad.suggestions.length).toBeLessThanOrEqual(11);
  });

  it('requires a query', async () => {
    expect(errorOf(await demo.get('/suggest', {}))).toMatchObject({ parameter: 'query' });
  });
});

describe('GET /keyword/suggest', () => {
  it('completes a word from the indexed text', async () => {
    const body = ok<SuggestionsResponse>(await demo.get('/keyword/suggest', { query: 'blue', locale: 'en_GB' }));
    expect(body.suggestions.map((s) => s.text)).toContain('bluetooth');
    expect(body.suggestions.every((s) => s.kind === 'query')).toBe(true);
  });

  it('offers after other words only popular queries, never a word completed blindly', async () => {
    const texts = async (query: string, locale: string) => ok<SuggestionsResponse>(await demo.get('/keyword/suggest', { query, locale })).suggestions.map((s) => s.text);
    const noSo = await texts('no so', 'en_GB');
    expect(noSo).toContain('no sound');
    for (const nonsense of ['no soap', 'no some', 'no soft']) expect(noSo).not.toContain(nonsense);
    expect(await texts('firmware up', 'en_GB')).toContain('firmware update');
    const miseAJour = await texts('mise à jour', 'fr_FR');
    for (const nonsense of ['mise à journée', 'mise à joystick', 'mise à jouez']) expect(miseAJour).not.toContain(nonsense);
    const gehtNi = await texts('fernbedienung geht ni', 'de_DE');
    for (const nonsense of ['fernbedienung geht niere', 'fernbedienung geht night', 'fernbedienung geht nichtbenutzung']) expect(gehtNi).not.toContain(nonsense);
    // One word alone is completed from the indexed words.
    expect(await texts('blueto', 'en_GB')).toContain('bluetooth');
  });

  it('completes a word the language\'s synonyms name, and never offers a word that means nothing alone', async () => {
    const texts = async (query: string, locale: string) => ok<SuggestionsResponse>(await demo.get('/keyword/suggest', { query, locale })).suggestions.map((s) => s.text);
    // German texts say 'WLAN'; visitors type 'wifi' too, which a German search finds (a synonym).
    expect(await texts('wif', 'de_DE')).toEqual(['wifi']);
    const wi = await texts('wi', 'de_DE');
    expect(wi).toContain('wifi');
    // German stop words, and the English ones of the English texts a German page lists.
    for (const meaningless of ['wie', 'wird', 'with']) expect(wi).not.toContain(meaningless);
    expect(await texts('wi', 'en_GB')).not.toContain('with');
  });
});
