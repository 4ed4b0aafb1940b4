import request from 'supertest';
import { startTestApp } from './testApp';

/**
 * Legal pages per language (docs/decisions/041-legal-pages.md): the imprint and the privacy notice are
 * linked from the footer of every page and rendered in the page's language.
 */
type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ');
const footer = (html: string) => /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';

describe('imprint and privacy notice', () => {
  it.each([
    ['/electronics/support/imprint', 'Imprint', 'Hafenstraße 12, 20457 Hamburg'],
    ['/de/electronics/support/imprint', 'Impressum', '§ 5 DDG'],
    ['/fr/electronics/support/imprint', 'Mentions légales', 'Registre du commerce'],
    ['/electronics/support/privacy', 'Privacy notice', 'We do not use advertising or third-party tracking cookies.'],
    ['/de/electronics/support/privacy', 'Datenschutzerklärung', 'Ihre Rechte'],
    ['/fr/electronics/support/privacy', 'Politique de confidentialité', 'CNIL'],
  ])('%s is the page in its language', async (path, title, content) => {
    const res = await request(t.app).get(path).expect(200);
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(res.text)?.[1]).toBe(title);
    expect(text(res.text)).toContain(content);
    expect(res.text).toMatch(new RegExp(`<title>${title} \\|`));
    expect(res.text).toMatch(/<meta name="description" content="[^"]{20,}">/);
  });

  it.each([
    ['/electronics/support/', ['Imprint', 'Privacy'], '/electronics/support/imprint'],
    ['/de/electronics/support/', ['Impressum', 'Datenschutz'], '/de/electronics/support/imprint'],
    ['/fr/electronics/support/televisions', ['Mentions légales', 'Confidentialité'], '/fr/electronics/support/imprint'],
  ])('the footer of %s links both in its language', async (path, labels, imprintPath) => {
    const res = await request(t.app).get(path).expect(200);
    const links = footer(res.text);
    for (const label of labels) expect(text(links)).toContain(label);
    expect(links).toContain(`href="${imprintPath}"`);
    expect(links).toContain(`href="${imprintPath.replace('imprint', 'privacy')}"`);
  });
});
