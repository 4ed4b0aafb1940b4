import type { ApiErrorBody } from '../../../shared/content/types';

/** An answer other than 2xx, thrown by handlers and turned into `{ error: { code, message, parameter } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly parameter?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.parameter ? { parameter: this.parameter } : {}) } };
  }
}

export const badRequest = (parameter: string, message: string): ApiError => new ApiError(400, 'invalid_parameter', message, parameter);

export const notFound = (what: string, name: string, parameter?: string): ApiError =>
  new ApiError(404, 'not_found', `No ${what} named '${name.slice(0, 100)}'`, parameter);
