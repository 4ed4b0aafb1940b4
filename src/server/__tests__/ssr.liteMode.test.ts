import request from 'supertest';
import { startTestApp } from './testApp';

/*
 * Lite mode (CRM frames): the query parameter and the cookie it leaves behind render the same page,
 * so a reload or a link opened later does not bring back what the client hides.
 */

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t.close());

const PRODUCT = '/electronics/support/televisions/at-65x90k';
const SEARCH_BOX = 'role="search"';

async function html(path: string, cookie = ''): Promise<string> {
  const res = await request(t.app).get(path).set('Cookie', cookie);
  expect(res.status).toBe(200);
  return res.text;
}

describe('lite mode on the server', () => {
  it('the full page has the search box, banners, news and the ticket form', async () => {
    const page = await html(PRODUCT);
    expect(page).toContain(SEARCH_BOX);
    expect(page).toContain('id="supportRequest"');
    expect(page).toContain('id="newsAndAlerts"');
    expect(page).toContain('id="banners"');
  });

  it.each([
    ['the query parameter', `${PRODUCT}?lite=crm`, ''],
    ['the cookie alone (a reload, a later link)', PRODUCT, 'lite=crm'],
  ])('crm through %s hides the search box, banners, news and the ticket form', async (_label, path, cookie) => {
    const page = await html(path, cookie);
    expect(page).not.toContain(SEARCH_BOX);
    expect(page).not.toContain('id="supportRequest"');
    expect(page).not.toContain('id="newsAndAlerts"');
    expect(page).not.toContain('id="banners"');
    // The support content itself stays.
    expect(page).toContain('id="manuals"');
  });

  it('another lite mode hides what every lite mode hides, but keeps the search box', async () => {
    const page = await html(PRODUCT, 'lite=kiosk');
    expect(page).toContain(SEARCH_BOX);
    expect(page).not.toContain('id="banners"');
    expect(page).toContain('id="supportRequest"');
  });

  it('?lite=false turns the mode off although the cookie is still sent', async () => {
    const page = await html(`${PRODUCT}?lite=false`, 'lite=crm');
    expect(page).toContain(SEARCH_BOX);
  });
});
