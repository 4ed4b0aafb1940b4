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
});
