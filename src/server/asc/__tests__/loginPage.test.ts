import request from 'supertest';
import { startTestApp } from '../../__tests__/testApp';
import { LOGIN_ATTEMPTS } from '../ascPortalRouter';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t.close());

const LOGIN = '/electronics/support/asc/login';
const setCookies = (res: request.Response): string[] => (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
/** The cookie pairs a browser would send back after these Set-Cookie values. */
const jar = (cookies: string[]) =>
  cookies
    .map((c) => c.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');

describe('the sign-in page', () => {
  it('is a labelled form that posts back to itself, keeping a safe returnTo', async () => {
    const res = await request(t.app).get(`${LOGIN}?returnTo=${encodeURIComponent('/electronics/support/televisions')}`).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('<h1 id="asc-login-title">Service centre sign-in</h1>');
    expect(res.text).toContain(`<form id="asc-login-form" class="asc-login__form" method="post" action="${LOGIN}">`);
    expect(res.text).toMatch(/<label class="form-field__label" for="asc-username">User name<\/label><input id="asc-username" [^>]*name="username"[^>]*autocomplete="username"/);
    expect(res.text).toMatch(/<label class="form-field__label" for="asc-password">Password<\/label><input id="asc-password" [^>]*type="password"/);
    expect(res.text).toContain('<input type="hidden" name="returnTo" value="/electronics/support/televisions">');
    expect(res.text).toMatch(/<main id="main"/);
    // The enhancement script carries the CSP nonce of this response.
    expect(res.text).toMatch(/<script nonce="[^"]+">\(function \(\) \{/);
  });

  it('drops an unsafe returnTo and is localised under a language prefix', async () => {
    const res = await request(t.app).get(`/de${LOGIN}?returnTo=${encodeURIComponent('//evil.example')}`).expect(200);
    expect(res.text).toContain('<html lang="de-DE">');
    expect(res.text).toContain('Anmeldung für Servicecenter');
    expect(res.text).not.toContain('evil.example');
  });

  it('leads each language link to the page to return to in that language', async () => {
    const back = '/electronics/support/repair-documents/00500010?x=1';
    const res = await request(t.app).get(`${LOGIN}?returnTo=${encodeURIComponent(back)}`).expect(200);
    const links = /<nav[^>]*class="language-switch"[^>]*>([\s\S]*?)<\/nav>/.exec(res.text)?.[1] ?? '';
    const hrefs = [...links.matchAll(/href="([^"]+)"/g)].map(([, href]) => decodeURIComponent(href.replace(/&amp;/g, '&')));
    expect(hrefs).toEqual([
      `${LOGIN}?returnTo=${back}`,
      `/de${LOGIN}?returnTo=/de${back}`,
      `/fr${LOGIN}?returnTo=/fr${back}`,
    ]);
  });

  it('refuses a wrong password with a clear message and no cookie', async () => {
    const res = await request(t.app)
      .post(LOGIN)
      .type('form')
      .send({ username: 'asc.demo', password: 'wrong password', returnTo: '/electronics/support/televisions' })
      .expect(401);
    expect(res.text).toMatch(/<div id="asc-login-error" class="asc-login__error" role="alert">The user name or password is incorrect\.<\/div>/);
    expect(res.text).toContain('value="asc.demo"');
    expect(setCookies(res)).toEqual([]);
  });

  it('signs in, sets the session and UI cookies and goes back to returnTo', async () => {
    const res = await request(t.app)
      .post(LOGIN)
      .type('form')
      .send({ username: 'asc.demo', password: 'ServiceCentre#2024', returnTo: '/electronics/support/televisions' })
      .expect(303);
    expect(res.headers.location).toBe('/electronics/support/televisions');
    const cookies = setCookies(res);
    expect(cookies.find((c) => c.startsWith('asc_session='))).toMatch(/HttpOnly; SameSite=Lax/);
    expect(cookies.map((c) => c.split(';')[0])).toEqual(expect.arrayContaining(['portal=asc', 'showServiceManuals=true', 'showOtherRepairDocs=true']));
    // Signed in, the page offers to continue or sign out instead of the form.
    const again = await request(t.app).get(LOGIN).set('Cookie', jar(cookies)).expect(200);
    expect(again.text).toContain('You are signed in as Northside Repairs Ltd.');
    expect(again.text).not.toContain('id="asc-login-form"');
  });

  it.each(['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'https://evil.example/'])('never follows returnTo %j', async (returnTo) => {
    const res = await request(t.app).post(LOGIN).type('form').send({ username: 'agent.demo', password: 'CareAgent#2024', returnTo }).expect(303);
    // The agent's own start page, never the address given.
    expect(res.headers.location).toBe('/electronics/support/agent/search-insights');
  });

  it('refuses a sign-in form posted from another site', async () => {
    const res = await request(t.app)
      .post(LOGIN)
      .set('Origin', 'https://evil.example')
      .type('form')
      .send({ username: 'asc.demo', password: 'ServiceCentre#2024' })
      .expect(403);
    expect(res.text).toContain('This sign-in request did not come from this site.');
    expect(setCookies(res)).toEqual([]);
  });

  it('asks for both fields', async () => {
    const res = await request(t.app).post(LOGIN).type('form').send({ username: ' ' }).expect(400);
    expect(res.text).toContain('Enter your user name and password.');
  });

  it('signs out: the session and UI cookies expire', async () => {
    const signIn = await request(t.app).post(LOGIN).type('form').send({ username: 'integrated.demo', password: 'PartnerPortal#2024' }).expect(303);
    const confirm = await request(t.app).get('/electronics/support/asc/logout').set('Cookie', jar(setCookies(signIn))).expect(200);
    expect(confirm.text).toContain('Do you want to sign out of the service centre portal?');
    const res = await request(t.app).post('/electronics/support/asc/logout').set('Cookie', jar(setCookies(signIn))).expect(303);
    expect(res.headers.location).toBe(`${LOGIN}?signedOut=1`);
    for (const name of ['asc_session', 'portal', 'showServiceManuals', 'showOtherRepairDocs', 'agentAnalytics']) {
      expect(setCookies(res).find((c) => c.startsWith(`${name}=;`))).toMatch(/Max-Age=0/);
    }
    const after = await request(t.app).get(`${LOGIN}?signedOut=1`).expect(200);
    expect(after.text).toContain('You have been signed out.');
    // The session itself is gone: a browser that kept the cookie is signed out too.
    const kept = await request(t.app).get('/api/content/support/asc/auth').set('Cookie', jar(setCookies(signIn))).expect(200);
    expect(kept.body.signedIn).toBe(false);
  });

  it('says so when there is nothing to sign out of, and why a sign-out was not done', async () => {
    const nobody = await request(t.app).get('/electronics/support/asc/logout').expect(200);
    expect(nobody.text).toContain('You are not signed in to the service centre portal.');
    expect(nobody.text).not.toContain('Do you want to sign out');
    expect(nobody.text).toContain(`href="${LOGIN}"`);
    // A sign-out posted from another site is refused, and the page says why instead of asking again.
    const signIn = await request(t.app).post(LOGIN).type('form').send({ username: 'integrated.demo', password: 'PartnerPortal#2024' }).expect(303);
    const refused = await request(t.app)
      .post('/electronics/support/asc/logout')
      .set('Origin', 'https://evil.example')
      .set('Cookie', jar(setCookies(signIn)))
      .expect(403);
    expect(refused.text).toMatch(/<p class="asc-login__error" role="alert">You were not signed out: the request did not come from this site(’|&#39;|')s sign-out page/);
  });

  it(`stops guessing after ${LOGIN_ATTEMPTS} failed attempts for a user name, on the form and the JSON call alike`, async () => {
    for (let i = 0; i < LOGIN_ATTEMPTS; i += 1) {
      await request(t.app).post(LOGIN).type('form').send({ username: 'guess.target', password: `guess-${i}` }).expect(401);
    }
    const page = await request(t.app).post(LOGIN).type('form').send({ username: 'guess.target', password: 'one more' }).expect(429);
    expect(page.text).toContain('Too many sign-in attempts.');
    const api = await request(t.app).post('/api/content/support/asc/auth').send({ username: 'guess.target', password: 'x' }).expect(429);
    expect(api.body.error.code).toBe('too_many_attempts');
    // Other user names are not affected.
    await request(t.app).post(LOGIN).type('form').send({ username: 'agent.demo', password: 'CareAgent#2024' }).expect(303);
  });
});
