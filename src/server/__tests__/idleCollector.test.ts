import { EventEmitter } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_IDLE_GC_MS, idleCollector, idleGcMs } from '../idleCollector';

/** A clock and a timer queue the test moves by hand: no sleeps, no timing flakes. */
function manualTime() {
  let now = 0;
  let timers: Array<{ at: number; fn: () => void }> = [];
  return {
    now: () => now,
    schedule: (fn: () => void, ms: number) => {
      timers.push({ at: now + ms, fn });
    },
    pending: () => timers.length,
    /** Moves the clock on, running each timer that falls due (and any it schedules) in order. */
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((t) => t !== due);
        now = due.at;
        due.fn();
      }
      now = until;
    },
  };
}

/** A response that ends when the test says so ('finish', or 'close' for a client that went away). */
function response() {
  return new EventEmitter() as unknown as ServerResponse;
}
const request = {} as IncomingMessage;

function setup(afterRequests = 3) {
  const time = manualTime();
  let collected = 0;
  const collector = idleCollector({ collect: () => (collected += 1), idleMs: 1000, afterRequests, now: time.now, schedule: time.schedule });
  /** One request that takes `ms` to answer. */
  const serve = (ms: number) => {
    const res = response();
    collector.onRequest(request, res);
    time.advance(ms);
    res.emit('finish');
  };
  return { time, collector, serve, collected: () => collected };
}

describe('the idle collection of a serving process', () => {
  it('collects once when the process goes quiet after a burst', () => {
    const { time, serve, collected } = setup();
    for (let i = 0; i < 10; i += 1) serve(5);
    expect(collected()).toBe(0);
    time.advance(999);
    expect(collected()).toBe(0);
    time.advance(1);
    expect(collected()).toBe(1);
    // Quiet for a long time after: still one.
    time.advance(60_000);
    expect(collected()).toBe(1);
    expect(time.pending()).toBe(0);
  });

  it('never collects while requests keep arriving, however long the load lasts', () => {
    const { time, serve, collected } = setup();
    // A request every 200 ms for ten minutes: the quiet second never comes.
    for (let i = 0; i < 3000; i += 1) {
      serve(20);
      time.advance(180);
    }
    expect(collected()).toBe(0);
    // At most one timer waits at any time, whatever the number of requests.
    expect(time.pending()).toBeLessThanOrEqual(1);
    time.advance(1000);
    expect(collected()).toBe(1);
  });

  it('waits for a request still in flight, however long it takes', () => {
    const { time, serve, collector, collected } = setup();
    for (let i = 0; i < 5; i += 1) serve(1);
    const slow = response();
    collector.onRequest(request, slow);
    time.advance(30_000);
    expect(collected()).toBe(0);
    // A client that went away ends it as well as a sent response would; both events count once.
    slow.emit('close');
    slow.emit('finish');
    time.advance(1000);
    expect(collected()).toBe(1);
  });

  it('does not collect after a trickle of fewer requests than a collection is worth', () => {
    const { time, serve, collected } = setup(100);
    for (let i = 0; i < 99; i += 1) {
      serve(5);
      time.advance(5000); // one request every few seconds: a health check, a lone visitor
    }
    expect(collected()).toBe(0);
    serve(5);
    time.advance(1000);
    expect(collected()).toBe(1);
    // The count starts again after a collection.
    for (let i = 0; i < 50; i += 1) serve(5);
    time.advance(5000);
    expect(collected()).toBe(1);
  });

  it('runs its passes in later turns of the event loop, and leaves the rest when a request comes between', () => {
    const time = manualTime();
    let passes = 0;
    let arriving: ServerResponse | undefined;
    const collector = idleCollector({
      collect: () => {
        passes += 1;
        // What the test lets arrive while a pass pauses the process: it is dispatched before the next pass.
        if (arriving) collector.onRequest(request, arriving);
      },
      passes: 2,
      idleMs: 1000,
      afterRequests: 3,
      now: time.now,
      schedule: (fn, ms) => {
        // A pass's follow-up is scheduled for a later turn (0 ms), never run within the pass.
        if (ms === 0) expect(passes).toBeGreaterThan(0);
        time.schedule(fn, ms);
      },
    });
    const serve = () => {
      const res = response();
      collector.onRequest(request, res);
      res.emit('finish');
    };
    for (let i = 0; i < 5; i += 1) serve();
    time.advance(1000);
    expect(passes).toBe(2);
    expect(collector.collections()).toBe(1);

    for (let i = 0; i < 5; i += 1) serve();
    arriving = response();
    time.advance(1000);
    // The request that came during the first pass is served; the second pass does not run.
    expect(passes).toBe(3);
    const res = arriving;
    arriving = undefined;
    res.emit('finish');
    time.advance(60_000);
    expect(passes).toBe(3);
    expect(collector.collections()).toBe(2);
  });

  it('collects again after the next burst', () => {
    const { time, serve, collected } = setup();
    for (let burst = 1; burst <= 3; burst += 1) {
      for (let i = 0; i < 20; i += 1) serve(10);
      time.advance(1000);
      expect(collected()).toBe(burst);
    }
  });

  it('sees the requests and responses of a real HTTP server', async () => {
    const time = manualTime();
    let collected = 0;
    const collector = idleCollector({ collect: () => (collected += 1), idleMs: 1000, afterRequests: 5, now: time.now, schedule: time.schedule });
    const server = http.createServer((_req, res) => res.end('ok'));
    server.on('request', collector.onRequest);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      for (let i = 0; i < 5; i += 1) expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok');
      // The client may read the last answer a turn of the event loop before the server sees its 'finish'.
      for (let turn = 0; turn < 100 && time.pending() === 0; turn += 1) await new Promise((resolve) => setImmediate(resolve));
      expect(time.pending()).toBe(1);
      time.advance(1000);
      expect(collected).toBe(1);
      expect(collector.collections()).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('WORKER_IDLE_GC_MS', () => {
  it('is the quiet time in ms, 0 turns the collection off, anything else leaves the default', () => {
    expect(idleGcMs({})).toBe(DEFAULT_IDLE_GC_MS);
    expect(idleGcMs({ WORKER_IDLE_GC_MS: '2500' })).toBe(2500);
    expect(idleGcMs({ WORKER_IDLE_GC_MS: '0' })).toBe(0);
    expect(idleGcMs({ WORKER_IDLE_GC_MS: 'never' })).toBe(DEFAULT_IDLE_GC_MS);
    expect(idleGcMs({ WORKER_IDLE_GC_MS: '-5' })).toBe(DEFAULT_IDLE_GC_MS);
  });
});
