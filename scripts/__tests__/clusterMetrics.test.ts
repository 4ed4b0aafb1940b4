import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../test/support/freePort';

const ROOT = path.resolve(__dirname, '..', '..');
const API_CALL = '/api/content/support/en_GB/categories';
const API_SERIES = 'http_request_duration_seconds_count{page_type="api",status="200"}';


/** One GET on a connection of its own, so the cluster hands each request to the next worker. */
function get(port: number, requestPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: requestPath, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

interface Started {
  child: ChildProcess;
  sitePort: number;
  metricsPort: number;
  output: () => string;
  stop: () => Promise<void>;
}

/** The built server (`node dist/server/index.js`) with metrics on, started once its processes listen. */
async function startBuilt(workers: number, dir: string): Promise<Started> {
  const dbPath = path.join(dir, 'content.sqlite');
  if (process.env.CONTENT_DB_TEMPLATE) fs.copyFileSync(process.env.CONTENT_DB_TEMPLATE, dbPath);
  const sitePort = await freePort();
  const metricsPort = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'dist', 'server', 'index.js')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TMPDIR: process.env.TMPDIR ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(sitePort),
      DATABASE_FILE: dbPath,
      WEB_CONCURRENCY: String(workers),
      SHUTDOWN_DRAIN_MS: '0',
      METRICS_ENABLED: 'true',
      METRICS_PORT: String(metricsPort),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 90_000;
  const count = (text: string) => output.split(text).length - 1;
  while (count('Support site on') < workers || count('Metrics on') < 1) {
    if (child.exitCode !== null) throw new Error(`the server exited during start-up:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not start within 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, sitePort, metricsPort, output: () => output, stop };
}

describe('metrics of the built server on the metrics port', () => {
  let dir: string;

  beforeAll(() => {
    // CI builds first; locally this rebuilds only when the sources changed.
    const result = spawnSync(process.execPath, [require.resolve('tsx/cli'), path.join(ROOT, 'scripts', 'build.ts')], { cwd: ROOT, stdio: 'ignore' });
    if (result.status !== 0) throw new Error('the build failed');
  }, 300_000);
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'support-metrics-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('a 2-worker cluster: the primary reports the requests of both workers', async () => {
    const site = await startBuilt(2, dir);
    try {
      const sent = 20;
      for (let i = 0; i < sent; i += 1) {
        expect((await get(site.sitePort, API_CALL)).status).toBe(200);
      }
      const scrape = await get(site.metricsPort, '/metrics');
      expect(scrape.status).toBe(200);
      expect(valueOf(scrape.body, API_SERIES)).toBe(sent);
      // One worker's own figures (the site port's /metrics) hold only its share: the sum needed both.
      const oneWorker = await get(site.sitePort, '/metrics');
      const share = valueOf(oneWorker.body, API_SERIES);
      expect(share).toBeGreaterThan(0);
      expect(share).toBeLessThan(sent);
      // The event-loop delay of the cluster is its worst worker's, not a sum.
      expect(scrape.body).toMatch(/^nodejs_eventloop_delay_seconds\{quantile="0.99"\} \d/m);
      // The metrics port serves nothing else.
      expect((await get(site.metricsPort, '/electronics/support')).status).toBe(404);
    } finally {
      await site.stop();
    }
  }, 180_000);

  it('a single process (WEB_CONCURRENCY=1) serves its own figures on the metrics port', async () => {
    const site = await startBuilt(1, dir);
    try {
      for (let i = 0; i < 3; i += 1) expect((await get(site.sitePort, API_CALL)).status).toBe(200);
      const scrape = await get(site.metricsPort, '/metrics');
      expect(scrape.status).toBe(200);
      expect(valueOf(scrape.body, API_SERIES)).toBe(3);
    } finally {
      await site.stop();
    }
  }, 180_000);
});
