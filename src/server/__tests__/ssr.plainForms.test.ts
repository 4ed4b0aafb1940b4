import request from 'supertest';
import { preloadedState, startTestApp } from './testApp';

/**
 * The forms and the licence step work as plain HTML (ADR 032): a browser without script posts the
 * form to the page (or follows the licence links) and gets the page with the result or the errors.
 */
type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
let firmwareId: string;
beforeAll(async () => {
  t = await startTestApp();
  const downloads = await request(t.app).get(`${API}/en_GB/downloads/at-55x89j`).expect(200);
  firmwareId = downloads.body.searchResponse.results.find((r: { downloadCategory: string }) => r.downloadCategory === 'Firmware').id;
});
afterAll(() => t.close());

const base = '/electronics/support';
const API = '/api/content/support';
const CHECKER = `${base}/serial-number-checker/wireless-headphones-battery`;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ');
/** The opening tag of the form control with this name. */
const control = (html: string, name: string) => new RegExp(`<(input|select|textarea)\\b[^>]*\\bname="${name}"[^>]*>`).exec(html)?.[0] ?? '';
type State = Record<string, Record<string, unknown> | null>;

/** A form post as a browser sends it: urlencoded, from this site. */
const post = (path: string, fields: Record<string, string>) =>
  request(t.app).post(path).type('form').set('Sec-Fetch-Site', 'same-origin').send(fields);

describe('serial-number checker without script', () => {
  it('is a form that posts its named fields to the page', async () => {
    const res = await request(t.app).get(CHECKER).expect(200);
    const form = /<form class="checker-form"[^>]*>/.exec(res.text)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="${CHECKER}#serial-form-title"`);
    expect(res.text).toContain('<input type="hidden" name="form" value="serialNumberChecker"/>');
    expect(res.text).toMatch(/<select[^>]* name="model"/);
    expect(res.text).toMatch(/<input[^>]* name="serialNumber"/);
  });

  it('asks for what the chosen model needs, keeping what was sent', async () => {
    const res = await post(CHECKER, { form: 'serialNumberChecker', model: 'AWH-1000XM4', serialNumber: '4512345' });
    expect(res.status).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    const state = preloadedState(res.text) as unknown as State;
    expect(state.serialNumberChecker).toMatchObject({ selectedModel: 'AWH-1000XM4', validationResult: null });
    expect(state.formSubmission).toMatchObject({ form: 'serialNumberChecker', problems: { secondaryModel: 'secondaryModel' } });
    // The model's variants are now offered, with the message next to the field, the serial kept.
    expect(control(res.text, 'secondaryModel')).toContain('aria-invalid="true"');
    // The page opens on that field (no script moves the focus there).
    expect(control(res.text, 'secondaryModel')).toContain('autofocus=""');
    expect(control(res.text, 'serialNumber')).not.toContain('autofocus');
    expect(text(res.text)).toContain('Choose the model variant');
    expect(control(res.text, 'serialNumber')).toContain('value="4512345"');
  });

  it('answers with the service’s decision once everything is there', async () => {
    const res = await post(CHECKER, {
      form: 'serialNumberChecker',
      model: 'AWH-1000XM4',
      secondaryModel: 'AWH-1000XM4/B',
      serialNumber: '451 2345',
    });
    expect(res.status).toBe(200);
    const state = preloadedState(res.text) as unknown as State;
    expect(state.serialNumberChecker?.validationResult).toMatchObject({ status: 'affected', reference: 'HPB24-4512345' });
    expect(text(res.text)).toContain('Your headphones are included in this programme');
    expect(text(res.text)).toContain('HPB24-4512345');
  });

  it('says what is wrong with a serial number of the wrong format, and a model the list does not have', async () => {
    const res = await post(CHECKER, { form: 'serialNumberChecker', model: 'NOT-A-MODEL', serialNumber: 'x!' });
    expect(res.status).toBe(400);
    const state = preloadedState(res.text) as unknown as State;
    expect(state.formSubmission?.problems).toEqual({ model: 'model', serialNumber: 'serialFormat' });
    expect(control(res.text, 'model')).toContain('aria-invalid="true"');
    expect(control(res.text, 'serialNumber')).toContain('aria-invalid="true"');
    // Only the first problem takes the focus.
    expect(control(res.text, 'model')).toContain('autofocus=""');
    expect(control(res.text, 'serialNumber')).not.toContain('autofocus');
  });
});

describe('support request without script', () => {
  const FAQ_TAB = `${base}/televisions/at-55x89j/faqs`;
  const good = {
    form: 'supportRequest',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    productModel: 'AT-55X89J',
    serialNumber: '',
    issueCategory: 'picture',
    description: 'The picture flickers every few minutes when HDR is on.',
  };

  it('is a posted form with named fields', async () => {
    const res = await request(t.app).get(FAQ_TAB).expect(200);
    const form = /<form class="ticket-form"[^>]*>/.exec(res.text)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="${FAQ_TAB}#supportRequest"`);
    for (const name of ['name', 'email', 'productModel', 'serialNumber', 'description']) expect(res.text).toMatch(new RegExp(`<(input|textarea)[^>]* name="${name}"`));
    expect(res.text).toMatch(/<select[^>]* name="issueCategory"/);
  });

  it('shows the problems in a summary and next to the fields, with what was typed', async () => {
    const res = await post(FAQ_TAB, { ...good, email: 'not-an-address', description: 'short' });
    expect(res.status).toBe(400);
    const state = preloadedState(res.text) as unknown as State;
    expect(state.formSubmission).toMatchObject({ form: 'supportRequest', problems: { email: 'invalid', description: 'too-short' } });
    expect(res.text).toMatch(/<div class="error-summary" role="alert" tabindex="-1" autofocus=""><h4>[^<]+<\/h4><ul><li><a href="#[^"]+-email">/);
    expect(control(res.text, 'email')).toContain('aria-invalid="true"');
    expect(control(res.text, 'email')).toContain('value="not-an-address"');
    expect(control(res.text, 'name')).toContain('value="Ada Lovelace"');
    expect(state.ticket).toMatchObject({ result: null });
  });

  it('stores the request and shows its ticket number; sending the same again gives the same ticket', async () => {
    const first = await post(FAQ_TAB, good);
    expect(first.status).toBe(200);
    const ticket = (preloadedState(first.text) as unknown as State).ticket as { result: { ticketId: string } };
    expect(ticket.result.ticketId).toMatch(/\S/);
    expect(text(first.text)).toContain(ticket.result.ticketId);
    const again = await post(FAQ_TAB, good);
    expect(((preloadedState(again.text) as unknown as State).ticket as { result: { ticketId: string } }).result.ticketId).toBe(ticket.result.ticketId);
  });

  it('opens the form on the product overview, where it otherwise waits behind a disclosure', async () => {
    const overview = `${base}/televisions/at-55x89j`;
    const closed = await request(t.app).get(overview).expect(200);
    expect(closed.text).toMatch(/<details class="support-request__disclosure" id="support-request-form"><summary/);
    const res = await post(overview, { ...good, name: '' });
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/<details class="support-request__disclosure" id="support-request-form" open="">/);
  });

  it('sends a post to the page under another category on to the page itself, to be posted again (ADR 053)', async () => {
    const res = await post(`${base}/audio/at-55x89j/faqs`, good);
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe(FAQ_TAB);
  });

  it('counts a post sent on with 308 where it is posted again, not twice', async () => {
    // The limit's remaining count (RateLimit header, draft 7) as each answer left the server.
    const remaining = (res: { headers: Record<string, string> }) => Number(/remaining=(\d+)/.exec(res.headers.ratelimit ?? '')?.[1]);
    const moved = `${base}/audio/at-55x89j/faqs`;
    const first = await post(moved, { ...good, name: '' });
    const second = await post(moved, { ...good, name: '' });
    expect(first.status).toBe(308);
    expect(Number.isFinite(remaining(first))).toBe(true);
    // The first answer's count was given back once it was sent: the second is counted as the first was.
    expect(remaining(second)).toBe(remaining(first));
    // A post the page answers counts.
    const answered = await post(FAQ_TAB, { ...good, name: '' });
    expect(answered.status).toBe(400);
    expect(remaining(answered)).toBe(remaining(first));
    expect(remaining(await post(FAQ_TAB, { ...good, name: '' }))).toBe(remaining(first) - 1);
  });

  it('refuses a cross-site post, a page without that form, and what is not a form', async () => {
    await request(t.app).post(FAQ_TAB).type('form').set('Origin', 'https://evil.example').send(good).expect(403);
    await post(`${base}/televisions/at-55x89j/manuals`, good).expect(405);
    await post(`${base}/no-such-page-at-all`, good).expect(405);
    await request(t.app).post(FAQ_TAB).set('Content-Type', 'application/json').send(JSON.stringify(good)).expect(415);
  });
});

describe('licence step without script', () => {
  it('is a link to the page with the licence shown, then links to accept or decline', async () => {
    const page = `${base}/downloads/${firmwareId}`;
    const start = await request(t.app).get(page).expect(200);
    expect(start.text).toMatch(new RegExp(`<a href="${page}\\?licence=show#download-licence" class="button download-link"`));

    const shown = await request(t.app).get(`${page}?licence=show`).expect(200);
    const state = preloadedState(shown.text) as unknown as State;
    expect(state.downloadDetails).toMatchObject({ isEulaShow: true });
    expect(String(state.downloadDetails?.eula)).not.toBe('');
    expect(shown.text).toContain('class="licence"');
    // One click after reading: "Accept and download" is the file itself.
    expect(shown.text).toMatch(/<a href="\/api\/content\/support\/files\/[^"]+\.zip" download="[^"]+" class="button licence__accept">/);
    expect(text(shown.text)).toContain('Accept and download');
    expect(shown.text).toContain(`href="${page}?licence=declined#download-licence"`);
    expect(start.text).not.toMatch(/href="\/api\/content\/support\/files\/[^"]+\.zip"/);

    const accepted = await request(t.app).get(`${page}?licence=accepted`).expect(200);
    expect(accepted.text).toMatch(/<a[^>]* class="button download-link" href="\/api\/content\/support\/files\/[^"]+\.zip"/);

    const declined = await request(t.app).get(`${page}?licence=declined`).expect(200);
    expect(text(declined.text)).toContain('You need to accept the licence agreement');
    expect(declined.text).not.toMatch(/href="\/api\/content\/support\/files\/[^"]+\.zip"/);
  });
});
