import { openApiDocumentSchema } from '../../../../shared/content/schemas/misc';
import { z } from 'zod';
import { buildOpenApi, OPENAPI_PATH, type OpenApiDocument } from '../openapi/buildOpenApi';
import { noParams } from '../params';
import { defineRoute, json, type Route } from '../routeTypes';

/**
 * GET /openapi.json: the OpenAPI 3.1 document of every call the dispatcher serves, itself
 * included. `routes` is read on the first request, once the table is complete.
 */
export function openApiRoute(routes: () => readonly Route[]): Route {
  let document: OpenApiDocument | null = null;
  return defineRoute({
    method: 'GET',
    path: OPENAPI_PATH,
    summary: 'This API described as an OpenAPI 3.1 document, generated from the route table',
    response: openApiDocumentSchema,
    params: noParams,
    query: z.object({}),
    handler: async () => {
      document ??= buildOpenApi(routes());
      return json(document);
    },
  });
}

/** The route table plus the routes that describe it: what the dispatcher serves. */
export function withOpenApi(routes: readonly Route[]): readonly Route[] {
  const all: Route[] = [...routes];
  all.push(openApiRoute(() => all));
  return all;
}
