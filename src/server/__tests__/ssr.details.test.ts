import request from 'supertest';
import { signInCookie } from '../content/__tests__/support/signIn';
import { preloadedState, startTestApp } from './testApp';

/**
 * The details pages rendered by the server from the demo catalogue, plain and inside a product:
 * what each shows, its page type, and 404 for unknown ids.
 */
type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
let firmwareId: string;
let faqId: string;

const base = '/electronics/support';
const API = '/api/content/support';
const SOFTWARE = '00400001'; // Aurora Imaging Edge Desktop, for Windows and macOS
const SERVICE_MANUAL = '00500001';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ['asc', 'integrated'] as const) signedIn[role] = { Cookie: `${await signInCookie(t.content, role)}; portal=${role}` };
  const downloads = await request(t.app).get(`${API}/en_GB/downloads/at-55x89j`).expect(200);
  firmwareId = downloads.body.searchResponse.results.find((r: { downloadCategory: string }) => r.downloadCategory === 'Firmware').id;
  const faqs = await request(t.app).get(`${API}/faqs/search?model=at-55x89j&num=20`).expect(200);
  faqId = faqs.body.searchResponse.results.find((r: { contentType: string }) => r.contentType === 'faq-article').articleFamilyId;
});
afterAll(() => t.close());

type State = ReturnType<typeof preloadedState> & {
  downloadDetails: { data: { downloadNo: string; title: string } | null; softwareIndex: number; isEulaShow: boolean; eula: string };
  articleDetails: { data: { articleId: string; title: string; stepNum: number; steps: string[] } | null };
  relatedArticles: { data: unknown[] };
  articleCatalog: { data: { productCount: number } | null };
  repairDetails: { data: { contentFamilyId: string; associatedFiles: unknown[] } | null };
};

async function page(path: string, status = 200, headers: Record<string, string> = {}) {
  const res = await request(t.app).get(path).set(headers);
  expect({ path, status: res.status }).toEqual({ path, status });
  return { html: res.text, state: preloadedState(res.text) as State };
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

/** Demo accounts signed in through the real sign-in call: asc.demo holds every grant, integrated.demo only otherRepairDocs. */
const signedIn = {} as Record<'asc' | 'integrated', Record<string, string>>;

describe('download details', () => {
  it('shows the file’s facts, release notes, installation and the licence step', async () => {
    const { html, state } = await page(`${base}/downloads/${firmwareId}`);
    expect(state.page.type).toBe('downloadDetails');
    expect(state.downloadDetails.data?.downloadNo).toBe(firmwareId);
    expect(state.downloadDetails).toMatchObject({ isEulaShow: false, eula: '' });
    expect(html).toMatch(/<h1 id="download-title">Firmware update v6\.7\.412 for AT-55X89J<\/h1>/);
    const body = text(html);
    for (const words of ['Version 6.7.412', 'SHA-256 checksum', 'Release notes', 'Installation', 'Device firmware']) expect(body).toContain(words);
    expect(html).toMatch(/<a href="[^"]*\?licence=show#download-licence" class="button download-link"[^>]*>.*Download AT-55X89J_Firmware_v6\.7\.412\.zip/);
    // The file link appears only after the licence is accepted.
    expect(html).not.toMatch(/href="\/api\/content\/support\/files\/[^"]+\.zip"/);
    // Breadcrumbs lead to the product the firmware is for.
    expect(html).toContain(`href="${base}/televisions/at-55x89j"`);
    expect(html).toMatch(/<title>Firmware update v6\.7\.412 for AT-55X89J \| Aurora Support<\/title>/);
    // The models it is for: a section labelled by its heading, one item per model.
    expect(html).toMatch(/<section class="details__section" aria-labelledby="download-models-title"><h2 id="download-models-title">Models<\/h2><ul class="model-list"><li>AT-55X89J<\/li>/);
  });

  it('inside a category and inside the product page, in German', async () => {
    const inCategory = await page(`/de${base}/televisions/downloads/${firmwareId}`);
    expect(inCategory.state.page).toMatchObject({ type: 'downloadDetails', locale: 'de_DE' });
    expect(inCategory.html).toMatch(/<h1 id="download-title">Firmware-Update v6\.7\.412 für AT-55X89J<\/h1>/);
    expect(inCategory.html).toContain(`href="/de${base}/televisions"`);

    const inProduct = await page(`${base}/televisions/at-55x89j/downloads/${firmwareId}`);
    expect(inProduct.state.page.type).toBe('downloadDetailsInProductPage');
    // The product header holds the h1; the download is a section of the product page.
    expect(inProduct.html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(inProduct.html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(inProduct.html).toMatch(/<h2 id="download-title">Firmware update v6\.7\.412 for AT-55X89J<\/h2>/);
    expect(inProduct.html).toContain('class="tabs"');
  });

  it('in French, its type and size in French words and units', async () => {
    const { html } = await page(`/fr${base}/downloads/${firmwareId}`);
    // What the visitor reads: the page's main region (the data scripts keep the catalogue's English values).
    const body = text(html.slice(html.indexOf('<main'), html.indexOf('</main>')));
    expect(html).toMatch(/<p class="details__eyebrow">Micrologiciel<\/p>/);
    expect(body).toContain('Type de téléchargement Micrologiciel Systèmes d’exploitation Micrologiciel de l’appareil');
    expect(body).not.toMatch(/Firmware |Device firmware/);
    // 'ko' (kilooctet), as French writes sizes; not 'KB'.
    expect(body).toMatch(/Taille du fichier [\d,]+\s(ko|Mo|Go|o)\b/);
    expect(body).not.toMatch(/\d (KB|MB|GB)\b/);
  });

  it('links a software download to its software page', async () => {
    const software = await request(t.app).get(`${API}/en_GB/software/${SOFTWARE}`).expect(200);
    const windows = software.body.data.software[0].downloadId;
    const { html } = await page(`${base}/downloads/${windows}`);
    expect(html).toContain(`href="${base}/software/${SOFTWARE}"`);
  });

  it('answers 404 with the helpful page for unknown or impossible ids', async () => {
    for (const path of [`${base}/downloads/00299999`, `${base}/downloads/${'9'.repeat(200)}`, `${base}/televisions/at-55x89j/downloads/00299999`]) {
      const { html, state } = await page(path, 404);
      expect(state.page.type).toMatch(/^downloadDetails/);
      expect(html).toContain('We couldn’t find that page');
      expect(html).toContain('role="search"');
    }
    await page(`${base}/no-such-category/downloads/${firmwareId}`, 404);
  });
});

describe('software details', () => {
  it('offers every platform and preselects the visitor’s operating system', async () => {
    const { html, state } = await page(`${base}/software/${SOFTWARE}`, 200, { 'User-Agent': MAC });
    expect(state.page.type).toBe('softwareDetails');
    expect(state.articleDetails.data?.articleId).toBe(SOFTWARE);
    expect(state.downloadDetails.softwareIndex).toBe(1);
    expect(html).toMatch(/<h1 id="software-title">Aurora Imaging Edge Desktop – download<\/h1>/);
    expect(html).toContain('<legend>Choose your operating system</legend>');
    expect(html).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="1"/);
    expect(html).not.toMatch(/<input type="radio"[^>]*checked=""[^>]*value="0"/);
    const body = text(html);
    expect(body).toContain('Download for macOS 14, macOS 13');
    expect(body).toContain('How to install');
    expect(body).toContain('Step 4');
    expect(body).toContain('What’s new');
  });

  it('renders inside the product page and with a channel', async () => {
    const inProduct = await page(`${base}/interchangeable-lens-cameras/alc-7m4/software/${SOFTWARE}`);
    expect(inProduct.state.page.type).toBe('softwareDetailsInProductPage');
    expect(inProduct.html).toMatch(/<h2 id="software-title">/);
    expect(inProduct.html).toMatch(/<h3 id="install-title">How to install<\/h3><ol class="steps">/);
    expect(inProduct.html).toContain('<h4 class="steps__label">Step 1</h4>');
    const withChannel = await page(`/fr${base}/software/con/${SOFTWARE}`);
    expect(withChannel.state.page).toMatchObject({ type: 'softwareDetails', params: { channel: 'con', articleFamilyId: SOFTWARE } });
    expect(withChannel.html).toContain('Aurora Imaging Edge Desktop – téléchargement');
  });

  it('answers 404 for unknown ids, articles and unknown channels', async () => {
    await page(`${base}/software/00409999`, 404);
    await page(`${base}/software/${faqId}`, 404);
    const badChannel = await page(`${base}/software/shop/${SOFTWARE}`, 404);
    expect(badChannel.state.page.type).toBe('others');
  });
});

describe('article details', () => {
  it('shows symptoms, numbered steps, the resolution, related articles and where it applies', async () => {
    const { html, state } = await page(`${base}/articles/${faqId}?model=at-55x89j&model=ignored`);
    expect(state.page.type).toBe('articleDetails');
    const data = state.articleDetails.data;
    expect(data?.articleId).toBe(faqId);
    expect(data?.stepNum).toBe(data?.steps.length);
    expect(html).toContain(`<h1 id="article-title">`);
    const body = text(html);
    for (const words of ['Symptoms', 'Steps to try', 'Step 1', `Step ${data?.stepNum}`, 'Resolution', 'Applies to', 'Related articles', `Article ID ${faqId}`]) {
      expect(body).toContain(words);
    }
    expect(state.relatedArticles.data.length).toBeGreaterThan(0);
    expect(state.articleCatalog.data?.productCount).toBeGreaterThan(0);
    expect(html).toContain(`<title>${data?.title} | Aurora Support</title>`);
    // The steps are a section of their own with the count beside its heading, each step a heading below it.
    expect(html).toMatch(new RegExp(`<h2 id="steps-title">Steps to try</h2><span class="details__count">${data?.stepNum} steps?</span>`));
    expect(html).toContain('<h3 class="steps__label">Step 1</h3>');
  });

  it('renders inside the product page with the product header and links kept inside the product', async () => {
    const { html, state } = await page(`${base}/televisions/at-55x89j/articles/${faqId}`);
    expect(state.page.type).toBe('articleDetailsInProductPage');
    expect(html).toContain('class="page-header page-header--product"');
    expect(html).toMatch(/<h2 id="article-title">/);
    expect(html).toMatch(new RegExp(`href="${base}/televisions/at-55x89j/(articles|software)/\\d{8}"`));
    // One level lower under the product's h1: sections h3, steps h4.
    expect(html).toMatch(/<h3 id="steps-title">/);
    expect(html).toContain('<h4 class="steps__label">Step 1</h4>');
    expect(html).toMatch(/<h3 id="related-articles-title">/);
    // The full trail: categories, the product, then this article.
    expect(html).toMatch(/<a href="\/electronics\/support\/televisions\/at-55x89j"[^>]*>AT-55X89J<\/a><\/li><li><span aria-current="page">/);
  });

  it('answers 404 for unknown articles and software ids', async () => {
    await page(`${base}/articles/00109999`, 404);
    await page(`${base}/articles/${SOFTWARE}`, 404);
    await page(`${base}/televisions/at-55x89j/articles/00109999`, 404);
  });
});

describe('an article shown in English on a French or German page', () => {
  // 00100006 has no French or German text: the content service falls back to English.
  it('marks the article’s own text as English and says so in the page’s language', async () => {
    const fr = await page(`/fr${base}/articles/00100006`);
    expect(fr.html).toMatch(/<html lang="fr-FR">/);
    expect(fr.html).toMatch(/<h1 id="article-title" lang="en">/);
    // The breadcrumb's last item is the same title: marked too, so a screen reader reads it as English.
    expect(fr.html).toMatch(/<span aria-current="page" lang="en">/);
    expect(fr.html).toMatch(/<ul class="symptoms" lang="en">|<p lang="en">/);
    // Invisible until the page can print, but in place: the article does not move when it appears.
    expect(fr.html).toMatch(/<button type="button" class="print-button print-button--waiting" disabled="" aria-hidden="true">/);
    expect(fr.html).toContain('<p class="details__notice details__notice--language" role="note">Cet article n’est pas encore disponible dans votre langue ; il est affiché en anglais.</p>');
    // The site's own labels stay French.
    expect(fr.html).not.toMatch(/<h2 id="resolution-title" lang="en">/);

    const de = await page(`/de${base}/articles/00100007`);
    expect(de.html).toMatch(/<h1 id="article-title" lang="en">/);
    expect(de.html).toContain('er wird auf Englisch angezeigt.');
  });

  it('adds nothing when the article is in the page’s language', async () => {
    const en = await page(`${base}/articles/00100006`);
    expect(en.html).not.toContain('details__notice--language');
    expect(en.html).not.toMatch(/ lang="en">/);
  });
});

describe('repair document details', () => {
  it('sends visitors without a session to the service-centre login, back to the document afterwards', async () => {
    const res = await request(t.app).get(`${base}/repair-documents/${SERVICE_MANUAL}`).set('Cookie', 'portal=asc; showServiceManuals=true');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`${base}/asc/login?returnTo=${encodeURIComponent(`${base}/repair-documents/${SERVICE_MANUAL}`)}`);
  });

  it('shows a service manual with its files to a signed-in service centre', async () => {
    const { html, state } = await page(`${base}/repair-documents/${SERVICE_MANUAL}`, 200, signedIn.asc);
    expect(state.page.type).toBe('repairDocumentDetails');
    expect(state.repairDetails.data?.associatedFiles).toHaveLength(2);
    expect(html).toMatch(/<h1 id="repair-title">Service Manual – /);
    const body = text(html);
    for (const words of ['Service manual', 'Exploded views and parts list', 'Confidential: for authorised service centres only.', 'Models covered']) {
      expect(body).toContain(words);
    }
    expect(html).toMatch(/href="\/api\/content\/support\/files\/[0-9a-f]{20}\/[^"]+_Service_Manual\.pdf"/);
    expect(html).toMatch(/<section class="details__section" aria-labelledby="repair-models-title"><h2 id="repair-models-title">Models covered<\/h2><ul class="model-list"><li>/);
  });

  it('in the product page, and 403 for an account without the document type', async () => {
    const full = signedIn.asc;
    const inProduct = await page(`${base}/televisions/at-55x75j/repair-documents/${SERVICE_MANUAL}`, 200, full);
    expect(inProduct.state.page.type).toBe('repairDocumentDetailsInProductPage');
    expect(inProduct.html).toMatch(/<h2 id="repair-title">/);

    const limited = await page(`${base}/repair-documents/${SERVICE_MANUAL}`, 403, signedIn.integrated);
    expect(limited.html).toContain('No access to this document');
    expect(limited.state.repairDetails.data).toBeNull();
  });

  it('answers 404 for unknown documents', async () => {
    await page(`${base}/repair-documents/00599999`, 404, signedIn.asc);
  });
});
