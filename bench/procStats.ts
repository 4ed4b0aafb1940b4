/**
 * CPU and memory of a process read from /proc (Linux), with no profiler: used by the HTTP benchmarks to
 * tell a worker that waits on something from one that has no core to run on (ADR 046).
 */
import fs from 'node:fs';

const TICK = 100; // clock ticks per second on Linux

function ticksMs(stat: string): number {
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after "pid (comm) ".
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICK;
}

/** CPU ms of a process: all its threads, and its main thread (where requests run) alone. */
export function cpuOf(pid: number): { all: number; main: number } {
  try {
    return { all: ticksMs(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')), main: ticksMs(fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8')) };
  } catch {
    return { all: 0, main: 0 }; // not Linux, or the process is gone
  }
}

/** The CPU a set of processes spent between two readings, all threads and main threads. */
export function cpuBetween(pids: number[], before: Map<number, { all: number; main: number }>): { all: number; main: number } {
  let all = 0;
  let main = 0;
  for (const pid of pids) {
    const now = cpuOf(pid);
    const then = before.get(pid) ?? { all: 0, main: 0 };
    all += now.all - then.all;
    main += now.main - then.main;
  }
  return { all, main };
}

/**
 * Memory of a process in MB: RSS (what the per-worker memory target counts, docs/performance.md), split into anonymous (V8's heap, malloc)
 * and file-backed (the node binary's code, SQLite's mmap of the database); PSS (shared pages divided among the
 * processes that map them, so the 52 MB of the node binary count once across a cluster) and USS (pages only
 * this process maps), from /proc/PID/smaps_rollup (Linux 4.14+). Zeros when unreadable.
 */
export function memoryOf(pid: number): { rss: number; anon: number; file: number; pss: number; uss: number } {
  const read = (file: string) => {
    try {
      return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
    } catch {
      return '';
    }
  };
  const status = read('status');
  const rollup = read('smaps_rollup');
  const kb = (text: string, key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0) / 1024;
  return {
    rss: kb(status, 'VmRSS'),
    anon: kb(status, 'RssAnon'),
    file: kb(status, 'RssFile'),
    pss: kb(rollup, 'Pss'),
    uss: kb(rollup, 'Private_Clean') + kb(rollup, 'Private_Dirty'),
  };
}

/** One line of memoryOf: "RSS 150 MB (PSS 120, USS 95)". */
export function describeMemory(pid: number): string {
  const m = memoryOf(pid);
  return `RSS ${m.rss.toFixed(0)} MB (PSS ${m.pss.toFixed(0)}, USS ${m.uss.toFixed(0)})`;
}
