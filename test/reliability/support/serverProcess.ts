import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
export { freePort } from '../../support/freePort';
import { freePort } from '../../support/freePort';

const ROOT = path.resolve(__dirname, '..', '..', '..');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  origin: string;
  /** Resolves with the exit code (or signal) when the process ends. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  hasExited(): boolean;
  /** Everything the process wrote, for diagnostics. */
  output(): string;
  kill(signal?: NodeJS.Signals): void;
}


async function waitForHealth(origin: string, server: ServerProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.hasExited()) throw new Error(`server exited during start-up:\n${server.output()}`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms:\n${server.output()}`);
}

/**
 * The real server entry (src/server/index.ts) in a child process on 127.0.0.1 (a free port unless one is
 * given), waiting until it is healthy unless told not to, so crashes and exits are observable from the test. Sources run through tsx, so the suite needs no build.
 */
export async function startServer(
  env: Record<string, string>,
  options: { startTimeoutMs?: number; port?: number; waitForHealth?: boolean } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src', 'server', 'index.ts')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TMPDIR: process.env.TMPDIR ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: '0',
      WEB_CONCURRENCY: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_DIR: path.join(ROOT, 'dist', 'public'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let done = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) => {
    child.once('exit', (code, signal) => {
      done = true;
      resolve({ code, signal, at: Date.now() });
    });
  });
  const server: ServerProcess = {
    child,
    port,
    origin: `http://127.0.0.1:${port}`,
    exited,
    hasExited: () => done,
    output: () => log,
    kill: (signal = 'SIGTERM') => {
      if (!done) child.kill(signal);
    },
  };
  if (options.waitForHealth !== false) await waitForHealth(server.origin, server, options.startTimeoutMs ?? 60_000);
  return server;
}

/** Stops a server started by startServer and waits for it to be gone. */
export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.hasExited()) return;
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 12_000);
  await server.exited;
  clearTimeout(timer);
}
