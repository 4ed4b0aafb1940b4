/**
 * npx tsx bench/searchAlloc.ts [--db var/content-scale-100000.sqlite] [--rounds 100] [--top 30] [--cpu]
 *
 * What a first-time broad search allocates and where its JavaScript time goes, at the scale of a file
 * already built (bench/search.ts builds it): the broad queries of bench/searchTail.ts, uncached. Prints the
 * bytes allocated per search (V8's used heap before and after a search that met no garbage collection),
 * then a sampling heap profile (collected garbage kept) of the same searches: the top allocators, self and
 * inclusive; with `--cpu` a CPU profile's top functions by self time instead. A profiling aid for
 * docs/decisions/036-search-latency-at-scale.md, never a test.
 */
import path from 'node:path';
import v8 from 'node:v8';
import { createContentService } from '../src/server/content';
import { option } from './option';
import { BROAD_SEARCHES } from './searchCalls';
import { nextTurn } from './nextTurn';

const ROOT = path.resolve(__dirname, '..');

const CALLS = BROAD_SEARCHES;

interface Node {
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  selfSize?: number;
  id?: number;
  hitCount?: number;
  children: Array<Node | number>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const used = () => v8.getHeapStatistics().used_heap_size;

async function main(): Promise<void> {
  const rounds = Number(option('--rounds', '100'));
  const top = Number(option('--top', '30'));
  const content = createContentService({
    dbPath: option('--db', 'var/content-scale-100000.sqlite'),
    ensure: false,
    logger: { error: () => undefined },
    searchCache: false,
  });
  const run = (call: (typeof CALLS)[number]) => content.transport({ method: 'GET', path: call[1], query: call[2] });
  for (let i = 0; i < 5; i += 1) for (const call of CALLS) await run(call);

  console.log('query                 KB allocated (median)   CPU ms (median)');
  for (const call of CALLS) {
    const bytes: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      await nextTurn();
      const before = used();
      const start = process.cpuUsage();
      await run(call);
      const spent = process.cpuUsage(start);
      const after = used();
      cpu.push((spent.user + spent.system) / 1000);
      if (after > before) bytes.push(after - before);
    }
    console.log(`${call[0].padEnd(22)} ${(median(bytes) / 1024).toFixed(1).padStart(10)} ${median(cpu).toFixed(2).padStart(18)}`);
  }

  const inspector = await import('node:inspector/promises');
  const session = new inspector.Session();
  session.connect();
  const where = (node: Node, caller: string) => {
    const file = node.callFrame.url.replace(/^file:\/\//, '').replace(`${ROOT}/`, '');
    if (!file) return `${node.callFrame.functionName || '(anonymous)'} <- ${caller}`;
    return `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber + 1}`;
  };
  const self = new Map<string, number>();
  let total = 0;
  if (process.argv.includes('--cpu')) {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    for (let i = 0; i < rounds; i += 1) for (const call of CALLS) await run(call);
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: { nodes: Node[] } };
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map<number, Node>();
    for (const node of profile.nodes) for (const child of (node.children ?? []) as number[]) parent.set(child, node);
    for (const node of profile.nodes) {
      const caller = parent.get(node.id!);
      const key = where(node, caller ? where(caller, '') : '');
      self.set(key, (self.get(key) ?? 0) + (node.hitCount ?? 0));
      total += node.hitCount ?? 0;
    }
    console.log(`\nCPU profile, ${total} samples; top by self:`);
    for (const [key, n] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`${((100 * n) / total).toFixed(1).padStart(5)}%  ${key}`);
    // Inclusive: a function's samples and its callees', counted once per stack.
    const inclusive = new Map<string, number>();
    const walk = (node: Node, stack: Set<string>, caller: string): number => {
      const key = where(node, caller);
      let sum = node.hitCount ?? 0;
      const inner = new Set(stack).add(key);
      for (const child of (node.children ?? []) as number[]) sum += walk(byId.get(child)!, inner, key);
      if (!stack.has(key)) inclusive.set(key, (inclusive.get(key) ?? 0) + sum);
      return sum;
    };
    walk(profile.nodes[0], new Set(), '');
    console.log('\nInclusive, functions of src/:');
    for (const [key, n] of [...inclusive].filter(([key]) => key.includes(' src/')).sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`${((100 * n) / total).toFixed(1).padStart(5)}%  ${key}`);
  } else {
    await session.post('HeapProfiler.enable');
    await session.post('HeapProfiler.startSampling', { samplingInterval: 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true } as never);
    for (let i = 0; i < rounds; i += 1) for (const call of CALLS) await run(call);
    const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as { profile: { head: Node } };
    const inclusive = new Map<string, number>();
    const walk = (node: Node, stack: Set<string>, caller = ''): number => {
      const key = where(node, caller);
      let sum = node.selfSize ?? 0;
      self.set(key, (self.get(key) ?? 0) + sum);
      total += sum;
      const inner = new Set(stack).add(key);
      for (const child of node.children as Node[]) sum += walk(child, inner, key);
      if (!stack.has(key)) inclusive.set(key, (inclusive.get(key) ?? 0) + sum);
      return sum;
    };
    walk(profile.head, new Set());
    const per = (n: number) => `${(n / rounds / CALLS.length / 1024).toFixed(1)} KB`.padStart(10);
    console.log(`\nSampling heap profile: ${per(total)} per search sampled\n\nTop allocators (self, per search):`);
    for (const [key, size] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${per(size)}  ${key}`);
    console.log('\nInclusive (per search), functions of src/:');
    for (const [key, size] of [...inclusive].filter(([key]) => key.includes(' src/')).sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`${per(size)}  ${key}`);
  }
  session.disconnect();
  await content.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
