import request from 'supertest';
import { startTestApp } from './testApp';

/**
 * The site notice's "Dismiss" without JavaScript: a plain form post that remembers the dismissal in the
 * same session cookie as the script and sends the visitor back to the page, where the notice is gone.
 */
type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const notice = (html: string) => /<div role="region" class="special-message[\s\S]*?<\/form>/.exec(html)?.[0];

async function noticeForm(path: string) {
  const res = await request(t.app).get(path).expect(200);
  const region = notice(res.text);
  expect(region).toBeDefined();
  const action = /<form class="special-message__dismiss-form" action="([^"]+)" method="post"/.exec(region!)?.[1];
  const id = /name="id" value="([^"]+)"/.exec(region!)?.[1];
  const returnTo = /name="returnTo" value="([^"]+)"/.exec(region!)?.[1]?.replace(/&amp;/g, '&');
  return { action: action!, id: id!, returnTo: returnTo! };
}

describe('dismissing the site notice without JavaScript', () => {
  it('posts, comes back to the same page, and the notice is gone for the visit', async () => {
    const path = '/de/electronics/support/televisions?sort=title';
    const form = await noticeForm(path);
    expect(form.action).toBe('/de/electronics/support/notice-dismissed');
    expect(form.returnTo).toBe('/de/electronics/support/televisions?sort=title');

    const res = await request(t.app).post(form.action).type('form').send({ id: form.id, returnTo: form.returnTo }).expect(303);
    expect(res.headers.location).toBe(path);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('specialMessageDismissed='));
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/Expires|Max-Age/i);

    const again = await request(t.app).get(path).set('Cookie', cookie!.split(';')[0]!).expect(200);
    expect(notice(again.text)).toBeUndefined();
    // Without the cookie the notice is still there for everyone else.
    expect(notice((await request(t.app).get(path).expect(200)).text)).toBeDefined();
  });

  it('sends the visitor home when the page to return to is not a page of this site', async () => {
    const { action, id } = await noticeForm('/electronics/support/');
    const res = await request(t.app).post(action).type('form').send({ id, returnTo: 'https://elsewhere.example/' }).expect(303);
    expect(res.headers.location).toBe('/electronics/support');
  });

  it('refuses a post without a notice id, and one from another site', async () => {
    const { action, id } = await noticeForm('/electronics/support/');
    await request(t.app).post(action).type('form').send({ returnTo: '/electronics/support/' }).expect(400);
    await request(t.app).post(action).type('form').send({ id: '<script>', returnTo: '/electronics/support/' }).expect(400);
    const cross = await request(t.app).post(action).set('Origin', 'https://elsewhere.example').type('form').send({ id }).expect(403);
    expect(cross.headers['set-cookie']).toBeUndefined();
  });
});
