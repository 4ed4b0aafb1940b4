import { ConnectionTimeoutError, DataFetchError, LoginRedirectError } from './errors';
import { LOGIN_URL_HEADER, type ApiRequest, type Transport } from './transport';

/**
 * Runs one named API call and turns the answer into data or one of the errors of spec §8.
 * `name` is the data set the call fills; it appears in the error messages.
 */
export async function requestJson<T>(transport: Transport, name: string, request: ApiRequest): Promise<T> {
  let response;
  try {
    response = await transport(request);
  } catch (error) {
    if (error instanceof ConnectionTimeoutError) throw new ConnectionTimeoutError(name);
    throw error;
  }
  if (response.status === 301 && response.headers[LOGIN_URL_HEADER]) {
    throw new LoginRedirectError(name, response.headers[LOGIN_URL_HEADER]);
  }
  if (response.status < 200 || response.status >= 300) {
    throw new DataFetchError(name, response.status);
  }
  return response.body as T;
}
