import type { z } from 'zod';
import { ApiError, badRequest } from './errors';

export type InputPart = 'path' | 'query' | 'body';

/** Where a value sits in the validated input, to tell "missing" from "wrong". */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Turns the first zod issue of a request part into a 400 that names the parameter. Messages are
 * written for API clients: "num must be a whole number between 1 and 100", "model is required".
 * Body fields are named by their path ("address.postcode"); path and query values by their key.
 */
export function issueToError(issue: z.core.$ZodIssue | undefined, part: InputPart, input: unknown): ApiError {
  if (!issue) return badRequest(part, `The request ${part} is invalid`);
  // Before the whole-body rule: an unknown top-level field is an issue at the body's root too, and is named.
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? part;
    return badRequest(part === 'body' ? [...issue.path.map(String), key].join('.') : key, `${key} is not a known parameter`);
  }
  if (part === 'body' && issue.path.length === 0) {
    return new ApiError(400, 'invalid_parameter', 'The request body must be a JSON object of the documented shape', 'body');
  }
  const parameter = issue.path.length === 0 ? part : part === 'body' ? issue.path.map(String).join('.') : String(issue.path[0]);
  if (issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined) return badRequest(parameter, `${parameter} is required`);
  // zod's own wording ("Invalid input: expected string, received number") does not say which value.
  const message = issue.message.startsWith('Invalid') ? `${parameter}: ${issue.message}` : issue.message;
  return badRequest(parameter, message);
}
