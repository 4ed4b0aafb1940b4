import type { PageState } from './pageSlice';
/*
 * Who the visitor is, as far as the page can tell (docs/behaviour.md §6), and the analytics payload built from it
 * (docs/behaviour.md §3, analytics.ts). The role readers live in the store rather than in src/modules/shell/visibility
 * because the store may not import modules (ADR 002) and the payload needs the site class; the visibility module
 * re-exports them. A file apart from analytics.ts, so every page's shell does not carry the analytics payload
 * (docs/decisions/042-javascript-budget.md, update 2).
 *
 * These cookies decide what the UI SHOWS and how a page view is labelled. They are set by the visitor's
 * browser and can be forged: the content service enforces access on its own (docs/architecture.md §6).
 */

/** docs/behaviour.md §6: the agent analytics cookie marks an internal agent. */
export const AGENT_COOKIE = 'agentAnalytics';
/** docs/behaviour.md §6: portal=asc or portal=integrated marks a service-centre portal visitor. */
export const PORTAL_COOKIE = 'portal';

export const PORTALS = ['asc', 'integrated'] as const;
export type Portal = (typeof PORTALS)[number];

export type SiteClass = 'internal' | 'ASC Portal' | 'external';

type PageCookies = Pick<PageState, 'cookie'>;

/** Presence of the cookie is what counts; its content only labels analytics and may be unreadable. */
export const isAgent = (page: PageCookies): boolean => Boolean(page.cookie[AGENT_COOKIE]?.trim());

export function portalOf(page: PageCookies): Portal | undefined {
  const value = page.cookie[PORTAL_COOKIE]?.trim().toLowerCase();
  return PORTALS.find((portal) => portal === value);
}

/** docs/behaviour.md §6: agents first (an agent browsing the portal is still internal traffic), then portal users. */
export function siteClassOf(page: PageCookies): SiteClass {
  if (isAgent(page)) return 'internal';
  if (portalOf(page)) return 'ASC Portal';
  return 'external';
}

