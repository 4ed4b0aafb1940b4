import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../test/support/freePort';

const ROOT = path.resolve(__dirname, '..', '..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };


interface StartLog {
  lines: Array<{ level: number; msg: string; builds?: string; developmentBuilds?: string[] }>;
}

/**
 * Runs a shell command the way npm runs a script (sh -c, from the project folder) with a test port
 * and database, waits for the "Support site on" line, then stops the server and returns its log.
 */
async function startAndStop(command: string, extraEnv: Record<string, string> = {}): Promise<StartLog> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'support-start-'));
  const dbPath = path.join(dir, 'content.sqlite');
  if (process.env.CONTENT_DB_TEMPLATE) fs.copyFileSync(process.env.CONTENT_DB_TEMPLATE, dbPath);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    TMPDIR: process.env.TMPDIR ?? '',
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATABASE_FILE: dbPath,
    WEB_CONCURRENCY: '1',
    SHUTDOWN_DRAIN_MS: '0',
    ...extraEnv,
  };
  const child = spawn('sh', ['-c', command], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const deadline = Date.now() + 60_000;
    while (!output.includes('Support site on')) {
      if (child.exitCode !== null) throw new Error(`the server exited before it listened:\n${output}`);
      if (Date.now() > deadline) throw new Error(`the server did not listen within 60 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const lines = output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as StartLog['lines'][number]);
  return { lines };
}

/** The server part of `npm start` (after its build check). */
function serverCommandOfStart(): string {
  const parts = pkg.scripts.start.split('&&').map((part) => part.trim());
  expect(parts[0]).toBe('tsx scripts/start.ts');
  return parts.slice(1).join(' && ');
}

describe('production start', () => {
  beforeAll(() => {
    // CI builds first; locally this rebuilds only when the sources changed.
    const result = spawnSync(process.execPath, [require.resolve('tsx/cli'), path.join(ROOT, 'scripts', 'build.ts')], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    if (result.status !== 0) throw new Error('the build failed');
  }, 300_000);

  it.each([
    ['npm start', () => serverCommandOfStart()],
    ['npm run serve', () => pkg.scripts.serve],
  ])('%s runs plain node on dist with the production builds of React and Redux Toolkit', async (_name, command) => {
    const cmd = command();
    expect(cmd).toMatch(/\bnode dist\/server\/index\.js$/);
    expect(cmd).not.toMatch(/tsx/);
    const { lines } = await startAndStop(cmd);
    const listening = lines.find((line) => line.msg.startsWith('Support site on'));
    expect(listening?.builds).toBe('production');
    expect(lines.filter((line) => line.level >= 40 && line.developmentBuilds)).toEqual([]);
  }, 90_000);

  it('warns when the built server is started without NODE_ENV=production (the check can fail)', async () => {
    const { lines } = await startAndStop('exec node dist/server/index.js');
    const warning = lines.find((line) => line.level === 40 && line.developmentBuilds);
    expect(warning?.developmentBuilds).toEqual(expect.arrayContaining([expect.stringMatching(/^react-dom\/cjs\/react-dom-server.*\.development\.js$/)]));
    expect(lines.find((line) => line.msg.startsWith('Support site on'))?.builds).toBe('development');
  }, 90_000);

  it('the container image runs plain node on dist with NODE_ENV=production', () => {
    const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/^ENV [^\n]*\bNODE_ENV=production\b/m);
    expect(runtime).toMatch(/^CMD \["node", "dist\/server\/index\.js"\]$/m);
  });
});
