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
