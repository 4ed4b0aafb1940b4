import crypto from 'node:crypto';
import http from 'node:http';
import Database from 'better-sqlite3';
import { catalogueNames } from './support/catalogue';
import { freshDatabase } from './support/database';
import { reportFigures } from './support/figures';
import { runPool, timedRequest, type TimedResponse } from './support/httpClient';
import { startServer, stopServer, type ServerProcess } from './support/serverProcess';

/*
 * Item 9, durability: five times over, 1,000 ticket POSTs (each with its own Idempotency-Key) are
 * cut short by kill -9 of the server. After every crash the write database passes
 * PRAGMA integrity_check; in the end every ticket that was answered 201 is stored, each request
 * (retried with its key where the answer was lost) stored exactly one ticket, and nothing twice.
 */

const CYCLES = 5;
const POSTS_PER_CYCLE = 1000;
const CONCURRENCY = 8;

interface Attempt {
  key: string;
  marker: string;
  body: string;
  /** The ticket id from a 201 (or a replayed answer); undefined while unknown. */
  ticketId?: string;
  acknowledged: boolean;
}

let db: ReturnType<typeof freshDatabase>;
let server: ServerProcess | undefined;
let modelNumber = '';

const writesPath = () => db.dbPath.replace(/\.sqlite$/, '-writes.sqlite');
const start = () =>
  startServer({ DATABASE_FILE: db.dbPath, WRITE_RATE_LIMIT: '100000000', PAGE_VIEW_RATE_LIMIT: '100000000', PAGE_CACHE_TTL_MS: '0' }, { startTimeoutMs: 60_000 });

beforeAll(async () => {
  db = freshDatabase();
  server = await start();
  const names = await catalogueNames(server.origin);
  const metadata = (await (await fetch(`${server.origin}/api/content/support/en_GB/products/${names.product}/metadata`)).json()) as {
    data: { modelNumber: string };
  };
  modelNumber = metadata.data.modelNumber;
}, 120_000);

afterAll(async () => {
  await stopServer(server);
  db?.remove();
});

function ticketBody(marker: string): string {
  return JSON.stringify({
    name: 'Sam Carter',
    email: 'sam.carter@example.com',
    productModel: modelNumber,
    issueCategory: 'picture',
    description: `The picture goes dark after about ten minutes of watching. Reference ${marker}.`,
  });
}

function post(origin: string, agent: http.Agent, attempt: Attempt): Promise<TimedResponse> {
  return timedRequest(origin, agent, {
    method: 'POST',
    path: '/api/content/support/create-ticket?locale=en_GB',
    headers: { 'content-type': 'application/json', 'idempotency-key': attempt.key },
    body: attempt.body,
  });
}

function record(attempt: Attempt, response: TimedResponse): void {
  if (response.status === 201 || response.status === 200) {
    const id = (JSON.parse(response.body) as { ticketId: string }).ticketId;
    if (attempt.ticketId !== undefined && attempt.ticketId !== id) throw new Error(`key ${attempt.key} answered two ticket ids`);
    attempt.ticketId = id;
    if (response.status === 201) attempt.acknowledged = true;
  } else if (response.status !== 0 && response.status !== 409) {
    throw new Error(`unexpected answer ${response.status}: ${response.body.slice(0, 200)}`);
  }
}

function integrity(): string {
  // Opened read-write so SQLite can replay the write-ahead log the killed process left behind.
  const sqlite = new Database(writesPath());
  try {
    return String(sqlite.pragma('integrity_check', { simple: true }));
  } finally {
    sqlite.close();
  }
}

test('kill -9 in the middle of 1,000 ticket POSTs, 5 cycles: no acknowledged ticket lost, none stored twice', async () => {
  const attempts: Attempt[] = [];
  const integrityResults: string[] = [];
  let killedAfter = 0;
  for (let cycle = 0; cycle < CYCLES; cycle += 1) {
    if (!server || server.hasExited()) server = await start();
    const live = server;
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const batch: Attempt[] = Array.from({ length: POSTS_PER_CYCLE }, () => {
      const key = crypto.randomUUID();
      const marker = `durability-${key}`;
      return { key, marker, body: ticketBody(marker), acknowledged: false };
    });
    attempts.push(...batch);
    // Somewhere in the middle of the run, without warning.
    const killAt = 200 + Math.floor(Math.random() * 600);
    let answered = 0;
    await runPool(
      batch.map((attempt) => async () => {
        if (live.hasExited()) return;
        const response = await post(live.origin, agent, attempt);
        record(attempt, response);
        answered += 1;
        if (answered === killAt) live.kill('SIGKILL');
      }),
      CONCURRENCY,
    );
    agent.destroy();
    await live.exited;
    killedAfter += killAt;
    integrityResults.push(integrity());
  }

  // Requests whose answer was lost in a crash are retried with the same key, as a client would.
  server = await start();
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const unresolved = () => attempts.filter((a) => a.ticketId === undefined);
  const lostAnswers = unresolved().length;
  const retryUntil = Date.now() + 60_000;
  let retries = 0;
  while (unresolved().length > 0 && Date.now() < retryUntil) {
    const pending = unresolved();
    retries += pending.length;
    await runPool(pending.map((attempt) => async () => record(attempt, await post(server!.origin, agent, attempt))), CONCURRENCY);
    // A claim held by a killed process is taken over once it is abandoned; until then: 409 + Retry-After.
    if (unresolved().length > 0) await new Promise((r) => setTimeout(r, 1000));
  }
  agent.destroy();
  await stopServer(server);
  integrityResults.push(integrity());

  const sqlite = new Database(writesPath(), { readonly: true });
  const rows = sqlite.prepare<[], { ticket_id: string; description: string }>('SELECT ticket_id, description FROM tickets').all();
  sqlite.close();
  const byMarker = new Map<string, string[]>();
  for (const row of rows) {
    const marker = /durability-[0-9a-f-]{36}/.exec(row.description)?.[0];
    if (marker) byMarker.set(marker, [...(byMarker.get(marker) ?? []), row.ticket_id]);
  }
  const acknowledged = attempts.filter((a) => a.acknowledged);
  const lost = acknowledged.filter((a) => !(byMarker.get(a.marker) ?? []).includes(a.ticketId ?? ''));
  const duplicated = [...byMarker.values()].filter((ids) => ids.length > 1);
  const ticketIds = rows.map((r) => r.ticket_id);

  reportFigures('9b. durability (kill -9 during ticket POSTs)', {
    cycles: CYCLES,
    'POSTs planned': attempts.length,
    'answered before the kills (sum)': killedAfter,
    'acknowledged 201': acknowledged.length,
    'requests without an answer (cut off or refused by a kill), retried with their key': lostAnswers,
    'retry requests (incl. 409 while a dead claim is held)': retries,
    'tickets stored': rows.length,
    'acknowledged tickets missing': lost.length,
    'requests stored twice': duplicated.length,
    'integrity_check after each crash and at the end': integrityResults.join(', '),
  });
  expect(integrityResults).toEqual(Array(CYCLES + 1).fill('ok'));
  expect(lost.map((a) => a.key)).toEqual([]);
  expect(duplicated).toEqual([]);
  expect(new Set(ticketIds).size).toBe(ticketIds.length);
  expect(unresolved()).toEqual([]);
  // Every request that was sent stored exactly one ticket, whichever process ran it.
  const sent = attempts.filter((a) => a.ticketId !== undefined);
  for (const attempt of sent) expect(byMarker.get(attempt.marker)).toEqual([attempt.ticketId]);
}, 400_000);
