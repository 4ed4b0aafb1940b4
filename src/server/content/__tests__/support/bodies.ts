import type { ApiErrorBody } from '../../../../shared/content/types';
import type { ApiResponse } from '../../../../shared/api/transport';

/** The typed body of a 2xx answer; fails the test with the error body otherwise. */
export function ok<T>(response: ApiResponse): T {
  if (response.status !== 200) throw new Error(`Expected 200, got ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body as T;
}

export function errorOf(response: ApiResponse): ApiErrorBody['error'] {
  return (response.body as ApiErrorBody).error;
}
