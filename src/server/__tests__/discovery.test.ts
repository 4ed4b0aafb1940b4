import { Readable } from 'node:stream';
import { JSDOM } from 'jsdom';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import request from 'supertest';
import { startTestApp } from './testApp';

/**
 * What search engines read: robots.txt, the sitemap index and its per-locale files, and on every
 * page type the absolute canonical link, the hreflang alternates and the JSON-LD blocks with the
 * properties their schema.org types require. Real app, real generated catalogue.
 */
type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;

const ORIGIN = 'https://support.example.test';
const BASE = '/electronics/support';
const API = '/api/content/support';
const PRODUCT = `${BASE}/televisions/at-55x89j`;
const SOFTWARE = '00400001';
const VIDEO_ARTICLE = '06100001';
const LANGS = ['de-DE', 'en-GB', 'fr-FR', 'x-default'];
let firmwareId: string;
let faqId: string;

beforeAll(async () => {
  t = await startTestApp({ publicOrigin: ORIGIN });
  const downloads = await request(t.app).get(`${API}/en_GB/downloads/at-55x89j`).expect(200);
  firmwareId = downloads.body.searchResponse.results.find((r: { downloadCategory: string }) => r.downloadCategory === 'Firmware').id;
  const faqs = await request(t.app).get(`${API}/faqs/search?model=at-55x89j&num=20`).expect(200);
  faqId = faqs.body.searchResponse.results.find((r: { contentType: string }) => r.contentType === 'faq-article').articleFamilyId;
});
afterAll(() => t.close());

type Ld = Record<string, unknown> & { '@type': string };

interface Head {
  canonical: string | null;
  alternates: Map<string, string>;
  description: string | null;
  feed: string | null;
  ld: Ld[];
  ldSources: string[];
}

async function headOf(path: string, status = 200): Promise<Head> {
  const res = await request(t.app).get(path);
  expect({ path, status: res.status }).toEqual({ path, status });
  const doc = new JSDOM(res.text).window.document;
  const alternates = new Map<string, string>();
  doc.querySelectorAll('head link[rel="alternate"][hreflang]').forEach((l) => alternates.set(l.getAttribute('hreflang') ?? '', l.getAttribute('href') ?? ''));
  const scripts = [...doc.querySelectorAll('script[type="application/ld+json"]')];
  const ldSources = [...res.text.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return {
    canonical: doc.querySelector('head link[rel="canonical"]')?.getAttribute('href') ?? null,
    alternates,
    description: doc.querySelector('head meta[name="description"]')?.getAttribute('content') ?? null,
    feed: doc.querySelector('head link[rel="alternate"][type="application/atom+xml"]')?.getAttribute('href') ?? null,
    ld: scripts.map((s) => JSON.parse(s.textContent ?? '') as Ld),
    ldSources,
  };
}

const isAbsolute = (url: unknown) => typeof url === 'string' && url.startsWith(`${ORIGIN}/`);
const ofType = (head: Head, type: string) => head.ld.filter((b) => b['@type'] === type);

/** Checks the properties each schema.org type needs to be understood (and shown as a rich result). */
function expectValid(block: Ld): void {
  expect(block['@context']).toBe('https://schema.org');
  switch (block['@type']) {
    case 'BreadcrumbList': {
      const items = block.itemListElement as Array<Record<string, unknown>>;
      expect(items.length).toBeGreaterThan(0);
      items.forEach((item, i) => {
        expect(item).toMatchObject({ '@type': 'ListItem', position: i + 1 });
        expect(typeof item.name).toBe('string');
        expect(isAbsolute(item.item)).toBe(true);
      });
      break;
    }
    case 'Product':
      expect(block).toMatchObject({ brand: { '@type': 'Brand', name: 'Aurora' } });
      expect(typeof block.name).toBe('string');
      expect(isAbsolute(block.image)).toBe(true);
      expect(isAbsolute(block.url)).toBe(true);
      break;
    case 'HowTo': {
      expect(typeof block.name).toBe('string');
      const steps = block.step as Array<Record<string, unknown>>;
      expect(steps.length).toBeGreaterThan(0);
      steps.forEach((s, i) => expect(s).toMatchObject({ '@type': 'HowToStep', position: i + 1, text: expect.any(String) }));
      break;
    }
    case 'FAQPage': {
      const questions = block.mainEntity as Array<Record<string, unknown>>;
      expect(questions.length).toBeGreaterThan(0);
      questions.forEach((q) => expect(q).toMatchObject({ '@type': 'Question', name: expect.any(String), acceptedAnswer: { '@type': 'Answer', text: expect.any(String) } }));
      break;
    }
    case 'SoftwareApplication':
      expect(block).toMatchObject({ name: expect.any(String), applicationCategory: expect.any(String), operatingSystem: expect.any(String) });
      expect(block.offers).toMatchObject({ '@type': 'Offer', price: '0' });
      expect(isAbsolute(block.downloadUrl)).toBe(true);
      break;
    case 'VideoObject':
      expect(block).toMatchObject({ name: expect.any(String), description: expect.any(String) });
      expect(block.uploadDate).toMatch(/^\d{4}-\d{2}-\d{2}/);
      expect(isAbsolute(block.thumbnailUrl)).toBe(true);
      if (block.duration !== undefined) expect(block.duration).toMatch(/^PT(\d+M)?\d+S$/);
      break;
    default:
      throw new Error(`unexpected JSON-LD type ${block['@type']}`);
  }
}

/** Every page: description, absolute canonical, the page in every language, valid JSON-LD with a breadcrumb. */
function expectDescribed(head: Head, canonicalPath: string): void {
  expect(head.description?.length ?? 0).toBeGreaterThan(20);
  expect(head.canonical).toBe(`${ORIGIN}${canonicalPath}`);
  expect([...head.alternates.keys()].sort()).toEqual(LANGS);
  const rest = canonicalPath.replace(/^\/(de|fr)(?=\/)/, '');
  expect(head.alternates.get('en-GB')).toBe(`${ORIGIN}${rest}`);
  expect(head.alternates.get('de-DE')).toBe(`${ORIGIN}/de${rest}`);
  expect(head.alternates.get('fr-FR')).toBe(`${ORIGIN}/fr${rest}`);
  expect(head.alternates.get('x-default')).toBe(`${ORIGIN}${rest}`);
  expect(ofType(head, 'BreadcrumbList')).toHaveLength(1);
  head.ld.forEach(expectValid);
  // Escaped like the preloaded state: the raw script text holds no character that could end it.
  head.ldSources.forEach((source) => expect(source).not.toMatch(/[<>]/));
}

describe('robots.txt and the sitemaps', () => {
  it('robots.txt points at the sitemap index and keeps search results and the API out', async () => {
    const res = await request(t.app).get('/robots.txt').expect(200);
    expect(res.type).toBe('text/plain');
    expect(res.text).toContain(`Sitemap: ${ORIGIN}${BASE}/sitemap.xml`);
    expect(res.text).toMatch(/^Disallow: \/\*\/results$/m);
    expect(res.text).toMatch(/^Allow: \/api\/content\/support\/files\/$/m);
  });

  it('the index lists files of every locale, and together they hold every kind of page with its hreflang versions', async () => {
    const index = await request(t.app).get(`${BASE}/sitemap.xml`).expect(200);
    expect(index.type).toBe('application/xml');
    const files = await parseSitemapIndex(Readable.from([index.text]));
    for (const lang of ['en-GB', 'de-DE', 'fr-FR']) {
      for (const kind of ['categories', 'products', 'content']) {
        expect(files.some((f) => f.url.startsWith(`${ORIGIN}${BASE}/sitemaps/${lang}/${kind}.xml`))).toBe(true);
      }
    }
    const urls = new Map<string, Awaited<ReturnType<typeof parseSitemap>>[number]>();
    for (const file of files) {
      const res = await request(t.app).get(file.url.slice(ORIGIN.length)).expect(200);
      for (const item of await parseSitemap(Readable.from([res.text]))) urls.set(item.url, item);
    }
    const product = urls.get(`${ORIGIN}${PRODUCT}`);
    expect(product).toBeDefined();
    expect(product?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(new Map(product?.links.map((l) => [l.hreflang ?? l.lang, l.url]))).toEqual(
      new Map([
        ['en-GB', `${ORIGIN}${PRODUCT}`],
        ['de-DE', `${ORIGIN}/de${PRODUCT}`],
        ['fr-FR', `${ORIGIN}/fr${PRODUCT}`],
        ['x-default', `${ORIGIN}${PRODUCT}`],
      ]),
    );
    for (const path of [
      `${BASE}/televisions`,
      `/de${BASE}/televisions`,
      `/fr${PRODUCT}`,
      `${BASE}/articles/${faqId}`,
      `${BASE}/articles/${VIDEO_ARTICLE}`,
      `/de${BASE}/downloads/${firmwareId}`,
      `${BASE}/software/${SOFTWARE}`,
    ]) {
      expect({ path, listed: urls.has(`${ORIGIN}${path}`) }).toEqual({ path, listed: true });
    }
    // Content of the service-centre portal is not public and has no place in a sitemap.
    expect([...urls.keys()].some((u) => u.includes('/repair-documents/'))).toBe(false);
  });

  it('sitemap files page by key: the runs of a small file size cover every page exactly once', async () => {
    const chunks = await request(t.app).get(`${API}/en_GB/sitemap/chunks`).query({ kind: 'content', size: 50 }).expect(200);
    expect(chunks.body.starts.length).toBe(Math.ceil(chunks.body.total / 50));
    const seen: string[] = [];
    for (const from of chunks.body.starts as string[]) {
      const page = await request(t.app).get(`${API}/en_GB/sitemap/pages`).query({ kind: 'content', from, num: 50 }).expect(200);
      expect(page.body.entries[0].key).toBe(from);
      seen.push(...page.body.entries.map((e: { key: string }) => e.key));
    }
    expect(seen).toHaveLength(chunks.body.total);
    expect(new Set(seen).size).toBe(chunks.body.total);
  });

  it('answers a cached sitemap with 304 when the crawler holds it, and unknown files or bad input with 4xx', async () => {
    const first = await request(t.app).get(`${BASE}/sitemaps/de-DE/products.xml`).expect(200);
    expect(first.headers.etag).toBeTruthy();
    await request(t.app).get(`${BASE}/sitemaps/de-DE/products.xml`).set('If-None-Match', first.headers.etag).expect(304);
    await request(t.app).get(`${BASE}/sitemaps/xx-XX/products.xml`).expect(404);
    await request(t.app).get(`${BASE}/sitemaps/de-DE/secrets.xml`).expect(404);
    await request(t.app).get(`${API}/en_GB/sitemap/pages`).query({ kind: 'users' }).expect(400);
    await request(t.app).get(`${API}/en_GB/sitemap/chunks`).query({ kind: 'content', size: 0 }).expect(400);
  });
});

describe('head of each page type', () => {
  it('home', async () => {
    const head = await headOf(BASE);
    expectDescribed(head, BASE);
    expect(head.feed).toBeNull();
  });

  it('category: breadcrumb through its parents and its update feed', async () => {
    const head = await headOf(`/de${BASE}/televisions`);
    expectDescribed(head, `/de${BASE}/televisions`);
    const crumbs = ofType(head, 'BreadcrumbList')[0].itemListElement as Array<{ item: string }>;
    expect(crumbs.at(-1)?.item).toBe(`${ORIGIN}/de${BASE}/televisions`);
    expect(head.feed).toBe(`${ORIGIN}/de${BASE}/feeds/categories/televisions.atom`);
  });

  it('product: Product, its videos and the feed; a tab points at its own address', async () => {
    const head = await headOf(`/fr${PRODUCT}`);
    expectDescribed(head, `/fr${PRODUCT}`);
    const [product] = ofType(head, 'Product');
    expect(product).toMatchObject({ name: expect.stringContaining('AT-55X89J'), mpn: 'AT-55X89J', url: `${ORIGIN}/fr${PRODUCT}` });
    expect(ofType(head, 'VideoObject').length).toBeGreaterThan(0);
    expect(head.feed).toBe(`${ORIGIN}/fr${BASE}/feeds/products/at-55x89j.atom`);
    const crumbs = ofType(head, 'BreadcrumbList')[0].itemListElement as Array<{ name: string }>;
    expect(crumbs.at(-1)?.name).toContain('AT-55X89J');

    const tab = await headOf(`${PRODUCT}/manuals?manuals-lang=de`);
    expectDescribed(tab, `${PRODUCT}/manuals`);
  });

  it('article with steps: HowTo; the same article inside a product is canonical at its plain address', async () => {
    const head = await headOf(`${BASE}/articles/${faqId}`);
    expectDescribed(head, `${BASE}/articles/${faqId}`);
    expect(ofType(head, 'HowTo')).toHaveLength(1);
    const inProduct = await headOf(`${PRODUCT}/articles/${faqId}`);
    expectDescribed(inProduct, `${BASE}/articles/${faqId}`);
    const crumbs = ofType(inProduct, 'BreadcrumbList')[0].itemListElement as Array<{ name: string }>;
    expect(crumbs.map((c) => c.name)).toEqual(expect.arrayContaining([expect.stringContaining('AT-55X89J')]));
  });

  it('video article: VideoObject with the clip, its thumbnail and running time', async () => {
    const head = await headOf(`/de${BASE}/articles/${VIDEO_ARTICLE}`);
    expectDescribed(head, `/de${BASE}/articles/${VIDEO_ARTICLE}`);
    const [video] = ofType(head, 'VideoObject');
    expect(isAbsolute(video.contentUrl)).toBe(true);
    expect(video.duration).toMatch(/^PT/);
  });

  it('download details: SoftwareApplication with version; software details: SoftwareApplication', async () => {
    const download = await headOf(`${PRODUCT}/downloads/${firmwareId}`);
    expectDescribed(download, `${BASE}/downloads/${firmwareId}`);
    expect(ofType(download, 'SoftwareApplication')[0]).toMatchObject({ applicationCategory: 'Firmware', softwareVersion: expect.any(String) });
    const software = await headOf(`/fr${BASE}/software/${SOFTWARE}`);
    expectDescribed(software, `/fr${BASE}/software/${SOFTWARE}`);
    expect(ofType(software, 'SoftwareApplication')).toHaveLength(1);
  });

  it('search results and tools: description, canonical with the query only, breadcrumb', async () => {
    const results = await headOf(`${BASE}/results?query=bluetooth&sort=date`);
    expectDescribed(results, `${BASE}/results?query=bluetooth`);
    const tool = await headOf(`/de${BASE}/remote-control-programming`);
    expectDescribed(tool, `/de${BASE}/remote-control-programming`);
  });

  it('a page that does not exist gets a description but no canonical, alternates or structured data', async () => {
    const head = await headOf(`${BASE}/televisions/no-such-model`, 404);
    expect(head.description).toBeTruthy();
    expect(head.canonical).toBeNull();
    expect(head.alternates.size).toBe(0);
    expect(head.ld).toHaveLength(0);
  });
});

describe('the origin of absolute addresses', () => {
  it('without PUBLIC_ORIGIN is the request’s host, and a forged host is not written into the page', async () => {
    const plain = await startTestApp();
    try {
      const good = await request(plain.app).get(BASE).set('Host', 'support.example.org');
      expect(good.text).toContain('<link rel="canonical" href="http://support.example.org/electronics/support">');
      const forged = await request(plain.app).get(BASE).set('Host', 'evil.example"><script>');
      expect(forged.text).toContain('<link rel="canonical" href="http://localhost/electronics/support">');
    } finally {
      plain.close();
    }
  });
});
