import request from 'supertest';
import { startTestApp } from './testApp';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const base = '/electronics/support';
const PRODUCT = `${base}/televisions/at-65z9m`;

async function html(path: string): Promise<string> {
  const response = await request(t.app).get(path).set({ host: '127.0.0.1' });
  expect(response.status).toBe(200);
  return response.text;
}

/** Every <nav> of the page with its label and the addresses it links. */
function navs(page: string): Array<{ label: string; hrefs: string[] }> {
  return [...page.matchAll(/<nav\b([^>]*)>([\s\S]*?)<\/nav>/g)].map(([, attrs, body]) => ({
    label: /aria-label="([^"]*)"/.exec(attrs)?.[1] ?? '',
    hrefs: [...body.matchAll(/href="([^"]*)"/g)].map(([, href]) => href),
  }));
}

/**
 * The navigations above the footer that lead to a product's or the site's manuals, downloads or FAQs (the
 * language switch links the same page in other languages, so it is left out).
 */
function contentNavs(page: string) {
  const body = page.slice(0, page.indexOf('<footer')).replace(/<nav\b[^>]*class="language-switch"[\s\S]*?<\/nav>/, '');
  return navs(body).filter(({ hrefs }) => hrefs.some((h) => /\/(manuals|downloads|faqs)$/.test(h)));
}

describe('a product page has one navigation: its tabs (ADR 039)', () => {
  it.each([
    ['the overview', PRODUCT],
    ['the manuals tab', `${PRODUCT}/manuals`],
    ['the FAQ tab', `${PRODUCT}/faqs`],
  ])('%s: only the tabs lead to manuals, downloads and FAQs; no in-page anchor bar', async (_name, path) => {
    const page = await html(path);
    expect(contentNavs(page).map((n) => n.label)).toEqual(['Product support sections']);
    expect(page).not.toContain('class="in-page-nav"');
    // The way to a person stays in the header.
    expect(page).toContain('section-nav__link--contact');
  });

  it('the tabs are a bar of their own after the page header (so they can stick for the whole page), the current one marked', async () => {
    const page = await html(`${PRODUCT}/downloads`);
    expect(page).toMatch(/<\/header><nav aria-label="Product support sections" class="tabs" id="productTabs"><ul class="tabs__list">/);
    const tabs = /<nav aria-label="Product support sections"[^>]*>([\s\S]*?)<\/nav>/.exec(page)?.[1] ?? '';
    expect([...tabs.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map(([, label]) => label)).toEqual([
      'Overview',
      'Manuals',
      'Downloads',
      'FAQs',
      'Specifications',
    ]);
    expect(tabs).toMatch(new RegExp(`aria-current="page"[^>]*href="${PRODUCT}/downloads"|href="${PRODUCT}/downloads"[^>]*aria-current="page"`));
    expect(tabs.match(/aria-current="page"/g)).toHaveLength(1);
  });

  it.each([
    ['a download', `${PRODUCT}/downloads/00200050`, 'Downloads'],
    ['an article', `${PRODUCT}/articles/00100001`, 'FAQs'],
    ['the results of a search on the Manuals tab', `${PRODUCT}/manuals/results?query=hdmi`, 'Manuals'],
  ])('on %s of the product the tab of its section is marked as where the visitor is', async (_name, path, section) => {
    const tabs = /<nav aria-label="Product support sections"[^>]*>([\s\S]*?)<\/nav>/.exec(await html(path))?.[1] ?? '';
    const marked = [...tabs.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].filter(([, attrs]) => /aria-current=/.test(attrs));
    expect(marked.map(([, attrs, label]) => [label, /aria-current="([^"]*)"/.exec(attrs)?.[1]])).toEqual([[section, 'true']]);
  });

  it('the specifications tab has a title of its own', async () => {
    const page = await html(`${PRODUCT}/specifications`);
    expect(/<title>([^<]*)<\/title>/.exec(page)?.[1]).toMatch(/^Specifications – AT-65Z9M /);
  });

  it('in German the one navigation speaks German', async () => {
    const page = await html(`/de${PRODUCT}`);
    const [tabs] = contentNavs(page);
    expect(contentNavs(page)).toHaveLength(1);
    expect(tabs.hrefs).toContain(`/de${PRODUCT}/manuals`);
    expect(page).toContain('>Bedienungsanleitungen</a>');
  });

  it('marks an FAQ or a video not yet translated as English, says so, and leaves German ones unmarked', async () => {
    const page = await html(`/de${PRODUCT}`);
    expect(page).toMatch(/<a class="faq-list__link" lang="en" href="[^"]+">The remote control does not work<\/a><span class="language-tag">Auf Englisch<\/span><p class="faq-list__snippet" lang="en">/);
    expect(page).toMatch(/<h3 class="video-card__title" lang="en"><a [^>]*>Wall-mounting your TV<\/a><\/h3><span class="language-tag">Auf Englisch<\/span>/);
    // The video's structured data names its own language, not the page's.
    expect(page).toMatch(/"name":"Wall-mounting your TV"[^}]*"inLanguage":"en"/);
    expect(page).toMatch(/<a class="faq-list__link" href="[^"]+">So finden Sie die Modellnummer Ihres Produkts<\/a><p class="faq-list__snippet">/);
  });

  it('marks a notice not yet translated as English in the news of a German category page', async () => {
    const page = await html('/de/electronics/support/televisions');
    expect(page).toMatch(/<h3 class="news-list__title" lang="en"><a [^>]*>Notice: picture drop-outs with 4K 120 Hz games[^<]*<\/a><\/h3><p class="news-list__summary" lang="en">[^<]+<\/p><span class="language-tag">Auf Englisch<\/span>/);
    // German notices carry neither.
    expect(page).toMatch(/<h3 class="news-list__title"><a /);
  });

  it('a category page keeps the site sections and its in-page navigation', async () => {
    const page = await html(`${base}/televisions`);
    expect(page).toContain('class="section-nav__list"');
    expect(navs(page).some((n) => n.hrefs.includes(`${base}/manuals`))).toBe(true);
    expect(page).toContain('class="in-page-nav"');
  });
});
