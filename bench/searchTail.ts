/**
 * npx tsx bench/searchTail.ts [--db var/content-scale-100000.sqlite] [--rounds 30] [--slowest 10]
 *   [--query TEXT [--locale de_DE]: that one search instead of the list below]
 *
 * Where a search's time goes, at the scale of a file already built (bench/search.ts builds it):
 * the queries of bench/search.ts, uncached, each call's CPU time split into the SQLite statements
 * it ran (every prepared statement's all/get/run/iterate timed, keyed by its SQL) and the rest
 * (JavaScript: query reading, grouping, snippets, presentation). Prints per query the CPU p50 and
 * the statements' share, then the slowest calls with their statement timings. A profiling aid for
 * docs/decisions/036-search-latency-at-scale.md, never a test.
 */
import Database from 'better-sqlite3';
import { performance } from 'node:perf_hooks';
import { createContentService } from '../src/server/content';
import { option } from './option';
import { SEARCHES, type SearchCall } from './searchCalls';
import { nextTurn } from './nextTurn';


interface Timed {
  sql: string;
  ms: number;
  rows: number;
}
let log: Timed[] = [];

/** Every statement's calls timed (one prototype: better-sqlite3 statements share it). */
function instrument(): void {
  const probe = new Database(':memory:');
  const proto = Object.getPrototypeOf(probe.prepare('SELECT 1')) as Record<string, (...args: unknown[]) => unknown>;
  probe.close();
  for (const method of ['all', 'get', 'run', 'iterate'] as const) {
    const original = proto[method];
    proto[method] = function timed(this: { source: string }, ...args: unknown[]) {
      // An iterated statement works as it is read: its time is that of each step (a ranked scan, sharedScan.ts).
      if (method === 'iterate') return timedIterator(this.source, original.apply(this, args) as Iterator<unknown>);
      const started = performance.now();
      const result = original.apply(this, args);
      const rows = Array.isArray(result) ? result.length : result === undefined ? 0 : 1;
      log.push({ sql: this.source, ms: performance.now() - started, rows });
      return result;
    };
  }
}

/** An iterator whose steps are timed as one statement's call. */
function timedIterator(sql: string, inner: Iterator<unknown>): IterableIterator<unknown> {
  const entry: Timed = { sql, ms: 0, rows: 0 };
  log.push(entry);
  const timedStep = (step: () => IteratorResult<unknown>) => {
    const started = performance.now();
    const result = step();
    entry.ms += performance.now() - started;
    if (!result.done) entry.rows += 1;
    return result;
  };
  return {
    [Symbol.iterator]() {
      return this;
    },
    next: () => timedStep(() => inner.next()),
    return: (value?: unknown) => timedStep(() => inner.return?.(value) ?? { done: true, value }),
  };
}

const short = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 110);
const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function main(): Promise<void> {
  instrument();
  const rounds = Number(option('--rounds', '30'));
  const slowest = Number(option('--slowest', '10'));
  const content = createContentService({
    dbPath: option('--db', 'var/content-scale-100000.sqlite'),
    ensure: false,
    logger: { error: () => undefined },
    searchCache: false,
  });
  const calls: Array<{ label: string; cpu: number; wall: number; statements: Timed[] }> = [];
  const given = option('--query', '');
  const chosen: SearchCall[] = given ? [[`"${given}"`, '/search', { query: given, locale: option('--locale', 'en_GB'), ...(['1', 'true', 'yes'].includes(option('--facets', '')) ? { facets: 'true' } : {}) }]] : SEARCHES;
  for (const [label, path, query] of chosen) {
    const request = { method: 'GET' as const, path, query };
    for (let i = 0; i < 5; i += 1) await content.transport(request);
    const cpuOf: number[] = [];
    const sqlOf: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      await nextTurn();
      log = [];
      const cpuStarted = process.cpuUsage();
      const started = performance.now();
      const response = await content.transport(request);
      const wall = performance.now() - started;
      const used = process.cpuUsage(cpuStarted);
      if (response.status !== 200) throw new Error(`${label}: HTTP ${response.status}`);
      const cpu = (used.user + used.system) / 1000;
      cpuOf.push(cpu);
      sqlOf.push(log.reduce((s, t) => s + t.ms, 0));
      calls.push({ label, cpu, wall, statements: log });
    }
    // Per statement: the median over the calls of its time within one call (a statement may run more than once a call).
    const byStatement = new Map<string, { ms: number[]; n: number; rows: number }>();
    const mine = calls.filter((c) => c.label === label);
    mine.forEach((call, i) => {
      for (const t of call.statements) {
        const entry = byStatement.get(t.sql) ?? { ms: Array<number>(mine.length).fill(0), n: 0, rows: 0 };
        entry.ms[i] += t.ms;
        entry.n += 1;
        entry.rows += t.rows;
        byStatement.set(t.sql, entry);
      }
    });
    const c = [...cpuOf].sort((a, b) => a - b);
    const s = [...sqlOf].sort((a, b) => a - b);
    const js = cpuOf.map((cpu, i) => cpu - sqlOf[i]).sort((a, b) => a - b);
    console.log(`\n${label}: cpu p50 ${at(c, 0.5).toFixed(2)} p90 ${at(c, 0.9).toFixed(2)} ms; SQL p50 ${at(s, 0.5).toFixed(2)} ms; the rest p50 ${at(js, 0.5).toFixed(2)} ms`);
    const median = (values: number[]) => at([...values].sort((a, b) => a - b), 0.5);
    for (const [sql, e] of [...byStatement].sort((a, b) => median(b[1].ms) - median(a[1].ms)).slice(0, 6)) {
      console.log(`   ${median(e.ms).toFixed(2).padStart(6)} ms p50  ${(e.n / rounds).toFixed(1)}x  ${(e.rows / e.n).toFixed(0).padStart(5)} rows  ${short(sql)}`);
    }
  }
  console.log(`\nThe ${slowest} slowest calls by CPU:`);
  for (const call of [...calls].sort((a, b) => b.cpu - a.cpu).slice(0, slowest)) {
    const sql = call.statements.reduce((sum, t) => sum + t.ms, 0);
    console.log(`  ${call.label}: cpu ${call.cpu.toFixed(2)} wall ${call.wall.toFixed(2)} ms, SQL ${sql.toFixed(2)} ms in ${call.statements.length} statements`);
    for (const t of [...call.statements].sort((a, b) => b.ms - a.ms).slice(0, 3)) console.log(`     ${t.ms.toFixed(2).padStart(6)} ms ${String(t.rows).padStart(5)} rows  ${short(t.sql)}`);
  }
  await content.close();
}

void main();
