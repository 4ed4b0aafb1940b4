import { isAgent, portalOf } from '../../../store/siteClass';
import type { PageState } from '../../../store/pageSlice';

/*
 * Access rules of docs/behaviour.md §6. The cookies they read decide what the UI SHOWS only: anyone can set them in
 * a browser. The content service enforces access separately with a server-verified session (docs/architecture.md §6),
 * so a forged cookie reveals an empty module at most, never restricted content.
 */

// The role readers are shared with the analytics payload, which lives in the store (ADR 002: the
// store never imports modules); they are re-exported here so modules import access rules from one place.
export { AGENT_COOKIE, PORTAL_COOKIE, PORTALS, isAgent, portalOf, siteClassOf } from '../../../store/siteClass';
export type { Portal, SiteClass } from '../../../store/siteClass';

const cookieIsTrue = (page: PageState, name: string) => page.cookie[name]?.trim().toLowerCase() === 'true';

/**
 * docs/behaviour.md §6: "ASC portal content needs cookie portal=asc or portal=integrated". The integrated portal is
 * the ASC portal embedded in a partner system, so both count as the ASC portal here.
 */
export const isAscPortal = (page: PageState): boolean => portalOf(page) !== undefined;

export const canSeeServiceManuals = (page: PageState): boolean =>
  isAscPortal(page) && cookieIsTrue(page, 'showServiceManuals');

const canSeeOtherRepairDocs = (page: PageState): boolean =>
  isAscPortal(page) && cookieIsTrue(page, 'showOtherRepairDocs');

export const canSeeTechnicalNews = canSeeOtherRepairDocs;

/** The older combined module; ASC phase 2 replaces it with the split repair modules. */
export const canSeeRepairRelatedDocuments = (page: PageState): boolean =>
  canSeeOtherRepairDocs(page) && page.config.ascPhase2 !== true;

/** Repair tools, technical memo, training information and service information. */
export const canSeePhase2RepairModules = (page: PageState): boolean =>
  canSeeOtherRepairDocs(page) && page.config.ascPhase2 === true;

export const canSeeWhatsNew = isAscPortal;
export const canSeeNewsForAsc = isAscPortal;

export const canSeeModelDetails = (page: PageState): boolean => isAscPortal(page) || isAgent(page);

/** The two settings of docs/behaviour.md §6 (default: the page's configuration) and what the client knows of the session. */
export interface ExternalContentSettings {
  accessLevelContent?: boolean;
  embedLinkHeader?: boolean;
  /**
   * Whether the browser holds the session cookie. Its value never enters the page state (ADR 002), so
   * the client passes only whether it is there.
   */
  hasSessionCookie?: boolean;
}

/**
 * docs/behaviour.md §6: external HTML content needs the access-level-content setting with the access-level and
 * session cookies on the client, or the ASC portal with the embed-link-header setting. The first path
 * is decided on the client only, where the session cookie can be seen.
 */
export function canSeeExternalContent(page: PageState, settings: ExternalContentSettings = {}): boolean {
  const accessLevelContent = settings.accessLevelContent ?? page.config.accessLevelContent ?? false;
  const embedLinkHeader = settings.embedLinkHeader ?? page.config.embedLinkHeader ?? false;
  const byAccessLevel =
    accessLevelContent &&
    page.origin === 'client' &&
    Boolean(page.cookie.accessLevel?.trim()) &&
    settings.hasSessionCookie === true;
  return byAccessLevel || (embedLinkHeader && isAscPortal(page));
}
