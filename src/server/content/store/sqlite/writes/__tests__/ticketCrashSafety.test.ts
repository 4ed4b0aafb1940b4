import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteWriteStore } from '../SqliteWriteStore';

/**
 * Tickets that lose nothing: a separate process stores tickets and reports each one once its
 * transaction has committed; it is killed with SIGKILL mid-stream. Every reported ticket must be
 * in the file afterwards, once, and a retry with its key must return it instead of a new one.
 */
const WRITER = join(__dirname, 'support', 'ticketWriter.ts');
const ACKNOWLEDGED_BEFORE_KILL = 150;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ticket-crash-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('keeps every acknowledged ticket when the writing process is killed', async () => {
  const path = join(dir, 'writes.sqlite');
  const acknowledged = new Map<number, string>();
  const child = spawn(process.execPath, ['--import', 'tsx', WRITER, path], { stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  await new Promise<void>((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const [n, ticketId] = line.split(' ');
        acknowledged.set(Number(n), ticketId);
      }
      if (acknowledged.size >= ACKNOWLEDGED_BEFORE_KILL && child.exitCode === null) child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) =>
      signal === 'SIGKILL' ? resolve() : reject(new Error(`writer exited (${code}): ${errors}`)),
    );
  });

  const db = new Database(path);
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const rows = db.prepare('SELECT ticket_id, description FROM tickets').all() as Array<{
      ticket_id: string;
      description: string;
    }>;
    const stored = new Map(rows.map((r) => [r.ticket_id, r.description]));
    const lost = [...acknowledged].filter(
      ([n, id]) => stored.get(id) !== `Ticket number ${n} written while the process may be killed.`,
    );
    expect(acknowledged.size).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
    expect(lost).toEqual([]);
    expect(new Set(rows.map((r) => r.ticket_id)).size).toBe(rows.length);
  } finally {
    db.close();
  }

  // After a restart, a retry of an acknowledged request returns its ticket; nothing new is stored.
  const reopened = SqliteWriteStore.open(path);
  try {
    const before = await reopened.countTickets();
    const [n, ticketId] = [...acknowledged].at(-1)!;
    const retry = await reopened.createTicket(
      {
        locale: 'en_GB',
        name: 'Crash Test',
        email: `visitor${n}@example.com`,
        productModel: 'AT-55X89J',
        productName: 'at-55x89j',
        serialNumber: null,
        issueCategory: 'other',
        description: `Ticket number ${n} written while the process may be killed.`,
        createdAt: new Date().toISOString(),
      },
      `crash-key-${n}`,
    );
    expect(retry).toMatchObject({ created: false, ticket: { ticketId } });
    expect(await reopened.countTickets()).toBe(before);
  } finally {
    await reopened.close();
  }
});
