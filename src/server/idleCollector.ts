import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * One full garbage collection when a serving process goes quiet after a busy period
 * (docs/decisions/046-worker-memory-and-scaling.md, update 2).
 *
 * Under load V8 lets the old generation fill with garbage well past the live data (a worker held a heap of
 * 100-150 MB with about 38 MB live after the benchmark's rows) and gives it back only when its memory reducer
 * notices the allocation rate has dropped, 10-20 s after the load or not within 25 s at all. A collection
 * once no request has been in flight for `idleMs` returns it at once. It never runs while requests keep
 * arriving (each one pushes the quiet moment back, and one in flight holds it off), and only after
 * `afterRequests` requests since the last one, so a trickle of health checks does not pay for a full GC each time.
 */
export interface IdleCollectorOptions {
  /** One pass of the collection (V8's `gc()`, exposed by `--expose-gc`). */
  collect: () => void;
  /**
   * Passes per quiet spell (1 unless set), each in a later turn of the event loop, so that a request arriving
   * meanwhile is served first: it ends the spell's remaining passes and waits for at most one pass.
   */
  passes?: number;
  /** How long no request may have been in flight before collecting, ms. */
  idleMs: number;
  /** Requests since the last collection before another is worth its pause. */
  afterRequests: number;
  /** Milliseconds from a monotonic clock (tests pass their own). */
  now?: () => number;
  /** Runs `fn` after `ms`; returns nothing the collector needs (tests pass their own). */
  schedule?: (fn: () => void, ms: number) => void;
}

export interface IdleCollector {
  /** A `request` listener for the site's HTTP server: counts the request and watches its end. */
  onRequest: (req: IncomingMessage, res: ServerResponse) => void;
  /** Collections run so far. */
  collections: () => number;
}

/** Quiet time before the collection: long past the gaps between a busy site's requests, short against a person's pause. */
export const DEFAULT_IDLE_GC_MS = 1000;
/** A product render leaves about 2 MB of garbage: 100 of them are worth one full collection (tens of ms). */
export const IDLE_GC_AFTER_REQUESTS = 100;

/** WORKER_IDLE_GC_MS: the quiet time before the collection, ms; 0 turns it off; not a number: the default. */
export function idleGcMs(env: NodeJS.ProcessEnv): number {
  const configured = Number.parseInt(env.WORKER_IDLE_GC_MS ?? '', 10);
  return Number.isFinite(configured) && configured >= 0 ? configured : DEFAULT_IDLE_GC_MS;
}

export function idleCollector(options: IdleCollectorOptions): IdleCollector {
  const now = options.now ?? (() => performance.now());
  const schedule =
    options.schedule ??
    ((fn: () => void, ms: number) => {
      // Never keeps a stopping process alive.
      setTimeout(fn, ms).unref();
    });
  let inFlight = 0;
  let sinceCollection = 0;
  let lastEnd = 0;
  // At most one timer at a time: a request does not touch it, so a busy process pays a counter and a clock
  // read per request, not a timer per request. The timer checks when it fires and waits again if work came.
  let armed = false;
  let collections = 0;

  const check = () => {
    armed = false;
    if (inFlight > 0 || sinceCollection < options.afterRequests) return; // the last request's end re-arms it
    const quietFor = now() - lastEnd;
    if (quietFor < options.idleMs) {
      armed = true;
      schedule(check, options.idleMs - quietFor);
      return;
    }
    sinceCollection = 0;
    collections += 1;
    pass(1);
  };

  const pass = (n: number) => {
    options.collect();
    if (n >= (options.passes ?? 1)) return;
    schedule(() => {
      // Work arrived in the meantime: the next quiet spell collects again.
      if (inFlight === 0 && sinceCollection === 0) pass(n + 1);
    }, 0);
  };

  const ended = () => {
    inFlight -= 1;
    lastEnd = now();
    if (inFlight === 0 && !armed && sinceCollection >= options.afterRequests) {
      armed = true;
      schedule(check, options.idleMs);
    }
  };

  return {
    onRequest: (_req, res) => {
      inFlight += 1;
      sinceCollection += 1;
      let done = false;
      const end = () => {
        if (done) return;
        done = true;
        ended();
      };
      // 'finish' when the response was sent, 'close' when the client went away first: one of them always comes.
      res.once('finish', end);
      res.once('close', end);
    },
    collections: () => collections,
  };
}
