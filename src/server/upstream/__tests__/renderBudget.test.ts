import { ConnectionTimeoutError } from '../../../shared/api/errors';
import type { ApiRequest, Transport } from '../../../shared/api/transport';
import { BudgetExceeded, isBudgetAbort, withDeadline } from '../renderBudget';

describe('withDeadline', () => {
  it('rejects a call the upstream never answers with a connection time-out, and aborts it', async () => {
    let seen: ApiRequest | undefined;
    const hanging: Transport = (request) => {
      seen = request;
      return new Promise(() => undefined);
    };
    await expect(withDeadline(hanging, Date.now() + 20, 'module')({ method: 'GET', path: '/x' })).rejects.toBeInstanceOf(ConnectionTimeoutError);
    expect(seen?.signal?.aborted).toBe(true);
    expect(isBudgetAbort(seen?.signal?.reason)).toBe(true);
    expect((seen?.signal?.reason as BudgetExceeded).scope).toBe('module');
  });

  it('passes answers through untouched within the budget', async () => {
    const answer = { status: 200, headers: {}, body: { ok: true } };
    await expect(withDeadline(async () => answer, Date.now() + 60_000, 'page')({ method: 'GET', path: '/x' })).resolves.toBe(answer);
  });

  it('does not even start a call once the budget is spent', async () => {
    const transport = jest.fn<ReturnType<Transport>, Parameters<Transport>>();
    await expect(withDeadline(transport, Date.now() - 1, 'page')({ method: 'GET', path: '/x' })).rejects.toBeInstanceOf(ConnectionTimeoutError);
    expect(transport).not.toHaveBeenCalled();
  });

  it('keeps the caller’s own cancellation working', async () => {
    const controller = new AbortController();
    let seen: AbortSignal | undefined;
    // Like fetch: the call rejects once its signal aborts.
    const transport: Transport = (request) => {
      seen = request.signal;
      return new Promise((_resolve, reject) => request.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    };
    const call = withDeadline(transport, Date.now() + 60_000, 'page')({ method: 'GET', path: '/x', signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toThrow('aborted');
    expect(seen?.aborted).toBe(true);
    expect(isBudgetAbort(seen?.reason)).toBe(false);
  });

  it('times out every call in flight at the deadline, each with its own path, and keeps no timer once calls settle', async () => {
    jest.useFakeTimers();
    try {
      const seen: ApiRequest[] = [];
      const hanging: Transport = (request) => {
        seen.push(request);
        return new Promise(() => undefined);
      };
      const deadline = Date.now() + 1_000;
      const send = withDeadline(hanging, deadline, 'page');
      const calls = [send({ method: 'GET', path: '/a' }), send({ method: 'GET', path: '/b' })];
      const outcomes = Promise.allSettled(calls);
      // One timer for both calls of the deadline.
      expect(jest.getTimerCount()).toBe(1);
      await jest.advanceTimersByTimeAsync(1_000);
      const settled = await outcomes;
      expect(settled.map((o) => o.status)).toEqual(['rejected', 'rejected']);
      expect(settled.map((o) => (o as PromiseRejectedResult).reason)).toEqual([expect.any(ConnectionTimeoutError), expect.any(ConnectionTimeoutError)]);
      expect(settled.map((o) => String((o as PromiseRejectedResult).reason.message))).toEqual([expect.stringContaining('/a'), expect.stringContaining('/b')]);
      expect(seen.every((r) => r.signal?.aborted && isBudgetAbort(r.signal.reason))).toBe(true);
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('clears its timer when the last call answers, and arms a new one for a later call', async () => {
    jest.useFakeTimers();
    try {
      const answer = { status: 200, headers: {}, body: {} };
      const pending: Array<() => void> = [];
      const slow: Transport = () => new Promise((resolve) => pending.push(() => resolve(answer)));
      const send = withDeadline(slow, Date.now() + 60_000, 'module');
      const first = send({ method: 'GET', path: '/a' });
      const second = send({ method: 'GET', path: '/b' });
      pending[0]();
      await expect(first).resolves.toBe(answer);
      expect(jest.getTimerCount()).toBe(1);
      pending[1]();
      await expect(second).resolves.toBe(answer);
      expect(jest.getTimerCount()).toBe(0);
      const third = send({ method: 'GET', path: '/c' });
      expect(jest.getTimerCount()).toBe(1);
      pending[2]();
      await expect(third).resolves.toBe(answer);
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('turns a transport that throws at once into a rejected call, and keeps no timer for it', async () => {
    jest.useFakeTimers();
    try {
      const throwing: Transport = () => {
        throw new Error('no socket');
      };
      await expect(withDeadline(throwing, Date.now() + 60_000, 'page')({ method: 'GET', path: '/x' })).rejects.toThrow('no socket');
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
