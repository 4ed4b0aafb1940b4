import request from 'supertest';
import { preloadedState, startTestApp } from './testApp';

/**
 * Sort, manual-language and download-type menus without script (ui/QueryMenu.tsx): each is a GET
 * form with an Apply button that keeps the page's other parameters, so the server renders the
 * chosen list. With script the button is dropped after hydration and the menu acts at once.
 */
type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const base = '/electronics/support';
/** The GET form around the select of this name, with what it holds. */
function menu(html: string, name: string): string {
  const forms = html.match(/<form class="query-menu"[^>]*method="get"[^>]*>[\s\S]*?<\/form>/g) ?? [];
  return forms.find((f) => f.includes(`name="${name}"`)) ?? '';
}

describe('query menus without script', () => {
  it('offers the download type as a form that keeps the other parameters and has an Apply button', async () => {
    const page = `${base}/laptops/anb-p13g2/downloads`;
    const res = await request(t.app).get(`${page}?downloads-num=10`).expect(200);
    const form = menu(res.text, 'download-category');
    expect(form).toContain(`action="${page}"`);
    expect(form).toContain('<input type="hidden" name="downloads-num" value="10"/>');
    expect(form).toMatch(/<button type="submit"[^>]*>Apply<\/button>/);
  });

  it('gives the list the form asks for: the sort of the models, the language of the manuals', async () => {
    const sorted = await request(t.app).get(`${base}/televisions?models-sort=name`).expect(200);
    expect(menu(sorted.text, 'models-sort')).toMatch(/<option value="name" selected="">/);
    const models = (preloadedState(sorted.text) as unknown as { modelResults: { results: Array<{ modelNumber: string }> } }).modelResults.results.map((m) => m.modelNumber);
    expect(models).toEqual([...models].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

    const german = await request(t.app).get(`${base}/televisions/at-55x89j/manuals?manuals-lang=de`).expect(200);
    expect(menu(german.text, 'manuals-lang')).toMatch(/<option value="de" selected="">/);
    const manuals = (preloadedState(german.text) as unknown as { documents: { results: Array<{ language: string }> } }).documents.results;
    expect(manuals.length).toBeGreaterThan(0);
    expect(manuals.every((m) => m.language === 'de')).toBe(true);
  });

  it('labels the Apply button in the page language', async () => {
    const res = await request(t.app).get(`/de${base}/televisions`).expect(200);
    expect(menu(res.text, 'models-sort')).toMatch(/<button type="submit"[^>]*>Anwenden<\/button>/);
  });
});
