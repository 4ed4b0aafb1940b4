import net from 'node:net';
import { freshDatabase } from './support/database';
import { freePort, startServer, stopServer, type ServerProcess } from './support/serverProcess';

/*
 * A start on a port another process already holds stops with a message naming the port and exit code 78,
 * for a single process and for a cluster, instead of announcing "Support site on http://localhost:PORT" and
 * serving nothing (Express 5 hands the listen error to the listen callback).
 */

let db: ReturnType<typeof freshDatabase>;
let holder: net.Server;
let port: number;
const started: ServerProcess[] = [];

beforeAll(async () => {
  db = freshDatabase();
  port = await freePort();
  holder = net.createServer((socket) => socket.end());
  await new Promise<void>((resolve, reject) => {
    holder.once('error', reject);
    holder.listen(port, '127.0.0.1', resolve);
  });
}, 120_000);

afterAll(async () => {
  for (const server of started) await stopServer(server);
  await new Promise((resolve) => holder?.close(resolve));
  db?.remove();
});

test.each(['1', '2'])('with %s worker(s): exits 78 naming the taken port, never claims to serve', async (workers) => {
  const server = await startServer({ DATABASE_FILE: db.dbPath, WEB_CONCURRENCY: workers, LOG_LEVEL: 'info' }, { port, waitForHealth: false });
  started.push(server);
  const timer = setTimeout(() => server.kill('SIGKILL'), 60_000);
  const { code } = await server.exited;
  clearTimeout(timer);
  expect(code).toBe(78);
  expect(server.output()).toContain(`cannot listen on 127.0.0.1:${port}: another process holds the port`);
  expect(server.output()).not.toContain('Support site on');
}, 90_000);
