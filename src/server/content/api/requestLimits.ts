import { ApiError, badRequest } from './errors';
import { cleanQueryText } from './params';

/**
 * Limits every call shares, applied by the dispatcher before a route's own schema runs, so a
 * route added tomorrow gets them without opting in.
 */

/** Longest value any query parameter may have (the search text is cut instead, see below). */
export const MAX_QUERY_VALUE_LENGTH = 2048;

/**
 * Query values as the route schemas see them: `query` (the visitor's search text on every call
 * that takes one) is cleaned and cut at MAX_QUERY_LENGTH (docs/behaviour.md §5); any other value longer than
 * MAX_QUERY_VALUE_LENGTH is a 400 naming it, so no handler ever sees an unbounded string.
 */
export function normaliseQuery(query: Readonly<Record<string, string>>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (key === 'query') {
      const text = cleanQueryText(value);
      // Whitespace-only text counts as absent, like an empty value.
      if (text !== '') result[key] = text;
      continue;
    }
    if (value.length > MAX_QUERY_VALUE_LENGTH) throw badRequest(key.slice(0, 60), `${key.slice(0, 60)} must be at most ${MAX_QUERY_VALUE_LENGTH} characters`);
    result[key] = value;
  }
  return result;
}

/**
 * A POST body must be JSON. Express leaves other media types unparsed (the body arrives as
 * undefined), which would otherwise read as "body is required"; say what is wrong instead.
 * The in-process transport sends no content type and always a parsed body.
 */
export function checkBodyType(headers: Readonly<Record<string, string>>, body: unknown): void {
  const type = headers['content-type'];
  if (type === undefined || body !== undefined) return;
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type.trim())) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the request body as application/json', 'content-type');
  }
}
