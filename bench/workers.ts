/**
 * npx tsx bench/workers.ts [-- --workers 2 --duration 8 --connections 50 --url PATH --db FILE --env K=V,K=V]
 *
 * Starts the production server (`node dist/server/index.js`), warms it, loads one URL with autocannon
 * (a cookie, so the page is rendered) and prints, per process: the CPU it spent during the load
 * (from /proc/PID/stat, so it needs no profiler) and its memory after the load split into what
 * V8 and malloc hold (RssAnon) and what maps files (RssFile: code, and SQLite's mmap of the database).
 * CPU per request is what says whether the workers wait on each other: a worker that serialises on a
 * lock spends less CPU than its share while requests queue. With `--fill N`, before the load N distinct pages
 * from the sitemap are requested anonymously and N distinct search queries sent (filling the page, catalogue and
 * search caches towards their byte budgets, as a long-running site's are), and the workers are checked after
 * the load: one replaced (killed by a heap limit) is reported. With `--settle 1,5,30` the workers' memory is read
 * again that many seconds after the load ended, no request in between. Prints; never a test.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../test/support/freePort';
import { cpuOf, memoryOf } from './procStats';
import { option } from './option';

const ROOT = path.resolve(__dirname, '..');
const WORKERS = option('--workers', '2');
const DURATION = Number.parseFloat(option('--duration', '8'));
const CONNECTIONS = Number.parseInt(option('--connections', '50'), 10);
const URL_PATH = option('--url', '/electronics/support/televisions/at-65z9m');
const EXTRA_ENV = Object.fromEntries(
  option('--env', '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=') as [string, string]),
);
const HEADERS = { 'accept-encoding': option('--accept-encoding', 'br, gzip'), 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0', cookie: 'specialMessageDismissed=bench' };
const TICK = 100; // clock ticks per second on Linux

/** Nanoseconds the main thread ran and waited for a core (run queue), from /proc/PID/task/PID/schedstat. */
function sched(pid: number): { run: number; wait: number } {
  let run = 0;
  let wait = 0;
  // The main thread only: V8's and libuv's helper threads wait too, but requests run on the main one.
  for (const task of [String(pid)]) {
    try {
      const [r, w] = fs.readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').trim().split(' ').map(Number);
      run += r;
      wait += w;
    } catch {
      /* thread gone */
    }
  }
  return { run, wait };
}

/** CPU ms per thread name (node's main thread, V8 workers, libuv's pool...), summed over threads of one name. */
function threadCpu(pid: number): Map<string, number> {
  const byName = new Map<string, number>();
  for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8');
      // Node's threads are all named "node": tell the main thread from the others (V8's GC and compiler
      // helpers, libuv's pool where zlib streams compress).
      const name = task === String(pid) ? 'main' : 'other threads';
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      byName.set(name, (byName.get(name) ?? 0) + ((Number(fields[11]) + Number(fields[12])) * 1000) / TICK);
    } catch {
      /* thread gone */
    }
  }
  return byName;
}

/** Distinct page paths from the site's sitemaps (robots.txt names the index), up to `count`. */
async function sitemapPaths(origin: string, count: number): Promise<string[]> {
  const locs = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
      const url = new URL(m[1].replace(/&amp;/g, '&'));
      return url.pathname + url.search;
    });
  const robots = await (await fetch(`${origin}/robots.txt`)).text();
  const queue = [...robots.matchAll(/^Sitemap:\s*(\S+)/gim)].map((m) => new URL(m[1]).pathname);
  const pages: string[] = [];
  while (queue.length > 0 && pages.length < count) {
    const xml = await (await fetch(`${origin}${queue.shift()}`)).text();
    for (const loc of locs(xml)) (/\.xml(\?|$)/.test(loc) ? queue : pages).push(loc);
  }
  return pages.slice(0, count);
}

/** Requests every path, eight at a time; the number that failed (no answer or a 5xx). */
async function requestAll(origin: string, paths: string[], headers: Record<string, string>): Promise<number> {
  let next = 0;
  let failed = 0;
  const run = async () => {
    while (next < paths.length) {
      const target = paths[next++];
      const response = await fetch(`${origin}${target}`, { headers }).catch(() => undefined);
      await response?.arrayBuffer();
      if (!response || response.status >= 500) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: 8 }, run));
  return failed;
}

function children(pid: number): number[] {
  let out = '';
  try {
    out = execFileSync('ps', ['--ppid', String(pid), '-o', 'pid='], { encoding: 'utf8' });
  } catch {
    return []; // ps exits 1 when there are none: a single process serves itself
  }
  return out.split('\n').map((l) => Number(l.trim())).filter((n) => n > 0);
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'support-bench-workers-'));
  const dbSource = option('--db', '');
  const dbPath = dbSource || path.join(dir, 'content.sqlite');
  const port = await freePort();
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [...option('--node-flags', '').split(' ').filter(Boolean), path.join(ROOT, 'dist', 'server', 'index.js')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', SHUTDOWN_DRAIN_MS: '0', DATABASE_FILE: dbPath, WEB_CONCURRENCY: WORKERS, ...EXTRA_ENV },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  const origin = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + 240_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${log}`);
      const ok = await fetch(`${origin}/readyz`).then((r) => r.ok, () => false);
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`not ready:\n${log}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    for (let i = 0; i < 20; i += 1) {
      for (const urlPath of URL_PATH.split(',')) await (await fetch(`${origin}${urlPath}`, { headers: HEADERS })).arrayBuffer();
    }
    const fill = Number.parseInt(option('--fill', '0'), 10);
    if (fill > 0) {
      const t0 = Date.now();
      const pages = await sitemapPaths(origin, fill);
      const anonymous = { 'accept-encoding': HEADERS['accept-encoding'], 'user-agent': HEADERS['user-agent'] };
      const failedPages = await requestAll(origin, pages, anonymous);
      // Queries from the pages' names (product models, article titles): distinct answers for the search cache.
      const words = [...new Set(pages.flatMap((p) => (p.split('/').pop() ?? '').split('-')).filter((w) => w.length > 2))];
      const queries = Array.from({ length: fill }, (_, i) => `${words[i % words.length]} ${words[(i * 7 + 3) % words.length]}`);
      const failedSearches = await requestAll(origin, queries.map((q) => `/api/content/support/search?query=${encodeURIComponent(q)}&locale=en_GB`), anonymous);
      console.log(`filled: ${pages.length} pages (${failedPages} failed), ${queries.length} searches (${failedSearches} failed) in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    }
    const pids = [child.pid as number, ...children(child.pid as number)];
    const memoryLine = () =>
      pids
        .slice(pids.length > 1 ? 1 : 0)
        .map((pid) => {
          const m = memoryOf(pid);
          return `${pid} RSS ${m.rss.toFixed(0)} MB (anon ${m.anon.toFixed(0)}, file ${m.file.toFixed(0)}, PSS ${m.pss.toFixed(0)})`;
        })
        .join('; ');
    const settle = option('--settle', '').split(',').filter(Boolean).map(Number);
    if (settle.length > 0) console.log(`before the load: ${memoryLine()}`);
    const before = new Map(pids.map((pid) => [pid, cpuOf(pid).all]));
    const schedBefore = new Map(pids.map((pid) => [pid, sched(pid)]));
    const threadsBefore = new Map(pids.map((pid) => [pid, threadCpu(pid)]));
    const selfBefore = process.cpuUsage();
    const load0 = fs.readFileSync('/proc/loadavg', 'utf8').trim();
    // Several paths (comma-separated) are loaded one after the other, as `npm run bench` does; the figures sum them.
    const results = [];
    for (const urlPath of URL_PATH.split(',')) {
      results.push(await autocannon({ url: `${origin}${urlPath}`, connections: CONNECTIONS, duration: DURATION, headers: HEADERS }));
    }
    const total = results.reduce((sum, r) => sum + r.requests.total, 0);
    const result = { ...results[0], requests: { ...results[0].requests, total, average: total / (DURATION * results.length) } };
    const self = process.cpuUsage(selfBefore);
    const logAtLoadEnd = log.length;
    const load1 = fs.readFileSync('/proc/loadavg', 'utf8').trim();
    console.log(`workers ${WORKERS}, ${CONNECTIONS} connections, ${DURATION} s, ${URL_PATH}${dbSource ? ` on ${dbSource}` : ''} ${JSON.stringify(EXTRA_ENV)}`);
    console.log(`loadavg before: ${load0}; after: ${load1}`);
    console.log(`requests ${result.requests.total} (${result.requests.average.toFixed(1)} req/s), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx + result.timeouts}`);
    console.log(`autocannon CPU: ${((self.user + self.system) / 1000).toFixed(0)} ms`);
    let workerCpu = 0;
    for (const pid of pids) {
      const used = cpuOf(pid).all - (before.get(pid) ?? 0);
      if (pid !== child.pid) workerCpu += used;
      const m = memoryOf(pid);
      const s0 = schedBefore.get(pid) ?? { run: 0, wait: 0 };
      const s1 = sched(pid);
      const queued = (s1.wait - s0.wait) / 1e6;
      const main = (s1.run - s0.run) / 1e6;
      console.log(
        `${pid === child.pid ? 'primary' : 'worker '} ${pid}: CPU ${used.toFixed(0)} ms of which main thread ${main.toFixed(0)} (${((used / (DURATION * 1000 * results.length)) * 100).toFixed(0)}% of a core), waiting for a core ${queued.toFixed(0)} ms, main thread off-CPU otherwise ${(DURATION * 1000 * results.length - main - queued).toFixed(0)} ms; RSS ${m.rss.toFixed(0)} MB = anon ${m.anon.toFixed(0)} + file ${m.file.toFixed(0)} (PSS ${m.pss.toFixed(0)}, USS ${m.uss.toFixed(0)})`,
      );
    }
    for (const pid of pids.length > 1 ? pids.slice(1) : pids) {
      const t0 = threadsBefore.get(pid) ?? new Map<string, number>();
      const parts = [...threadCpu(pid)].map(([name, ms]) => [name, ms - (t0.get(name) ?? 0)] as const).filter(([, ms]) => ms > 0);
      console.log(`  threads of ${pid}: ${parts.map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`).join(', ')}`);
    }
    console.log(`worker CPU per request: ${(workerCpu / Math.max(1, result.requests.total)).toFixed(2)} ms`);
    const replaced = pids.slice(1).filter((pid) => !children(child.pid as number).includes(pid));
    if (replaced.length > 0 || /worker died/.test(log)) console.log(`WORKER REPLACED during the run: ${replaced.join(', ')}\n${log.slice(-2000)}`);
    // RSS a while after the load, with no request in between: V8's memory reducer and any idle collection run only
    // once the allocation rate has dropped, so the figure right after the load may be a heap about to shrink.
    const loadEnd = Date.now();
    for (const seconds of settle) {
      await new Promise((r) => setTimeout(r, Math.max(0, loadEnd + seconds * 1000 - Date.now())));
      console.log(`${seconds} s after the load: ${memoryLine()}`);
    }
    if (settle.length > 0 && /Mark-Compact|Scavenge|Mark-sweep/.test(log)) {
      // With `--node-flags --trace-gc`: the workers' collections after the load ended (V8 prints one line each).
      const after = log.slice(logAtLoadEnd).split('\n').filter((l) => /Mark-Compact|Mark-sweep/.test(l));
      console.log(`major GCs after the load (--trace-gc):\n${after.join('\n')}`);
    }
    if (EXTRA_ENV.METRICS_ENABLED === 'true') {
      // The site's own /metrics answers for the worker that takes the request: V8's spaces and malloc'd memory.
      for (let i = 0; i < 4; i += 1) {
        const text = await (await fetch(`${origin}/metrics`)).text();
        const pick = (re: RegExp) => [...text.matchAll(re)].map((m) => `${m[1]} ${(Number(m[2]) / 2 ** 20).toFixed(1)}`).join(', ');
        console.log(`metrics: rss ${pick(/^(process_resident_memory_bytes) (\S+)/gm)}; heap ${pick(/^nodejs_heap_size_(total|used)_bytes (\S+)/gm)}; external ${pick(/^nodejs_(external_memory)_bytes (\S+)/gm)}`);
        console.log(`  spaces (size): ${pick(/^nodejs_heap_space_size_total_bytes\{space="(\w+)"\} (\S+)/gm)}`);
        console.log(`  spaces (used): ${pick(/^nodejs_heap_space_size_used_bytes\{space="(\w+)"\} (\S+)/gm)}`);
      }
    }
    if (process.env.HOLD) {
      console.log(`holding for ${process.env.HOLD} s: pids ${pids.join(' ')}`);
      await new Promise((r) => setTimeout(r, Number(process.env.HOLD) * 1000));
    }
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
