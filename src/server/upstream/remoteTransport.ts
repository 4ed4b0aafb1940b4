import { createFetchTransport } from '../../shared/api/fetchTransport';
import type { ApiRequest, ApiResponse, Transport } from '../../shared/api/transport';
import { CircuitBreaker } from './circuitBreaker';
import { isBudgetAbort } from './renderBudget';

export interface RemoteTransportOptions {
  /** Origin of the remote content API (CONTENT_API_URL). */
  baseUrl: string;
  failureThreshold: number;
  cooldownMs: number;
  fetchImpl?: typeof fetch;
}

export interface RemoteTransport {
  transport: Transport;
  breaker: CircuitBreaker;
}

/** Whether an answer says the upstream is unwell (as opposed to "no such product"). */
function isUpstreamFailureStatus(status: number): boolean {
  return status >= 500 || status === 429;
}

/**
 * The server's transport to a remote content API: the fetch transport behind a circuit breaker.
 * Connection errors, 5xx, 429 and unreadable bodies (the fetch transport reports those as 502)
 * count as failures; so does a call the whole page budget ran out on. A call cut short by a
 * non-critical module's smaller budget says little about the upstream and counts for nothing.
 */
export function createRemoteTransport(options: RemoteTransportOptions): RemoteTransport {
  const fetchTransport = createFetchTransport({ baseUrl: options.baseUrl, fetchImpl: options.fetchImpl });
  const breaker = new CircuitBreaker(options.baseUrl, {
    failureThreshold: options.failureThreshold,
    cooldownMs: options.cooldownMs,
  });
  const transport = async (request: ApiRequest): Promise<ApiResponse> => {
    const settle = breaker.acquire();
    try {
      const response = await fetchTransport(request);
      settle(isUpstreamFailureStatus(response.status) ? 'failure' : 'success');
      return response;
    } catch (error) {
      const abort = request.signal?.aborted ? request.signal.reason : undefined;
      if (abort === undefined) settle('failure');
      else settle(isBudgetAbort(abort) && abort.scope === 'page' ? 'failure' : 'neutral');
      throw error;
    }
  };
  return { transport, breaker };
}
