import { JSDOM } from 'jsdom';
import request from 'supertest';
import { startTestApp } from './testApp';

/**
 * Following a product: its Atom feed per locale (parsed as Atom), with the product's latest firmware
 * and that file's checksum, cached with an ETag (304 for a reader that holds it), linked from the
 * product page head and from the visible "Follow updates" section.
 */
type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;

const ORIGIN = 'https://support.example.test';
const BASE = '/electronics/support';
const API = '/api/content/support';
const ATOM = 'http://www.w3.org/2005/Atom';
const FEED = `${BASE}/feeds/products/at-55x89j.atom`;

interface Firmware {
  id: string;
  title: string;
  version: string;
  sha256: string;
  date: string;
  downloadCategory: string;
}

beforeAll(async () => {
  t = await startTestApp({ publicOrigin: ORIGIN });
});
afterAll(() => t.close());

function parseAtom(xml: string): Document {
  const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
  expect(doc.querySelector('parsererror')).toBeNull();
  expect(doc.documentElement.localName).toBe('feed');
  expect(doc.documentElement.namespaceURI).toBe(ATOM);
  return doc;
}

const child = (el: Element, name: string) => [...el.children].find((c) => c.localName === name);

describe('the Atom feed of a product', () => {
  it('parses as Atom, with the required feed and entry elements and dates newest first', async () => {
    const res = await request(t.app).get(FEED).expect(200);
    expect(res.type).toBe('application/atom+xml');
    const doc = parseAtom(res.text);
    const feed = doc.documentElement;
    for (const name of ['id', 'title', 'updated']) expect(child(feed, name)?.textContent).toBeTruthy();
    const self = [...feed.children].find((c) => c.localName === 'link' && c.getAttribute('rel') === 'self');
    expect(self?.getAttribute('href')).toBe(`${ORIGIN}${FEED}`);
    const entries = [...feed.children].filter((c) => c.localName === 'entry');
    expect(entries.length).toBeGreaterThan(2);
    const dates = entries.map((e) => child(e, 'updated')?.textContent ?? '');
    for (const entry of entries) {
      expect(child(entry, 'id')?.textContent).toMatch(/^tag:aurora-support,2024:en_GB:/);
      expect(child(entry, 'title')?.textContent).toBeTruthy();
      expect(child(entry, 'link')?.getAttribute('href')).toMatch(new RegExp(`^${ORIGIN}/`));
    }
    expect(dates.every((d) => !Number.isNaN(Date.parse(d)))).toBe(true);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(child(feed, 'updated')?.textContent).toBe(dates[0]);
  });

  it('has the product’s latest firmware with its version and checksum', async () => {
    const downloads = await request(t.app).get(`${API}/en_GB/downloads/at-55x89j`).query({ num: 50 }).expect(200);
    const firmware = (downloads.body.searchResponse.results as Firmware[])
      .filter((r) => r.downloadCategory === 'Firmware')
      .sort((a, b) => b.date.localeCompare(a.date))[0];
    expect(firmware?.sha256).toMatch(/^[0-9a-f]{64}$/);
    const doc = parseAtom((await request(t.app).get(FEED).expect(200)).text);
    const entry = [...doc.documentElement.children].find(
      (c) => c.localName === 'entry' && child(c, 'id')?.textContent === `tag:aurora-support,2024:en_GB:${firmware.id}`,
    );
    expect(entry).toBeDefined();
    const content = child(entry!, 'content')?.textContent ?? '';
    expect(content).toContain(`SHA-256: ${firmware.sha256}`);
    expect(content).toContain(`Version ${firmware.version}`);
    expect(child(entry!, 'link')?.getAttribute('href')).toBe(`${ORIGIN}${BASE}/televisions/at-55x89j/downloads/${firmware.id}`);
    expect(child(entry!, 'updated')?.textContent).toBe(new Date(`${firmware.date.slice(0, 10)}T00:00:00Z`).toISOString());
  });

  it('answers 304 to a reader that sends the ETag it holds', async () => {
    const first = await request(t.app).get(FEED).expect(200);
    expect(first.headers.etag).toMatch(/^(W\/)?"[^"]+"$/);
    expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
    const again = await request(t.app).get(FEED).set('If-None-Match', first.headers.etag).expect(304);
    expect(again.text ?? '').toBe('');
    await request(t.app).get(FEED).set('If-None-Match', '"something-else"').expect(200);
  });

  it('is written in the locale’s language, and a category has a feed too', async () => {
    const de = parseAtom((await request(t.app).get(`/de${FEED}`).expect(200)).text);
    expect(child(de.documentElement, 'title')?.textContent).toMatch(/^Updates für AT-55X89J/);
    const fr = parseAtom((await request(t.app).get(`/fr${BASE}/feeds/categories/televisions.atom`).expect(200)).text);
    expect(child(fr.documentElement, 'title')?.textContent).toMatch(/^Mises à jour pour Téléviseurs/);
    expect([...fr.documentElement.children].filter((c) => c.localName === 'entry').length).toBeGreaterThan(0);
  });

  it('answers 404 for unknown products, scopes and names no product can have', async () => {
    await request(t.app).get(`${BASE}/feeds/products/no-such-model.atom`).expect(404);
    await request(t.app).get(`${BASE}/feeds/accounts/at-55x89j.atom`).expect(404);
    await request(t.app).get(`${BASE}/feeds/products/at-55x89j.rss`).expect(404);
    await request(t.app).get(`${BASE}/feeds/products/${'x'.repeat(200)}.atom`).expect(404);
    await request(t.app).get(`${BASE}/feeds/products/%00.atom`).expect(404);
  });
});

describe('following from the product page', () => {
  it.each([
    ['', 'Follow updates', 'How to subscribe'],
    ['/de', 'Updates abonnieren', 'So abonnieren Sie'],
    ['/fr', 'Suivre les mises à jour', 'Comment s’abonner'],
  ])('%s: the head links the feed and the page shows how to follow it', async (prefix, heading, howTo) => {
    const res = await request(t.app).get(`${prefix}${BASE}/televisions/at-55x89j`).expect(200);
    const doc = new JSDOM(res.text).window.document;
    const feedHref = `${prefix}${FEED}`;
    expect(doc.querySelector('head link[rel="alternate"][type="application/atom+xml"]')?.getAttribute('href')).toBe(`${ORIGIN}${feedHref}`);
    const section = doc.querySelector('#follow-updates');
    expect(section?.querySelector('h2')?.textContent).toBe(heading);
    expect(section?.querySelector('a[type="application/atom+xml"]')?.getAttribute('href')).toBe(feedHref);
    expect(section?.querySelector('details summary')?.textContent).toBe(howTo);
    await request(t.app).get(feedHref).expect(200);
  });
});
