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

/** A handler's answer; `T` is the JSON body, typed by the route's response schema. */
export type RouteResult<T = unknown> =
  | { kind: 'json'; status?: number; body: T; headers?: Record<string, string>; /** Set-Cookie values. */ cookies?: string[] }
  | { kind: 'bytes'; status?: number; body: Buffer; headers: Record<string, string> };

/**
 * Who may call a route beyond the public: 'session' calls answer 301 with the login URL (x-login-url
 * and Location headers) without a verified service-centre session, 403 when the session lacks the
 * grant, and 503 on a server wired without the portal (docs/behaviour.md §6).
 */
export type RouteAccess = 'public' | 'session';

/** One row of the route table, as written. */
export interface RouteDefinition<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType = z.ZodUnknown> {
  method: 'GET' | 'POST';
  /** path-to-regexp v8 pattern below the API base, e.g. '/:locale/categories/:categoryName'. */
  path: string;
  /** Path parameters, validated like the query. */
  params: P;
  query: Q;
  body?: B;
  /** One line for the API reference (the OpenAPI operation summary). */
  summary?: string;
  /**
   * The 2xx JSON body (src/shared/content/schemas): the handler's output type and the OpenAPI
   * document both come from it. Absent for calls that answer bytes (see responseMediaType).
   */
  response?: R;
  /** Calls answering a file instead of JSON: its media type ('*\/*' for any). */
  responseMediaType?: string;
  /** Default 'public'. */
  access?: RouteAccess;
  /** Error statuses only this call answers, with what they mean (e.g. 401 of the sign-in). */
  errors?: Readonly<Record<number, string>>;
  /** Set by withIdempotency: the call honours an Idempotency-Key header. */
  idempotent?: boolean;
  handler: (ctx: HandlerContext<z.output<P>, z.output<Q>, z.output<B>>) => Promise<RouteResult<z.output<R>>>;
}

/** What a compiled route keeps of its definition: the OpenAPI document is generated from it. */
export interface RouteSpec {
  params: z.ZodType;
  query: z.ZodType;
  body?: z.ZodType;
  summary?: string;
  response?: z.ZodType;
  responseMediaType?: string;
  access?: RouteAccess;
  errors?: Readonly<Record<number, string>>;
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

export function defineRoute<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType = z.ZodUndefined, R extends z.ZodType = z.ZodUnknown>(
  definition: RouteDefinition<P, Q, B, R>,
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
      ...(definition.responseMediaType ? { responseMediaType: definition.responseMediaType } : {}),
      ...(definition.access ? { access: definition.access } : {}),
      ...(definition.errors ? { errors: definition.errors } : {}),
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

export const json = <T>(body: T, headers?: Record<string, string>): RouteResult<T> => ({ kind: 'json', body, headers });
