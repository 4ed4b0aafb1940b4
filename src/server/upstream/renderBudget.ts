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
  return (request: ApiRequest): Promise<ApiResponse> => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return Promise.reject(new ConnectionTimeoutError(request.path));
    const controller = new AbortController();
    const signal = request.signal ? AbortSignal.any([request.signal, controller.signal]) : controller.signal;
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        controller.abort(new BudgetExceeded(scope));
        reject(new ConnectionTimeoutError(request.path));
      }, remaining);
    });
    return Promise.race([transport({ ...request, signal }), expired]).finally(() => clearTimeout(timer));
  };
}
