import { toSearchParams, type ApiRequest, type Transport } from '../../../shared/api/transport';
import { firstValues, type Dispatch } from './dispatch';

export interface Dispatcher {
  dispatch: Dispatch;
}

/**
 * The transport the SSR server uses: same table, validation and handlers as the HTTP router, no
 * socket. The query goes through the same serialisation as the fetch transport (toSearchParams,
 * arrays comma-joined), so both paths see identical input.
 */
export function createInProcessTransport({ dispatch }: Dispatcher): Transport {
  return async (request: ApiRequest) => {
    const [pathPart, inlineQuery = ''] = request.path.split('?', 2);
    const params = new URLSearchParams(inlineQuery);
    for (const [key, value] of toSearchParams(request.query)) params.append(key, value);
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(request.headers ?? {})) headers[key.toLowerCase()] = value;
    return dispatch({
      method: request.method,
      path: pathPart,
      query: firstValues(params),
      // A body crosses the wire as JSON; do the same here so handlers never see shared objects.
      body: request.body === undefined ? undefined : JSON.parse(JSON.stringify(request.body)),
      cookie: request.cookie,
      headers,
      ...(request.readScope ? { readScope: request.readScope } : {}),
    });
  };
}
