import { ConnectionTimeoutError, DataFetchError } from '../../shared/api/errors';
import { CircuitOpenError } from '../upstream/circuitBreaker';

/**
 * Whether a failed load is the content API's fault (unreachable, too slow, 5xx, garbage, circuit
 * open) rather than the site's: those pages answer 503 with Retry-After, a temporary condition.
 */
export function isUpstreamFailure(error: unknown): boolean {
  if (error instanceof ConnectionTimeoutError || error instanceof CircuitOpenError) return true;
  if (error instanceof DataFetchError) return error.status >= 500 || error.status === 429;
  // fetch() rejects with a TypeError when the connection fails or is reset.
  return error instanceof TypeError && /fetch failed|network|socket|ECONN/i.test(`${error.message} ${String(error.cause ?? '')}`);
}
