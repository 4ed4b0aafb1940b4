import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../test/support/freePort';

export const ROOT = path.join(__dirname, '..', '..');

/** `npx tsx scripts/build.ts`: builds dist/ unless it is current (the build's own stamp decides). */
export function buildOnce(): void {
  const result = spawnSync(process.execPath, [require.resolve('tsx/cli'), path.join(ROOT, 'scripts', 'build.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`the build failed (exit ${result.status})`);
}


export interface RunningServer {
  origin: string;
  /** Everything the server wrote, for the report when something fails. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * A private copy of the build: dist/ is shared with whoever builds next, and a rebuild during a run
 * would delete the hashed files the pages of this run refer to. Copied again if a rebuild raced it.
 */
function copyBuild(dir: string): string {
  const target = path.join(dir, 'dist');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    fs.rmSync(target, { recursive: true, force: true });
    fs.cpSync(path.join(ROOT, 'dist'), target, { recursive: true });
    const manifest = JSON.parse(fs.readFileSync(path.join(target, 'public', 'manifest.json'), 'utf8')) as { scripts: string[]; styles: string[] };
    if ([...manifest.scripts, ...manifest.styles].every((file) => fs.existsSync(path.join(target, 'public', file)))) return target;
  }
  throw new Error('dist/ kept changing while it was copied (another build running?)');
}

/**
 * The real built server (`node dist/server/index.js`, from a private copy) on 127.0.0.1 with a fresh
 * content database in a temporary folder, so a run never touches var/ and never sees another run's writes.
 */
export async function startServer(): Promise<RunningServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'support-e2e-'));
  const dist = copyBuild(dir);
  const port = await freePort();
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(dist, 'server', 'index.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      // The copied server bundle leaves its packages external: they are the project's.
      NODE_PATH: path.join(ROOT, 'node_modules'),
      PUBLIC_DIR: path.join(dist, 'public'),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_FILE: path.join(dir, 'content.sqlite'),
      // Seeded from the copy's demo export, which a rebuild during the run cannot change (ADR 035).
      CONTENT_SEED_FILE: path.join(dist, 'demo', 'catalogue.ndjson'),
      LOG_LEVEL: 'warn',
      // One browser loads hundreds of pages within minutes, each logging a page view (a POST): far
      // beyond what the per-client write limit allows a real visitor.
      WRITE_RATE_LIMIT: '100000',
      PAGE_VIEW_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  // The first start generates the demo catalogue (a few seconds on a shared 2-core machine).
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before it was ready:\n${log}`);
    try {
      const response = await fetch(`${origin}/readyz`);
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready within 120 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
