import request from 'supertest';
import { LOGIN_URL_HEADER } from '../../../../shared/api/transport';
import type {
  ArticleCatalogResponse,
  ArticleDetailsDataResponse,
  DownloadDetailsDataResponse,
  RelatedArticlesResponse,
  RepairDocumentDetailsResponse,
} from '../../../../shared/content/detailsTypes';
import type { DownloadsResponse, EulaResponse, FaqSearchResponse } from '../../../../shared/content/types';
import type { Role } from '../../access/roles';
import { hashSessionId, newSessionId, SESSION_COOKIE, SESSION_IDLE_TIMEOUT_MS } from '../../access/sessions';
import { errorOf, ok } from '../../__tests__/support/bodies';
import { openDemoService, type DemoService } from '../../__tests__/support/demoService';
import { signInCookie } from '../../__tests__/support/signIn';

/**
 * Contract of the details calls (docs/behaviour.md §7) against the demo catalogue in a real SQLite file:
 * articles, software pages, their catalogue and related articles, download details, licence
 * texts and repair documents (service centres only).
 */
let demo: DemoService;
let faqId: string;

beforeAll(async () => {
  demo = openDemoService();
  for (const role of ['asc', 'integrated', 'agent'] as const) cookies[role] = await signInCookie(demo.service, role);
  const faqs = ok<FaqSearchResponse>(await demo.get('/faqs/search', { model: 'at-55x89j', num: 20 }));
  faqId = faqs.searchResponse.results.find((r) => r.contentType === 'faq-article')?.articleFamilyId ?? '';
  expect(faqId).not.toBe('');
});
afterAll(async () => {
  expect(demo.failures).toEqual([]);
  await demo.close();
});

const IMAGING_EDGE = '00400001'; // the first software page: a camera application for Windows and macOS

/** A signed-in demo account per role (asc: every grant; integrated: otherRepairDocs; agent: none). */
const cookies = {} as Record<Role, string>;
const FULL_ASC = () => cookies.asc;

/** A session row of asc.demo that ended `ms` ago, by its absolute end or by the idle timeout. */
async function endedSessionCookie(how: 'absolute' | 'idle'): Promise<string> {
  const id = newSessionId();
  const now = Date.now();
  const times =
    how === 'absolute'
      ? { createdAt: new Date(now - 9 * 3600_000), lastSeenAt: new Date(now - 60_000), expiresAt: new Date(now - 5000) }
      : { createdAt: new Date(now - 2 * 3600_000), lastSeenAt: new Date(now - SESSION_IDLE_TIMEOUT_MS - 5000), expiresAt: new Date(now + 3600_000) };
  await demo.service.access.sessions.createSession(hashSessionId(id), { accountId: 'asc-0001', ...times });
  return `${SESSION_COOKIE}=${id}`;
}
const getWithCookie = (path: string, cookie: string, query?: Record<string, string>) =>
  demo.service.transport({ method: 'GET', path, query, cookie });

describe('GET /{locale}/articles/{articleFamilyId}', () => {
  it('answers an FAQ with its sanitised body, numbered steps and related products', async () => {
    const { data } = ok<ArticleDetailsDataResponse>(await demo.get(`/en_GB/articles/${faqId}`));
    expect(data).toMatchObject({ articleId: faqId, articleType: 'faq-article', multiDownload: false, software: [] });
    expect(data.stepNum).toBe(data.steps.length);
    expect(data.stepNum).toBeGreaterThan(0);
    expect(data.body).toMatch(/^<p>.+<\/p>$/s);
    expect(data.body).toContain(data.resolution.slice(0, 20).replace(/&/g, '&amp;'));
    expect(data.relatedProducts.length).toBeGreaterThan(0);
    expect(data.relatedProducts.length).toBeLessThanOrEqual(6);
    for (const p of data.relatedProducts) {
      expect(p.url).toBe(`/electronics/support/${p.categoryName}/${p.name}`);
      expect(p.image).toMatch(/^\/api\/content\/support\/files\//);
    }
    expect(data.url).toBe(`/electronics/support/articles/${faqId}`);
  });

  it('keeps links inside the product the visitor came from', async () => {
    const { data } = ok<ArticleDetailsDataResponse>(await demo.get(`/de_DE/articles/${faqId}`, { model: 'AT-55X89J', channel: 'con' }));
    expect(data.url).toBe(`/de/electronics/support/televisions/at-55x89j/articles/${faqId}`);
  });

  it('lists that product first among the related products, then others of its category', async () => {
    const anywhere = ok<ArticleDetailsDataResponse>(await demo.get(`/en_GB/articles/${faqId}`)).data.relatedProducts;
    const { data } = ok<ArticleDetailsDataResponse>(await demo.get(`/en_GB/articles/${faqId}`, { model: 'AT-55X89J' }));
    // An article for products of several categories: without a product, its most popular products of any.
    expect(new Set(anywhere.map((p) => p.categoryName)).size).toBeGreaterThan(1);
    expect(data.relatedProducts[0].name).toBe('at-55x89j');
    expect(data.relatedProducts.length).toBe(anywhere.length);
    expect(data.relatedProducts.every((p) => p.categoryName === 'televisions')).toBe(true);
  });

  it('reduces repeated query keys to the first value and ignores unknown context names', async () => {
    const res = await request(demo.app).get(`/api/content/support/en_GB/articles/${faqId}?model=no-such-model&model=at-55x89j`);
    expect(res.status).toBe(200);
    expect(res.body.data.url).toBe(`/electronics/support/articles/${faqId}`);
  });

  it('answers 400 naming the parameter for bad input', async () => {
    expect(errorOf(await demo.get(`/en_GB/articles/${faqId}`, { channel: 'retail' }))).toMatchObject({ code: 'invalid_parameter', parameter: 'channel' });
    expect(errorOf(await demo.get(`/xx_XX/articles/${faqId}`))).toMatchObject({ parameter: 'locale' });
    expect(errorOf(await demo.get(`/en_GB/articles/${'9'.repeat(121)}`))).toMatchObject({ parameter: 'articleFamilyId' });
    expect(errorOf(await demo.get(`/en_GB/articles/${faqId}`, { config: 'x'.repeat(101) }))).toMatchObject({ parameter: 'config' });
  });

  it('answers 404 for unknown ids and for software pages', async () => {
    expect(errorOf(await demo.get('/en_GB/articles/00109999'))).toMatchObject({ code: 'not_found', parameter: 'articleFamilyId' });
    expect((await demo.get(`/en_GB/articles/${IMAGING_EDGE}`)).status).toBe(404);
  });
});

describe('GET /{locale}/articles/{articleFamilyId}/catalog', () => {
  it('lists the categories and models the article applies to', async () => {
    const { data } = ok<ArticleCatalogResponse>(await demo.get(`/en_GB/articles/${faqId}/catalog`));
    expect(data.categories.length).toBeGreaterThan(0);
    expect(data.productCount).toBe(data.categories.reduce((n, c) => n + c.productCount, 0));
    expect(data.models.length).toBe(Math.min(data.productCount, 60));
    expect(data.categories.map((c) => c.name)).toContain('televisions');
    const tv = data.categories.find((c) => c.name === 'televisions');
    expect(tv).toMatchObject({ displayName: 'Televisions', url: '/electronics/support/televisions' });
    for (const m of data.models) expect(m.url).toBe(`/electronics/support/${m.categoryName}/${m.name}`);
  });

  it('names categories in the visitor’s language and answers 404 for unknown ids', async () => {
    const { data } = ok<ArticleCatalogResponse>(await demo.get(`/de_DE/articles/${faqId}/catalog`));
    expect(data.categories.find((c) => c.name === 'televisions')?.displayName).toBe('Fernseher');
    expect((await demo.get('/en_GB/articles/00109999/catalog')).status).toBe(404);
  });
});

describe('GET /{locale}/articles/{articleFamilyId}/related-articles{/contextId}', () => {
  it('lists other articles sharing topics, never the article itself', async () => {
    const res = ok<RelatedArticlesResponse>(await demo.get(`/en_GB/articles/${faqId}/related-articles`));
    const { results, count, end } = res.searchResponse;
    expect(results.length).toBe(5);
    expect(count).toBe(5);
    expect(end).toBe(5);
    expect(results.map((r) => r.id)).not.toContain(faqId);
    for (const r of results) expect(r.url).toMatch(/^\/electronics\/support\/(articles|software)\/\d{8}$/);
  });

  it('stays within a product context and links inside it', async () => {
    const res = ok<RelatedArticlesResponse>(await demo.get(`/en_GB/articles/${faqId}/related-articles/at-55x89j`, { num: 8 }));
    expect(res.searchResponse.results.length).toBeGreaterThan(0);
    expect(res.searchResponse.results.length).toBeLessThanOrEqual(8);
    for (const r of res.searchResponse.results) expect(r.url).toMatch(/^\/electronics\/support\/televisions\/at-55x89j\/(articles|software)\//);
  });

  it('checks num and the context', async () => {
    expect(errorOf(await demo.get(`/en_GB/articles/${faqId}/related-articles`, { num: '0' }))).toMatchObject({ parameter: 'num' });
    expect(errorOf(await demo.get(`/en_GB/articles/${faqId}/related-articles`, { num: '21' }))).toMatchObject({ parameter: 'num' });
    expect(errorOf(await demo.get(`/en_GB/articles/${faqId}/related-articles/no-such-thing`))).toMatchObject({ code: 'not_found', parameter: 'contextId' });
    expect((await demo.get('/en_GB/articles/00109999/related-articles')).status).toBe(404);
  });
});

describe('GET /{locale}/software/{articleFamilyId}', () => {
  it('offers one download per platform with file, checksum and licence', async () => {
    const { data } = ok<ArticleDetailsDataResponse>(await demo.get(`/en_GB/software/${IMAGING_EDGE}`));
    expect(data).toMatchObject({ articleId: IMAGING_EDGE, articleType: 'software-article', downloadType: 'Software', multiDownload: true, stepNum: 4 });
    expect(data.title).toBe('Aurora Imaging Edge Desktop – download');
    expect(data.software.map((s) => s.operatingSystems)).toEqual([
      ['Windows 11', 'Windows 10'],
      ['macOS 14', 'macOS 13'],
    ]);
    for (const entry of data.software) {
      expect(entry.url).toMatch(/^\/api\/content\/support\/files\/[0-9a-f]{20}\/.+\.zip$/);
      expect(entry.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(entry.eulaUrl).toMatch(/\.html$/);
      expect(entry.detailsUrl).toBe(`/electronics/support/downloads/${entry.downloadId}`);
      const file = await request(demo.app).get(entry.url).expect(200);
      expect(file.headers['content-type']).toBe('application/zip');
      expect(Number(file.headers['content-length'])).toBe(entry.fileSize);
    }
    expect(data.body).toContain('<table>');
    expect(data.body).toContain('<th scope="col">Operating system</th>');
  });

  it('answers in German, and single-platform software is not a multi-download', async () => {
    const { data } = ok<ArticleDetailsDataResponse>(await demo.get(`/de_DE/software/${IMAGING_EDGE}`));
    expect(data.title).toBe('Aurora Imaging Edge Desktop – Download');
    expect(data.steps[0]).toMatch(/^Wählen Sie Ihr Betriebssystem/);
    const raw = ok<ArticleDetailsDataResponse>(await demo.get('/en_GB/software/00400003')).data;
    expect(raw).toMatchObject({ downloadType: 'Drivers', multiDownload: false });
    expect(raw.software).toHaveLength(1);
  });

  it('has a catalogue and related articles, and 404 for articles or unknown ids', async () => {
    const catalog = ok<ArticleCatalogResponse>(await demo.get(`/en_GB/software/${IMAGING_EDGE}/catalog`)).data;
    expect(catalog.categories.map((c) => c.name)).toEqual(expect.arrayContaining(['interchangeable-lens-cameras']));
    const related = ok<RelatedArticlesResponse>(await demo.get(`/en_GB/software/${IMAGING_EDGE}/related-articles`, { num: 3 }));
    expect(related.searchResponse.results).toHaveLength(3);
    expect(related.searchResponse.results.map((r) => r.id)).not.toContain(IMAGING_EDGE);
    expect((await demo.get(`/en_GB/software/${faqId}`)).status).toBe(404);
    expect(errorOf(await demo.get('/en_GB/software/00409999'))).toMatchObject({ code: 'not_found', parameter: 'articleFamilyId' });
  });
});

describe('GET /{locale}/downloads/ids/{downloadId}', () => {
  it('names the product of a firmware download', async () => {
    const listed = ok<DownloadsResponse>(await demo.get('/en_GB/downloads/at-55x89j')).searchResponse.results[0];
    const { data } = ok<DownloadDetailsDataResponse>(await demo.get(`/en_GB/downloads/ids/${listed.id}`, { CAFRENCH: 'true' }));
    expect(data.product).toMatchObject({ name: 'at-55x89j', modelNumber: 'AT-55X89J', categoryName: 'televisions' });
    expect(data.softwareArticle).toBeUndefined();
  });

  it('links a software download to the software page offering every platform', async () => {
    const software = ok<ArticleDetailsDataResponse>(await demo.get(`/en_GB/software/${IMAGING_EDGE}`)).data;
    const macos = software.software[1];
    const { data } = ok<DownloadDetailsDataResponse>(await demo.get(`/en_GB/downloads/ids/${macos.downloadId}`, { model: 'ALC-7M4' }));
    expect(data.softwareArticle).toEqual({
      articleFamilyId: IMAGING_EDGE,
      title: software.title,
      url: `/electronics/support/interchangeable-lens-cameras/alc-7m4/software/${IMAGING_EDGE}`,
    });
    expect(data.url).toBe(`/electronics/support/interchangeable-lens-cameras/alc-7m4/downloads/${macos.downloadId}`);
    expect(data.product?.name).toBe('alc-7m4');
  });

  it('answers 400 for an over-long CAFRENCH value', async () => {
    expect(errorOf(await demo.get('/en_GB/downloads/ids/00200001', { CAFRENCH: 'x'.repeat(21) }))).toMatchObject({ parameter: 'CAFRENCH' });
  });
});

describe('GET /eulas', () => {
  it('returns only sanitised HTML', async () => {
    const software = ok<ArticleDetailsDataResponse>(await demo.get(`/fr_FR/software/${IMAGING_EDGE}`)).data;
    const eula = ok<EulaResponse>(await demo.get('/eulas', { eulaUrl: software.software[0].eulaUrl }));
    expect(eula.embeddedHtml).toMatch(/^<h2>Contrat de licence/);
    expect(eula.embeddedHtml).not.toMatch(/<(script|style|iframe)|on\w+=/i);
  });
});

describe('GET /repair-documents/{contentFamilyId}', () => {
  const FIRST = '00500001';

  it('answers 301 with the login URL (leading back to the document) without a session', async () => {
    const res = await request(demo.app).get(`/api/content/support/repair-documents/${FIRST}?category=televisions&model=at-55x75j`);
    expect(res.status).toBe(301);
    // The browser that opens this address follows the 301 to the same login page.
    expect(res.headers.location).toBe(res.headers[LOGIN_URL_HEADER]);
    expect(res.headers[LOGIN_URL_HEADER]).toBe(
      `/electronics/support/asc/login?returnTo=${encodeURIComponent(`/electronics/support/televisions/at-55x75j/repair-documents/${FIRST}`)}`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.error.code).toBe('login_required');
  });

  it('tells nothing about ids without a session, and ignores the portal cookies', async () => {
    for (const id of [FIRST, '00599999']) {
      const res = await getWithCookie(`/repair-documents/${id}`, 'portal=asc; showServiceManuals=true; showOtherRepairDocs=true', { locale: 'de_DE' });
      expect(res.status).toBe(301);
      expect(res.headers[LOGIN_URL_HEADER]).toBe(`/de/electronics/support/asc/login?returnTo=${encodeURIComponent(`/de/electronics/support/repair-documents/${id}`)}`);
    }
  });

  it('refuses altered, unknown and ended sessions', async () => {
    const altered = FULL_ASC().replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await getWithCookie(`/repair-documents/${FIRST}`, altered)).status).toBe(301);
    expect((await getWithCookie(`/repair-documents/${FIRST}`, `${SESSION_COOKIE}=${newSessionId()}`)).status).toBe(301);
    expect((await getWithCookie(`/repair-documents/${FIRST}`, await endedSessionCookie('absolute'))).status).toBe(301);
    expect((await getWithCookie(`/repair-documents/${FIRST}`, await endedSessionCookie('idle'))).status).toBe(301);
  });

  it('serves a service manual with its associated PDF files to a service centre', async () => {
    const res = await getWithCookie(`/repair-documents/${FIRST}`, FULL_ASC());
    const { data } = ok<RepairDocumentDetailsResponse>(res);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(data).toMatchObject({ contentFamilyId: FIRST, type: 'service-manual', language: 'en', categoryName: 'televisions' });
    expect(data.title).toMatch(/^Service Manual – /);
    expect(data.documentNumber).toMatch(/^SM-/);
    expect(data.modelNames.length).toBeGreaterThan(1);
    expect(data.body).toContain('<h2>Contents</h2>');
    expect(data.associatedFiles.map((f) => f.title)).toEqual(['Service manual', 'Exploded views and parts list']);
    for (const file of data.associatedFiles) {
      // The files are as restricted as their document.
      expect((await request(demo.app).get(file.url)).status).toBe(301);
      // Opened from a German page after the session ended: the German sign-in, which leads back to that page.
      const page = `/de/electronics/support/repair-documents/${FIRST}`;
      const expired = await request(demo.app).get(file.url).set('Host', 'support.example').set('Referer', `http://support.example${page}`);
      expect(expired.status).toBe(301);
      expect(expired.headers.location).toBe(`/de/electronics/support/asc/login?returnTo=${encodeURIComponent(page)}`);
      const pdf = await request(demo.app).get(file.url).set('Cookie', FULL_ASC()).expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(Number(pdf.headers['content-length'])).toBe(file.fileSize);
      expect(pdf.body.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    }
    expect(data.url).toBe(`/electronics/support/repair-documents/${FIRST}`);
  });

  it('has documents of all six types, each with at least one file', async () => {
    const types = new Map<string, string>();
    for (let n = 1; n <= 140 && types.size < 6; n += 1) {
      const id = `005${String(n).padStart(5, '0')}`;
      const res = await getWithCookie(`/repair-documents/${id}`, FULL_ASC());
      if (res.status !== 200) continue;
      const { data } = ok<RepairDocumentDetailsResponse>(res);
      expect(data.associatedFiles.length).toBeGreaterThan(0);
      if (!types.has(data.type)) types.set(data.type, id);
    }
    expect([...types.keys()].sort()).toEqual(
      ['repair-tools', 'service-information', 'service-manual', 'technical-memo', 'technical-news', 'training-information'],
    );
  });

  it('answers 403 when the session lacks the grant of the document type', async () => {
    const integrated = cookies.integrated;
    expect(errorOf(await getWithCookie(`/repair-documents/${FIRST}`, integrated))).toMatchObject({ code: 'forbidden' });
    const agent = cookies.agent;
    expect((await getWithCookie(`/repair-documents/${FIRST}`, agent)).status).toBe(403);
  });

  it('answers 404 for unknown or public ids and 400 for bad input, with a session', async () => {
    expect(errorOf(await getWithCookie('/repair-documents/00599999', FULL_ASC()))).toMatchObject({ code: 'not_found', parameter: 'contentFamilyId' });
    expect((await getWithCookie(`/repair-documents/${faqId}`, FULL_ASC())).status).toBe(404);
    expect(errorOf(await getWithCookie(`/repair-documents/${FIRST}`, FULL_ASC(), { channel: 'x' }))).toMatchObject({ parameter: 'channel' });
    expect(errorOf(await getWithCookie(`/repair-documents/${FIRST}`, FULL_ASC(), { locale: 'nl_NL' }))).toMatchObject({ parameter: 'locale' });
  });
});
