/**
 * Several site processes on one PostgreSQL, as on several machines behind a load balancer: two
 * real server processes (src/server/index.ts) on their own ports share one database.
 * - both start at once on an empty database and come up with one schema and one catalogue;
 * - a ticket sent through one and replayed with the same Idempotency-Key through the other is
 *   stored once.
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
    const env = { DATABASE_URL: url, SESSION_SECRET: 'a-shared-secret-of-the-test-that-is-long-enough-0123456789' };
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
});
