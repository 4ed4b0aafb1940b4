/**
 * npm run bench:search [-- --scales 10000,100000] [--rounds 200] [--dir var] [--stores sqlite,postgres] [--cache off]
 *   [--passes uncached,first,repeated]
 *   [--postgres-url URL: a database already filled at the scale, kept afterwards]
 *   [--only 'French|German': these calls only (labels of bench/searchCalls.ts, '|' between them), to compare two
 *    versions of one search; the targets are checked on every call, so a run with --only prints no verdict]
 *
 * PostgreSQL is measured too when one is available: a fresh database in the server of
 * DATABASE_URL, else a throwaway local cluster (test/support/postgres.ts); dropped afterwards.
 *
 * Latency of search and suggestions through the in-process transport (what a server render pays
 * per call: validation, handler, SQLite), on the demo catalogue grown to each scale (built once
 * into DIR/content-scale-N.sqlite, as `npm run content:generate -- --scale N` does). Prints p50,
 * p95, p99 and max per query and per group, and checks the targets: p99 <= 10 ms for search and
 * <= 5 ms for suggestions at 100k documents. A benchmark that prints figures, never a test.
 * Latency is wall-clock time; the CPU time this process spent per call is printed beside it, which
 * other processes competing for the machine's cores do not inflate.
 *
 * Each query is measured three ways (`--passes`, default all three):
 * - uncached: the search answer cache off, as the figures of the targets have been taken. The catalogue
 *   cache stays on, so the reads of the products of a window's families come from the earlier rounds;
 * - first: the answer cache off and the catalogue and answer caches emptied before each call
 *   (ContentService.dropCaches), what a query nobody asked before costs on a process that has not read its
 *   families' products either; the process's smaller memories stay as earlier rounds left them (grouping's word
 *   keys, the synonym lists, the filters' scope rows: see dropCaches) (docs/decisions/036-search-latency-at-scale.md,
 *   update 16);
 * - repeated: the answer cache on, as a server runs (ADR 036). `--cache off` leaves this one out.
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createContentService, ensureDatabase, ensurePostgres, openContentService, type ContentService } from '../src/server/content';
import { postgresAvailability, startTestPostgres, type TestPostgres } from '../test/support/postgres';
import { scaledDemo } from '../demo/generate/demoExport';
import { option } from './option';
import { SEARCHES, SUGGESTIONS, type SearchCall } from './searchCalls';
import { nextTurn } from './nextTurn';

type Group = 'search' | 'suggestions';
const TARGET_P99_MS: Record<Group, number> = { search: 10, suggestions: 5 };

/** What visitors type (bench/searchCalls.ts), each call with the target it counts towards; `--only` keeps the labels named. */
const ONLY = option('--only', '')
  .split('|')
  .map((label) => label.trim())
  .filter(Boolean);
const EVERY_CALL: Array<[group: Group, ...call: SearchCall]> = [
  ...SEARCHES.map((call): [Group, ...SearchCall] => ['search', ...call]),
  ...SUGGESTIONS.map((call): [Group, ...SearchCall] => ['suggestions', ...call]),
];
const unknownLabels = ONLY.filter((label) => !EVERY_CALL.some(([, known]) => known === label));
if (unknownLabels.length > 0) throw new Error(`--only: no call is labelled ${unknownLabels.map((l) => `'${l}'`).join(', ')} (bench/searchCalls.ts)`);
const CALLS = EVERY_CALL.filter(([, label]) => ONLY.length === 0 || ONLY.includes(label));

/** The machine is shared: figures mean little without how busy it was (1, 5, 15 minutes). */
function loadAverage(): string {
  return os.loadavg().map((n) => n.toFixed(2)).join(' ');
}

const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const ms = (n: number) => n.toFixed(2).padStart(7);

function line(label: string, times: number[], cpu: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const cpuSorted = [...cpu].sort((a, b) => a - b);
  return (
    `  ${label.padEnd(30)} p50 ${ms(at(sorted, 0.5))}   p95 ${ms(at(sorted, 0.95))}   p99 ${ms(at(sorted, 0.99))}   max ${ms(sorted[sorted.length - 1])}  ms` +
    `   | cpu p50 ${ms(at(cpuSorted, 0.5))}  p99 ${ms(at(cpuSorted, 0.99))}`
  );
}

type Store = 'sqlite' | 'postgres';
const logger = { error: (details: Record<string, unknown>, message: string) => console.error(message, details) };

type Pass = 'uncached' | 'first' | 'repeated';
const PASS_TITLE: Record<Pass, string> = {
  uncached: 'uncached: search answer cache off (the catalogue cache on)',
  first: 'first time: search answer cache off, the catalogue and answer caches emptied before each call',
  repeated: 'repeated queries, search answer cache on',
};

async function openStore(store: Store, documents: number, dir: string, cached: boolean): Promise<{ content: ContentService; where: string; done(): Promise<void> }> {
  const searchCache = cached ? {} : { searchCache: false as const };
  const ensure = {
    ...scaledDemo(documents),
    log: (message: string) => console.log(message),
  };
  if (store === 'sqlite') {
    const dbPath = path.resolve(dir, `content-scale-${documents}.sqlite`);
    ensureDatabase(dbPath, ensure);
    const content = createContentService({ dbPath, ensure: false, logger, ...searchCache });
    return { content, where: `SQLite ${dbPath}`, done: () => content.close() };
  }
  const given = option('--postgres-url', '');
  if (given) {
    // A database already filled at this scale (ensurePostgres leaves it as it is): no 5-minute load.
    await ensurePostgres(given, ensure);
    const content = await openContentService({ dbPath: '', databaseUrl: given, ensure: false, logger, ...searchCache });
    return { content, where: 'PostgreSQL --postgres-url', done: () => content.close() };
  }
  const server: TestPostgres = await startTestPostgres();
  try {
    const url = await server.newDatabase();
    await ensurePostgres(url, ensure);
    const content = await openContentService({ dbPath: '', databaseUrl: url, ensure: false, logger, ...searchCache });
    return {
      content,
      where: `PostgreSQL ${process.env.DATABASE_URL ? 'server of DATABASE_URL' : 'throwaway local cluster'}`,
      done: async () => {
        await content.close();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function benchScale(store: Store, documents: number, dir: string, rounds: number, pass: Pass): Promise<Record<Group, number>> {
  const cached = pass === 'repeated';
  const { content, where, done } = await openStore(store, documents, dir, cached);
  try {
    console.log(`\n${documents.toLocaleString('en')} documents (${where}); ${rounds} rounds per query; ${PASS_TITLE[pass]}; load average ${loadAverage()}`);
    const byGroup: Record<Group, number[]> = { search: [], suggestions: [] };
    const cpuByGroup: Record<Group, number[]> = { search: [], suggestions: [] };
    for (const [group, label, callPath, query] of CALLS) {
      const request = { method: 'GET' as const, path: callPath, query };
      // Warm the page cache and the prepared statements first: a server answers many requests.
      for (let i = 0; i < 10; i += 1) await content.transport(request);
      const times: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < rounds; i += 1) {
        if (pass === 'first') content.dropCaches();
        await nextTurn();
        const cpuStarted = process.cpuUsage();
        const started = performance.now();
        const response = await content.transport(request);
        times.push(performance.now() - started);
        const used = process.cpuUsage(cpuStarted);
        cpu.push((used.user + used.system) / 1000);
        if (response.status !== 200) throw new Error(`${label}: HTTP ${response.status} ${JSON.stringify(response.body)}`);
      }
      byGroup[group].push(...times);
      cpuByGroup[group].push(...cpu);
      if (!cached) console.log(line(`${group === 'search' ? 'search' : 'suggest'}: ${label}`, times, cpu));
    }
    const p99: Record<Group, number> = { search: 0, suggestions: 0 };
    console.log('');
    for (const group of ['search', 'suggestions'] as const) {
      // A group none of whose calls were asked for (--only) has no figures.
      if (byGroup[group].length === 0) continue;
      const sorted = [...byGroup[group]].sort((a, b) => a - b);
      p99[group] = at(sorted, 0.99);
      console.log(line(`ALL ${group}`, sorted, cpuByGroup[group]));
    }
    return p99;
  } finally {
    await done();
  }
}

async function main(): Promise<void> {
  const scales = option('--scales', '10000,100000').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
  const rounds = Number(option('--rounds', '200'));
  const dir = option('--dir', 'var');
  const postgres = postgresAvailability();
  const wanted = option('--stores', postgres.available ? 'sqlite,postgres' : 'sqlite').split(',') as Store[];
  if (!postgres.available) console.log(`PostgreSQL is not measured: ${postgres.reason}`);
  const stores = wanted.filter((s) => s === 'sqlite' || (s === 'postgres' && postgres.available));
  const asked = option('--passes', 'uncached,first,repeated').split(',');
  const unknownPasses = asked.filter((p) => !Object.hasOwn(PASS_TITLE, p));
  if (unknownPasses.length > 0) throw new Error(`--passes: ${unknownPasses.join(', ')} is none of ${Object.keys(PASS_TITLE).join(', ')}`);
  const passes = (asked as Pass[]).filter((p) => p !== 'repeated' || option('--cache', 'both') !== 'off');
  if (passes.length === 0) throw new Error('--cache off leaves no pass to run');
  const results: Array<[Store, number, Pass, Record<Group, number>]> = [];
  for (const store of stores) {
    for (const documents of scales) for (const pass of passes) results.push([store, documents, pass, await benchScale(store, documents, dir, rounds, pass)]);
  }
  if (ONLY.length > 0) {
    console.log(`\nOnly ${CALLS.length} of the calls (--only): the targets are checked on all of them, so no verdict; load average ${loadAverage()}`);
    return;
  }
  console.log(`\nTargets (p99 at 100k documents): search <= 10 ms, suggestions <= 5 ms; load average ${loadAverage()}`);
  for (const [store, documents, pass, p99] of results) {
    const verdict = (group: Group) => `${group} p99 ${p99[group].toFixed(2)} ms ${p99[group] <= TARGET_P99_MS[group] ? 'meets' : 'MISSES'} the target`;
    console.log(`  ${store.padEnd(8)} ${documents.toLocaleString('en').padStart(9)} documents, ${pass}: ${verdict('search')}; ${verdict('suggestions')}`);
  }
}

void main();
