import type { AccountStore } from '../store/AccountStore';
import type { RestrictedContentStore } from '../store/RestrictedContentStore';
import { ApiError } from '../api/errors';

/** What the access-controlled calls need besides the public catalogue. */
export interface AccessServices {
  accounts: AccountStore;
  restricted: RestrictedContentStore;
}

/** The access services of a handler's context; a service wired without them cannot answer these calls. */
export function accessOf(services: { access?: AccessServices }): AccessServices {
  if (!services.access) throw new ApiError(503, 'unavailable', 'The service centre portal is not available on this server');
  return services.access;
}
