import type { AccountStore } from '../store/AccountStore';
import type { RestrictedContentStore } from '../store/RestrictedContentStore';
import type { SessionStore } from '../store/SessionStore';
import { ApiError } from '../api/errors';
import type { SecurityLog } from './securityEvents';

/** What the access-controlled calls need besides the public catalogue. */
export interface AccessServices {
  accounts: AccountStore;
  restricted: RestrictedContentStore;
  /** Server-side sessions, shared by every process on the same database. */
  sessions: SessionStore;
  /** Sign-ins, refusals and revocations (never secrets). */
  log: SecurityLog;
}

/** The access services of a handler's context; a service wired without them cannot answer these calls. */
export function accessOf(services: { access?: AccessServices }): AccessServices {
  if (!services.access) throw new ApiError(503, 'unavailable', 'The service centre portal is not available on this server');
  return services.access;
}
