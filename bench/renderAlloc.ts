/**
 * node --max-semi-space-size=64 --import tsx bench/renderAlloc.ts [--rounds 200] [--top 30] [--profile FILE]
 * node --max-semi-space-size=4 --import tsx bench/renderAlloc.ts --gc [--rounds 400]
 *
 * Bytes a render allocates (garbage included), per page, with bench:render's set-up (BENCH_DB, the demo
 * catalogue by default): V8's used heap before and after each single render, counted only when no
 * garbage collection ran in between (with 64 MB semi-spaces most renders meet none; a render that met
 * one is skipped, so the figure is what the render allocated, not what survived). Then a sampling heap
 * profile of the same renders that keeps objects the scavenger and the major GC already collected:
 * the functions that allocate the most (self) and, inclusive, the named parts of a render. Also the
 * sha256 of each page's HTML, so a change meant to cut allocation can show it left the page as it was.
 * With `--gc` (run with the workers' young generation, `--max-semi-space-size=4`): the garbage collections the
 * renders caused instead, their number and main-thread pause per render, next to the CPU per render.
 * Every byte a render allocates is work for V8's GC threads, about half of a worker's CPU (ADR 046).
 * A benchmark that prints figures, never a test.
 */
process.env.NODE_ENV = 'production';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { pageRenderer } from './pageRenderer';
import { option } from './option';

const ROOT = path.resolve(__dirname, '..');
const PAGES: Array<[label: string, url: string]> = [
  ['product', '/electronics/support/televisions/at-65z9m'],
  ['category', '/electronics/support/televisions'],
  ['search results', '/electronics/support/results?query=firmware%20update'],
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

interface ProfileNode {
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  selfSize: number;
  children: ProfileNode[];
}

/** What V8 reports as used, and the young generation's part of it (which only a scavenge lowers). */
function heap(): { used: number; young: number; old: number } {
  let young = 0;
  let old = 0;
  for (const space of v8.getHeapSpaceStatistics()) {
    if (space.space_name === 'new_space') young = space.space_used_size;
    if (space.space_name === 'old_space') old = space.space_used_size;
  }
  return { used: v8.getHeapStatistics().used_heap_size, young, old };
}

async function main(): Promise<void> {
  const { createContentService, ensureDatabase } = await import('../src/server/content');
  const rounds = Number.parseInt(option('--rounds', '200'), 10);
  const top = Number.parseInt(option('--top', '30'), 10);
  const only = option('--page', '');
  const db = process.env.BENCH_DB ?? path.join(os.tmpdir(), 'support-bench-demo.sqlite');
  ensureDatabase(db, { log: () => undefined });
  const content = createContentService({ dbPath: db, ensure: false, log: () => undefined });
  const renderOnce = await pageRenderer(ROOT, content.transport);
  const pages = PAGES.filter(([label]) => !only || label === only);
  for (let i = 0; i < 60; i += 1) for (const [, url] of pages) await renderOnce(url);

  if (process.argv.includes('--gc')) {
    const { PerformanceObserver, constants } = await import('node:perf_hooks');
    console.log(`GC per uncached render, ${rounds} renders per page, ${path.basename(db)}, load average ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`);
    console.log(`${'page'.padEnd(16)} ${'scavenges'.padStart(10)} ${'major GCs'.padStart(10)} ${'GC pause'.padStart(10)} ${'CPU'.padStart(9)}   (per render)`);
    for (const [label, url] of pages) {
      const entries: Array<{ kind: number; duration: number }> = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) entries.push({ kind: (entry as unknown as { detail: { kind: number } }).detail.kind, duration: entry.duration });
      });
      observer.observe({ entryTypes: ['gc'] });
      const c0 = process.cpuUsage();
      for (let i = 0; i < rounds; i += 1) await renderOnce(url);
      const cpu = process.cpuUsage(c0);
      await new Promise((resolve) => setTimeout(resolve, 50)); // the observer hears of the last ones asynchronously
      observer.disconnect();
      const per = (n: number) => (n / rounds).toFixed(3).padStart(10);
      const minor = entries.filter((e) => e.kind === constants.NODE_PERFORMANCE_GC_MINOR).length;
      const major = entries.filter((e) => e.kind === constants.NODE_PERFORMANCE_GC_MAJOR).length;
      const pause = entries.reduce((sum, e) => sum + e.duration, 0);
      console.log(`${label.padEnd(16)} ${per(minor)} ${per(major)} ${`${(pause / rounds).toFixed(2)} ms`.padStart(10)} ${`${((cpu.user + cpu.system) / 1000 / rounds).toFixed(2)} ms`.padStart(9)}`);
    }
    await content.close();
    return;
  }

  console.log(`Allocation per uncached render, ${rounds} renders per page, ${path.basename(db)}, load average ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`);
  console.log(`${'page'.padEnd(16)} ${'allocated p50'.padStart(14)} ${'mean'.padStart(10)} ${'renders counted'.padStart(16)} ${'CPU mean'.padStart(9)} ${'HTML bytes'.padStart(11)} html sha256`);
  for (const [label, url] of pages) {
    const bytes: number[] = [];
    let html = '';
    const c0 = process.cpuUsage();
    for (let i = 0; i < rounds; i += 1) {
      const before = heap();
      const result = await renderOnce(url);
      const after = heap();
      html = result.html;
      // A scavenge empties the young generation; a major GC lowers old space: either means the delta is not the render's.
      if (after.young >= before.young && after.old >= before.old) bytes.push(after.used - before.used);
    }
    const cpu = process.cpuUsage(c0);
    const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`.padStart(label === '' ? 0 : 10);
    const mean = bytes.reduce((s, b) => s + b, 0) / Math.max(1, bytes.length);
    console.log(
      `${label.padEnd(16)} ${kb(median(bytes)).padStart(14)} ${kb(mean)} ${String(bytes.length).padStart(16)} ${`${((cpu.user + cpu.system) / 1000 / rounds).toFixed(2)} ms`.padStart(9)} ${String(Buffer.byteLength(html)).padStart(11)} ${crypto.createHash('sha256').update(html).digest('hex').slice(0, 16)}`,
    );
  }

  // Where the bytes come from: V8's sampling heap profiler, keeping what GC already collected.
  const inspector = await import('node:inspector/promises');
  const session = new inspector.Session();
  session.connect();
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', { samplingInterval: 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true } as never);
  const profiled = Math.min(rounds, 100);
  for (let i = 0; i < profiled; i += 1) for (const [, url] of pages) await renderOnce(url);
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as { profile: { head: ProfileNode } };
  session.disconnect();
  const profileTo = option('--profile', '');
  if (profileTo) fs.writeFileSync(profileTo, JSON.stringify(profile));

  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  const where = (node: ProfileNode, caller: string) => {
    const file = node.callFrame.url.replace(/^file:\/\//, '').replace(`${ROOT}/`, '');
    // A built-in (join, split, Set...) is named with the function that called it.
    if (!file) return `${node.callFrame.functionName || '(anonymous)'} <- ${caller}`;
    return `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber + 1}:${node.callFrame.columnNumber + 1}`;
  };
  const walk = (node: ProfileNode, stack: Set<string>, caller = ''): number => {
    const key = where(node, caller);
    let sum = node.selfSize;
    self.set(key, (self.get(key) ?? 0) + node.selfSize);
    total += node.selfSize;
    const inner = new Set(stack).add(key);
    for (const child of node.children) sum += walk(child, inner, key);
    // A function counted once per stack, however deep its recursion.
    if (!stack.has(key)) inclusive.set(key, (inclusive.get(key) ?? 0) + sum);
    return sum;
  };
  walk(profile.head, new Set());
  const perRender = (n: number) => `${(n / profiled / pages.length / 1024).toFixed(1)} KB`.padStart(10);
  console.log(`\nSampling heap profile, ${profiled} renders of each page: ${perRender(total)} per render sampled`);
  console.log('\nTop allocators (self, per render):');
  for (const [key, size] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${perRender(size)}  ${key}`);
  console.log('\nInclusive (per render), functions of src/ and the render phases:');
  for (const [key, size] of [...inclusive]
    .filter(([key]) => key.includes(' src/') || /renderToString|stringify|runSaga|dispatch/.test(key))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top))
    console.log(`${perRender(size)}  ${key}`);
  await content.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
