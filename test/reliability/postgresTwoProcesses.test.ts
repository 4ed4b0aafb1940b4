/**
 * Several site processes on one PostgreSQL, as on several machines behind a load balancer: two
 * real server processes (src/server/index.ts) on their own ports share one database.
 * - both start at once on an empty database and come up with one schema and one catalogue;
 * - a ticket sent through one and replayed with the same Idempotency-Key through the other is
 *   stored once;
 * - a sign-in on one is valid on the other, a sign-out on one ends it on both, and failed
 *   sign-ins on both count towards one limit.
 * Skipped, saying so, without DATABASE_URL and without PostgreSQL server binaries.
 */
import { Client } from 'pg';
import { MIGRATIONS } from '../../src/server/content/store/postgres/migrations';
import { postgresAvailability, postgresSuiteTitle, startTestPostgres, type TestPostgres } from '../support/postgres';
import { startServer, stopServer, type ServerProcess } from './support/serverProcess';

const API = '/api/content/support';

let postgres: TestPostgres | undefined;
let url = '';
let servers: ServerProcess[] = [];

async function query<R>(sql: string): Promise<R[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as R[];
  } finally {
    await client.end();
  }
}

(postgresAvailability().available ? describe : describe.skip)(postgresSuiteTitle('two site processes on one database'), () => {
  beforeAll(async () => {
    postgres = await startTestPostgres();
    url = await postgres.newDatabase();
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => stopServer(s)));
    await postgres?.stop();
  });

  it('two processes starting at once on an empty database both come up, with one schema and one catalogue', async () => {
    const env = { DATABASE_URL: url, PAGE_CACHE_TTL_MS: '0', WRITE_RATE_LIMIT: '100000' };
    const started = Date.now();
    servers = await Promise.all([startServer(env, { startTimeoutMs: 150_000 }), startServer(env, { startTimeoutMs: 150_000 })]);
    console.info(`two processes up on one empty database in ${Date.now() - started} ms (ports ${servers.map((s) => s.port).join(', ')})`);

    const migrations = await query<{ name: string; n: number }>('SELECT name, count(*)::int AS n FROM schema_migrations GROUP BY name ORDER BY name');
    expect(migrations).toEqual(MIGRATIONS.map((m) => ({ name: m.name, n: 1 })));
    const [content] = await query<{ rows: number; ids: number }>('SELECT count(*)::int AS rows, count(DISTINCT id)::int AS ids FROM content');
    expect(content.rows).toBeGreaterThan(1000);
    expect(content.ids).toBe(content.rows);
    expect(await query('SELECT key, value FROM meta')).toHaveLength(1);

    const [a, b] = await Promise.all(servers.map(async (s) => (await fetch(`${s.origin}${API}/en_GB/categories`)).json()));
    expect(a).toEqual(b);
  }, 240_000);

  it('a ticket sent through one process and replayed through the other is stored once', async () => {
    const [one, other] = servers;
    const key = `two-processes-${Date.now()}`;
    const body = JSON.stringify({
      name: 'Jana Novak',
      email: 'jana.novak@example.com',
      productModel: 'AT-55X89J',
      serialNumber: '7015000',
      issueCategory: 'picture',
      description: 'The picture flickers when HDR content plays.',
    });
    const send = (server: ServerProcess) =>
      fetch(`${server.origin}${API}/create-ticket?locale=en_GB`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body,
      });
    const first = await send(one);
    const replay = await send(other);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    const [a, b] = [(await first.json()) as { ticketId: string }, (await replay.json()) as { ticketId: string }];
    expect(b.ticketId).toBe(a.ticketId);
    expect(await query('SELECT ticket_id FROM tickets')).toEqual([{ ticket_id: a.ticketId }]);

    // Sent through both at the same moment with a new key: still one ticket.
    const raceKey = `${key}-race`;
    const race = await Promise.all(
      servers.map((s) =>
        fetch(`${s.origin}${API}/create-ticket?locale=en_GB`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': raceKey },
          body,
        }),
      ),
    );
    const statuses = race.map((r) => r.status).sort();
    // The loser of the race is told to retry (409) or gets the winner's answer (201).
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(statuses).toContain(201);
    expect(await query('SELECT count(*)::int AS n FROM tickets')).toEqual([{ n: 2 }]);
    console.info(`ticket ${a.ticketId} sent on :${one.port}, replayed on :${other.port}: stored once; a race of two sends stored one (${statuses.join(', ')})`);
  }, 60_000);

  const ASC = { username: 'asc.demo', password: 'ServiceCentre#2024' };

  const signInForm = (server: ServerProcess, username: string, password: string) =>
    fetch(`${server.origin}/electronics/support/asc/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password }).toString(),
    });

  const signedIn = async (server: ServerProcess, cookie: string) =>
    ((await (await fetch(`${server.origin}${API}/asc/auth`, { headers: { cookie } })).json()) as { signedIn: boolean }).signedIn;

  it('a sign-in on one process is valid on the other, and a sign-out on one ends it on both', async () => {
    const [one, other] = servers;
    const signIn = await signInForm(one, ASC.username, ASC.password);
    expect(signIn.status).toBe(303);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .filter((pair) => !pair.endsWith('='))
      .join('; ');
    expect(cookie).toMatch(/asc_session=/);
    const answers = await Promise.all([one, other, one, other].map((s) => signedIn(s, cookie)));
    expect(answers).toEqual([true, true, true, true]);
    expect(await query('SELECT count(*)::int AS n FROM sessions')).toEqual([{ n: 1 }]);

    const signOut = await fetch(`${other.origin}/electronics/support/asc/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(signOut.status).toBe(303);
    const after = await Promise.all([one, other].map((s) => signedIn(s, cookie)));
    expect(after).toEqual([false, false]);
    console.info(`signed in on :${one.port}, signed in on both (${answers.join(', ')}); signed out on :${other.port}, signed in after: ${after.join(', ')}`);
  }, 60_000);

  it('failed sign-ins on both processes count towards one limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await signInForm(servers[i % 2], 'shared.limit', `wrong-${i}`)).status);
    console.info(`failed sign-ins alternating between the two processes: ${statuses.join(' ')}`);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  }, 60_000);
});
