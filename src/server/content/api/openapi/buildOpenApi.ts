import { z } from 'zod';
import { API_BASE, LOGIN_URL_HEADER } from '../../../../shared/api/transport';
import { responseRegistry } from '../../../../shared/content/schemas';
import type { Route, RouteSpec } from '../routeTypes';
import { apiErrorBodySchema } from './errorSchema';
import { PARAMETER_DESCRIPTIONS } from './parameterDescriptions';

/**
 * The OpenAPI 3.1 document of the content API, generated from the route table: every row's path,
 * path and query parameters (from its zod schemas, described by the schema or by the parameter
 * dictionary), request body, response body (the zod schemas of src/shared/content/schemas the
 * handlers' output types come from), every status the server answers, and the shared error body. A route added to ROUTES
 * appears here without anyone writing documentation by hand.
 */
export type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description: string;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  parameters: OpenApiParameter[];
  requestBody?: { required: true; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }>; headers?: Record<string, unknown> }>;
}

// A type literal, not an interface: it is a JSON object with string keys (the response schema says so).
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  paths: Record<string, Partial<Record<'get' | 'post', OpenApiOperation>>>;
  components: { schemas: Record<string, JsonSchema> };
};

export const OPENAPI_PATH = '/openapi.json';
const COMPONENTS = '#/components/schemas/';
const ERROR_REF = { $ref: `${COMPONENTS}ApiErrorBody` };
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Zod -> JSON Schema 2020-12 (what OpenAPI 3.1 uses), as a client sends it: strings before transforms. */
export function toJsonSchema(schema: z.ZodType): JsonSchema {
  const result = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const def = zodSchema._zod.def;
      // Defaults of transformed values are dropped by zod in input mode; they are still what an absent value means.
      if (def.type === 'default' && jsonSchema.default === undefined) {
        const value: unknown = def.defaultValue;
        if (['string', 'number', 'boolean'].includes(typeof value)) jsonSchema.default = value as string | number | boolean;
      }
      // Whole numbers travel as digits; documented as integers with their bounds.
      if (jsonSchema.type === 'integer') delete jsonSchema.pattern;
    },
  }) as JsonSchema;
  delete result.$schema;
  return result;
}

/** Expands path-to-regexp optional groups ('/search{/:contextId}') into every concrete path. */
export function expandOptionalGroups(path: string): string[] {
  const open = path.indexOf('{');
  if (open < 0) return [path];
  let depth = 0;
  for (let i = open; i < path.length; i += 1) {
    if (path[i] === '{') depth += 1;
    else if (path[i] === '}') depth -= 1;
    if (depth === 0) {
      const before = path.slice(0, open);
      const inner = path.slice(open + 1, i);
      const after = path.slice(i + 1);
      return [...expandOptionalGroups(before + after), ...expandOptionalGroups(before + inner + after)];
    }
  }
  return [path];
}

/** '/:locale/categories/:categoryName' -> '/{locale}/categories/{categoryName}'. */
export function toOpenApiPath(path: string): string {
  return path.replace(/[:*]"?([A-Za-z_$][\w$]*)"?/g, '{$1}');
}

export function pathParameterNames(openApiPath: string): string[] {
  return [...openApiPath.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
}

function objectParts(schema: z.ZodType): { properties: Record<string, JsonSchema>; required: string[] } {
  const json = toJsonSchema(schema);
  return {
    properties: (json.properties as Record<string, JsonSchema> | undefined) ?? {},
    required: (json.required as string[] | undefined) ?? [],
  };
}

function describe(name: string, schema: JsonSchema): string {
  const own = typeof schema.description === 'string' ? schema.description : undefined;
  return own ?? PARAMETER_DESCRIPTIONS[name] ?? '';
}

function parametersOf(spec: RouteSpec, openApiPath: string): OpenApiParameter[] {
  const inPath = new Set(pathParameterNames(openApiPath));
  const path = objectParts(spec.params);
  const query = objectParts(spec.query);
  const parameters: OpenApiParameter[] = [];
  for (const name of inPath) {
    const schema = path.properties[name] ?? { type: 'string' };
    parameters.push({ name, in: 'path', required: true, description: describe(name, schema), schema });
  }
  for (const [name, schema] of Object.entries(query.properties)) {
    parameters.push({ name, in: 'query', required: query.required.includes(name), description: describe(name, schema), schema });
  }
  if (spec.idempotent) {
    parameters.push({
      name: IDEMPOTENCY_HEADER,
      in: 'header',
      required: false,
      description:
        'A key unique to this write (1-200 printable characters, e.g. a UUID). A retry with the same key and body gets the stored answer ' +
        'instead of writing again; the same key with another body is 422.',
      schema: { type: 'string', minLength: 1, maxLength: 200 },
    });
  }
  return parameters;
}

function tagOf(path: string): string {
  const literal = path.split('/').find((segment) => segment !== '' && !segment.startsWith('{'));
  return literal ?? 'api';
}

function operationIdOf(method: string, openApiPath: string): string {
  const words = openApiPath.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

/** The named response schemas as OpenAPI components (JSON Schema 2020-12, as the server writes them). */
export function responseComponents(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(responseRegistry, { io: 'output', unrepresentable: 'any', uri: (id) => `${COMPONENTS}${id}` }) as {
    schemas: Record<string, JsonSchema>;
  };
  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id;
  }
  return schemas;
}

function successResponse(spec: RouteSpec): OpenApiOperation['responses'][string] {
  if (spec.responseMediaType) {
    const type = spec.responseMediaType;
    return { description: `The file (${type})`, content: { [type]: { schema: { type: 'string', contentMediaType: type } } } };
  }
  if (!spec.response) return { description: 'Success', content: { 'application/json': { schema: { type: 'object' } } } };
  // Every response schema is a named component, so clients get one type per shape.
  const id = responseRegistry.get(spec.response)?.id;
  if (!id) throw new Error(`${spec.summary ?? 'A route'}: its response schema is not registered in src/shared/content/schemas`);
  return { description: id, content: { 'application/json': { schema: { $ref: `${COMPONENTS}${id}` } } } };
}

function errorResponse(description: string, headers?: Record<string, unknown>) {
  return { description, content: { 'application/json': { schema: ERROR_REF } }, ...(headers ? { headers } : {}) };
}

const header = (description: string, schema: JsonSchema = { type: 'string' }, required = false) => ({ description, schema, ...(required ? { required } : {}) });

/** The 301 of a restricted call (docs/behaviour.md §6): where to sign in, for API clients and browsers alike. */
const LOGIN_HEADERS = {
  [LOGIN_URL_HEADER]: header('The service-centre login page, returning to the calling page after sign-in', { type: 'string' }, true),
  Location: header('The same login page, so a browser that opened the call directly arrives there', { type: 'string' }, true),
};

/** What the write guard adds to every POST (src/server/writeGuard.ts), whoever handles it next. */
const RATE_LIMIT_HEADERS = {
  'Retry-After': header('Seconds until the client may try again', { type: 'integer', minimum: 0 }),
  RateLimit: header('The remaining allowance of this window (IETF draft RateLimit header)'),
  'RateLimit-Policy': header('The limit and window that apply'),
};

function operationFor(route: Route, openApiPath: string, operationId: string): OpenApiOperation {
  const { spec } = route;
  const post = route.method === 'POST';
  const session = spec.access === 'session';
  const parameters = parametersOf(spec, openApiPath);
  // A write answers 201 when it stores something and 200 otherwise (e.g. a replayed idempotent answer).
  const responses: OpenApiOperation['responses'] = { [post ? '2XX' : '200']: successResponse(spec) };
  if (session) {
    responses['301'] = errorResponse('login_required: no verified service-centre session; sign in at the URL of the x-login-url header', LOGIN_HEADERS);
  }
  if (parameters.length > 0 || spec.body || post) {
    responses['400'] = errorResponse('invalid_parameter: a parameter is malformed or out of range (error.parameter names it); bad_request: the body is not JSON');
  }
  const forbidden = [
    session ? 'forbidden: the session lacks the grant or role this content needs' : '',
    post ? 'cross_site_request: the request names another site in Origin, Referer or Sec-Fetch-Site' : '',
  ].filter(Boolean);
  if (forbidden.length > 0) responses['403'] = errorResponse(forbidden.join('; '));
  responses['404'] = errorResponse('Unknown path, or an unknown category, product or id; error.parameter names the lookup');
  responses['405'] = errorResponse('Known path, other method', { Allow: header('The methods this path answers', { type: 'string' }, true) });
  if (spec.idempotent) {
    responses['409'] = errorResponse('request_in_progress: a request with the same Idempotency-Key is still being processed; retry later', {
      'Retry-After': header('Seconds to wait', { type: 'integer', minimum: 0 }),
    });
    responses['422'] = errorResponse('idempotency_key_reused: the Idempotency-Key was used before with another request');
  }
  if (post) {
    responses['413'] = errorResponse('payload_too_large: the body is larger than the configured limit (MAX_BODY_BYTES)');
    responses['415'] = errorResponse('unsupported_media_type: the body is not application/json in UTF-8');
    responses['429'] = errorResponse(
      'too_many_requests: this client sent more writes than the rate limit allows in the window' +
        (openApiPath === '/asc/auth' ? '; too_many_attempts: too many failed sign-ins for this client or account' : ''),
      RATE_LIMIT_HEADERS,
    );
  }
  for (const [status, description] of Object.entries(spec.errors ?? {})) {
    // 304, 206 and 416 of the file route are answers without an error body.
    if (status === '304') responses[status] = { description, headers: { ETag: header('The file\'s SHA-256, quoted') } };
    else if (status === '206') {
      const type = spec.responseMediaType ?? '*/*';
      responses[status] = {
        description,
        headers: { 'Content-Range': header('bytes {first}-{last}/{size}', { type: 'string' }, true) },
        content: { [type]: { schema: { type: 'string', contentMediaType: type } } },
      };
    } else if (status === '416') responses[status] = { description, headers: { 'Content-Range': header('bytes */{size}', { type: 'string' }, true) } };
    else responses[status] = errorResponse(description);
  }
  responses['500'] = errorResponse('internal_error: a defect (logged); no input is meant to produce one');
  responses['502'] = errorResponse('upstream_failed: the site relays the call to a remote content service (CONTENT_API_URL) that did not answer', {
    'Retry-After': header('Seconds to wait', { type: 'integer', minimum: 0 }),
  });
  responses['503'] = errorResponse(
    'upstream_unavailable: the remote content service the site relays to is unavailable (circuit open)' +
      (session || openApiPath.startsWith('/asc/') ? '; unavailable: this server runs without the service-centre portal' : ''),
    { 'Retry-After': header('Seconds to wait', { type: 'integer', minimum: 0 }) },
  );
  const operation: OpenApiOperation = {
    operationId,
    summary: spec.summary ?? `${route.method} ${openApiPath}`,
    tags: [tagOf(openApiPath)],
    parameters,
    responses,
  };
  if (spec.body) operation.requestBody = { required: true, content: { 'application/json': { schema: toJsonSchema(spec.body) } } };
  return operation;
}

export function buildOpenApi(routes: readonly Route[], version = '1'): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = { ApiErrorBody: toJsonSchema(apiErrorBodySchema), ...responseComponents() };
  const paths: OpenApiDocument['paths'] = {};
  const usedIds = new Set<string>();
  for (const route of routes) {
    for (const variant of expandOptionalGroups(route.path)) {
      const openApiPath = toOpenApiPath(variant);
      const method = route.method === 'GET' ? 'get' : 'post';
      const item = (paths[openApiPath] ??= {});
      // The first row wins, as in the dispatcher.
      if (item[method]) continue;
      let operationId = operationIdOf(method, openApiPath);
      for (let n = 2; usedIds.has(operationId); n += 1) operationId = `${operationIdOf(method, openApiPath)}${n}`;
      usedIds.add(operationId);
      item[method] = operationFor(route, openApiPath, operationId);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Aurora Support content API',
      version,
      description:
        'Content of the electronics support site: catalogue, manuals, downloads, articles, search and suggestions. ' +
        'Query values are strings; a repeated key takes its first value; empty values count as absent. ' +
        'Every non-2xx answer has the ApiErrorBody shape. Calls for service-centre content answer 301 with the login URL in the ' +
        'x-login-url header when the request has no verified session (docs/behaviour.md §6).',
    },
    servers: [{ url: API_BASE }],
    paths,
    components: { schemas },
  };
}
