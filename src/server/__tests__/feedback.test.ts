import request from 'supertest';
import type { Helpfulness } from '../../shared/content/feedbackTypes';
import { preloadedState, startTestApp } from './testApp';

/*
 * "Did this help?" (ADR 028) through the whole site: POST /api/content/support/feedback behind the
 * write guard (validation, one answer per page view, same-origin, the shared write limit), and the
 * form of a page without JavaScript, posted to the site and answered with a redirect back.
 */

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
const HOST = 'support.example.com';
const SITE = `http://${HOST}`;
const API = '/api/content/support/feedback';
const ARTICLE = '00100011';
const ARTICLE_PAGE = `/electronics/support/articles/${ARTICLE}`;
const DOWNLOAD_PAGE = '/electronics/support/downloads/00200011';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    writeLimits: {
      maxBodyBytes: 16 * 1024,
      perClientPerWindow: 1_000_000,
      pageViewsPerClientPerWindow: 1_000_000,
      windowMs: 60_000,
    },
  });
});
afterAll(() => t.close());

let serial = 0;
const viewKey = () => `0f4c2a9e-view-${Date.now().toString(36)}-${(serial += 1)}`;
const post = (body: Record<string, unknown>, app = t.app) =>
  request(app)
    .post(`${API}?locale=en_GB`)
    .set('Host', HOST)
    .set('Origin', SITE)
    .set('Sec-Fetch-Site', 'same-origin')
    .send(body);
const figures = async (id = ARTICLE): Promise<Helpfulness> =>
  (await t.content.writes.helpfulnessOf([{ kind: 'article', id }]))[0];

describe('POST /api/content/support/feedback', () => {
  it('stores a "no" with its reason and text (201), and a repeat from the same page view is not counted (200)', async () => {
    const before = await figures();
    const key = viewKey();
    const body = {
      contentKind: 'article',
      contentId: ARTICLE,
      answer: 'no',
      reason: 'other',
      comment: '  The menu is called "Pairing" on my model.  ',
      viewKey: key,
    };
    const first = await post(body);
    expect(first.status).toBe(201);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body).toEqual({ id: expect.any(String), status: 'recorded' });
    const again = await post({ ...body, answer: 'yes', reason: undefined, comment: undefined });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ id: first.body.id, status: 'already-recorded' });
    const after = await figures();
    expect(after.count).toBe(before.count + 1);
    expect(after.no).toBe(before.no + 1);
    expect(after.reasons.other).toBe(before.reasons.other + 1);
  });

  it('replays the answer of a repeated Idempotency-Key without storing again', async () => {
    const before = await figures();
    const body = { contentKind: 'article', contentId: ARTICLE, answer: 'yes', viewKey: viewKey() };
    const first = await post(body).set('Idempotency-Key', body.viewKey);
    const replay = await post(body).set('Idempotency-Key', body.viewKey);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect((await figures()).yes).toBe(before.yes + 1);
  });

  it.each([
    ['an unknown reason', { answer: 'no', reason: 'too-long' }, 'reason'],
    ['a text over 500 characters', { answer: 'no', reason: 'other', comment: 'x'.repeat(501) }, 'comment'],
    ['a reason with a "yes"', { answer: 'yes', reason: 'out-of-date' }, 'reason'],
    ['no answer', { answer: undefined }, 'answer'],
    ['an unknown kind', { contentKind: 'video' }, 'contentKind'],
    ['an id that is no article', { contentId: '00200011' }, 'contentId'],
    ['a view key with spaces', { viewKey: 'not a key at all' }, 'viewKey'],
    ['an unknown field', { email: 'someone@example.com' }, undefined],
  ])('refuses %s with 400 naming the field, storing nothing', async (_label, change, parameter) => {
    const before = await figures();
    const res = await post({ contentKind: 'article', contentId: ARTICLE, answer: 'no', viewKey: viewKey(), ...change });
    expect(res.status).toBe(400);
    if (parameter) expect(res.body.error.parameter).toBe(parameter);
    expect((await figures()).count).toBe(before.count);
  });

  it('keeps a text of exactly 500 characters', async () => {
    const res = await post({
      contentKind: 'article',
      contentId: ARTICLE,
      answer: 'no',
      reason: 'other',
      comment: 'é'.repeat(500),
      viewKey: viewKey(),
    });
    expect(res.status).toBe(201);
  });

  it.each([
    ['another origin', { Origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
  ])('refuses a request from %s with 403', async (_label, headers) => {
    const before = await figures();
    const res = await post({ contentKind: 'article', contentId: ARTICLE, answer: 'yes', viewKey: viewKey() }).set(
      headers,
    );
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('cross_site_request');
    expect((await figures()).count).toBe(before.count);
  });
});

describe('the shared write limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({
      writeLimits: {
        maxBodyBytes: 16 * 1024,
        perClientPerWindow: 3,
        pageViewsPerClientPerWindow: 100,
        windowMs: 60_000,
      },
    });
  });
  afterAll(() => limited.close());

  it('answers 429 once a client has used its writes, counting the form and the JSON call together', async () => {
    const body = () => ({ contentKind: 'article', contentId: ARTICLE, answer: 'yes', viewKey: viewKey() });
    expect((await post(body(), limited.app)).status).toBe(201);
    expect((await post(body(), limited.app)).status).toBe(201);
    const form = await request(limited.app)
      .post('/electronics/support/feedback')
      .set('Host', HOST)
      .set('Origin', SITE)
      .type('form')
      .send({ ...body(), returnTo: ARTICLE_PAGE });
    expect(form.status).toBe(303);
    const refused = await post(body(), limited.app);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('too_many_requests');
    expect(refused.headers['retry-after']).toBeDefined();
    const formRefused = await request(limited.app)
      .post('/electronics/support/feedback')
      .set('Host', HOST)
      .type('form')
      .send({ ...body(), returnTo: ARTICLE_PAGE });
    expect(formRefused.status).toBe(429);
  });
});

describe('the form of a page without JavaScript', () => {
  /** The form's fields as the server rendered them. */
  function formOf(html: string): { action: string; hidden: Record<string, string> } {
    const form = /<form[^>]*data-testid="helpfulness-form"[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0];
    if (!form) throw new Error('no feedback form in the page');
    const action = /action="([^"]+)"/.exec(form)?.[1] ?? '';
    const hidden: Record<string, string> = {};
    for (const m of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g))
      hidden[m[1]] = m[2].replace(/&amp;/g, '&');
    return { action, hidden };
  }

  it('is a real form on article and download pages: fieldsets with legends, radio buttons, a 500-character text box', async () => {
    for (const [path, kind, id] of [
      [ARTICLE_PAGE, 'article', ARTICLE],
      [DOWNLOAD_PAGE, 'download', '00200011'],
      [`/de${ARTICLE_PAGE}`, 'article', ARTICLE],
      ['/electronics/support/software/00400004', 'software', '00400004'],
    ]) {
      const res = await request(t.app).get(path).set('Host', HOST).expect(200);
      const { action, hidden } = formOf(res.text);
      expect(action).toBe(
        path.startsWith('/de') ? '/de/electronics/support/feedback' : '/electronics/support/feedback',
      );
      expect(hidden).toMatchObject({ contentKind: kind, contentId: id, returnTo: path });
      expect(hidden.viewKey).toMatch(/^[A-Za-z0-9-]{8,}$/);
      expect(res.text).toMatch(/<fieldset class="helpfulness__answers"><legend[^>]*>[^<]+<\/legend>/);
      expect(res.text).toMatch(/<input type="radio" required="" name="answer" value="no"\/>/);
      expect(res.text).toContain('name="reason" value="wrong-product"');
      expect(res.text).toMatch(/<textarea[^>]*name="comment"[^>]*maxLength="500"/);
      expect(res.text).toMatch(/<p role="status" tabindex="-1" class="helpfulness__status"/);
    }
    const de = await request(t.app).get(`/de${ARTICLE_PAGE}`).set('Host', HOST);
    expect(de.text).toContain('Hat das geholfen?');
  });

  it('stores the answer, sends the visitor back with the thanks, and counts a second post of the same view once', async () => {
    const page = await request(t.app).get(`${ARTICLE_PAGE}?modelName=AT-55X89J`).set('Host', HOST).expect(200);
    const { action, hidden } = formOf(page.text);
    const before = await figures();
    const send = () =>
      request(t.app)
        .post(action)
        .set('Host', HOST)
        .set('Origin', SITE)
        .set('Sec-Fetch-Site', 'same-origin')
        .type('form')
        .send({ ...hidden, answer: 'no', reason: 'hard-to-follow', comment: 'Step 3 does not match my remote.' });
    const res = await send();
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${ARTICLE_PAGE}?modelName=AT-55X89J&feedback=thanks#helpfulness`);
    const after = await figures();
    expect(after.count).toBe(before.count + 1);
    expect(after.reasons['hard-to-follow']).toBe(before.reasons['hard-to-follow'] + 1);
    // Back, then send again: the same view, not a second answer.
    expect((await send()).headers.location).toContain('feedback=thanks');
    expect((await figures()).count).toBe(after.count);

    const thanked = await request(t.app).get(res.headers.location.replace(/#.*$/, '')).set('Host', HOST).expect(200);
    expect(thanked.text).toContain('Thank you for your feedback.');
    expect(thanked.text).not.toContain('data-testid="helpfulness-form"');
    expect(preloadedState(thanked.text).helpfulness).toMatchObject({ status: 'sent' });
  });

  it('drops the reason and the text sent with a "yes", and reads a reason without an answer as a "no"', async () => {
    const page = await request(t.app).get(ARTICLE_PAGE).set('Host', HOST);
    const { action, hidden } = formOf(page.text);
    const before = await figures();
    const yes = await request(t.app)
      .post(action)
      .set('Host', HOST)
      .type('form')
      .send({
        ...hidden,
        viewKey: `${hidden.viewKey}-a`,
        answer: 'yes',
        reason: 'other',
        comment: 'typed before changing my mind',
      });
    expect(yes.headers.location).toContain('feedback=thanks');
    const reasonOnly = await request(t.app)
      .post(action)
      .set('Host', HOST)
      .type('form')
      .send({ ...hidden, viewKey: `${hidden.viewKey}-b`, reason: 'out-of-date' });
    expect(reasonOnly.headers.location).toContain('feedback=thanks');
    const after = await figures();
    expect(after.yes).toBe(before.yes + 1);
    expect(after.reasons['out-of-date']).toBe(before.reasons['out-of-date'] + 1);
  });

  it('sends the visitor back with an error for a form the service refuses, and shows it above the form', async () => {
    const page = await request(t.app).get(ARTICLE_PAGE).set('Host', HOST);
    const { action, hidden } = formOf(page.text);
    const res = await request(t.app)
      .post(action)
      .set('Host', HOST)
      .type('form')
      .send({ ...hidden, viewKey: `${hidden.viewKey}-c`, answer: 'maybe' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${ARTICLE_PAGE}?feedback=error#helpfulness`);
    const shown = await request(t.app).get(`${ARTICLE_PAGE}?feedback=error`).set('Host', HOST);
    expect(shown.text).toContain('Your feedback could not be sent. Please try again.');
    expect(shown.text).toContain('data-testid="helpfulness-form"');
  });

  it('never sends the visitor to another site, and refuses a post from another site', async () => {
    const page = await request(t.app).get(ARTICLE_PAGE).set('Host', HOST);
    const { action, hidden } = formOf(page.text);
    const away = await request(t.app)
      .post(action)
      .set('Host', HOST)
      .type('form')
      .send({ ...hidden, viewKey: `${hidden.viewKey}-d`, answer: 'yes', returnTo: 'https://evil.example/phish' });
    expect(away.headers.location).toBe('/electronics/support?feedback=thanks#helpfulness');
    const before = await figures();
    const forged = await request(t.app)
      .post(action)
      .set('Host', HOST)
      .set('Origin', 'https://evil.example')
      .type('form')
      .send({ ...hidden, viewKey: `${hidden.viewKey}-e`, answer: 'no' });
    expect(forged.status).toBe(403);
    expect((await figures()).count).toBe(before.count);
  });

  it('keeps two visitors of one cached copy apart (the key is mixed with the client address), one visitor once', async () => {
    const proxied = await startTestApp({ trustProxy: 1 });
    try {
      const page = await request(proxied.app).get(ARTICLE_PAGE).set('Host', HOST);
      const { action, hidden } = formOf(page.text);
      const count = async () =>
        (await proxied.content.writes.helpfulnessOf([{ kind: 'article', id: ARTICLE }]))[0].count;
      const before = await count();
      // The same page copy (the same key) posted by two visitors, and by the first one again.
      for (const ip of ['203.0.113.7', '198.51.100.20', '203.0.113.7']) {
        const res = await request(proxied.app)
          .post(action)
          .set('Host', HOST)
          .set('X-Forwarded-For', ip)
          .type('form')
          .send({ ...hidden, answer: 'yes' });
        expect(res.headers.location).toContain('feedback=thanks');
      }
      expect(await count()).toBe(before + 2);
    } finally {
      proxied.close();
    }
  });
});
