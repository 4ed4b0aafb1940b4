import type {
  CompatibilityDetailsResponse,
  CompatibleCategoriesResponse,
  CompatibleModelsResponse,
  SpecificationsResponse,
  VideosResponse,
} from '../../../../shared/content/hubTypes';
import { errorOf, ok } from '../../__tests__/support/bodies';
import { openDemoService, type DemoService } from '../../__tests__/support/demoService';

let demo: DemoService;
beforeAll(() => {
  demo = openDemoService();
});
afterAll(async () => {
  expect(demo.failures).toEqual([]);
  await demo.close();
});

const TV = 'at-55x89j';
const TOO_LONG = 'x'.repeat(121);

/** The bytes behind a file URL of the API, fetched through the same service. */
async function file(url: string) {
  return demo.get(url.replace('/api/content/support', ''));
}

describe('GET /specifications/{productName}', () => {
  it('answers the spec sheet: grouped name/value lists, in-the-box items and resolvable footnotes', async () => {
    const sheet = ok<SpecificationsResponse>(await demo.get(`/specifications/${TV}`));
    expect(sheet).toMatchObject({ productName: TV, modelNumber: 'AT-55X89J' });
    const groups = sheet.techSpecs.map((g) => g.name);
    expect(groups).toEqual(expect.arrayContaining(['Display', 'Sound', 'Connectivity', 'Power', 'General']));
    const display = sheet.techSpecs.find((g) => g.name === 'Display');
    expect(display?.specs).toEqual(expect.arrayContaining([{ name: 'Screen size (diagonal)', value: '55" (140 cm)' }]));
    expect(sheet.inTheBox.map((i) => i.name)).toEqual(
      expect.arrayContaining(['Remote control with two AAA batteries']),
    );
    // Every marker in the sheet, whichever way it is written, names a footnote of the list.
    const markers = sheet.techSpecs.flatMap((g) => g.specs.flatMap((s) => s.footnotes ?? []));
    expect(markers.length).toBeGreaterThan(2);
    expect(new Set(markers.map((m) => m[0]))).toEqual(new Set(['*', '※']));
    const ids = new Set(sheet.footnotes.map((f) => f.id));
    for (const marker of markers) expect(ids.has(sheet.synonyms[marker])).toBe(true);
    expect(sheet.footnotes[0].text).toMatch(/HDMI 3 and HDMI 4/);
  });

  it('speaks the visitor’s language, numbers included, and finds the product by any spelling of its model number', async () => {
    const sheet = ok<SpecificationsResponse>(await demo.get('/specifications/AT55X89J', { locale: 'de_DE' }));
    expect(sheet.productName).toBe(TV);
    expect(sheet.techSpecs.map((g) => g.name)).toContain('Bildschirm');
    const weight = sheet.techSpecs.flatMap((g) => g.specs).find((s) => s.name === 'Gewicht');
    expect(weight?.value).toMatch(/^\d+,\d kg$/);
    expect(sheet.inTheBox.map((i) => i.name)).toContain('Netzkabel');
  });

  it('answers 400 naming the parameter for bad input and 404 for an unknown product', async () => {
    expect(errorOf(await demo.get(`/specifications/${TV}`, { locale: 'xx_XX' }))).toMatchObject({
      code: 'invalid_parameter',
      parameter: 'locale',
    });
    expect(errorOf(await demo.get(`/specifications/${TOO_LONG}`))).toMatchObject({
      code: 'invalid_parameter',
      parameter: 'productName',
    });
    expect(errorOf(await demo.get('/specifications/no-such-model'))).toMatchObject({
      code: 'not_found',
      parameter: 'productName',
    });
  });
});

describe('GET /tutorials/{productName}', () => {
  it('lists the tutorial series in lesson order with a real thumbnail and a playable video', async () => {
    const { searchResponse } = ok<VideosResponse>(await demo.get(`/tutorials/${TV}`));
    expect(searchResponse.count).toBe(4);
    expect(searchResponse.results.map((v) => v.lesson)).toEqual([1, 2, 3, 4]);
    expect(searchResponse.results[0]).toMatchObject({
      videoType: 'tutorial',
      title: 'Unboxing and first setup',
      contentType: 'video-content',
    });
    const first = searchResponse.results[0];
    expect(first.url).toBe(`/electronics/support/articles/${first.id}`);
    const thumbnail = await file(first.bannerImageUrl ?? '');
    expect(thumbnail.headers['content-type']).toMatch(/image\/svg\+xml/);
    const video = await file(first.videoUrl ?? '');
    expect(video.headers['content-type']).toBe('video/webm');
    expect(first.videoUrl).toMatch(/\.webm$/);
    expect(first.duration).toBe(15);
  });

  it('pages with start and num', async () => {
    const { searchResponse } = ok<VideosResponse>(await demo.get(`/tutorials/${TV}`, { start: 2, num: 1 }));
    expect(searchResponse).toMatchObject({ start: 2, end: 3, count: 4 });
    expect(searchResponse.results[0].lesson).toBe(3);
  });

  it('answers 400 for a bad num and 404 for an unknown product', async () => {
    expect(errorOf(await demo.get(`/tutorials/${TV}`, { num: 0 }))).toMatchObject({ parameter: 'num' });
    expect(errorOf(await demo.get(`/tutorials/${TV}`, { start: -1 }))).toMatchObject({ parameter: 'start' });
    expect(errorOf(await demo.get('/tutorials/no-such-model'))).toMatchObject({
      code: 'not_found',
      parameter: 'productName',
    });
  });
});

describe('GET /support-videos', () => {
  const notTutorials = 'how-to,troubleshooting,product-tour';

  it('lists a product’s videos of the asked types, most watched first, with the additional fields asked for', async () => {
    const { searchResponse } = ok<VideosResponse>(
      await demo.get('/support-videos', {
        contextId: TV,
        type: notTutorials,
        'additional-fields': 'bannerImageUrl,videoUrl,topics',
      }),
    );
    // The display group's twelve less the projector's focus video, which is not a TV's (ADR 039).
    expect(searchResponse.count).toBe(11);
    expect(searchResponse.results.map((v) => v.title)).not.toContain('Focus, zoom and lens shift on a projector');
    expect(searchResponse.results.every((v) => v.videoType !== 'tutorial')).toBe(true);
    expect(searchResponse.results.map((v) => v.title)).toEqual(
      expect.arrayContaining(['How to update your product’s software', 'No picture but sound: what to check']),
    );
    expect(searchResponse.results.every((v) => v.bannerImageUrl && v.videoUrl && Array.isArray(v.topics))).toBe(true);
    const plain = ok<VideosResponse>(await demo.get('/support-videos', { contextId: TV })).searchResponse.results[0];
    expect(plain.bannerImageUrl).toBeUndefined();
    expect(plain.videoUrl).toBeUndefined();
  });

  it('answers 20 by default, 12 in smart help, and pages through a category', async () => {
    const first = ok<VideosResponse>(await demo.get('/support-videos', { contextId: 'tv-home-cinema' })).searchResponse;
    expect(first.results).toHaveLength(20);
    expect(first.count).toBeGreaterThan(20);
    const rest = ok<VideosResponse>(
      await demo.get('/support-videos', { contextId: 'tv-home-cinema', start: 20, num: 20 }),
    ).searchResponse;
    expect(rest.results).toHaveLength(first.count - 20);
    expect(new Set([...first.results, ...rest.results].map((v) => v.id)).size).toBe(first.count);
    const tv = ok<VideosResponse>(
      await demo.get('/support-videos', { contextId: 'tv-home-cinema', config: 'tvhelp' }),
    ).searchResponse;
    expect(tv.results).toHaveLength(12);
  });

  it('filters by topic and falls back to English where a video has no translation', async () => {
    const picture = ok<VideosResponse>(
      await demo.get('/support-videos', { contextId: TV, topics: 'picture', 'additional-fields': 'topics' }),
    );
    expect(picture.searchResponse.results.length).toBeGreaterThan(0);
    for (const video of picture.searchResponse.results) expect(video.topics).toContain('picture');
    const german = ok<VideosResponse>(
      await demo.get('/support-videos', { contextId: TV, locale: 'de_DE', type: notTutorials }),
    ).searchResponse;
    const titles = german.results.map((v) => v.title);
    expect(titles).toContain('So aktualisieren Sie die Software Ihres Produkts');
    expect(titles).toContain('Wall-mounting your TV');
  });

  it('answers 400 naming the parameter and 404 for an unknown context', async () => {
    expect(errorOf(await demo.get('/support-videos', { type: 'cartoon' }))).toMatchObject({ parameter: 'type' });
    expect(errorOf(await demo.get('/support-videos', { 'additional-fields': 'secret' }))).toMatchObject({
      parameter: 'additional-fields',
    });
    expect(errorOf(await demo.get('/support-videos', { num: 101 }))).toMatchObject({ parameter: 'num' });
    expect(errorOf(await demo.get('/support-videos', { contextId: 'no-such-model' }))).toMatchObject({
      code: 'not_found',
      parameter: 'contextId',
    });
  });
});

describe('GET /compatibility-relations', () => {
  it('goes from categories to models to details', async () => {
    const categories = ok<CompatibleCategoriesResponse>(await demo.get(`/compatibility-relations/${TV}/categories`));
    expect(categories.categories.map((c) => c.name)).toEqual(
      expect.arrayContaining(['soundbars', 'av-receivers', 'consoles', 'wireless-headphones']),
    );
    const soundbars = categories.categories.find((c) => c.name === 'soundbars');
    expect(soundbars).toMatchObject({ displayName: 'Soundbars', count: 4 });

    const models = ok<CompatibleModelsResponse>(await demo.get(`/compatibility-relations/${TV}/soundbars/models`));
    expect(models.models).toHaveLength(4);
    for (const m of models.models) {
      expect(m.categoryName).toBe('soundbars');
      expect(m.url).toBe(`/electronics/support/soundbars/${m.name}`);
      expect(m.image).toMatch(/^\/api\/content\/support\/files\//);
    }

    const details = ok<CompatibilityDetailsResponse>(
      await demo.get(`/compatibility-relations/${TV}/${models.models[0].name}/details`),
    );
    expect(details.product.name).toBe(TV);
    expect(details.compatibleModel.name).toBe(models.models[0].name);
    expect(details.connection).toMatch(/eARC/);
    expect(details.features.map((f) => f.name)).toContain('Dolby Atmos from TV apps');
    // A 2021 TV predates Acoustic Center Sync.
    expect(details.features.find((f) => f.name.startsWith('Acoustic Center Sync'))?.supported).toBe(false);
    expect(details.requirements.length).toBeGreaterThan(0);
  });

  it('lists the models of a top-level category across its subcategories, in the visitor’s language', async () => {
    const models = ok<CompatibleModelsResponse>(await demo.get(`/compatibility-relations/${TV}/tv-home-cinema/models`));
    expect(new Set(models.models.map((m) => m.categoryName))).toEqual(new Set(['soundbars', 'av-receivers']));
    const german = ok<CompatibleCategoriesResponse>(
      await demo.get(`/compatibility-relations/${TV}/categories`, { locale: 'de_DE' }),
    );
    expect(german.categories.map((c) => c.displayName)).toContain('AV-Receiver');
    const details = ok<CompatibilityDetailsResponse>(
      await demo.get(`/compatibility-relations/${TV}/${models.models[0].name}/details`, { locale: 'fr_FR' }),
    );
    expect(details.requirements[0]).toMatch(/Activez/);
  });

  it('answers 404 naming the lookup that failed, and 400 for bad input', async () => {
    expect(errorOf(await demo.get('/compatibility-relations/no-such-model/categories'))).toMatchObject({
      code: 'not_found',
      parameter: 'productName',
    });
    expect(errorOf(await demo.get(`/compatibility-relations/${TV}/no-such-category/models`))).toMatchObject({
      parameter: 'categoryName',
    });
    // A lens does not connect to a TV.
    expect(errorOf(await demo.get(`/compatibility-relations/${TV}/ael2470gm2/details`))).toMatchObject({
      code: 'not_found',
      parameter: 'compatibleModelName',
    });
    expect(errorOf(await demo.get(`/compatibility-relations/${TV}/no-such-model/details`))).toMatchObject({
      parameter: 'compatibleModelName',
    });
    expect(errorOf(await demo.get(`/compatibility-relations/${TOO_LONG}/categories`))).toMatchObject({
      code: 'invalid_parameter',
      parameter: 'productName',
    });
    expect(errorOf(await demo.get(`/compatibility-relations/${TV}/categories`, { locale: 'klingon' }))).toMatchObject({
      parameter: 'locale',
    });
  });
});
