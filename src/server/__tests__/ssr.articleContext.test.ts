import request from 'supertest';
import { startTestApp } from './testApp';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const base = '/electronics/support';
const SOUNDBAR = `${base}/soundbars/asb-b9`;
const ARC = '00100008'; // "No sound from the soundbar or receiver via HDMI eARC/ARC"

async function html(path: string): Promise<string> {
  const response = await request(t.app).get(path).set({ host: '127.0.0.1' });
  expect(response.status).toBe(200);
  return response.text;
}

/** Titles and addresses of the "Related articles" section. */
function related(page: string): Array<{ href: string; title: string }> {
  const section = /<section class="details__section related-articles"[\s\S]*?<\/section>/.exec(page)?.[0] ?? '';
  return [...section.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, title]) => ({ href, title }));
}

describe('an article opened from a product keeps the product (ADR 039)', () => {
  it('the product page links its FAQs inside the product', async () => {
    const page = await html(SOUNDBAR);
    expect(page).toContain(`href="${SOUNDBAR}/articles/${ARC}"`);
    expect(page).not.toContain(`href="${base}/articles/${ARC}"`);
  });

  it('the article inside the product: the product in the breadcrumb and its tabs, the plain address as canonical', async () => {
    const page = await html(`${SOUNDBAR}/articles/${ARC}`);
    const crumbs = /<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/.exec(page)?.[0] ?? '';
    expect(crumbs).toContain(`href="${SOUNDBAR}"`);
    expect(crumbs).toContain('ASB-B9');
    expect(page).toContain('aria-label="Product support sections"');
    expect(page).toMatch(new RegExp(`<link rel="canonical" href="http://127\\.0\\.0\\.1(?::\\d+)?${base}/articles/${ARC}">`));
  });

  it('its related articles are about the soundbar, not monitors or turntables, and stay inside the product', async () => {
    const links = related(await html(`${SOUNDBAR}/articles/${ARC}`));
    expect(links.length).toBeGreaterThan(0);
    for (const { href, title } of links) {
      expect(href.startsWith(`${SOUNDBAR}/`)).toBe(true);
      expect(title).not.toMatch(/monitor|turntable|projector/i);
    }
  });

  it('opened on its own, the article’s related reading comes from its own category', async () => {
    const links = related(await html(`${base}/articles/${ARC}`));
    expect(links.length).toBeGreaterThan(0);
    for (const { title } of links) expect(title).not.toMatch(/monitor|turntable|driver/i);
  });
});
