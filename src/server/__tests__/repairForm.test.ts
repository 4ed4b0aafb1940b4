import request from 'supertest';
import { REPAIR_REFERENCE_PATTERN } from '../../shared/content/repairTypes';
import { preloadedState, startTestApp } from './testApp';

/*
 * docs/behaviour.md §2: the contact and repair pages rendered on the server, and the repair form
 * posted as a plain HTML form (no JavaScript): 303 to the confirmation, the form again with its
 * problems, one request per client key, the shared write limit and the cross-site refusal.
 */

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
const HOST = 'support.example.com';
const SITE = `http://${HOST}`;
const BASE = '/electronics/support';
const limits = (perClientPerWindow: number) => ({ maxBodyBytes: 16 * 1024, perClientPerWindow, pageViewsPerClientPerWindow: 1000, windowMs: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ writeLimits: limits(1000) });
});
afterAll(() => t.close());

const form = (overrides: Record<string, string> = {}) => ({
  productModel: 'AT-55X89J',
  serialNumber: '7015 000-ab',
  fault: 'The TV switches itself off after a few minutes; the standby light blinks.',
  name: 'Jana Novak',
  email: 'jana.novak@example.com',
  phone: '',
  postcode: 'SW1A 1AA',
  ...overrides,
});

/** A browser posting the form from this site. */
const post = (app: TestApp['app'], path: string, body: Record<string, string>) =>
  request(app).post(path).set('Host', HOST).set('Origin', SITE).set('Sec-Fetch-Site', 'same-origin').type('form').send(body);

const keyOf = (html: string) => /name="requestKey" value="([^"]*)"/.exec(html)?.[1] ?? '';

describe('the repair form without JavaScript', () => {
  it('is a form that posts named fields, with a client key of its own for every visitor', async () => {
    const first = await request(t.app).get(`${BASE}/repair?model=AT-55X89J`).expect(200);
    expect(first.text).toMatch(new RegExp(`<form class="repair-form"[^>]*action="${BASE}/repair" method="post"`));
    for (const field of ['productModel', 'serialNumber', 'fault', 'name', 'email', 'phone', 'postcode']) {
      expect(first.text).toMatch(new RegExp(`<(input|textarea)[^>]*name="${field}"`));
      expect(first.text).toMatch(new RegExp(`<label[^>]*for="repair-${field}"`));
    }
    expect(first.text).toMatch(/name="productModel"[^>]*value="AT-55X89J"/);
    const second = await request(t.app).get(`${BASE}/repair?model=AT-55X89J`).expect(200);
    // Never one cached copy for two visitors: a shared key would merge their requests.
    expect(keyOf(first.text)).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keyOf(second.text)).not.toBe(keyOf(first.text));
  });

  it('stores a valid request and answers 303 to its confirmation page, which shows the reference', async () => {
    const before = await t.content.writes.countRepairRequests();
    const key = keyOf((await request(t.app).get(`${BASE}/repair`)).text);
    const res = await post(t.app, `${BASE}/repair`, { ...form(), requestKey: key });
    expect(res.status).toBe(303);
    const location = res.headers.location as string;
    const reference = location.split('/').at(-1) ?? '';
    expect(location).toBe(`${BASE}/repair/${reference}`);
    expect(reference).toMatch(REPAIR_REFERENCE_PATTERN);
    expect(await t.content.writes.getRepairRequest(reference)).toMatchObject({ serialNumber: '7015000AB', postcode: 'SW1A 1AA', phone: null, locale: 'en_GB' });
    expect(await t.content.writes.countRepairRequests()).toBe(before + 1);

    const page = await request(t.app).get(location).expect(200);
    expect(page.text).toContain(reference);
    expect(page.text).toContain('Repair request received');
    // The confirmation names the product, not the visitor.
    expect(page.text).not.toContain('jana.novak@example.com');
    expect(page.text).toContain('<meta name="robots" content="noindex">');
    expect(page.text).not.toContain('rel="canonical"');
  });

  it('answers a resubmitted form (same client key) with the same reference and stores it once', async () => {
    const before = await t.content.writes.countRepairRequests();
    const body = { ...form(), requestKey: '5b0d3a4e-6f5e-4e59-9a51-0f3b7c1d2e11' };
    const first = await post(t.app, `${BASE}/repair`, body).expect(303);
    const again = await post(t.app, `${BASE}/repair`, body).expect(303);
    expect(again.headers.location).toBe(first.headers.location);
    expect(await t.content.writes.countRepairRequests()).toBe(before + 1);
  });

  it('shows the form again with an error summary linking to each field, the values kept, and stores nothing', async () => {
    const before = await t.content.writes.countRepairRequests();
    const res = await post(t.app, `${BASE}/repair`, { ...form({ serialNumber: '12', email: 'jana@', fault: 'broken' }), requestKey: 'x' });
    expect(res.status).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('There is a problem');
    // The summary is an alert named by its heading, each problem a link to its field; it takes the focus as the page loads.
    expect(res.text).toMatch(/<div class="error-summary" role="alert" tabindex="-1" aria-labelledby="repair-error-summary-title" autofocus=""><h2 id="repair-error-summary-title">There is a problem<\/h2><ul><li><a href="#repair-serialNumber">/);
    for (const field of ['serialNumber', 'fault', 'email']) {
      expect(res.text).toContain(`href="#repair-${field}"`);
      expect(res.text).toMatch(new RegExp(`aria-invalid="true"[^>]*aria-describedby="repair-${field}-hint repair-${field}-error"`));
    }
    expect(res.text).toContain('The serial number is too short');
    expect(res.text).toMatch(/name="name"[^>]*value="Jana Novak"/);
    expect(res.text).not.toMatch(/id="repair-name"[^>]*aria-invalid/);
    expect(preloadedState(res.text).repairForm).toMatchObject({ submitted: true, problems: { serialNumber: 'too-short', email: 'invalid', fault: 'too-short' } });
    expect(await t.content.writes.countRepairRequests()).toBe(before);
  });

  it('names a model number the catalogue does not know, in German under /de', async () => {
    const res = await post(t.app, `/de${BASE}/repair`, { ...form({ productModel: 'ZZ-0000' }), requestKey: 'c8a3c0a5-1d7d-4b43-8a70-3e2c6c0a9f00' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Diese Modellnummer kennen wir nicht');
    expect(res.text).toContain(`action="/de${BASE}/repair"`);
    const ok = await post(t.app, `/de${BASE}/repair`, form()).expect(303);
    expect(ok.headers.location).toMatch(new RegExp(`^/de${BASE}/repair/R-`));
  });

  it('refuses a post from another site with 403 and stores nothing', async () => {
    const before = await t.content.writes.countRepairRequests();
    const res = await request(t.app).post(`${BASE}/repair`).set('Host', HOST).set('Origin', 'https://evil.example').type('form').send(form());
    expect(res.status).toBe(403);
    expect(await t.content.writes.countRepairRequests()).toBe(before);
  });

  it('answers 404 for an unknown reference', async () => {
    await request(t.app).get(`${BASE}/repair/R-0000-0000`).expect(404);
  });
});

describe('the shared write limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ writeLimits: limits(2) });
  });
  afterAll(() => limited.close());

  it('counts the form and the JSON call together and answers the form with 429 and a message', async () => {
    await post(limited.app, `${BASE}/repair`, form()).expect(303);
    // The JSON call takes the second share of the same budget.
    await request(limited.app).post('/api/content/support/repair-requests').set('Host', HOST).send({ ...form(), phone: undefined }).expect(201);
    const before = await limited.content.writes.countRepairRequests();
    const res = await post(limited.app, `${BASE}/repair`, form());
    expect(res.status).toBe(429);
    expect(res.text).toContain('Too many requests were sent from your connection');
    expect(res.text).toMatch(/name="name"[^>]*value="Jana Novak"/);
    const api = await request(limited.app).post('/api/content/support/repair-requests').set('Host', HOST).send(form());
    expect(api.status).toBe(429);
    expect(await limited.content.writes.countRepairRequests()).toBe(before);
  });
});

describe('contact and service-centre pages', () => {
  it('shows the contact page with the phone and opening hours of the locale and the support request form', async () => {
    const de = await request(t.app).get(`/de${BASE}/contact`).expect(200);
    expect(de.text).toContain('href="tel:+493023125000"');
    expect(de.text).toContain('Montag bis Freitag');
    expect(de.text).toContain('Schreiben Sie uns');
    expect(de.text).toContain(`href="/de${BASE}/repair"`);
    const fr = await request(t.app).get(`/fr${BASE}/contact`).expect(200);
    expect(fr.text).toContain('+33 1 99 00 00 00');
    expect(fr.text).toMatch(/<title>Contact et réparation \| /);
  });

  it('finds service centres with a plain GET form, and shows only the form without a query', async () => {
    const res = await request(t.app).get(`${BASE}/service-centres?query=10117`).expect(200);
    expect(res.text).toMatch(/<form role="search" class="service-centres__form"[^>]*method="get"/);
    expect(res.text).toContain('Friedrichstraße 68');
    expect(res.text).toContain('1 service centre for “10117”');
    expect(res.text).toMatch(/<title>Service centres near “10117” \| /);
    // French quotes the town its own way, with its spaces, as its results pages do.
    const fr = await request(t.app).get(`/fr${BASE}/service-centres?query=koln`).expect(200);
    expect(fr.text).toMatch(/<title>Centres de service près de « koln » \| /);
    const empty = await request(t.app).get(`${BASE}/service-centres`).expect(200);
    expect(empty.text).not.toContain('service-centre__name');
    const none = await request(t.app).get(`${BASE}/service-centres?query=Atlantis`).expect(200);
    expect(none.text).toContain('We couldn’t find a service centre for “Atlantis”');
    // Too little to search for (one letter, or control characters only) says so at the field, never that the
    // service failed.
    for (const query of ['a', '%00%01', '%20b%20']) {
      const short = await request(t.app).get(`${BASE}/service-centres?query=${query}`).expect(200);
      expect({ query, message: short.text.includes('Enter at least 2 characters of a postcode or town') }).toEqual({ query, message: true });
      expect(short.text).toMatch(/<input[^>]*id="service-centre-query"[^>]*aria-invalid="true"/);
      expect(short.text).not.toContain('We couldn’t search for service centres');
    }
  });

  it('links contact and repair from the header and footer of every page, a product’s first screen and articles', async () => {
    const home = await request(t.app).get(BASE).expect(200);
    expect(home.text.match(new RegExp(`href="${BASE}/contact"`, 'g'))?.length).toBeGreaterThanOrEqual(2);
    const product = await request(t.app).get(`${BASE}/televisions/at-55x89j`).expect(200);
    const strip = product.text.indexOf('contact-strip--product');
    expect(strip).toBeGreaterThan(-1);
    // In the product header, before the page's first content module.
    expect(strip).toBeLessThan(product.text.indexOf('id="manuals"') === -1 ? Infinity : product.text.indexOf('id="manuals"'));
    expect(product.text).toContain(`href="${BASE}/repair?model=AT-55X89J"`);
  });
});
