import { match, type MatchFunction } from 'path-to-regexp';
import type { z } from 'zod';
import type { ContentStore } from '../store/ContentStore';
import { badRequest } from './errors';

/** What a handler can use besides its validated input. */
export interface ContentServices {
  store: ContentStore;
}

export interface HandlerContext<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** The visitor's Cookie header, forwarded for access decisions. */
  cookie: string | undefined;
  /** Lower-case request headers. */
  headers: Readonly<Record<string, string>>;
  services: ContentServices;
}

export type RouteResult =
  | { kind: 'json'; status?: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'bytes'; status?: number; body: Buffer; headers: Record<string, string> };

/** One row of the route table, as written. */
export interface RouteDefinition<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  method: 'GET' | 'POST';
  /** path-to-regexp v8 pattern below the API base, e.g. '/:locale/categories/:categoryName'. */
  path: string;
  /** Path parameters, validated like the query. */
  params: P;
  query: Q;
  body?: B;
  handler: (ctx: HandlerContext<z.output<P>, z.output<Q>, z.output<B>>) => Promise<RouteResult>;
}

export interface RawRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  cookie: string | undefined;
  headers: Readonly<Record<string, string>>;
}

/** A row compiled for dispatch: the path matcher and a runner that validates before handling. */
export interface Route {
  method: 'GET' | 'POST';
  path: string;
  match: MatchFunction<Partial<Record<string, string | string[]>>>;
  run(request: RawRequest, services: ContentServices): Promise<RouteResult>;
}

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const parameter = issue && issue.path.length > 0 ? String(issue.path[0]) : 'body';
  throw badRequest(parameter, issue?.message ?? 'Invalid request');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw badRequest('path', 'The path contains malformed percent-encoding');
  }
}

export function defineRoute<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType = z.ZodUndefined>(
  definition: RouteDefinition<P, Q, B>,
): Route {
  return {
    method: definition.method,
    path: definition.path,
    match: match(definition.path, { decode: decodeSegment }),
    run: async (request, services) => {
      const params = parse(definition.params, request.params);
      const query = parse(definition.query, request.query);
      const body = definition.body ? parse(definition.body, request.body) : (undefined as z.output<B>);
      return definition.handler({ params, query, body, cookie: request.cookie, headers: request.headers, services });
    },
  };
}

export const json = (body: unknown, headers?: Record<string, string>): RouteResult => ({ kind: 'json', body, headers });
