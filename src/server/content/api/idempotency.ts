/**
 * withIdempotency(definition): makes a POST call safe to retry. Every POST of the content API
 * (page views, tickets, ...) should be written through it:
 *
 *   export const createTicketRoute = defineRoute(
 *     withIdempotency({
 *       method: 'POST', path: '/create-ticket', params: noParams, query, body: ticketBody,
 *       summary: 'Create a support ticket', response: 'TicketResponse',
 *       handler: async ({ body, services, idempotencyKey }) => {
 *         // Pass idempotencyKey to the write and keep it in a UNIQUE column (see
 *         // SqliteWriteStore.recordPageView): a retry after a crash then finds the stored row
 *         // instead of writing a second one. Store visitor writes in services.writes (the write
 *         // database), not in the catalogue, which is rebuilt and swapped by imports.
 *         return { kind: 'json', status: 201, body: { id } };
 *       },
 *     }),
 *   );
 *
 * A client sends `Idempotency-Key: <uuid>` (optional; without it the call simply runs). The first
 * request with a key runs the handler and stores its answer (any status below 500) under the
 * call and key; a repeat with the same parameters and body gets that answer again with
 * `Idempotent-Replayed: true` and writes nothing; the same key with another request is 422; a
 * repeat while the first is still running is 409 (Retry-After: 1). A handler that throws or
 * answers 5xx gives the key up, so the retry runs again. The OpenAPI document lists the header.
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { ApiError, badRequest } from './errors';
import type { HandlerContext, RouteDefinition, RouteResult } from './routeTypes';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export type IdempotentContext<P, Q, B> = HandlerContext<P, Q, B> & {
  /**
   * Unique per call and client key (a SHA-256, hex) when the request carried an Idempotency-Key,
   * else null. Store it with the write (UNIQUE) so the write itself is at most once.
   */
  idempotencyKey: string | null;
};

export interface IdempotentRouteDefinition<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType = z.ZodUnknown>
  extends Omit<RouteDefinition<P, Q, B, R>, 'handler' | 'method' | 'idempotent'> {
  method: 'POST';
  handler: (ctx: IdempotentContext<z.output<P>, z.output<Q>, z.output<B>>) => Promise<RouteResult<z.output<R>>>;
}

/** JSON with sorted keys: the same request always has the same fingerprint. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function withIdempotency<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType = z.ZodUndefined, R extends z.ZodType = z.ZodUnknown>(
  definition: IdempotentRouteDefinition<P, Q, B, R>,
): RouteDefinition<P, Q, B, R> {
  const scope = `${definition.method} ${definition.path}`;
  return {
    ...definition,
    idempotent: true,
    handler: async (ctx) => {
      const key = ctx.headers[IDEMPOTENCY_HEADER];
      if (key === undefined) return definition.handler({ ...ctx, idempotencyKey: null });
      if (!KEY_PATTERN.test(key)) throw badRequest('Idempotency-Key', 'Idempotency-Key must be 1-200 printable characters without spaces');

      const { writes } = ctx.services;
      const fingerprint = sha256(canonical({ params: ctx.params, query: ctx.query, body: ctx.body }));
      const claim = await writes.claimIdempotencyKey(scope, key, fingerprint, new Date());
      if (claim.state === 'mismatch') {
        throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was used for a different request', 'Idempotency-Key');
      }
      if (claim.state === 'in-progress') {
        throw new ApiError(409, 'request_in_progress', 'A request with this Idempotency-Key is still running; retry shortly', 'Idempotency-Key', {
          'retry-after': '1',
        });
      }
      if (claim.state === 'done') {
        // The stored body is this handler's own earlier answer (stored below), so it has the response type.
        return { kind: 'json', status: claim.response.status, body: claim.response.body as z.output<R>, headers: { [REPLAYED_HEADER]: 'true', 'cache-control': 'no-store' } };
      }

      let result: RouteResult<z.output<R>>;
      try {
        result = await definition.handler({ ...ctx, idempotencyKey: sha256(`${scope}\n${key}`) });
      } catch (error) {
        await writes.releaseIdempotencyKey(scope, key);
        throw error;
      }
      const status = result.status ?? 200;
      if (result.kind === 'json' && status < 500) await writes.completeIdempotencyKey(scope, key, { status, body: result.body });
      else await writes.releaseIdempotencyKey(scope, key);
      return result;
    },
  };
}
