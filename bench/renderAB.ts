/**
 * Two versions of the renderer in one process, measured in alternating batches, so both see the
 * same machine load (separate runs on the shared machine differ by 20-30% from one minute to the
 * next; here the same code against itself came out 0.92-1.10x, so only a consistent difference over several runs says anything):
 *
 *   git archive <commit> | tar -x -C var/ab-base && ln -s "$PWD/node_modules" var/ab-base/node_modules
 *   printf '{"extends":"../tsconfig.json","include":["../src/**\/*","ab-base/src/**\/*","../bench/*"]}' > var/tsconfig.ab.json
 *   TSX_TSCONFIG_PATH=var/tsconfig.ab.json node --import tsx bench/renderAB.ts var/ab-base [BATCHES] [PER]
 *
 * (the tsconfig makes tsx compile the other tree's JSX as this one's). Prints the mean CPU per render
 * of each version over BATCHES (40) batches of PER (10) renders of BENCH_URL (the product page) on
 * BENCH_DB (the demo catalogue bench:render builds), after 40 warm-up renders of each. Also prints the
 * p50 of single renders' CPU (a render that meets a garbage collection pays for it, so the mean is higher). Both trees
 * share node_modules, so React, Redux and the router are the same instances. A benchmark, never a test.
 */
process.env.NODE_ENV = 'production';
import os from 'node:os';
import path from 'node:path';
import { pageRenderer } from './pageRenderer';

const ROOT = path.resolve(__dirname, '..');

async function renderer(root: string) {
  const { createContentService } = await import(path.join(root, 'src/server/content'));
  const db = process.env.BENCH_DB ?? path.join(os.tmpdir(), 'support-bench-demo.sqlite');
  const content = createContentService({ dbPath: db, ensure: false, log: () => undefined });
  const url = process.env.BENCH_URL ?? '/electronics/support/televisions/at-65z9m';
  const render = await pageRenderer(root, content.transport);
  return () => render(url);
}

async function main(): Promise<void> {
  const baseDir = process.argv[2];
  if (!baseDir) throw new Error('usage: bench/renderAB.ts <other tree> [batches] [per batch]');
  const batches = Number(process.argv[3] ?? 40);
  const per = Number(process.argv[4] ?? 10);
  const base = await renderer(path.resolve(baseDir));
  const current = await renderer(ROOT);
  for (let i = 0; i < 40; i += 1) {
    await base();
    await current();
  }
  const times: Record<'base' | 'current', number[]> = { base: [], current: [] };
  // Each render's own CPU too, for the p50 issue 9 names (the mean is of whole batches).
  const each: Record<'base' | 'current', number[]> = { base: [], current: [] };
  for (let k = 0; k < batches; k += 1) {
    // Alternate which goes first, so neither always follows the other's garbage.
    const order: Array<['base' | 'current', () => Promise<unknown>]> = k % 2 ? [['current', current], ['base', base]] : [['base', base], ['current', current]];
    for (const [name, render] of order) {
      const start = process.cpuUsage();
      for (let i = 0; i < per; i += 1) {
        const one = process.cpuUsage();
        await render();
        const spent = process.cpuUsage(one);
        each[name].push((spent.user + spent.system) / 1000);
      }
      const used = process.cpuUsage(start);
      times[name].push((used.user + used.system) / 1000 / per);
    }
  }
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  console.log(
    `CPU per render, mean of ${batches} batches of ${per}: ${baseDir} ${mean(times.base).toFixed(2)} ms, this tree ${mean(times.current).toFixed(2)} ms (${(mean(times.current) / mean(times.base)).toFixed(3)}x); load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`,
  );
  const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`CPU p50 of single renders: ${baseDir} ${p50(each.base).toFixed(2)} ms, this tree ${p50(each.current).toFixed(2)} ms`);
  process.exit(0);
}

void main();
