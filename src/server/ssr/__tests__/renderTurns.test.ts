import { renderTurns } from '../renderTurns';

/** Resolves after `n` turns of the event loop (each setImmediate queued from the last one runs in the next turn). */
const turns = (n: number) => new Promise<void>((resolve) => {
  const step = (left: number) => (left === 0 ? resolve() : setImmediate(() => step(left - 1)));
  step(n);
});

describe('render turns', () => {
  it('starts the renders of requests that arrived together one per turn of the event loop, first come first', async () => {
    const turn = renderTurns();
    const started: number[] = [];
    const renders = [1, 2, 3].map((n) => turn().then(() => started.push(n)));
    expect(started).toEqual([]);
    await turns(1);
    expect(started).toEqual([1]);
    await turns(1);
    expect(started).toEqual([1, 2]);
    await Promise.all(renders);
    expect(started).toEqual([1, 2, 3]);
  });

  it('does not hold a render while the one before waits on I/O (a PostgreSQL store, a remote API)', async () => {
    const turn = renderTurns();
    const events: string[] = [];
    let answer: () => void = () => undefined;
    const first = turn().then(async () => {
      events.push('render 1 asks the database');
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      events.push('render 1 done');
    });
    const second = turn().then(() => events.push('render 2'));
    await second;
    answer();
    await first;
    expect(events).toEqual(['render 1 asks the database', 'render 2', 'render 1 done']);
  });

  it('starts a render on the next turn when none waits, and never stops taking new ones', async () => {
    const turn = renderTurns();
    await turn();
    await turn();
    const late: number[] = [];
    await Promise.all([turn().then(() => late.push(1)), turns(3).then(() => turn()).then(() => late.push(2))]);
    expect(late).toEqual([1, 2]);
  });
});
