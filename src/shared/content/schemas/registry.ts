import { z } from 'zod';

/**
 * The response bodies of the content API as zod schemas (docs/decisions/029-response-schemas-and-declared-statuses.md).
 * The shared types (types.ts, ascTypes.ts, ...) are inferred from them, the route table names
 * them as each call's answer, and the OpenAPI document is generated from them: one source for what
 * a handler returns and what a client is promised. Each schema registered here becomes a named
 * component of the document; the others are written inline where they are used.
 */
export const responseRegistry = z.registry<{ id: string }>();

/** Registers a schema as a named component of the OpenAPI document. */
export function named<S extends z.ZodType>(id: string, schema: S): S {
  responseRegistry.add(schema, { id });
  return schema;
}
