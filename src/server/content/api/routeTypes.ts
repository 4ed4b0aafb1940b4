import { match, type MatchFunction } from 'path-to-regexp';
import type { z } from 'zod';
import type { AccessServices } from '../access/services';
import type { ContentStore } from '../store/ContentStore';
import type { WriteStore } from '../store/WriteStore';
import { badRequest } from './errors';
import { issueToError, type InputPart } from './validationIssue';

/** What a handler can use besides its validated input. */
export interface ContentServices {
  store: ContentStore;
  /** Visitor writes (page views, idempotency records, tickets): a store apart from the catalogue. */
  writes: WriteStore;
  /** Accounts and restricted content of the ASC portal (src/server/content/access). */
  access?: AccessServices;
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
  | { kind: 'json'; status?: number; body: unknown; headers?: Record<string, string>; /** Set-Cookie values. */ cookies?: string[] }
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
  /** One line for the API reference (the OpenAPI operation summary). */
  summary?: string;
  /** The response type's name in src/shared/content/types.ts, named in the API reference. */
  response?: string;
  /** Set by withIdempotency: the call honours an Idempotency-Key header. */
  idempotent?: boolean;
  handler: (ctx: HandlerContext<z.output<P>, z.output<Q>, z.output<B>>) => Promise<RouteResult>;
}

/** What a compiled route keeps of its definition: the OpenAPI document is generated from it. */
export interface RouteSpec {
  params: z.ZodType;
  query: z.ZodType;
  body?: z.ZodType;
  summary?: string;
  response?: string;
  idempotent?: boolean;
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
  spec: RouteSpec;
  run(request: RawRequest, services: ContentServices): Promise<RouteResult>;
}

function parse<S extends z.ZodType>(schema: S, input: unknown, part: InputPart): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw issueToError(result.error.issues[0], part, input);
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
    spec: {
      params: definition.params,
      query: definition.query,
      ...(definition.body ? { body: definition.body } : {}),
      ...(definition.summary ? { summary: definition.summary } : {}),
      ...(definition.response ? { response: definition.response } : {}),
      ...(definition.idempotent ? { idempotent: true } : {}),
    },
    run: async (request, services) => {
      const params = parse(definition.params, request.params, 'path');
      const query = parse(definition.query, request.query, 'query');
      const body = definition.body ? parse(definition.body, request.body, 'body') : (undefined as z.output<B>);
      return definition.handler({ params, query, body, cookie: request.cookie, headers: request.headers, services });
    },
  };
}

export const json = (body: unknown, headers?: Record<string, string>): RouteResult => ({ kind: 'json', body, headers });
