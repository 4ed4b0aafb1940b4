import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { LOGIN_ATTEMPTS, LOGIN_CLIENT_ATTEMPTS } from '../asc/ascPortalRouter';
import { loadConfig, type ServerConfig } from '../config';
import { changeGrants, createContentService, ensureDatabase, type ContentService } from '../content';
import { createApp } from '../createApp';

/*
 * Two site instances on one database, as two cluster workers or two machines behind a load
 * balancer: each has its own content service, connections and memory, and shares only the files.
 * Whoever is signed in, signed out or locked out on one is so on the other at the next request.
 */

const API = '/api/content/support';
const LOGIN = '/electronics/support/asc/login';
const LOGOUT = '/electronics/support/asc/logout';
const ASC = { username: 'asc.demo', password: 'ServiceCentre#2024' };
const INTEGRATED = { username: 'integrated.demo', password: 'PartnerPortal#2024' };

interface Instance {
  app: ReturnType<typeof createApp>['app'];
  content: ContentService;
  close(): Promise<void>;
}

let dir: string;
let a: Instance;
let b: Instance;
/** Every log line both instances wrote. */
const lines: string[] = [];
let serviceManual: string;

function instance(config: ServerConfig): Instance {
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  const content = createContentService({ dbPath: config.dbPath, log: () => undefined, securityLogger: logger });
  const { app, rateLimits } = createApp(config, { content, logger });
  return {
    app,
    content,
    close: async () => {
      await content.close();
      await rateLimits.close();
    },
  };
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-sessions-'));
  const dbPath = path.join(dir, 'content.sqlite');
  ensureDatabase(dbPath, { log: () => undefined });
  const config: ServerConfig = {
    ...loadConfig({ NODE_ENV: 'test' }),
    dbPath,
    publicDir: path.join(dir, 'public'),
    // One load balancer in front: the client is the address it appends to X-Forwarded-For.
    trustProxy: 1,
    pageCacheTtlMs: 0,
    writeLimits: { maxBodyBytes: 16 * 1024, perClientPerWindow: 1000, pageViewsPerClientPerWindow: 1000, windowMs: 60_000 },
  };
  a = instance(config);
  b = instance(config);
  const signedIn = await signIn(a, ASC);
  const docs = await request(a.app).get(`${API}/search/whats-new`).query({ type: 'service-manual', num: 1, 'additional-fields': 'contentType' }).set('Cookie', signedIn).expect(200);
  const id = docs.body.searchResponse.results[0].id as string;
  const doc = await request(a.app).get(`${API}/repair-documents/${id}`).set('Cookie', signedIn).expect(200);
  serviceManual = doc.body.data.associatedFiles[0].url as string;
}, 120_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const setCookies = (res: request.Response): string[] => (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
const jar = (res: request.Response) =>
  setCookies(res)
    .map((c) => c.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');

async function signIn(on: Instance, account: { username: string; password: string }): Promise<string> {
  return jar(await request(on.app).post(`${API}/asc/auth`).send(account).expect(200));
}

const signedInOn = async (on: Instance, cookie: string) => (await request(on.app).get(`${API}/asc/auth`).set('Cookie', cookie).expect(200)).body.signedIn as boolean;

describe('sessions shared through the database', () => {
  it('a sign-in on one instance is valid on the other on every request', async () => {
    const cookie = await signIn(a, ASC);
    const answers: boolean[] = [];
    for (let i = 0; i < 12; i += 1) answers.push(await signedInOn(i % 2 === 0 ? a : b, cookie));
    expect(answers).toEqual(Array(12).fill(true));
    const pdf = await request(b.app).get(serviceManual).set('Cookie', cookie).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('a sign-out on one revokes the session on both: a kept cookie no longer downloads a service manual', async () => {
    const cookie = await signIn(a, ASC);
    await request(b.app).get(serviceManual).set('Cookie', cookie).expect(200);
    await request(b.app).post(LOGOUT).type('form').set('Cookie', cookie).send({}).expect(303);
    for (const on of [a, b]) {
      expect(await signedInOn(on, cookie)).toBe(false);
      const res = await request(on.app).get(serviceManual).set('Cookie', cookie);
      expect(res.status).toBe(301);
      expect(res.headers['content-type']).not.toMatch(/pdf/);
    }
  });

  it('a grant change on one applies on the other at once, and ends the account’s sessions', async () => {
    const cookie = await signIn(b, INTEGRATED);
    await request(a.app).get(serviceManual).set('Cookie', cookie).expect(403);
    await b.content.access.accounts.updateGrants('int-0001', ['otherRepairDocs', 'serviceManuals']);
    await request(a.app).get(serviceManual).set('Cookie', cookie).expect(200);
    await changeGrants(b.content.access, 'int-0001', ['otherRepairDocs']);
    await request(a.app).get(serviceManual).set('Cookie', cookie).expect(301);
  });
});

describe('sign-in limits shared through the database', () => {
  const fail = (on: Instance, username: string, forwardedFor?: string) => {
    const req = request(on.app).post(LOGIN).type('form');
    if (forwardedFor) req.set('X-Forwarded-For', forwardedFor);
    return req.send({ username, password: 'not-the-password' });
  };

  it('counts failed attempts of both instances towards one limit, and the lock holds on both', async () => {
    for (let i = 0; i < LOGIN_ATTEMPTS; i += 1) expect((await fail(i % 2 === 0 ? a : b, 'shared.target')).status).toBe(401);
    expect((await fail(a, 'shared.target')).status).toBe(429);
    expect((await fail(b, 'shared.target')).status).toBe(429);
  });

  it('does not count sign-ins refused as cross-site: another web page cannot lock a user out', async () => {
    for (let i = 0; i < LOGIN_ATTEMPTS + 5; i += 1) {
      const res = await request(i % 2 === 0 ? a.app : b.app).post(LOGIN).type('form').set('Origin', 'https://evil.example').send(ASC);
      expect(res.status).toBe(403);
    }
    await request(b.app).post(LOGIN).type('form').send(ASC).expect(303);
  });

  it('with TRUST_PROXY=1, rotating the X-Forwarded-For a client writes itself does not escape the limit', async () => {
    // The load balancer appends the address it saw; what the client sent stays in front of it.
    const client = '203.0.113.7';
    for (let i = 0; i < LOGIN_ATTEMPTS; i += 1) expect((await fail(i % 2 === 0 ? a : b, ASC.username, `10.9.${i}.1, ${client}`)).status).toBe(401);
    expect((await fail(a, ASC.username, `10.9.200.1, ${client}`)).status).toBe(429);
    // The real user, at another address, is not locked out by it.
    await request(a.app).post(LOGIN).type('form').set('X-Forwarded-For', '198.51.100.20').send(ASC).expect(303);
  });

  it('caps one client across user names', async () => {
    const client = '198.51.100.9';
    for (let i = 0; i < LOGIN_CLIENT_ATTEMPTS; i += 1) expect((await fail(i % 2 === 0 ? a : b, `name.${i}`, `10.1.1.${i}, ${client}`)).status).toBe(401);
    expect((await fail(b, 'name.new', client)).status).toBe(429);
    const api = await request(a.app).post(`${API}/asc/auth`).set('X-Forwarded-For', client).send({ username: 'another.name', password: 'x' });
    expect(api.status).toBe(429);
    expect(api.body.error.code).toBe('too_many_attempts');
  });
});

describe('security events', () => {
  const events = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.component === 'security');

  it('are logged for sign-ins, failures, lockouts, cross-site refusals, denied access and revocations, without passwords or session ids', async () => {
    const cookie = await signIn(a, INTEGRATED);
    await request(b.app).get(serviceManual).set('Cookie', cookie).expect(403);
    await request(a.app).post(`${API}/asc/auth`).set('Origin', 'https://evil.example').send(ASC).expect(403);
    await request(a.app).post(`${API}/asc/auth/logout`).set('Cookie', cookie).expect(200);
    const names = new Set(events().map((e) => e.event));
    for (const name of ['signin.succeeded', 'signin.failed', 'signin.locked', 'cross_site.refused', 'access.denied', 'session.revoked']) expect(names).toContain(name);
    // Once per lock, however many attempts it refuses (two were refused above).
    expect(events().filter((e) => e.event === 'signin.locked' && e.username === 'shared.target')).toEqual([
      expect.objectContaining({ reason: 'per account and client', client: expect.stringMatching(/127\.0\.0\.1/) }),
    ]);
    expect(events().find((e) => e.event === 'access.denied')).toMatchObject({ username: 'integrated.demo', reason: 'service manuals' });
    const all = lines.join('\n');
    for (const secret of [ASC.password, INTEGRATED.password, 'not-the-password', cookie.split(';')[0].split('=')[1]]) expect(all).not.toContain(secret);
  });
});
