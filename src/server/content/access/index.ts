/**
 * Access enforced by the content service (docs/behaviour.md §6, docs/architecture.md §6): server-side sessions (sessions.ts),
 * the grants each restricted content type needs, sign-in and sign-out. Handlers use (all async):
 *
 *   verifySession(ctx)                     -> Session | null (resolved in the session store, current grants)
 *   requireSession(ctx)                    -> Session, or throws 301 with the login-URL header
 *   requireGrant(ctx, 'serviceManuals')    -> Session, or 301 (no session) / 403 (grant missing)
 *   requireContentAccess(ctx, [type, ...]) -> Session allowed to read those content types (rules.ts)
 *   accessOf(services)                     -> { accounts, restricted, sessions, log }
 *
 * The spec's UI cookies (portal, showServiceManuals, showOtherRepairDocs, agentAnalytics) never
 * take part in these decisions.
 */
export { verifySession, requireSession, requireGrant, requireContentAccess, requireRequirement, loginRequired, SESSION_COOKIE, type AccessContext } from './requireAccess';
export { CONTENT_ACCESS, RESTRICTED_TYPES, canRead, isRestrictedType, readableRepairTypes } from './rules';
export { accessOf, type AccessServices } from './services';
export { GRANTS, ROLES, type Grant, type Role, type Session } from './roles';
