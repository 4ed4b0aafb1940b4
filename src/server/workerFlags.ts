const DEFAULT_SEMI_SPACE_MB = 4;

/**
 * V8 flags every worker starts with. The young generation (new objects, before their first GC) is
 * three semi-spaces, and V8 grows a semi-space to 16 MB under a render's allocation rate: a worker held
 * about 48 MB of it after a load, though a render's garbage is short-lived. WORKER_SEMI_SPACE_MB (4)
 * caps it (docs/decisions/046-worker-memory-and-scaling.md); `0` leaves V8's default. A flag given to
 * node itself (NODE_OPTIONS, execArgv) wins.
 */
export function workerExecArgv(execArgv: readonly string[], env: NodeJS.ProcessEnv): string[] {
  const configured = Number.parseInt(env.WORKER_SEMI_SPACE_MB ?? '', 10);
  const semiSpaceMb = Number.isFinite(configured) && configured >= 0 ? configured : DEFAULT_SEMI_SPACE_MB;
  const given = [...execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/)].some((flag) => /^--max[-_]semi[-_]space[-_]size\b/.test(flag));
  if (semiSpaceMb === 0 || given) return [...execArgv];
  return [...execArgv, `--max-semi-space-size=${semiSpaceMb}`];
}

