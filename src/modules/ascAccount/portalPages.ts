import type { PageState } from '../../store/pageSlice';

/** Pages whose main content is for service centres: they always say how to get in. */
const PORTAL_PAGES = new Set<string>([
  'homeRepair',
  'homeRepairResults',
  'categoryRepair',
  'categoryRepairResults',
  'productRepair',
  'productRepairResults',
  'productModelDetail',
  'productModelDetailResults',
  // Agents' search insights: only a signed-in agent sees them, so the page always says how to sign in.
  'agentSearchInsights',
]);

export const isPortalPage = (page: PageState): boolean => PORTAL_PAGES.has(page.type);
