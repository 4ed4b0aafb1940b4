import { MODEL_DETAIL_TYPE, NEWS_FOR_ASC_TYPE, PORTAL_CONTENT_TYPE } from '../../../shared/content/ascTypes';
import { REPAIR_DOCUMENT_TYPES, type RepairDocumentType } from '../../../shared/content/types';
import { PORTAL_ROLES, ROLES, type Grant, type Role, type Session } from './roles';

/*
 * docs/behaviour.md §6 as the service enforces it, per restricted content type: which roles may read it and
 * which grants they need. The site's cookie rules mirror these for display (src/modules/shell/visibility).
 */

/** Content types stored as restricted rows besides the six repair document types. */
export { MODEL_DETAIL_TYPE, NEWS_FOR_ASC_TYPE, PORTAL_CONTENT_TYPE };

export type RestrictedType = RepairDocumentType | typeof NEWS_FOR_ASC_TYPE | typeof MODEL_DETAIL_TYPE | typeof PORTAL_CONTENT_TYPE;

export interface Requirement {
  roles: readonly Role[];
  grants: readonly Grant[];
}

const PHASE_2: Requirement = { roles: PORTAL_ROLES, grants: ['otherRepairDocs', 'phase2'] };

export const CONTENT_ACCESS: Readonly<Record<RestrictedType, Requirement>> = {
  'service-manual': { roles: PORTAL_ROLES, grants: ['serviceManuals'] },
  'technical-news': { roles: PORTAL_ROLES, grants: ['otherRepairDocs'] },
  'repair-tools': PHASE_2,
  'technical-memo': PHASE_2,
  'training-information': PHASE_2,
  'service-information': PHASE_2,
  // What's-new and news for ASC need the ASC or integrated portal.
  [NEWS_FOR_ASC_TYPE]: { roles: PORTAL_ROLES, grants: [] },
  // Model details: the ASC or integrated portal, or an internal agent.
  [MODEL_DETAIL_TYPE]: { roles: ROLES, grants: [] },
  // Embedded portal content (external HTML): anyone signed in.
  [PORTAL_CONTENT_TYPE]: { roles: ROLES, grants: [] },
};

export const RESTRICTED_TYPES = Object.keys(CONTENT_ACCESS) as RestrictedType[];

export const isRestrictedType = (type: string): type is RestrictedType => Object.hasOwn(CONTENT_ACCESS, type);

export function meets(session: Session, requirement: Requirement): boolean {
  return requirement.roles.includes(session.role) && requirement.grants.every((g) => session.grants.includes(g));
}

export function canRead(session: Session | null, type: string): boolean {
  if (!isRestrictedType(type)) return true;
  return session !== null && meets(session, CONTENT_ACCESS[type]);
}

/** The repair document types a session may read, in the order asked for. */
export function readableRepairTypes(session: Session, types: readonly string[] = REPAIR_DOCUMENT_TYPES): RepairDocumentType[] {
  return REPAIR_DOCUMENT_TYPES.filter((t) => types.includes(t) && canRead(session, t));
}
