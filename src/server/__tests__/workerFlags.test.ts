import { spawnSync } from 'node:child_process';
import { workerExecArgv } from '../workerFlags';

/** Largest young-generation size (MB) a node process started with `flags` reaches while allocating short-lived objects. */
function youngGenerationPeakMb(flags: string[]): number {
  const script = `
    const v8 = require('node:v8');
    let peak = 0, keep;
    for (let i = 0; i < 400; i += 1) {
      keep = Array.from({ length: 20000 }, (_, j) => ({ j, s: 'x' + j }));
      const young = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
      peak = Math.max(peak, young.space_size);
    }
    process.stdout.write(String(peak / 1024 / 1024 + (keep.length > 0 ? 0 : 1)));`;
  const run = spawnSync(process.execPath, [...flags, '-e', script], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
  if (run.status !== 0) throw new Error(run.stderr);
  return Number(run.stdout);
}

describe('flags of the cluster workers', () => {
  it('caps the young generation at WORKER_SEMI_SPACE_MB, 4 MB unless set', () => {
    expect(workerExecArgv([], {})).toEqual(['--max-semi-space-size=4', '--expose-gc']);
    expect(workerExecArgv(['--enable-source-maps'], { WORKER_SEMI_SPACE_MB: '8' })).toEqual(['--enable-source-maps', '--max-semi-space-size=8', '--expose-gc']);
  });

  it('leaves V8 its default with 0, and a flag given to node itself wins', () => {
    expect(workerExecArgv([], { WORKER_SEMI_SPACE_MB: '0', WORKER_IDLE_GC_MS: '0' })).toEqual([]);
    expect(workerExecArgv(['--max-semi-space-size=32', '--expose-gc'], {})).toEqual(['--max-semi-space-size=32', '--expose-gc']);
    expect(workerExecArgv([], { NODE_OPTIONS: '--max-old-space-size=512 --max_semi_space_size=16 --expose_gc' })).toEqual([]);
  });

  it('ignores a value that is not a number of MB', () => {
    expect(workerExecArgv([], { WORKER_SEMI_SPACE_MB: 'lots', WORKER_IDLE_GC_MS: 'soon' })).toEqual(['--max-semi-space-size=4', '--expose-gc']);
    expect(workerExecArgv([], { WORKER_SEMI_SPACE_MB: '-3', WORKER_IDLE_GC_MS: '-1' })).toEqual(['--max-semi-space-size=4', '--expose-gc']);
  });

  it('sets the old generation limit only when WORKER_OLD_SPACE_MB asks for one, and a flag given to node wins', () => {
    expect(workerExecArgv([], { WORKER_OLD_SPACE_MB: '256' })).toEqual(['--max-semi-space-size=4', '--max-old-space-size=256', '--expose-gc']);
    expect(workerExecArgv([], { WORKER_OLD_SPACE_MB: '0', WORKER_IDLE_GC_MS: '0' })).toEqual(['--max-semi-space-size=4']);
    expect(workerExecArgv([], { WORKER_OLD_SPACE_MB: 'big', WORKER_IDLE_GC_MS: '0' })).toEqual(['--max-semi-space-size=4']);
    expect(workerExecArgv(['--max_old_space_size=512'], { WORKER_OLD_SPACE_MB: '256', WORKER_IDLE_GC_MS: '0' })).toEqual(['--max_old_space_size=512', '--max-semi-space-size=4']);
    expect(workerExecArgv([], { WORKER_OLD_SPACE_MB: '256', NODE_OPTIONS: '--max-old-space-size=1024', WORKER_IDLE_GC_MS: '0' })).toEqual(['--max-semi-space-size=4']);
  });

  it('exposes gc to the workers for the idle collection unless WORKER_IDLE_GC_MS is 0', () => {
    const run = (flags: string[]) =>
      spawnSync(process.execPath, [...flags, '-e', 'process.stdout.write(typeof gc)'], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } }).stdout;
    expect(run(workerExecArgv([], {}))).toBe('function');
    expect(run(workerExecArgv([], { WORKER_IDLE_GC_MS: '0' }))).toBe('undefined');
  });

  it('gives a worker started with WORKER_OLD_SPACE_MB that heap limit', () => {
    const flags = workerExecArgv([], { WORKER_OLD_SPACE_MB: '200' });
    const run = spawnSync(process.execPath, [...flags, '-e', "process.stdout.write(String(require('node:v8').getHeapStatistics().heap_size_limit))"], {
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    // The limit is old space plus the young generation's semi-spaces.
    const limitMb = Number(run.stdout) / 2 ** 20;
    expect(limitMb).toBeGreaterThanOrEqual(200);
    expect(limitMb).toBeLessThan(200 + 3 * 4 + 1);
  });

  it('keeps a process that allocates like a render within the cap, where V8 alone grows the young generation further', () => {
    const capped = youngGenerationPeakMb(workerExecArgv([], {}));
    const uncapped = youngGenerationPeakMb([]);
    // new_space counts both semi-spaces (objects are allocated in one and survivors copied to the other).
    expect(capped).toBeLessThanOrEqual(2 * 4);
    expect(uncapped).toBeGreaterThan(2 * capped);
  });
});
