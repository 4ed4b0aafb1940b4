import { ConnectionTimeoutError, DataFetchError } from '../../shared/api/errors';
import { CircuitOpenError } from '../upstream/circuitBreaker';

/**
 * Whether a failed load is the content API's fault (unreachable, too slow, 5xx, garbage, circuit
 * open) rather than the site's: those pages answer 503 with Retry-After, a temporary condition.
 */
export function isUpstreamFailure(error: unknown): boolean {
  if (error instanceof ConnectionTimeoutError || error instanceof CircuitOpenError) return true;
  if (error instanceof DataFetchError) return error.status >= 500 || error.status === 429;
  // fetch() rejects with a TypeError when the connection fails or is reset. Checked by name: the
  // error can come from another realm (Node's own fetch), where instanceof TypeError does not hold.
  if (typeof error !== 'object' || error === null) return false;
  const { name, message, cause } = error as { name?: unknown; message?: unknown; cause?: unknown };
  return name === 'TypeError' && /fetch failed|network|socket|ECONN/i.test(`${String(message)} ${String(cause ?? '')}`);
}
