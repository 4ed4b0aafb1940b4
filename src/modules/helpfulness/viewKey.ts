import { newIdempotencyKey } from '../supportRequest/idempotencyKey';

/** A new key per page view (a random UUID, or 32 hex digits where randomUUID is missing). */
export const newViewKey = newIdempotencyKey;
