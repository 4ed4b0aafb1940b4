/**
 * Who a signed-in visitor is and what they may read (docs/behaviour.md §6, enforced by the content service).
 * The spec's cookies (portal, showServiceManuals, showOtherRepairDocs, agentAnalytics) only decide
 * what the site shows; these values come from a verified session and decide what the API returns.
 */
import { ASC_GRANTS, ASC_ROLES, type AscGrant, type AscRole } from '../../../shared/content/ascTypes';

export const ROLES = ASC_ROLES;
/** asc: an authorised service centre; integrated: the ASC portal inside a partner system; agent: internal. */
export type Role = AscRole;

export const GRANTS = ASC_GRANTS;
/**
 * serviceManuals: service manuals; otherRepairDocs: technical news and the other repair documents;
 * phase2: the centre takes part in ASC phase 2 (repair tools, technical memos, training and service
 * information). The phase 2 toggle of the site only changes how these are laid out.
 */
export type Grant = AscGrant;

export interface Session {
  /** Account id. */
  userId: string;
  username: string;
  displayName: string;
  role: Role;
  grants: Grant[];
  /** Epoch seconds. */
  issuedAt: number;
  expiresAt: number;
}

export const PORTAL_ROLES: readonly Role[] = ['asc', 'integrated'];

export const isPortalRole = (role: Role): boolean => PORTAL_ROLES.includes(role);
