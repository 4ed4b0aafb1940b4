/**
 * npx tsx bench/searchGrouping.ts [--rounds 200] [--dir var/bench] [--stores sqlite,postgres]
 *
 * What grouping near-identical results costs a search (docs/decisions/040-scannable-search-results.md):
 * each query on the demo catalogue through the in-process transport (validation, handler, store),
 * with the search answer cache off, three ways: grouped (the default), grouped with the filter
 * counts (`facets=true`, what the results page asks), and not grouped (`collapse=false`, one page of
 * rows, the cost before grouping). Prints p50/p99 wall and CPU time per query and for all of them.
 * Wall time grows when other processes compete for the cores; CPU time is this process's own.
 * A benchmark that prints figures, never a test.
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Query } from '../src/shared/api/transport';
import { createContentService, ensureDatabase, ensurePostgres, openContentService, type ContentService } from '../src/server/content';
import { ensureDemoExport } from '../demo/generate/demoExport';
import { postgresAvailability, startTestPostgres } from '../test/support/postgres';
import { option } from './option';
import { nextTurn } from './nextTurn';

/** Queries whose results hold copies of one text for several models, and two that hold few. */
const QUERIES: Query[] = [
  { query: 'bluetooth' },
  { query: 'manual' },
  { query: 'firmware update' },
  { query: 'quick start guide' },
  { query: 'no sound' },
  { query: 'kein ton', locale: 'de_DE' },
];

const MODES: Array<[label: string, extra: Query]> = [
  ['grouped', {}],
  ['grouped + filter counts', { facets: 'true' }],
  ['not grouped (collapse=false)', { collapse: 'false' }],
];

const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const ms = (n: number) => n.toFixed(2).padStart(7);

function line(label: string, wall: number[], cpu: number[]): string {
  const w = [...wall].sort((a, b) => a - b);
  const c = [...cpu].sort((a, b) => a - b);
  return `  ${label.padEnd(48)} wall p50 ${ms(at(w, 0.5))} p99 ${ms(at(w, 0.99))} ms | cpu p50 ${ms(at(c, 0.5))} p99 ${ms(at(c, 0.99))} ms`;
}

const logger = { error: (details: Record<string, unknown>, message: string) => console.error(message, details) };
// The demo catalogue as a first start gets it: seeded from the demo export (docs/decisions/035-demo-catalogue-as-data.md).
const ensure = { seed: ensureDemoExport(), log: (message: string) => console.log(message) };

async function open(store: string, dir: string): Promise<{ content: ContentService; done(): Promise<void> }> {
  if (store === 'sqlite') {
    const dbPath = path.resolve(dir, 'content-demo.sqlite');
    ensureDatabase(dbPath, ensure);
    const content = createContentService({ dbPath, ensure: false, logger, searchCache: false });
    return { content, done: () => content.close() };
  }
  const server = await startTestPostgres();
  const url = await server.newDatabase();
  await ensurePostgres(url, ensure);
  const content = await openContentService({ dbPath: '', databaseUrl: url, ensure: false, logger, searchCache: false });
  return {
    content,
    done: async () => {
      await content.close();
      await server.stop();
    },
  };
}

async function bench(store: string, dir: string, rounds: number): Promise<void> {
  const { content, done } = await open(store, dir);
  try {
    console.log(`\n${store}, demo catalogue, ${rounds} rounds per query, search answer cache off; load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
    for (const [mode, extra] of MODES) {
      const allWall: number[] = [];
      const allCpu: number[] = [];
      for (const query of QUERIES) {
        const request = { method: 'GET' as const, path: '/search', query: { ...query, ...extra } };
        for (let i = 0; i < 10; i += 1) await content.transport(request);
        const wall: number[] = [];
        const cpu: number[] = [];
        for (let i = 0; i < rounds; i += 1) {
          await nextTurn();
          const cpuStarted = process.cpuUsage();
          const started = performance.now();
          const response = await content.transport(request);
          wall.push(performance.now() - started);
          const used = process.cpuUsage(cpuStarted);
          cpu.push((used.user + used.system) / 1000);
          if (response.status !== 200) throw new Error(`${String(query.query)}: HTTP ${response.status}`);
        }
        console.log(line(`${mode}: ${String(query.query)}`, wall, cpu));
        allWall.push(...wall);
        allCpu.push(...cpu);
      }
      console.log(line(`ALL ${mode}`, allWall, allCpu));
    }
  } finally {
    await done();
  }
}

async function main(): Promise<void> {
  const rounds = Number(option('--rounds', '200'));
  const dir = option('--dir', 'var/bench');
  const postgres = postgresAvailability();
  const stores = option('--stores', 'sqlite').split(',').filter((s) => s === 'sqlite' || (s === 'postgres' && postgres.available));
  for (const store of stores) await bench(store, dir, rounds);
}

void main();
