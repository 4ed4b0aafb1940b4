/**
 * npm run bench:render [-- --rounds 150] [--page product] [--warmup 50]
 *
 * Server CPU of one uncached render (page state, saga loads through the in-process content API,
 * renderToString, document), per page type, on the demo catalogue and, when it exists, the
 * 100k-document one (`npm run content:generate -- --scale 100000`). Prints p50/p95 of the CPU time
 * this process spent per render (what other processes on the machine do not inflate) and of the
 * wall time. Runs React and Redux Toolkit in their production builds, as the server does, with the
 * cross-request catalogue cache as the server runs it and without it.
 * A benchmark that prints figures, never a test.
 */
process.env.NODE_ENV = 'production';

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pageRenderer } from './pageRenderer';
import { option } from './option';
import { nextTurn } from './nextTurn';

const ROOT = path.resolve(__dirname, '..');
const PAGES: Array<[label: string, url: string]> = [
  ['product', '/electronics/support/televisions/at-65z9m'],
  ['product downloads tab', '/electronics/support/televisions/at-65z9m/downloads'],
  ['category', '/electronics/support/televisions'],
  ['search results', '/electronics/support/results?query=firmware%20update'],
  ['home', '/electronics/support'],
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function main(): Promise<void> {
  // Loaded after NODE_ENV is set: React picks its build when it is first required.
  const { createContentService, ensureDatabase } = await import('../src/server/content');
  const { developmentBuildsLoaded } = await import('../src/server/runtimeBuilds');
  const rounds = Number.parseInt(option('--rounds', '150'), 10);
  const warmup = Number.parseInt(option('--warmup', '50'), 10);

  const demo = path.join(os.tmpdir(), 'support-bench-demo.sqlite');
  ensureDatabase(demo, { log: () => undefined });
  // Each catalogue twice: as the server runs (catalogue reads kept across requests, warm after the
  // warm-up renders) and with every render reading the store (store/catalogueCache.ts).
  const catalogues: Array<[string, string, boolean]> = [
    ['demo', demo, true],
    ['demo, no catalogue cache', demo, false],
  ];
  const scaled = path.join(ROOT, 'var', 'content-scale-100000.sqlite');
  if (fs.existsSync(scaled)) catalogues.push(['100k', scaled, true], ['100k, no catalogue cache', scaled, false]);

  console.log(`Uncached server render, ${rounds} rounds per page (after ${warmup} warm-up renders of every page), ${os.cpus()[0]?.model ?? 'cpu'}`);
  const results: Record<string, Record<string, number>> = {};
  for (const [name, dbPath, cached] of catalogues) {
    const content = createContentService({
      dbPath,
      ensure: name === 'demo',
      log: () => undefined,
      ...(cached ? {} : { catalogueCache: false as const }),
    });
    console.log(`\n${name} catalogue (${dbPath})`);
    console.log(`${'page'.padEnd(24)} ${'CPU p50'.padStart(9)} ${'CPU p95'.padStart(9)} ${'wall p50'.padStart(9)} ${'wall p95'.padStart(9)} status`);
    const only = option('--page', '');
    const pages = PAGES.filter(([l]) => !only || l === only);
    const renderOnce = await pageRenderer(ROOT, content.transport);
    // Every page warms up before any is measured: a server process has long compiled the code all
    // page types share, so the first page of the table must not pay for it (it did with 20 renders
    // of that page alone).
    for (let i = 0; i < warmup; i += 1) for (const [, url] of pages) await renderOnce(url);
    for (const [label, url] of pages) {
      const once = () => renderOnce(url);
      const cpu: number[] = [];
      const wall: number[] = [];
      let status = 0;
      for (let i = 0; i < rounds; i += 1) {
        await nextTurn();
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        status = (await once()).status;
        wall.push(performance.now() - t0);
        const used = process.cpuUsage(c0);
        cpu.push((used.user + used.system) / 1000);
      }
      results[name] = { ...(results[name] ?? {}), [label]: percentile(cpu, 50) };
      const f = (n: number) => `${n.toFixed(2)} ms`.padStart(9);
      console.log(`${label.padEnd(24)} ${f(percentile(cpu, 50))} ${f(percentile(cpu, 95))} ${f(percentile(wall, 50))} ${f(percentile(wall, 95))} ${status}`);
    }
    await content.close();
  }
  if (results['100k']) {
    console.log('\nCPU p50 at 100k / demo:');
    for (const [label] of PAGES.filter(([l]) => results.demo[l] !== undefined)) console.log(`  ${label.padEnd(24)} ${(results['100k'][label] / results.demo[label]).toFixed(2)}x`);
  }
  const dev = developmentBuildsLoaded();
  if (dev.length > 0) console.log(`\nWARNING: development builds loaded: ${dev.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
