import { freshDatabase } from './support/database';
import { reportFigures } from './support/figures';
import { timedRequest, type TimedResponse } from './support/httpClient';
import { startServer, stopServer, type ServerProcess } from './support/serverProcess';

/*
 * Sessions and sign-in limits across real processes on one SQLite database: site A runs the quick
 * start's cluster (2 workers, no secret of any kind), site B is a separate process on another port,
 * as a second machine would be. New connections for every request, so A's workers take turns.
 */

const API = '/api/content/support';
const ASC = { username: 'asc.demo', password: 'ServiceCentre#2024' };

let db: ReturnType<typeof freshDatabase>;
let siteA: ServerProcess;
let siteB: ServerProcess;
let serviceManual: string;

const env = () => ({ DATABASE_FILE: db.dbPath, PAGE_CACHE_TTL_MS: '0', WRITE_RATE_LIMIT: '100000' });

beforeAll(async () => {
  db = freshDatabase();
  [siteA, siteB] = await Promise.all([startServer({ ...env(), WEB_CONCURRENCY: '2' }), startServer(env())]);
}, 120_000);

afterAll(async () => {
  await Promise.all([stopServer(siteA), stopServer(siteB)]);
  db?.remove();
});

const cookiesOf = (response: TimedResponse) =>
  ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');

function signInForm(site: ServerProcess, username: string, password: string): Promise<TimedResponse> {
  return timedRequest(site.origin, false, {
    method: 'POST',
    path: '/electronics/support/asc/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
}

const get = (site: ServerProcess, path: string, cookie: string) => timedRequest(site.origin, false, { path, headers: { cookie } });

async function signedIn(site: ServerProcess, cookie: string): Promise<boolean> {
  const response = await get(site, `${API}/asc/auth`, cookie);
  return (JSON.parse(response.body) as { signedIn: boolean }).signedIn;
}

test('a sign-in holds on every request to either site, and a sign-out on one ends it on both', async () => {
  const signIn = await signInForm(siteA, ASC.username, ASC.password);
  expect(signIn.status).toBe(303);
  const cookie = cookiesOf(signIn);
  expect(cookie).toMatch(/asc_session=[A-Za-z0-9_-]{43}/);

  const answers = { a: 0, b: 0 };
  for (let i = 0; i < 12; i += 1) if (await signedIn(siteA, cookie)) answers.a += 1;
  for (let i = 0; i < 12; i += 1) if (await signedIn(siteB, cookie)) answers.b += 1;

  const feed = await get(siteB, `${API}/search/whats-new?type=service-manual&num=1&additional-fields=contentType`, cookie);
  const id = (JSON.parse(feed.body) as { searchResponse: { results: Array<{ id: string }> } }).searchResponse.results[0].id;
  const doc = await get(siteA, `${API}/repair-documents/${id}`, cookie);
  serviceManual = (JSON.parse(doc.body) as { data: { associatedFiles: Array<{ url: string }> } }).data.associatedFiles[0].url;
  const before = await get(siteA, serviceManual, cookie);

  const signOut = await timedRequest(siteB.origin, false, {
    method: 'POST',
    path: '/electronics/support/asc/logout',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  expect(signOut.status).toBe(303);
  const afterA = await get(siteA, serviceManual, cookie);
  const afterB = await get(siteB, serviceManual, cookie);
  const stillSignedIn = (await Promise.all([siteA, siteB, siteA].map((site) => signedIn(site, cookie)))).filter(Boolean).length;

  reportFigures('shared sessions (site A: 2 workers, site B: 1 process, one database)', {
    'signed-in answers on A': `${answers.a}/12`,
    'signed-in answers on B': `${answers.b}/12`,
    'service manual before sign-out': `${before.status} ${before.headers['content-type']}`,
    'service manual with the kept cookie after sign-out on B (A, B)': `${afterA.status}, ${afterB.status}`,
    'signed-in answers after sign-out': `${stillSignedIn}/3`,
  });
  expect(answers).toEqual({ a: 12, b: 12 });
  expect(before.status).toBe(200);
  expect(before.headers['content-type']).toBe('application/pdf');
  expect([afterA.status, afterB.status]).toEqual([301, 301]);
  expect(stillSignedIn).toBe(0);
}, 60_000);

test('failed sign-ins on both sites count towards one limit', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 12; i += 1) statuses.push((await signInForm(i % 2 === 0 ? siteA : siteB, 'shared.limit', `wrong-${i}`)).status);
  reportFigures('shared sign-in limit (10 failures per client and user name, both sites)', { statuses: statuses.join(' ') });
  expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
}, 60_000);
