/**
 * npm run bench [-- --duration 4 --connections 50]
 *
 * Builds if needed, starts the production server (`node dist/server/index.js`, NODE_ENV=production,
 * 2 workers) on 127.0.0.1 and measures with autocannon, one row after the other against the same
 * server: a static file, a plain node:http server sending the same product-page bytes (the ceiling),
 * the product page anonymous (page cache) and rendered (a cookie the page reads skips the cache; a tag manager's cookies alone do not, ADR 015), a category page
 * and a search results page rendered, the search and suggest APIs. Then the rendered product page
 * with WEB_CONCURRENCY=1 (and the ratio of 2 workers to 1, with the server CPU per request and the share
 * of it outside the main threads, from /proc), the RSS of each worker after the load and 3 s later,
 * and the rendered product and category pages on the 100k-document catalogue when it exists
 * (`npm run content:generate -- --scale 100000`). Prints tables; never a test.
 */
import { spawn, spawnSync, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuBetween, cpuOf, describeMemory } from './procStats';
import { freePort } from '../test/support/freePort';
import { option } from './option';

const ROOT = path.resolve(__dirname, '..');
const BASE = '/electronics/support';
const PRODUCT = `${BASE}/televisions/at-65z9m`;
const BROWSER = {
  'accept-encoding': 'br, gzip',
  'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};
// A cookie the page reads (the special message dismissed), so the page is rendered on every request (ADR 015 update).
const WITH_COOKIE = { ...BROWSER, cookie: 'specialMessageDismissed=bench' };
// Only a tag manager's cookies: the page does not read them, so the visitor gets the anonymous copy.
const TAG_MANAGER = { ...BROWSER, cookie: '_ga=GA1.1.1234567890.1732600000; _gid=GA1.1.987654321.1732600000' };

const DURATION = Number.parseFloat(option('--duration', '4'));
const CONNECTIONS = Number.parseInt(option('--connections', '50'), 10);
const SETTLE_MS = 3000;

interface Server {
  child: ChildProcess;
  origin: string;
  stop(): Promise<void>;
}

async function waitReady(origin: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${log()}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`the server was not ready:\n${log()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function startSite(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, [path.join(ROOT, 'dist', 'server', 'index.js')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', SHUTDOWN_DRAIN_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  const origin = `http://127.0.0.1:${port}`;
  await waitReady(origin, child, () => log);
  return {
    child,
    origin,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The ceiling: node:http sending fixed bytes with the headers of the anonymous product page. */
async function startPlainServer(body: Buffer, headers: Record<string, string>): Promise<Server> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'support-bench-plain-'));
  fs.writeFileSync(path.join(dir, 'body'), body);
  fs.writeFileSync(path.join(dir, 'headers.json'), JSON.stringify(headers));
  const port = await freePort();
  const script = `
    const fs = require('node:fs'); const http = require('node:http');
    const body = fs.readFileSync(${JSON.stringify(path.join(dir, 'body'))});
    const headers = JSON.parse(fs.readFileSync(${JSON.stringify(path.join(dir, 'headers.json'))}, 'utf8'));
    http.createServer((req, res) => { res.writeHead(200, { ...headers, 'content-length': body.length }); res.end(body); })
      .listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => child.stdout?.once('data', resolve));
  return {
    child,
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

interface Row {
  what: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(what: string, url: string, headers: Record<string, string>): Promise<Row> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return {
    what,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function table(rows: Row[], reference?: Row): string {
  const lines = ['| what | req/s | p50 | p99 | errors | % of static |', '|---|---:|---:|---:|---:|---:|'];
  for (const r of rows) {
    const share = reference ? `${Math.round((r.rps / reference.rps) * 100)}%` : '';
    lines.push(`| ${r.what} | ${Math.round(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${r.errors} | ${share} |`);
  }
  return lines.join('\n');
}

/** RSS of the cluster's workers (children of the primary), in MB. */
function workerRss(primary: number): Array<{ pid: number; mb: number }> {
  try {
    const out = execFileSync('ps', ['--ppid', String(primary), '-o', 'pid=,rss='], { encoding: 'utf8' });
    return out
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [pid, rss] = line.trim().split(/\s+/).map(Number);
        return { pid, mb: Math.round(rss / 1024) };
      });
  } catch {
    return [];
  }
}

async function main(): Promise<void> {
  const build = spawnSync(process.execPath, [require.resolve('tsx/cli'), path.join(ROOT, 'scripts', 'build.ts')], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'dist', 'public', 'manifest.json'), 'utf8')) as { styles: string[] };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'support-bench-'));
  const dbPath = path.join(dir, 'content.sqlite');
  const cpu = os.cpus();
  console.log(`Machine: ${cpu.length} x ${cpu[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s per row\n`);

  const site = await startSite({ DATABASE_FILE: dbPath, WEB_CONCURRENCY: '2' });
  const rows: Row[] = [];
  let plain: Server | undefined;
  // What the workers spent on the rendered product page: CPU per request, and how much of it ran outside the
  // main thread (V8's GC and compiler threads), which one worker takes from the second core (ADR 046).
  let rendered2Cpu = { all: 0, main: 0, requests: 1 };
  let renderedRps = 0;
  try {
    const css = `${site.origin}${BASE}/static/${manifest.styles[0]}`;
    // Warm: every page once (and the anonymous product page into the page cache).
    for (const url of [PRODUCT, `${BASE}/televisions`, `${BASE}/results?query=firmware`]) {
      await fetch(`${site.origin}${url}`, { headers: WITH_COOKIE });
      await fetch(`${site.origin}${url}`, { headers: BROWSER });
    }
    const anonymous = await fetch(`${site.origin}${PRODUCT}`, { headers: BROWSER });
    const bytes = Buffer.from(await anonymous.arrayBuffer());
    // fetch decodes the body: send it as the plain server's bytes, brotli-compressed as the site would.
    const zlib = await import('node:zlib');
    const compressed = zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    plain = await startPlainServer(compressed, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', vary: 'Accept-Encoding' });

    rows.push(await measure(`static CSS file (${manifest.styles[0]})`, css, BROWSER));
    rows.push(await measure('plain node:http, same product-page bytes', `${plain.origin}/`, BROWSER));
    rows.push(await measure('product page, anonymous (page cache)', `${site.origin}${PRODUCT}`, BROWSER));
    rows.push(await measure("product page, a tag manager's cookies (page cache)", `${site.origin}${PRODUCT}`, TAG_MANAGER));
    const serving = workerRss(site.child.pid as number).map((w) => w.pid);
    const cpuBefore = new Map(serving.map((pid) => [pid, cpuOf(pid)]));
    const renderedRow = await measure('product page rendered (cookie)', `${site.origin}${PRODUCT}`, WITH_COOKIE);
    rows.push(renderedRow);
    renderedRps = renderedRow.rps;
    const twoCpu = cpuBetween(serving, cpuBefore);
    rendered2Cpu = { ...twoCpu, requests: renderedRow.rps * DURATION };
    // Memory after the page rows alone, to tell what the search rows that follow add.
    const afterProduct = serving.map((pid) => describeMemory(pid)).join(', ');
    rows.push(await measure('category page rendered (cookie)', `${site.origin}${BASE}/televisions`, WITH_COOKIE));
    rows.push(await measure('search results page rendered (cookie)', `${site.origin}${BASE}/results?query=firmware`, WITH_COOKIE));
    rows.push(await measure('search API', `${site.origin}/api/content/support/search?query=firmware%20update&locale=en_GB`, BROWSER));
    rows.push(await measure('suggest API', `${site.origin}/api/content/support/suggest?query=awh-10&locale=en_GB`, BROWSER));
    console.log('2 workers (WEB_CONCURRENCY=2), demo catalogue\n');
    console.log(table(rows, rows[0]));
    const workers = workerRss(site.child.pid as number);
    // RSS is what the target counts; PSS divides the pages the processes share (the node binary, about 52 MB, and
    // the database's mmap) among them, USS is what each alone holds (ADR 046).
    console.log(`\nWorkers after the product rows: ${afterProduct}`);
    console.log(`Memory after the load: primary ${describeMemory(site.child.pid as number)}; workers ${workers.map((w) => describeMemory(w.pid)).join(', ')}`);
    // A worker gives the load's heap garbage back once it has been quiet for WORKER_IDLE_GC_MS (1 s; ADR 046
    // update 2): the figure a few seconds on is what an idle worker holds, the one above what a busy one does.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    console.log(`Memory ${SETTLE_MS / 1000} s after the load: workers ${workers.map((w) => describeMemory(w.pid)).join(', ')}`);
  } finally {
    await plain?.stop();
    await site.stop();
  }

  const single = await startSite({ DATABASE_FILE: dbPath, WEB_CONCURRENCY: '1' });
  let one: Row;
  try {
    await fetch(`${single.origin}${PRODUCT}`, { headers: WITH_COOKIE });
    const pid = single.child.pid as number;
    const before = new Map([[pid, cpuOf(pid)]]);
    one = await measure('product page rendered (cookie), 1 worker', `${single.origin}${PRODUCT}`, WITH_COOKIE);
    const oneCpu = cpuBetween([pid], before);
    console.log(`\n1 worker (WEB_CONCURRENCY=1): ${Math.round(one.rps)} req/s, p50 ${one.p50} ms, p99 ${one.p99} ms, ${describeMemory(single.child.pid as number)}`);
    console.log(`2 workers / 1 worker on the rendered product page: ${(renderedRps / one.rps).toFixed(2)}x`);
    const describe = (cpu: { all: number; main: number }, requests: number, cores: number) =>
      `${(cpu.all / Math.max(1, requests)).toFixed(1)} ms CPU per request, ${(cpu.all / (DURATION * 1000)).toFixed(2)} of ${cores} cores, ${Math.round((1 - cpu.main / Math.max(1, cpu.all)) * 100)}% outside the main threads`;
    console.log(`server CPU on that row: 2 workers ${describe(rendered2Cpu, rendered2Cpu.requests, 2)}; 1 worker ${describe(oneCpu, one.rps * DURATION, 2)}`);
  } finally {
    await single.stop();
  }

  const scaled = path.join(ROOT, 'var', 'content-scale-100000.sqlite');
  if (fs.existsSync(scaled)) {
    const big = await startSite({ DATABASE_FILE: scaled, WEB_CONCURRENCY: '2' });
    try {
      const bigRows: Row[] = [];
      for (const url of [PRODUCT, `${BASE}/televisions`]) await fetch(`${big.origin}${url}`, { headers: WITH_COOKIE });
      bigRows.push(await measure('100k: product page rendered (cookie)', `${big.origin}${PRODUCT}`, WITH_COOKIE));
      bigRows.push(await measure('100k: category page rendered (cookie)', `${big.origin}${BASE}/televisions`, WITH_COOKIE));
      console.log('\n100k-document catalogue, 2 workers\n');
      console.log(table(bigRows, rows[0]));
    } finally {
      await big.stop();
    }
  } else {
    console.log('\n(no var/content-scale-100000.sqlite: run `npm run content:generate -- --scale 100000` for the 100k rows)');
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
