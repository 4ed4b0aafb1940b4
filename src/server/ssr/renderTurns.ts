/**
 * Renders start one per turn of the event loop, in the order their requests came (ADR 048).
 *
 * A render on the SQLite store is CPU from start to end, so every render started in one turn runs
 * before the process looks at its sockets again. When a batch of requests arrived together, the
 * turn lasted the whole batch (25 renders, about 125 ms), and two things waited for its end: the
 * requests of that batch that came last, and every new connection, which the cluster's primary hands
 * a worker one at a time, each after the worker acknowledged the one before in a later turn. Under
 * load a visitor opening a connection waited seconds while open connections were served.
 *
 * Started one per turn, a render runs, then the process reads its sockets (new connections, new
 * requests), then the next render starts. Renders that wait on I/O (a PostgreSQL store, a remote
 * content API) still overlap: the next one starts in the next turn, whatever the previous is waiting
 * for. Nothing is limited: only the start of each render waits for its turn.
 */
export function renderTurns(): () => Promise<void> {
  const waiting: Array<() => void> = [];
  let scheduled = false;
  const next = (): void => {
    scheduled = false;
    waiting.shift()?.();
    if (waiting.length > 0) schedule();
  };
  // setImmediate runs after the turn's I/O; one queued from within it runs in the next turn.
  const schedule = (): void => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(next);
  };
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      schedule();
    });
}
