/**
 * npm run bench:lighthouse [-- --runs 3]
 *
 * Lighthouse 12.8 with its default (mobile) settings, simulated throttling, against the production server
 * (`node dist/server/index.js`, NODE_ENV=production, a fresh demo catalogue) in Debian's Chromium
 * (`/usr/bin/chromium`, or CHROMIUM_PATH): home, category, product, search results and download details,
 * as an anonymous visitor. Each page is measured `--runs` times (3) and every figure is the median of its runs:
 * performance score, LCP, TBT, CLS, total transfer size and the script part of it. Builds first when the
 * sources changed. Prints; never a test (targets in docs/performance.md).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../test/support/freePort';
import { option } from './option';

const ROOT = path.resolve(__dirname, '..');
const BASE = '/electronics/support';
const PRODUCT = 'at-65z9m';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const RUNS = Number.parseInt(option('--runs', '3'), 10);

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function startSite(dir: string): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, [path.join(ROOT, 'dist', 'server', 'index.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: '0',
      WEB_CONCURRENCY: '2',
      DATABASE_FILE: path.join(dir, 'content.sqlite'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${log}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return { origin, child };
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`the server was not ready:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Chromium with a DevTools port for Lighthouse: headless, a fresh profile, no background traffic. */
async function startChromium(dir: string): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${path.join(dir, 'chromium')}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Chromium (${CHROMIUM}) exited at start`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, child };
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error('Chromium opened no DevTools port');
    await new Promise((r) => setTimeout(r, 200));
  }
}

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  transfer: number;
  scripts: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function main(): Promise<void> {
  if (!fs.existsSync(CHROMIUM)) {
    console.log(`bench:lighthouse: SKIPPED, no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
    return;
  }
  const build = spawnSync(process.execPath, [require.resolve('tsx/cli'), path.join(ROOT, 'scripts', 'build.ts')], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');
  // Lighthouse is an ES module package; this script runs as CommonJS under tsx.
  const { default: lighthouse } = await import('lighthouse');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'support-lighthouse-'));
  const site = await startSite(dir);
  let chromium: { port: number; child: ChildProcess } | undefined;
  try {
    const downloads = (await (await fetch(`${site.origin}/api/content/support/en_GB/downloads/${PRODUCT}?num=1`)).json()) as {
      searchResponse: { results: Array<{ url: string }> };
    };
    const downloadId = /\/downloads\/([^/?#]+)$/.exec(downloads.searchResponse.results[0]?.url ?? '')?.[1];
    const pages: Array<[string, string]> = [
      ['home', BASE],
      ['category', `${BASE}/televisions`],
      ['product', `${BASE}/televisions/${PRODUCT}`],
      ['search results', `${BASE}/results?query=firmware`],
      ['download details', downloadId ? `${BASE}/downloads/${downloadId}` : ''],
    ];
    chromium = await startChromium(dir);
    const cpu = os.cpus();
    console.log(
      `Machine: ${cpu.length} x ${cpu[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}; Lighthouse mobile (simulated throttling), median of ${RUNS}\n`,
    );
    console.log('| page | performance | LCP | TBT | CLS | transfer | of it scripts |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const [label, pagePath] of pages) {
      if (!pagePath) {
        console.log(`| ${label} | no address found | | | | | |`);
        continue;
      }
      // Warm the page cache, as a visitor after the first would find it.
      await fetch(`${site.origin}${pagePath}`);
      const runs: Figures[] = [];
      const failures: string[] = [];
      // A run that loses its trace (NO_NAVSTART and the like, seen on a busy machine) is repeated, a few times at most.
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 3; attempt++) {
        const result = await lighthouse(`${site.origin}${pagePath}`, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) {
          failures.push(lhr?.runtimeError?.code ?? 'no result');
          continue;
        }
        const summary = (lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? [];
        runs.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
          transfer: summary.find((s) => s.resourceType === 'total')?.transferSize ?? NaN,
          scripts: summary.find((s) => s.resourceType === 'script')?.transferSize ?? NaN,
        });
      }
      if (runs.length === 0) {
        console.log(`| ${label} | failed: ${failures.join(', ')} | | | | | |`);
        continue;
      }
      const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
      console.log(
        `| ${label} | ${m('score')} | ${(m('lcp') / 1000).toFixed(2)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ` +
          `${(m('transfer') / 1024).toFixed(1)} KiB | ${(m('scripts') / 1024).toFixed(1)} KiB |` +
          (runs.length < RUNS || failures.length > 0 ? ` (${runs.length} runs; repeated: ${failures.join(', ')})` : ''),
      );
    }
  } finally {
    if (chromium) await stop(chromium.child);
    await stop(site.child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
