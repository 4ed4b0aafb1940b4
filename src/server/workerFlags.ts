import { idleGcMs } from './idleCollector';

const DEFAULT_SEMI_SPACE_MB = 4;
const DEFAULT_OLD_SPACE_MB = 0;

/** A whole number of MB from the environment, or the default when unset or not a number >= 0. */
function megabytes(value: string | undefined, fallback: number): number {
  const configured = Number.parseInt(value ?? '', 10);
  return Number.isFinite(configured) && configured >= 0 ? configured : fallback;
}

/** Whether node was already given this V8 flag (dashes or underscores) on its command line or in NODE_OPTIONS. */
function given(execArgv: readonly string[], env: NodeJS.ProcessEnv, flag: string): boolean {
  const pattern = new RegExp(`^--${flag.replace(/-/g, '[-_]')}\\b`);
  return [...execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/)].some((arg) => pattern.test(arg));
}

/**
 * V8 flags every worker starts with (docs/decisions/046-worker-memory-and-scaling.md). A flag given to node
 * itself (NODE_OPTIONS, execArgv) wins over each of them.
 * - The young generation (new objects, before their first GC) is three semi-spaces, and V8 grows a semi-space
 *   to 16 MB under a render's allocation rate: a worker held about 48 MB of it after a load, though a render's
 *   garbage is short-lived. WORKER_SEMI_SPACE_MB (4) caps it; `0` leaves V8's default.
 * - The old generation: V8 lets it fill with garbage far past the live data before a major GC.
 *   WORKER_OLD_SPACE_MB sets `--max-old-space-size`, which also makes V8 collect earlier; it is a hard limit
 *   (a worker whose live data outgrew it would die), so it must sit well above the live heap with the caches
 *   full at the largest catalogue; `0` leaves V8's default.
 * - `--expose-gc` unless WORKER_IDLE_GC_MS is 0: the worker runs one full collection when it goes quiet after a
 *   busy period (idleCollector.ts), instead of holding the load's garbage until V8's memory reducer gets to it.
 */
export function workerExecArgv(execArgv: readonly string[], env: NodeJS.ProcessEnv): string[] {
  const flags = [...execArgv];
  const semiSpaceMb = megabytes(env.WORKER_SEMI_SPACE_MB, DEFAULT_SEMI_SPACE_MB);
  if (semiSpaceMb > 0 && !given(execArgv, env, 'max-semi-space-size')) flags.push(`--max-semi-space-size=${semiSpaceMb}`);
  const oldSpaceMb = megabytes(env.WORKER_OLD_SPACE_MB, DEFAULT_OLD_SPACE_MB);
  if (oldSpaceMb > 0 && !given(execArgv, env, 'max-old-space-size')) flags.push(`--max-old-space-size=${oldSpaceMb}`);
  if (idleGcMs(env) > 0 && !given(execArgv, env, 'expose-gc')) flags.push('--expose-gc');
  return flags;
}
