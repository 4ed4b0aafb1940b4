import request from 'supertest';
import { preloadedState, startTestApp } from './testApp';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
let category: string; // a leaf category with products
let product: string;

beforeAll(async () => {
  t = await startTestApp();
  const top = await request(t.app).get('/api/content/support/en_GB/categories').expect(200);
  // Walk down to a category that has models of its own.
  for (const c of top.body.categories as { name: string }[]) {
    const models = await request(t.app).get(`/api/content/support/en_GB/categories/${c.name}/models?num=1`);
    if (models.status === 200 && models.body.results.length > 0) {
      category = c.name;
      product = models.body.results[0].name;
      break;
    }
  }
  if (!category) throw new Error('demo catalogue has no category with models');
});
afterAll(() => t.close());

const base = '/electronics/support';

/** Every foundation route row, with real names from the demo catalogue. */
const rows = (): [string, string, number][] => [
  ['', 'home', 200],
  ['/manuals', 'homeManual', 200],
  ['/downloads', 'homeDownload', 200],
  ['/faqs', 'homeFaq', 200],
  ['/repair-documents', 'homeRepair', 200],
  ['/results?query=remote', 'homeResults', 200],
  ['/manuals/results?query=remote', 'homeManualResults', 200],
  ['/downloads/results?query=firmware', 'homeDownloadResults', 200],
  ['/faqs/results?query=remote', 'homeFaqResults', 200],
  ['/repair-documents/results?query=remote', 'homeRepairResults', 200],
  [`/${category}`, 'category', 200],
  [`/${category}/manuals`, 'categoryManual', 200],
  [`/${category}/downloads`, 'categoryDownload', 200],
  [`/${category}/faqs`, 'categoryFaq', 200],
  [`/${category}/repair-documents`, 'categoryRepair', 200],
  [`/${category}/results?query=setup`, 'categoryResults', 200],
  [`/${category}/manuals/results?query=setup`, 'categoryManualResults', 200],
  [`/${category}/${product}`, 'product', 200],
  [`/${category}/${product}/manuals`, 'productManual', 200],
  [`/${category}/${product}/downloads`, 'productDownload', 200],
  [`/${category}/${product}/faqs`, 'productFaq', 200],
  [`/${category}/${product}/results?query=setup`, 'productResults', 200],
  [`/${category}/${product}/downloads/results?query=update`, 'productDownloadResults', 200],
  ['/no/such/page/anywhere/at/all', 'others', 404],
  ['/not-a-category', 'category', 404],
  [`/${category}/not-a-product`, 'product', 404],
];

describe('every route row answers with its page type in the preloaded state', () => {
  it.each(['', '/de', '/fr'])('under the language prefix "%s"', async (prefix) => {
    const locale = { '': 'en_GB', '/de': 'de_DE', '/fr': 'fr_FR' }[prefix];
    for (const [path, type, status] of rows()) {
      const res = await request(t.app).get(`${prefix}${base}${path}`);
      expect({ path, status: res.status }).toEqual({ path, status });
      const state = preloadedState(res.text);
      expect({ path, type: state.page.type, locale: state.page.locale }).toEqual({ path, type, locale });
      expect(res.text).toContain(`<body data-locale="${locale}">`);
    }
  });
});

describe('server-rendered pages', () => {
  it('renders the home page with the category grid and a search box', async () => {
    const res = await request(t.app).get(base).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toMatch(/<h1[^>]*>How can we help you\?<\/h1>/);
    expect(res.text).toContain('role="search"');
    expect(res.text).toContain(`href="${base}/${category}"`);
  });

  it('renders a product page with its manuals, downloads and FAQs from the catalogue', async () => {
    const res = await request(t.app).get(`${base}/${category}/${product}`).expect(200);
    const state = preloadedState(res.text) as unknown as {
      metadata: { data: { data: { displayName: string }; parentCategories: { name: string }[] } };
      documents: { results: unknown[] };
    };
    expect(state.metadata.data.parentCategories.at(-1)?.name).toBeTruthy();
    expect(res.text).toContain(state.metadata.data.data.displayName);
    expect(res.text).toContain('id="manuals"');
    expect(state.documents.results.length).toBeGreaterThan(0);
  });

  it('answers unknown products with a helpful 404: search box and categories', async () => {
    const res = await request(t.app).get(`${base}/${category}/zz-unknown-9000`).expect(404);
    expect(res.text).toContain('We couldn’t find that page');
    expect(res.text).toContain('role="search"');
    expect(res.text).toContain(`href="${base}/${category}"`);
  });

  it.each([
    [`${base}/%`, 'We couldn’t find that page'],
    [`/de${base}/%`, 'Diese Seite wurde nicht gefunden'],
    [`${base}/${category}/%E0%A4%A?query=x`, 'We couldn’t find that page'],
  ])('answers an address that cannot be decoded (%s) with the not-found page in its language, not a bare error', async (path, title) => {
    const res = await request(t.app).get(path).expect(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain(`<title>${title} | Aurora Support</title>`);
    expect(res.text).toContain('class="site-header"');
    expect(res.text).toContain('role="search"');
  });

  it('offers the products a mistyped product address may have meant, with the site sections (ADR 055)', async () => {
    const res = await request(t.app).get(`${base}/televisions/at-65z9x`).expect(404);
    const guesses = /<div class="best-matches not-found__guesses">[\s\S]*?<\/ul>/.exec(res.text)?.[0] ?? '';
    expect(guesses).toContain('Were you looking for this product?');
    expect([...guesses.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([`${base}/televisions/at-65z9m`]);
    // Not a product page: no tabs, so the sections are the way on.
    expect(res.text).toContain(`class="section-nav__link" href="${base}/manuals"`);
    const fr = await request(t.app).get(`/fr${base}/wireless-headphones/awh-1000xm9`).expect(404);
    expect(fr.text).toContain('Cherchiez-vous l’un de ces produits ?');
    // A name like no model offers nothing, and an unknown page that names no product neither.
    expect((await request(t.app).get(`${base}/${category}/zz-unknown-9000`).expect(404)).text).not.toContain('not-found__guesses');
    expect((await request(t.app).get(`${base}/no/such/page/anywhere`).expect(404)).text).not.toContain('not-found__guesses');
  });

  it('localises the page under a language prefix', async () => {
    const res = await request(t.app).get(`/de${base}`).expect(200);
    expect(res.text).toContain('<html lang="de-DE">');
    expect(res.text).toContain('Wie können wir helfen?');
  });

  it('redirects the bare root to the support home', async () => {
    await request(t.app).get('/').expect(302).expect('location', base);
  });

  it('never lets content break out of the state script element', async () => {
    const res = await request(t.app)
      .get(`${base}/results?query=${encodeURIComponent('</script><script>alert(1)</script><!--\u2028')}`)
      .expect(200);
    const script = /<script id="__PRELOADED_STATE__"[^>]*>([\s\S]*?)<\/script>/.exec(res.text)?.[1] ?? '';
    expect(script).not.toMatch(/<\/?script|<!--|\u2028/i);
    expect(preloadedState(res.text).page.type).toBe('homeResults');
  });
});
