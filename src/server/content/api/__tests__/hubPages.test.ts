import type {
  AutomaticBundleDetailsResponse,
  AutomaticBundlesResponse,
  BannersResponse,
  ContextCategoriesResponse,
  FaqBundleDetailResponse,
  FaqBundleListResponse,
  FaqBundlesResponse,
  NewsAndAlertsResponse,
  SeoResponse,
  SpecialMessageResponse,
} from '../../../../shared/content/hubTypes';
import type { FaqSearchResponse, OrganicSearchResponse } from '../../../../shared/content/types';
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

describe('GET /{locale}/news-and-alerts', () => {
  it('lists a product’s update notices and alerts, newest first, 10 by default', async () => {
    const { searchResponse } = ok<NewsAndAlertsResponse>(await demo.get('/en_GB/news-and-alerts', { contextId: TV }));
    expect(searchResponse.results.length).toBeLessThanOrEqual(10);
    const dates = searchResponse.results.map((n) => n.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const update = searchResponse.results.find((n) => n.newsType === 'software-update');
    expect(update).toMatchObject({ title: 'Software update 6.7.412 for AT-55X89J' });
    expect(update?.url).toMatch(/^\/electronics\/support\/televisions\/at-55x89j\/downloads\/\d+$/);
    // The X89J HDMI notice is an alert that leads to its article.
    const alert = searchResponse.results.find(
      (n) => n.newsType === 'alert' && n.title.startsWith('Notice: picture drop-outs'),
    );
    expect(alert?.url).toMatch(/^\/electronics\/support\/articles\/\d+$/);
  });

  it('pages and filters by type, and returns both image crops when asked', async () => {
    const all = ok<NewsAndAlertsResponse>(
      await demo.get('/en_GB/news-and-alerts', { contextId: 'televisions', num: 100 }),
    ).searchResponse;
    const page = ok<NewsAndAlertsResponse>(
      await demo.get('/en_GB/news-and-alerts', { contextId: 'televisions', start: 3, num: 4 }),
    ).searchResponse;
    expect(page).toMatchObject({ start: 3, end: 7, count: all.count });
    expect(page.results.map((n) => n.id)).toEqual(all.results.slice(3, 7).map((n) => n.id));
    const alerts = ok<NewsAndAlertsResponse>(
      await demo.get('/en_GB/news-and-alerts', {
        contextId: 'televisions',
        types: 'alert,news',
        'additional-fields': 'bannerImageUrl',
      }),
    ).searchResponse;
    expect(alerts.results.length).toBeGreaterThan(2);
    for (const item of alerts.results) {
      expect(['alert', 'news']).toContain(item.newsType);
      expect(item.bannerImageUrl).toMatch(/desktop\.svg$/);
      expect(item.bannerImageUrlSmall).toMatch(/phone\.svg$/);
    }
    expect(all.results[0].bannerImageUrl).toBeUndefined();
  });

  it('speaks German under de_DE with links under the /de prefix', async () => {
    const { searchResponse } = ok<NewsAndAlertsResponse>(await demo.get('/de_DE/news-and-alerts', { contextId: TV }));
    expect(searchResponse.results.map((n) => n.title)).toContain('Software-Update 6.7.412 für AT-55X89J');
    expect(searchResponse.results.every((n) => n.url.startsWith('/de/electronics/support'))).toBe(true);
  });

  it('answers 400 naming the parameter and 404 for an unknown context', async () => {
    expect(errorOf(await demo.get('/xx_XX/news-and-alerts'))).toMatchObject({ parameter: 'locale' });
    expect(errorOf(await demo.get('/en_GB/news-and-alerts', { types: 'gossip' }))).toMatchObject({
      parameter: 'types',
    });
    expect(errorOf(await demo.get('/en_GB/news-and-alerts', { 'additional-fields': 'videoUrl' }))).toMatchObject({
      parameter: 'additional-fields',
    });
    expect(errorOf(await demo.get('/en_GB/news-and-alerts', { contextId: 'no-such-model' }))).toMatchObject({
      code: 'not_found',
      parameter: 'contextId',
    });
  });
});

describe('GET /banners and /banners/operating-system', () => {
  it('answers a model’s banners (its software), then its category’s, then the site’s, at most four', async () => {
    const { banners } = ok<BannersResponse>(await demo.get('/banners', { model: TV, category: 'televisions' }));
    expect(banners.length).toBeLessThanOrEqual(4);
    expect(banners.map((b) => b.id)).toEqual(['banner:stay-updated', 'banner:tv-soundbar', 'banner:model-number']);
    expect(banners[0]).toMatchObject({
      linkUrl: '/electronics/support/televisions/at-55x89j/downloads',
      theme: 'brand',
    });
    expect(banners[0].image).toMatch(/\.svg$/);
    expect(banners[2].linkUrl).toMatch(/^\/electronics\/support\/articles\/\d+$/);
  });

  it('answers a category’s banners without the model banner, in the visitor’s language', async () => {
    const { banners } = ok<BannersResponse>(
      await demo.get('/banners', { category: 'tv-home-cinema', locale: 'fr_FR' }),
    );
    expect(banners.map((b) => b.id)).toEqual(expect.arrayContaining(['banner:tv-soundbar', 'banner:model-number']));
    expect(banners.map((b) => b.id)).not.toContain('banner:stay-updated');
    expect(banners.find((b) => b.id === 'banner:tv-soundbar')?.title).toBe('Un meilleur son en quelques minutes');
    expect(banners.find((b) => b.id === 'banner:tv-soundbar')?.linkUrl).toMatch(
      /^\/fr\/electronics\/support\/faqs\/results\?query=/,
    );
  });

  it('answers the specific banners of an operating system, none for an unknown one', async () => {
    const windows = ok<BannersResponse>(
      await demo.get('/banners/operating-system', { operatingSystem: 'Windows 11' }),
    ).banners;
    expect(windows.map((b) => b.id)).toEqual(['banner:os-windows']);
    expect(windows[0].linkUrl).toBe('/electronics/support/downloads/results?query=Windows');
    expect(
      ok<BannersResponse>(await demo.get('/banners/operating-system', { operatingSystem: 'macOS 14' })).banners[0].id,
    ).toBe('banner:os-macos');
    expect(
      ok<BannersResponse>(await demo.get('/banners/operating-system', { operatingSystem: 'Device firmware' })).banners,
    ).toEqual([]);
  });

  it('answers 400 naming the parameter and 404 for an unknown model or category', async () => {
    expect(errorOf(await demo.get('/banners/operating-system'))).toMatchObject({ parameter: 'operatingSystem' });
    expect(errorOf(await demo.get('/banners/operating-system', { operatingSystem: 'x'.repeat(61) }))).toMatchObject({
      parameter: 'operatingSystem',
    });
    expect(errorOf(await demo.get('/banners', { model: 'no-such-model' }))).toMatchObject({
      code: 'not_found',
      parameter: 'model',
    });
    expect(errorOf(await demo.get('/banners', { category: 'no-such-category' }))).toMatchObject({
      code: 'not_found',
      parameter: 'category',
    });
  });
});

describe('GET /special-message', () => {
  it('answers the notice in force, translated, with a link', async () => {
    const { message } = ok<SpecialMessageResponse>(await demo.get('/special-message'));
    expect(message).toMatchObject({
      id: 'special-message:support-scams-2024',
      severity: 'warning',
      title: 'Protect yourself from support scams',
    });
    expect(message?.linkUrl).toMatch(/^\/electronics\/support\/articles\/\d+$/);
    const german = ok<SpecialMessageResponse>(await demo.get('/special-message', { locale: 'de_DE' })).message;
    expect(german).toMatchObject({ id: message?.id, title: 'Schützen Sie sich vor Support-Betrug' });
  });

  it('answers 400 for an unknown locale', async () => {
    expect(errorOf(await demo.get('/special-message', { locale: 'en_US' }))).toMatchObject({ parameter: 'locale' });
  });
});

describe('GET /context-categories', () => {
  it('answers the siblings of a subcategory under their parent, marking the current one', async () => {
    const body = ok<ContextCategoriesResponse>(await demo.get('/context-categories', { categoryName: 'soundbars' }));
    expect(body.parent).toMatchObject({ name: 'tv-home-cinema', url: '/electronics/support/tv-home-cinema' });
    expect(body.categories.map((c) => c.name)).toEqual(['televisions', 'home-projectors', 'soundbars', 'av-receivers']);
    expect(body.categories.filter((c) => c.current).map((c) => c.name)).toEqual(['soundbars']);
  });

  it('places a model in its category, and a top-level category among the others', async () => {
    const model = ok<ContextCategoriesResponse>(
      await demo.get('/context-categories', { modelSlug: TV, locale: 'de_DE' }),
    );
    expect(model.categories.find((c) => c.current)).toMatchObject({
      name: 'televisions',
      displayName: 'Fernseher',
      url: '/de/electronics/support/televisions',
    });
    const top = ok<ContextCategoriesResponse>(await demo.get('/context-categories', { categoryName: 'audio' }));
    expect(top.parent).toBeNull();
    expect(top.categories.length).toBeGreaterThanOrEqual(8);
    expect(top.categories.find((c) => c.current)?.name).toBe('audio');
  });

  it('answers 400 without a context and 404 for unknown names', async () => {
    expect(errorOf(await demo.get('/context-categories'))).toMatchObject({
      code: 'invalid_parameter',
      parameter: 'categoryName',
    });
    expect(errorOf(await demo.get('/context-categories', { categoryName: 'no-such-category' }))).toMatchObject({
      code: 'not_found',
      parameter: 'categoryName',
    });
    expect(errorOf(await demo.get('/context-categories', { modelSlug: 'no-such-model' }))).toMatchObject({
      code: 'not_found',
      parameter: 'modelSlug',
    });
  });
});

describe('GET /faq-bundles', () => {
  async function modelFaqIds(model: string): Promise<Set<string>> {
    const list = ok<FaqSearchResponse>(await demo.get('/faqs/search', { model, num: 100 }));
    return new Set(list.searchResponse.results.map((r) => r.id));
  }

  it('answers the curated bundles of a model, each linking only articles that apply to it', async () => {
    const { bundles } = ok<FaqBundlesResponse>(await demo.get('/faq-bundles', { modelSlug: TV }));
    expect(bundles.map((b) => b.title)).toEqual(
      expect.arrayContaining(['Getting started: 4K HDR Smart TV', 'Troubleshooting: 4K HDR Smart TV']),
    );
    const faqs = await modelFaqIds(TV);
    for (const bundle of bundles) {
      expect(bundle.linkedArticles.length).toBeGreaterThan(0);
      for (const article of bundle.linkedArticles) {
        expect(faqs.has(article.articleFamilyId)).toBe(true);
        expect(article.articleUrl).toBe(`/electronics/support/articles/${article.articleFamilyId}`);
        expect(article.articleTitle.length).toBeGreaterThan(10);
      }
    }
  });

  it('answers the same bundles as a list and one by one, and filters by bundle type', async () => {
    const full = ok<FaqBundlesResponse>(await demo.get('/faq-bundles', { modelSlug: TV })).bundles;
    const list = ok<FaqBundleListResponse>(await demo.get('/faq-bundles/list', { modelSlug: TV })).bundles;
    expect(list).toEqual(
      full.map((b) => ({ id: b.id, title: b.title, bundleType: b.bundleType, articleCount: b.linkedArticles.length })),
    );
    const detail = ok<FaqBundleDetailResponse>(
      await demo.get('/faq-bundles/detail', { bundleId: full[0].id, modelSlug: TV }),
    ).bundle;
    expect(detail).toEqual(full[0]);
    const troubleshooting = ok<FaqBundlesResponse>(
      await demo.get('/faq-bundles', { categoryName: 'televisions', bundleType: 'troubleshooting' }),
    ).bundles;
    expect(troubleshooting.map((b) => b.bundleType)).toEqual(['troubleshooting']);
    const german = ok<FaqBundlesResponse>(await demo.get('/faq-bundles', { modelSlug: TV, locale: 'de_DE' })).bundles;
    expect(german.map((b) => b.title)).toContain('Erste Schritte: 4K HDR Smart-TV');
  });

  it('answers 400 naming the parameter and 404 for unknown names', async () => {
    expect(errorOf(await demo.get('/faq-bundles'))).toMatchObject({
      code: 'invalid_parameter',
      parameter: 'modelSlug',
    });
    expect(errorOf(await demo.get('/faq-bundles', { modelSlug: TV, bundleType: 'gossip' }))).toMatchObject({
      parameter: 'bundleType',
    });
    expect(errorOf(await demo.get('/faq-bundles/list', { modelSlug: 'no-such-model' }))).toMatchObject({
      code: 'not_found',
      parameter: 'modelSlug',
    });
    expect(errorOf(await demo.get('/faq-bundles/detail'))).toMatchObject({ parameter: 'bundleId' });
    expect(errorOf(await demo.get('/faq-bundles/detail', { bundleId: 'fb-nothing' }))).toMatchObject({
      code: 'not_found',
      parameter: 'bundleId',
    });
  });
});

describe('GET /faq-bundles/automatic and /faq-bundles/automatic/details', () => {
  it('bundles a model’s FAQs by topic and pages through one topic, keyed by language and topic', async () => {
    const { bundles } = ok<AutomaticBundlesResponse>(await demo.get('/faq-bundles/automatic', { modelSlug: TV }));
    expect(bundles.map((b) => b.topic)).toEqual(expect.arrayContaining(['picture', 'software-update', 'network']));
    const picture = bundles.find((b) => b.topic === 'picture');
    expect(picture?.title).toBe('Picture');
    const details = ok<AutomaticBundleDetailsResponse>(
      await demo.get('/faq-bundles/automatic/details', { model: TV, gkId: 'en:picture' }),
    );
    expect(details).toMatchObject({ topic: 'picture', title: 'Picture', start: 0, count: picture?.articleCount });
    expect(details.linkedArticles).toHaveLength(picture?.articleCount ?? -1);
    const second = ok<AutomaticBundleDetailsResponse>(
      await demo.get('/faq-bundles/automatic/details', { model: TV, gkId: 'en:picture', start: 1, num: 1 }),
    );
    expect(second.linkedArticles).toEqual(details.linkedArticles.slice(1, 2));
    expect(second).toMatchObject({ start: 1, end: 2 });
  });

  it('answers the most viewed FAQs without a topic, and the smart-help variant with type and config', async () => {
    const top = ok<AutomaticBundleDetailsResponse>(
      await demo.get('/faq-bundles/automatic/details', { model: TV, locale: 'fr_FR' }),
    );
    expect(top).toMatchObject({ topic: null, title: 'Les plus consultés' });
    expect(top.linkedArticles.length).toBeGreaterThan(3);
    expect(top.linkedArticles[0].articleUrl).toMatch(/^\/fr\/electronics\/support\/articles\//);
    const tv = ok<AutomaticBundleDetailsResponse>(
      await demo.get('/faq-bundles/automatic/details', {
        model: TV,
        type: 'faq-article',
        config: ' ',
        gkId: 'fr:picture',
        locale: 'fr_FR',
      }),
    );
    expect(tv).toMatchObject({ topic: 'picture', title: 'Image' });
  });

  it('answers 400 for a malformed gkId and 404 for unknown topics and models', async () => {
    expect(
      errorOf(await demo.get('/faq-bundles/automatic/details', { model: TV, gkId: 'en_GB:picture' })),
    ).toMatchObject({ parameter: 'gkId' });
    expect(errorOf(await demo.get('/faq-bundles/automatic/details', { model: TV, gkId: 'en:nothing' }))).toMatchObject({
      code: 'not_found',
      parameter: 'gkId',
    });
    expect(errorOf(await demo.get('/faq-bundles/automatic/details', { gkId: 'en:picture' }))).toMatchObject({
      parameter: 'model',
    });
    expect(errorOf(await demo.get('/faq-bundles/automatic/details', { model: 'no-such-model' }))).toMatchObject({
      code: 'not_found',
      parameter: 'model',
    });
    expect(errorOf(await demo.get('/faq-bundles/automatic/details', { model: TV, type: 'manual' }))).toMatchObject({
      parameter: 'type',
    });
    expect(errorOf(await demo.get('/faq-bundles/automatic', { categoryName: 'no-such-category' }))).toMatchObject({
      code: 'not_found',
    });
  });
});

describe('supportFaqBundleTopicFilter on the organic search', () => {
  it('limits FAQ results to the automatic bundle’s topic', async () => {
    const unfiltered = ok<OrganicSearchResponse>(
      await demo.get(`/search/${TV}`, { query: 'tv', type: 'faqs', num: 50 }),
    );
    const filtered = ok<OrganicSearchResponse>(
      await demo.get(`/search/${TV}`, {
        query: 'tv',
        type: 'faqs',
        num: 50,
        supportFaqBundleTopicFilter: 'auto-bundle:en:picture',
      }),
    );
    expect(filtered.searchResponse.count).toBeGreaterThan(0);
    expect(filtered.searchResponse.count).toBeLessThan(unfiltered.searchResponse.count);
    const pictureIds = new Set(
      ok<AutomaticBundleDetailsResponse>(
        await demo.get('/faq-bundles/automatic/details', { model: TV, gkId: 'en:picture', num: 100 }),
      ).linkedArticles.map((a) => a.articleFamilyId),
    );
    for (const result of filtered.searchResponse.results) expect(pictureIds.has(result.id)).toBe(true);
  });

  it('answers 400 for a filter without the automatic-bundle marker', async () => {
    expect(errorOf(await demo.get('/search', { query: 'tv', supportFaqBundleTopicFilter: 'picture' }))).toMatchObject({
      parameter: 'supportFaqBundleTopicFilter',
    });
  });
});

describe('GET /{locale}/seo/...', () => {
  it('answers a product page’s title, description and canonical URL', async () => {
    const seo = ok<SeoResponse>(await demo.get(`/en_GB/seo/products/${TV}`));
    expect(seo.title).toBe('AT-55X89J Aurora 55-inch X89J 4K HDR Smart TV – Support');
    expect(seo.description).toMatch(/^Support for the Aurora 55-inch X89J 4K HDR Smart TV \(AT-55X89J\): manuals/);
    expect(seo).toMatchObject({ canonicalUrl: '/electronics/support/televisions/at-55x89j', robots: 'index, follow' });
    expect(ok<SeoResponse>(await demo.get('/de_DE/seo/products/AT55X89J')).canonicalUrl).toBe(
      '/de/electronics/support/televisions/at-55x89j',
    );
  });

  it('answers a category page’s, and 404 / 400 for unknown names and locales', async () => {
    const seo = ok<SeoResponse>(await demo.get('/fr_FR/seo/categories/soundbars'));
    expect(seo).toMatchObject({
      title: 'Barres de son – Assistance',
      canonicalUrl: '/fr/electronics/support/soundbars',
    });
    expect(errorOf(await demo.get('/en_GB/seo/products/no-such-model'))).toMatchObject({
      code: 'not_found',
      parameter: 'productName',
    });
    expect(errorOf(await demo.get('/en_GB/seo/categories/no-such-category'))).toMatchObject({
      code: 'not_found',
      parameter: 'categoryName',
    });
    expect(errorOf(await demo.get('/zz/seo/categories/soundbars'))).toMatchObject({ parameter: 'locale' });
  });
});
