import { z } from 'zod';
import type { ApiErrorBody } from '../../../../shared/content/types';

/** The body of every non-2xx answer, as a schema so the OpenAPI document is generated, not written. */
export const apiErrorBodySchema = z
  .object({
    error: z.object({
      code: z
        .string()
        .describe(
          'Machine-readable reason, e.g. invalid_parameter, bad_request, not_found, method_not_allowed, unsupported_media_type, ' +
            'idempotency_key_reused, request_in_progress, login_required (301 with the login-URL header), invalid_credentials, ' +
            'forbidden, cross_site_request, too_many_attempts, unavailable, internal_error.',
        ),
      message: z.string().describe('What went wrong, in English, for developers.'),
      parameter: z.string().optional().describe('The parameter (path, query, header or body field) that caused the error.'),
    }),
  })
  .describe('ApiErrorBody: the body of every non-2xx answer.');

// Keeps the schema and the shared type in step: each must be assignable to the other.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesType: Same<z.infer<typeof apiErrorBodySchema>, ApiErrorBody> = true;
void schemaMatchesType;
