import { ConnectionTimeoutError, DataFetchError, LoginRedirectError } from './errors';
import { isAllowedLoginUrl } from '../loginUrl';
import { LOGIN_URL_HEADER, type ApiRequest, type Transport } from './transport';

/** Where a login redirect (docs/behaviour.md §6) may lead: this site's paths plus these origins. */
export interface LoginUrlPolicy {
  /** Origins of the service-centre login pages, e.g. `https://login.example.com`. */
  loginAllowedOrigins?: readonly string[];
  /** The page's own origin (the browser's `location.origin`); absolute URLs on it are allowed too. */
  currentOrigin?: string;
}

/**
 * Runs one named API call and turns the answer into data or one of the errors of docs/behaviour.md §8.
 * `name` is the data set the call fills; it appears in the error messages. A 301 whose login URL
 * fails the policy is a failed fetch, never a redirect (open-redirect protection).
 */
export async function requestJson<T>(
  transport: Transport,
  name: string,
  request: ApiRequest,
  policy: LoginUrlPolicy = {},
): Promise<T> {
  let response;
  try {
    response = await transport(request);
  } catch (error) {
    if (error instanceof ConnectionTimeoutError) throw new ConnectionTimeoutError(name);
    throw error;
  }
  const loginUrl = response.status === 301 ? response.headers[LOGIN_URL_HEADER] : undefined;
  if (loginUrl && isAllowedLoginUrl(loginUrl, policy.loginAllowedOrigins ?? [], policy.currentOrigin)) {
    throw new LoginRedirectError(name, loginUrl);
  }
  if (response.status < 200 || response.status >= 300) {
    throw new DataFetchError(name, response.status, response.body);
  }
  return response.body as T;
}
