import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE } from '../../../../../../shared/api/transport';
import { SqliteContentStore } from '../../SqliteContentStore';
import { SqliteWriteStore, writesPathFor } from '../SqliteWriteStore';

/**
 * Writes that lose nothing: a separate server process takes page views over HTTP while the test
 * keeps several requests in flight, and is killed with SIGKILL in the middle of that. Every view
 * the server acknowledged (201) must be in the database afterwards, and the file must be intact.
 */
const SERVER = join(__dirname, 'support', 'pageViewServer.ts');
const ACKNOWLEDGED_BEFORE_KILL = 120;
const IN_FLIGHT = 8;

let dir: string;
let child: ChildProcess | null = null;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'crash-test-'));
  // An empty catalogue is enough: the test only writes.
  await SqliteContentStore.open(join(dir, 'content.sqlite')).close();
});
afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

function startServer(dbPath: string): Promise<{ process: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', SERVER, dbPath], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    proc.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ process: proc, port: (JSON.parse(line) as { port: number }).port });
    });
    proc.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    proc.on('exit', (code) => reject(new Error(`server exited early (${code}): ${err}`)));
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });

/** Resolves with the status, or null when the connection died before an answer. */
function postView(port: number, n: number): Promise<number | null> {
  const body = JSON.stringify({
    locale: 'en_GB',
    token: `visitor-${n % 17}`,
    tokenKind: 'stored',
    pageName: 'support:results',
    pageType: 'homeResults',
    url: `/electronics/support/results?query=crash-${n}`,
    searchTerm: `crash marker ${n}`,
    resultCount: n,
  });
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `${API_BASE}/page-views`,
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'idempotency-key': `crash-${n}` },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? null));
        res.on('error', () => resolve(null));
      },
    );
    req.on('error', () => resolve(null));
    req.end(body);
  });
}

it('keeps every acknowledged write when the server process is killed mid-write', async () => {
  const dbPath = join(dir, 'content.sqlite');
  const started = await startServer(dbPath);
  child = started.process;
  const exited = new Promise<void>((resolve) => child?.on('exit', () => resolve()));

  const acknowledged: number[] = [];
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (!killed) {
      const n = next;
      next += 1;
      const status = await postView(started.port, n);
      if (status === 201) acknowledged.push(n);
      else if (status !== null) throw new Error(`unexpected status ${status}`);
      if (!killed && acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL) {
        // Killed while the other workers' requests are still being written.
        killed = true;
        child?.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  await exited;
  agent.destroy();
  expect(child.signalCode).toBe('SIGKILL');

  const db = new Database(writesPathFor(dbPath));
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const stored = new Set(
      (db.prepare("SELECT search_term FROM page_views WHERE search_term LIKE 'crash marker %'").all() as Array<{ search_term: string }>).map((r) =>
        Number(r.search_term.slice('crash marker '.length)),
      ),
    );
    const lost = acknowledged.filter((n) => !stored.has(n));
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
    expect(lost).toEqual([]);
    // Nothing was stored twice either.
    const duplicates = db.prepare('SELECT count(*) AS n FROM (SELECT search_term FROM page_views GROUP BY search_term HAVING count(*) > 1)').get() as { n: number };
    expect(duplicates.n).toBe(0);
  } finally {
    db.close();
  }

  // The store opens the file again and keeps writing.
  const reopened = SqliteWriteStore.open(writesPathFor(dbPath));
  try {
    const before = await reopened.countPageViews();
    await reopened.recordPageView({
      tokenKind: 'guest',
      tokenHash: null,
      locale: 'en_GB',
      pageName: 'support:home',
      pageType: 'home',
      url: '/electronics/support',
      searchTerm: null,
      resultCount: null,
      referrer: null,
      receivedAt: new Date().toISOString(),
    });
    expect(await reopened.countPageViews()).toBe(before + 1);
  } finally {
    await reopened.close();
  }
});
