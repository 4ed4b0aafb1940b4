import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { EMBED_COOKIE_MAX_AGE_DAYS } from '../../shared/constants';
import { preloadedState, startTestApp } from './testApp';

/*
 * Item 2: helmet with a nonce-based CSP, frame-ancestors by embed mode, Referrer-Policy, and the
 * cookies the site sets (embed mode, lite mode): SameSite=Lax, readable by the client (it reads them
 * from document.cookie), Secure behind HTTPS, and the right lifetime.
 */

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
const PARTNER = 'https://partner.example.com';
const HOME = '/electronics/support';
let t: TestApp;
let proxied: TestApp;
let publicDir: string;

beforeAll(async () => {
  // A client build manifest, so the document carries script elements to check.
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'support-public-'));
  fs.writeFileSync(path.join(publicDir, 'manifest.json'), JSON.stringify({ scripts: ['vendor.1.js', 'main.1.js'], styles: ['site.1.css'] }));
  t = await startTestApp({ publicDir, embedAllowedOrigins: [PARTNER] });
  proxied = await startTestApp({ publicDir, embedAllowedOrigins: [PARTNER], trustProxy: 1 });
});
afterAll(() => {
  t.close();
  proxied.close();
  fs.rmSync(publicDir, { recursive: true, force: true });
});

function directives(csp: string): Map<string, string> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(/\s+/)[0], d.slice(d.indexOf(' ') + 1)] as [string, string]),
  );
}

function cookies(response: request.Response): string[] {
  const header = response.headers['set-cookie'] as string[] | string | undefined;
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

describe('Content-Security-Policy', () => {
  it('allows scripts only with this response’s nonce, and every script in the page carries it', async () => {
    const response = await request(t.app).get(`${HOME}/results?query=${encodeURIComponent('</script><script>alert(1)</script>')}`).expect(200);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'none'");
    expect(csp.get('script-src-attr')).toBe("'none'");
    const nonce = /'nonce-([^']+)'/.exec(csp.get('script-src') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(csp.get('script-src')).not.toMatch(/unsafe-inline|unsafe-eval/);
    const scripts = [...response.text.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
    expect(scripts).toHaveLength(4); // two entry files, the breadcrumb (JSON-LD) and the preloaded state
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(response.text).not.toMatch(/\son[a-z]+=/i);
  });

  it.each([`${HOME}/asc/login`, `${HOME}/no/such/page`, `/de${HOME}/not-a-category`])('puts the nonce on every script of %s too', async (path) => {
    const response = await request(t.app).get(path);
    expect(response.status).toBeLessThan(500);
    const nonce = /'nonce-([^']+)'/.exec(response.headers['content-security-policy'])?.[1];
    const tags = [...response.text.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    expect(response.text).not.toMatch(/\son[a-z]+=/i);
  });

  it('uses a new nonce for every render; a held copy is sent with the policy naming the nonce written into it', async () => {
    const nonceOf = (r: request.Response) => /'nonce-([^']+)'/.exec(r.headers['content-security-policy'])?.[1];
    const withCookie = (await Promise.all([1, 2].map(() => request(t.app).get(HOME).set('Cookie', 'specialMessageDismissed=none')))).map(nonceOf);
    expect(withCookie[0]).not.toBe(withCookie[1]);
    // Anonymous copies are the same bytes for every visitor (held compressed), so their nonce is the copy's.
    const a = await request(t.app).get(`${HOME}?nonce-check=1`);
    const b = await request(t.app).get(`${HOME}?nonce-check=1`);
    for (const response of [a, b]) {
      const tags = [...response.text.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
      expect(tags.length).toBeGreaterThan(0);
      for (const tag of tags) expect(tag).toContain(`nonce="${nonceOf(response)}"`);
    }
    expect(nonceOf(a)).not.toBe(withCookie[0]);
  });

  it('lets only the site frame ordinary pages', async () => {
    const response = await request(t.app).get(HOME).expect(200);
    expect(directives(response.headers['content-security-policy']).get('frame-ancestors')).toBe("'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('lets the allow-listed partners frame embed mode, whether asked by query or remembered by cookie', async () => {
    for (const response of [
      await request(t.app).get(`${HOME}?embedMode=true`),
      await request(t.app).get(HOME).set('Cookie', 'embedMode=true'),
    ]) {
      expect(directives(response.headers['content-security-policy']).get('frame-ancestors')).toBe(`'self' ${PARTNER}`);
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });
});

describe('embed-mode and lite-mode cookies', () => {
  it('remembers ?embedMode=true for 99 days in a SameSite=Lax cookie the client can read', async () => {
    const response = await request(t.app).get(`${HOME}?embedMode=true`).expect(200);
    const cookie = cookies(response).find((c) => c.startsWith('embedMode='));
    expect(cookie).toBeDefined();
    expect(cookie).toContain('embedMode=true');
    expect(cookie).toContain(`Max-Age=${EMBED_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60}`);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('HttpOnly');
    expect(cookie).not.toContain('Secure');
    // The page that set the mode is already rendered in it.
    expect(preloadedState(response.text).page).toMatchObject({ cookie: { embedMode: 'true' } });
  });

  it('forgets embed mode with ?embedMode=false', async () => {
    const response = await request(t.app).get(`${HOME}?embedMode=false`).set('Cookie', 'embedMode=true').expect(200);
    const cookie = cookies(response).find((c) => c.startsWith('embedMode='));
    expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(preloadedState(response.text).page).not.toMatchObject({ cookie: { embedMode: 'true' } });
  });

  it('writes ?lite=crm into a session cookie and renders the page in lite mode', async () => {
    const response = await request(t.app).get(`${HOME}?lite=crm`).expect(200);
    const cookie = cookies(response).find((c) => c.startsWith('lite='));
    expect(cookie).toContain('lite=crm');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Max-Age');
    expect(preloadedState(response.text).page).toMatchObject({ cookie: { lite: 'crm' } });
  });

  it.each(['<script>', 'crm; Domain=evil.example', 'a'.repeat(40), 'CRM\r\nSet-Cookie: x=y'])(
    'never writes the lite value %j into a cookie',
    async (value) => {
      const response = await request(t.app).get(`${HOME}?lite=${encodeURIComponent(value)}`);
      expect(response.status).toBeLessThan(500);
      expect(cookies(response).filter((c) => c.startsWith('lite='))).toEqual([]);
    },
  );

  it('marks the cookies Secure behind a trusted HTTPS proxy, and only then', async () => {
    const secure = await request(proxied.app).get(`${HOME}?embedMode=true&lite=crm`).set('X-Forwarded-Proto', 'https');
    for (const cookie of cookies(secure)) expect(cookie).toContain('Secure');
    const untrusted = await request(t.app).get(`${HOME}?embedMode=true`).set('X-Forwarded-Proto', 'https');
    for (const cookie of cookies(untrusted)) expect(cookie).not.toContain('Secure');
  });

  it('sets no cookie on API answers or ordinary pages', async () => {
    expect(cookies(await request(t.app).get(`/api/content/support/en_GB/categories?embedMode=true`))).toEqual([]);
    expect(cookies(await request(t.app).get(HOME))).toEqual([]);
  });
});
