import { ConnectionTimeoutError } from '../../shared/api/errors';
import type { ApiRequest, ApiResponse, Transport } from '../../shared/api/transport';

export type BudgetScope = 'page' | 'module';

/** The abort reason of a call whose render budget ran out. */
export class BudgetExceeded extends Error {
  override name = 'BudgetExceeded';
  constructor(readonly scope: BudgetScope) {
    super(`The ${scope} render budget ran out`);
  }
}

export function isBudgetAbort(reason: unknown): reason is BudgetExceeded {
  return reason instanceof BudgetExceeded;
}

/**
 * A transport whose calls must all finish by `deadline` (epoch ms). A late call is aborted (the
 * socket is released) and rejects with ConnectionTimeoutError, which requestJson reports as docs/behaviour.md §8's
 * "Connection timeout for API call for {name}". The race also covers transports that ignore the
 * abort signal, so no upstream can hold a render past its budget.
 */
export function withDeadline(transport: Transport, deadline: number, scope: BudgetScope): Transport {
  // One timer and one abort controller for all calls of this deadline that are in flight, instead of
  // a timer, a controller and a promise per call: a product render makes some twenty calls over two
  // deadlines, and the per-call set was a measurable part of its CPU (ADR 038). The timer is cleared
  // when the last call in flight settles, so nothing is kept after the render.
  let shared: { controller: AbortController; reached: Promise<void>; timer: NodeJS.Timeout } | undefined;
  let inFlight = 0;
  const settle = () => {
    inFlight -= 1;
    if (inFlight === 0 && shared) {
      clearTimeout(shared.timer);
      shared = undefined;
    }
  };
  return (request: ApiRequest): Promise<ApiResponse> => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return Promise.reject(new ConnectionTimeoutError(request.path));
    if (!shared) {
      const controller = new AbortController();
      let timer!: NodeJS.Timeout;
      const reached = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          controller.abort(new BudgetExceeded(scope));
          resolve();
        }, remaining);
      });
      shared = { controller, reached, timer };
    }
    const { controller, reached } = shared;
    const signal = request.signal ? AbortSignal.any([request.signal, controller.signal]) : controller.signal;
    inFlight += 1;
    const expired = reached.then((): never => {
      throw new ConnectionTimeoutError(request.path);
    });
    let answer: Promise<ApiResponse>;
    try {
      answer = transport({ ...request, signal });
    } catch (error) {
      answer = Promise.reject(error);
    }
    return Promise.race([answer, expired]).finally(settle);
  };
}
