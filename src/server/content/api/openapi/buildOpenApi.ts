import { z } from 'zod';
import { API_BASE } from '../../../../shared/api/transport';
import type { Route, RouteSpec } from '../routeTypes';
import { apiErrorBodySchema } from './errorSchema';
import { PARAMETER_DESCRIPTIONS } from './parameterDescriptions';

/**
 * The OpenAPI 3.1 document of the content API, generated from the route table: every row's path,
 * path and query parameters (from its zod schemas, described by the schema or by the parameter
 * dictionary), request body, success response and the shared error body. A route added to ROUTES
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

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  paths: Record<string, Partial<Record<'get' | 'post', OpenApiOperation>>>;
  components: { schemas: Record<string, JsonSchema> };
}

export const OPENAPI_PATH = '/openapi.json';
const ERROR_REF = { $ref: '#/components/schemas/ApiErrorBody' };
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

function successResponse(spec: RouteSpec, schemas: Record<string, JsonSchema>): OpenApiOperation['responses'][string] {
  const response = spec.response;
  if (response && response.includes('/')) {
    return { description: `The file (${response})`, content: { [response]: { schema: { type: 'string', contentMediaType: response } } } };
  }
  if (response) {
    // Component names allow [A-Za-z0-9._-] only: 'SearchResponse<ModelResult>' -> 'SearchResponse_ModelResult'.
    const name = response.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/_+$/, '');
    schemas[name] ??= { type: 'object', description: `${response}: see src/shared/content/types.ts.` };
    return { description: response, content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } } };
  }
  return { description: 'Success', content: { 'application/json': { schema: { type: 'object' } } } };
}

function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: ERROR_REF } } };
}

function operationFor(route: Route, openApiPath: string, operationId: string, schemas: Record<string, JsonSchema>): OpenApiOperation {
  const { spec } = route;
  const parameters = parametersOf(spec, openApiPath);
  // A write answers 201 when it stores something and 200 otherwise (e.g. a replayed idempotent answer).
  const responses: OpenApiOperation['responses'] = { [route.method === 'POST' ? '2XX' : '200']: successResponse(spec, schemas) };
  if (parameters.length > 0 || spec.body) responses['400'] = errorResponse('A parameter is malformed or out of range; error.parameter names it');
  responses['404'] = errorResponse('Unknown path, or an unknown category, product or id; error.parameter names the lookup');
  responses['405'] = errorResponse('Known path, other method (the Allow header lists the method)');
  if (spec.body) responses['415'] = errorResponse('The body is not application/json');
  if (spec.idempotent) {
    responses['409'] = errorResponse('A request with the same Idempotency-Key is still being processed; retry later');
    responses['422'] = errorResponse('The Idempotency-Key was used before with another request');
  }
  responses['500'] = errorResponse('A defect (logged); no input is meant to produce one');
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
  const schemas: Record<string, JsonSchema> = { ApiErrorBody: toJsonSchema(apiErrorBodySchema) };
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
      item[method] = operationFor(route, openApiPath, operationId, schemas);
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
