import request from 'supertest';
import { preloadedState, startTestApp } from './testApp';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const base = '/electronics/support';
const PRODUCT = `${base}/televisions/at-55x89j`;
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

interface HubState {
  page: { type: string };
  specifications: { data: { techSpecs: unknown[]; inTheBox: unknown[] } | null };
  footnotes: { specs: unknown[]; synonyms: Record<string, string>; collapse: boolean };
  tutorials: { results: { lesson?: number }[]; count: number };
  supportVideos: { results: { videoType: string; bannerImageUrl?: string; videoUrl?: string }[]; count: number };
  newsAndAlerts: { results: { newsType: string }[]; count: number };
  compatibleCategories: { data: { name: string }[] };
  compatibleModels: { data: { name: string }[]; hasError: boolean };
  compatibilityDetails: { data: { compatibleModel: { name: string } } | null };
  banners: { data: { id: string }[] };
  specificBanners: { data: { id: string }[] };
  specialMessage: { data: { id: string } | null };
  contextCategories: { data: { categories: { name: string; current: boolean }[] } | null };
  faqBundles: { data: { collapseTitle: string; linkedArticles: { id: string; title: string; url: string }[] }[] };
  automaticBundles: { data: { topic: string }[] };
  automaticBundleDetails: { results: { id: string }[]; count: number };
  organicSearch: { count: number };
  seo: { data: { description: string } | null };
}

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await request(t.app).get(path).set({ host: '127.0.0.1', ...headers });
  return { status: response.status, html: response.text, state: preloadedState(response.text) as unknown as HubState };
}

/** The main column and side column of the two-column hub. */
function columns(html: string) {
  const main = /<div class="hub-layout__main">([\s\S]*?)<div class="hub-layout__aside"/.exec(html)?.[1] ?? '';
  const aside = /<div class="hub-layout__aside"[^>]*>([\s\S]*)$/.exec(html)?.[1] ?? '';
  return { main, aside };
}

describe('the product page is a hub of every product module', () => {
  let page: Awaited<ReturnType<typeof get>>;
  beforeAll(async () => {
    page = await get(PRODUCT);
  });

  it('renders in two columns: support content in the main column, summaries in the side column', () => {
    expect(page.status).toBe(200);
    expect(page.state.page.type).toBe('product');
    const { main, aside } = columns(page.html);
    expect(main).toContain('id="tutorials"');
    expect(main).toContain('id="supportVideos"');
    expect(main).toContain('id="compatibility"');
    expect(main).toContain('id="faqBundles"');
    expect(aside).toContain('Key specifications');
    expect(aside).toContain('News and alerts');
    expect(aside).toContain('Keep your product up to date');
    expect(aside).toContain('Related categories');
    expect(page.html).toMatch(
      /<div class="hub-layout__aside" role="region" aria-label="More about this product">/,
    );
  });

  it('leaves out a banner that leads to the page the visitor is on', async () => {
    // On the overview 'Keep your product up to date' leads to the downloads tab; on that tab it would lead nowhere.
    expect(page.html).toMatch(new RegExp(`<a class="banner__link" href="${PRODUCT}/downloads">`));
    const downloads = await get(`${PRODUCT}/downloads`);
    expect(downloads.html).toContain('class="banner__link"');
    expect(downloads.html).not.toContain('<h3 class="banner__title">Keep your product up to date</h3>');
  });

  it('has one navigation, its tabs (ADR 039): no in-page anchor bar, and the tabs link the specifications', () => {
    expect(page.html).not.toContain('class="in-page-nav"');
    expect(page.html).not.toContain('aria-label="On this page"');
    expect(page.html).toContain(`href="${PRODUCT}/specifications"`);
  });

  it('shows the tutorial series and the support videos as cards with thumbnails that play the video', () => {
    expect(page.state.tutorials.results.map((v) => v.lesson)).toEqual([1, 2, 3, 4]);
    expect(page.html).toContain('Unboxing and first setup');
    // The display group's twelve, less the projector's focus video (ADR 039: not a TV's).
    expect(page.state.supportVideos.count).toBe(11);
    expect(page.html).not.toContain('Focus, zoom and lens shift on a projector');
    expect(
      page.state.supportVideos.results.every((v) => v.videoType !== 'tutorial' && v.bannerImageUrl && v.videoUrl),
    ).toBe(true);
    expect(page.html).toMatch(
      /<img class="video-card__image" src="\/api\/content\/support\/files\/[^"]+" alt="" width="320" height="180"/,
    );
    expect(page.html).toMatch(/aria-label="Play video: How to update your product’s software"/);
  });

  it('shows news with both image crops, compatibility categories, FAQ bundles and the special message', () => {
    expect(page.state.newsAndAlerts.results.length).toBeLessThanOrEqual(10);
    expect(page.html).toContain('Software update 6.7.412 for AT-55X89J');
    expect(page.html).toMatch(
      /<source media="\(min-width: 768px\)" srcSet="[^"]+desktop\.svg" width="100" height="90"\/><img src="[^"]+phone\.svg" width="100" height="66"/,
    );
    expect(page.state.compatibleCategories.data.map((c) => c.name)).toContain('soundbars');
    expect(page.state.compatibleModels.data).toEqual([]);
    expect(page.state.compatibilityDetails.data).toBeNull();
    expect(page.state.faqBundles.data.map((b) => b.collapseTitle)).toContain('Getting started: 4K HDR Smart TV');
    expect(page.state.faqBundles.data[0].linkedArticles[0]).toEqual({
      id: expect.any(String),
      title: expect.any(String),
      url: expect.stringMatching(/^\/electronics\/support\/articles\//),
    });
    expect(page.html).toContain('<details class="bundle">');
    expect(page.html).toContain('Protect yourself from support scams');
    expect(page.state.specialMessage.data?.id).toBe('special-message:support-scams-2024');
  });

  it('describes the page in the document head from its SEO data', () => {
    expect(page.html).toMatch(
      /<meta name="description" content="Support for the Aurora 55-inch X89J 4K HDR Smart TV \(AT-55X89J\): manuals/,
    );
    // Absolute: the request's host when no public origin is configured.
    expect(page.html).toMatch(new RegExp(`<link rel="canonical" href="http://127\\.0\\.0\\.1(?::\\d+)?${PRODUCT}">`));
  });
});

describe('compatibility follows compatible-category and compatible-model', () => {
  it('shows a category’s models, then the details of the chosen model', async () => {
    const models = await get(`${PRODUCT}?compatible-category=soundbars`);
    expect(models.state.compatibleModels.data.length).toBe(4);
    expect(models.state.compatibilityDetails.data).toBeNull();
    const chosen = models.state.compatibleModels.data[0].name;
    expect(models.html).toContain(`compatible-model=${chosen}`);

    const details = await get(`${PRODUCT}?compatible-category=soundbars&compatible-model=${chosen}`);
    expect(details.state.compatibilityDetails.data?.compatibleModel.name).toBe(chosen);
    expect(details.html).toContain('Dolby Atmos from TV apps');
    expect(details.html).toMatch(/class="img-policy img-policy--compatibility/);
  });

  it('clears the models when the category is missing and keeps the module when a name is unknown', async () => {
    const onlyModel = await get(`${PRODUCT}?compatible-model=asb-a5000`);
    expect(onlyModel.state.compatibleModels.data).toEqual([]);
    const unknown = await get(`${PRODUCT}?compatible-category=no-such-category`);
    expect(unknown.status).toBe(200);
    expect(unknown.state.compatibleModels).toMatchObject({ data: [], hasError: false });
    // An edited or old link, not an outage: the visitor is told and offered the categories.
    expect(unknown.html).toContain('This product has no compatible models in that category. Choose one of the categories above.');
    expect(unknown.html).not.toContain('unavailable right now');
    expect(unknown.state.compatibleCategories.data.length).toBeGreaterThan(0);
    // A model the category does not list: told so, with the category's models to choose from (was 'temporarily unavailable').
    const model = await get(`${PRODUCT}?compatible-category=soundbars&compatible-model=nope`);
    expect(model.status).toBe(200);
    expect(model.state.compatibilityDetails).toMatchObject({ data: null, hasError: false });
    expect(model.html).toContain('This product works with none of the models of that name. Choose one of the models below.');
    expect(model.html).not.toContain('unavailable right now');
    expect(model.state.compatibleModels.data.length).toBeGreaterThan(0);
    // A model number, in any case, is a name the service knows: its details, and no such message.
    const byNumber = await get(`${PRODUCT}?compatible-category=soundbars&compatible-model=ASB-B8`);
    expect(byNumber.state.compatibilityDetails.data).not.toBeNull();
    expect(byNumber.html).not.toContain('none of the models of that name');
  });
});

describe('the productTechSpecs page', () => {
  it('shows the whole sheet, the in-the-box list and the collapsed footnotes', async () => {
    const page = await get(`${PRODUCT}/specifications`);
    expect(page.status).toBe(200);
    expect(page.state.page.type).toBe('productTechSpecs');
    expect(page.html).toContain('<h2 id="specifications-title">Specifications</h2>');
    expect(page.html).toContain('<dt>Screen size (diagonal)</dt><dd>55&quot; (140 cm)</dd>');
    expect(page.html).toContain('Remote control with two AAA batteries');
    expect(page.html).toMatch(/<details class="footnotes"><summary>Footnotes \(3\)<\/summary>/);
    expect(page.html).toContain('href="#footnote-1"');
    expect(page.state.footnotes).toMatchObject({ collapse: true, synonyms: { '*1': '1', '※1': '1' } });
    expect(page.state.footnotes.specs).toHaveLength(3);
    expect(page.html).toMatch(new RegExp(`<link rel="canonical" href="http://127\\.0\\.0\\.1(?::\\d+)?${PRODUCT}/specifications">`));
    // A tab of one piece of content: no in-page navigation.
    expect(page.html).not.toContain('class="in-page-nav"');
  });

  it('speaks German under /de', async () => {
    const page = await get(`/de${PRODUCT}/specifications`);
    expect(page.html).toContain('<h2 id="specifications-title">Technische Daten</h2>');
    expect(page.html).toContain('Fußnoten (3)');
    expect(page.html).toContain('<dt>Bildschirmdiagonale</dt>');
  });

  it('answers 404 for an unknown product', async () => {
    expect((await request(t.app).get(`${base}/televisions/no-such-model/specifications`)).status).toBe(404);
  });
});

describe('the category page', () => {
  it('shows FAQ bundles, videos, news and alerts, banners and related categories', async () => {
    const page = await get(`${base}/televisions`);
    expect(page.status).toBe(200);
    const { main, aside } = columns(page.html);
    expect(main).toContain('id="faqBundles"');
    expect(main).toContain('id="supportVideos"');
    expect(aside).toContain('News and alerts');
    expect(aside).toContain('Better sound in minutes');
    expect(aside).toContain('Related categories');
    expect(page.html).toMatch(
      /<div class="hub-layout__aside" role="region" aria-label="More in this category">/,
    );
    // Updates belong to models: the category lists news and alerts.
    expect(page.state.newsAndAlerts.results.length).toBeGreaterThan(0);
    expect(page.state.newsAndAlerts.results.every((n) => n.newsType !== 'software-update')).toBe(true);
    expect(page.state.contextCategories.data?.categories.find((c) => c.current)?.name).toBe('televisions');
    expect(page.html).toContain('aria-current="page"');
    expect(page.state.automaticBundles.data).toEqual([]);
    expect(page.html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1(?::\d+)?\/electronics\/support\/televisions">/);
    expect(page.html).toMatch(/<meta name="description" content="4K LED and OLED TVs\. Find your model/);
  });

  it('pages the category’s videos with videos-num', async () => {
    const first = await get(`${base}/tv-home-cinema`);
    expect(first.state.supportVideos.results).toHaveLength(20);
    expect(first.html).toContain('videos-num=40');
    const more = await get(`${base}/tv-home-cinema?videos-num=40`);
    expect(more.state.supportVideos.results.length).toBe(more.state.supportVideos.count);
  });
});

describe('banners load only on the category and product kinds of docs/behaviour.md §5', () => {
  const withBanners: Array<[string, string]> = [
    ['category', `${base}/televisions`],
    ['categoryManual', `${base}/televisions/manuals`],
    ['categoryDownload', `${base}/televisions/downloads`],
    ['categoryFaq', `${base}/televisions/faqs`],
    ['product', PRODUCT],
    ['productFaq', `${PRODUCT}/faqs`],
    ['productDownload', `${PRODUCT}/downloads`],
    ['productManual', `${PRODUCT}/manuals`],
  ];
  const without: Array<[string, string]> = [
    ['home', base],
    ['homeManual', `${base}/manuals`],
    ['homeResults', `${base}/results?query=remote`],
    ['categoryRepair', `${base}/televisions/repair-documents`],
    ['categoryResults', `${base}/televisions/results?query=remote`],
    ['productTechSpecs', `${PRODUCT}/specifications`],
    ['productRepair', `${PRODUCT}/repair-documents`],
    ['productResults', `${PRODUCT}/results?query=remote`],
    ['serialNumberChecker', `${base}/serial-number-checker/no-such-list`],
    ['others', `${base}/no/such/page/at/all`],
  ];

  it.each(withBanners)('%s shows banners', async (type, path) => {
    const page = await get(path);
    expect(page.state.page.type).toBe(type);
    expect(page.state.banners.data.length).toBeGreaterThan(0);
    expect(page.html).toContain('class="banner-list"');
  });

  it.each(without)('%s has none', async (type, path) => {
    const page = await get(path);
    expect(page.state.page.type).toBe(type);
    expect(page.state.banners.data).toEqual([]);
    expect(page.state.specificBanners.data).toEqual([]);
    expect(page.html).not.toContain('class="banner-list"');
  });

  it('adds the banners of the visitor’s operating system on the downloads tab', async () => {
    const windows = await get(`${PRODUCT}/downloads`, { 'user-agent': WINDOWS });
    expect(windows.state.specificBanners.data.map((b) => b.id)).toEqual(['banner:os-windows']);
    expect(windows.html).toContain('Software for Windows');
    const chosen = await get(`${PRODUCT}/downloads?operating-system=macOS%2014`, { 'user-agent': WINDOWS });
    expect(chosen.state.specificBanners.data.map((b) => b.id)).toEqual(['banner:os-macos']);
    for (const path of [PRODUCT, `${base}/televisions`]) {
      expect((await get(path, { 'user-agent': WINDOWS })).state.specificBanners.data).toEqual([]);
    }
  });
});

describe('the special message', () => {
  it('is not shown again once dismissed during the visit', async () => {
    const page = await get(PRODUCT, { cookie: 'specialMessageDismissed=special-message%3Asupport-scams-2024' });
    expect(page.state.specialMessage.data).toBeNull();
    expect(page.html).not.toContain('Protect yourself from support scams');
    const other = await get(PRODUCT, { cookie: 'specialMessageDismissed=an-older-message' });
    expect(other.state.specialMessage.data?.id).toBe('special-message:support-scams-2024');
  });
});

describe('automatic FAQ bundles and the topic filter', () => {
  it('opens a topic with its articles and a search limited to it, keyed by the locale’s language', async () => {
    const page = await get(`${PRODUCT}?faq-topic=picture`);
    expect(page.state.automaticBundles.data.map((b) => b.topic)).toContain('picture');
    expect(page.state.automaticBundleDetails.results.length).toBe(page.state.automaticBundleDetails.count);
    expect(page.html).toContain('name="supportFaqBundleTopicFilter" value="auto-bundle:en:picture"');
    expect(page.html).toContain(`action="${PRODUCT}/faqs/results"`);
    const german = await get(`/de${PRODUCT}?faq-topic=picture`);
    expect(german.html).toContain('value="auto-bundle:de:picture"');
  });

  it('sends the topic filter for FAQ results only', async () => {
    const filter = 'supportFaqBundleTopicFilter=auto-bundle%3Aen%3Apicture';
    const all = await get(`${PRODUCT}/faqs/results?query=tv`);
    const faqs = await get(`${PRODUCT}/faqs/results?query=tv&${filter}`);
    expect(faqs.state.organicSearch.count).toBeGreaterThan(0);
    expect(faqs.state.organicSearch.count).toBeLessThan(all.state.organicSearch.count);
    // On a manuals search the FAQ topic filter would match nothing: it is not sent.
    const manuals = await get(`${PRODUCT}/manuals/results?query=setup&${filter}`);
    expect(manuals.status).toBe(200);
    expect(manuals.state.organicSearch.count).toBeGreaterThan(0);
    // Without the marker it is not sent either.
    const unmarked = await get(`${PRODUCT}/faqs/results?query=tv&supportFaqBundleTopicFilter=picture`);
    expect(unmarked.status).toBe(200);
    expect(unmarked.state.organicSearch.count).toBe(all.state.organicSearch.count);
  });
});

describe('a category reached by a type', () => {
  it('asks for a model and leads each model to that tab of its page', async () => {
    const res = await request(t.app).get(`${base}/televisions/manuals`).expect(200);
    expect(res.text).toContain('Choose your model to see its manuals');
    const cards = [...res.text.matchAll(/<a class="model-card" href="([^"]+)"/g)].map((m) => m[1]);
    expect(cards.length).toBeGreaterThan(0);
    for (const href of cards) expect(href).toMatch(/^\/electronics\/support\/televisions\/[^/]+\/manuals$/);
    const de = await request(t.app).get(`/de${base}/televisions/downloads`).expect(200);
    expect(de.text).toContain('Wählen Sie Ihr Modell, um seine Downloads zu sehen');
    expect(de.text).toMatch(/<a class="model-card" href="\/de\/electronics\/support\/televisions\/[^/"]+\/downloads"/);
    // The category itself lists models as before, each to its overview.
    const plain = await request(t.app).get(`${base}/televisions`).expect(200);
    expect(plain.text).toMatch(/<a class="model-card" href="\/electronics\/support\/televisions\/[^/"]+"/);
  });
});
