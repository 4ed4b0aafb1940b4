import type { PageState } from '../../store/pageSlice';
import type { SearchType } from '../../shared/content/types';

/** Spec §6: the agent analytics cookie marks an internal agent. */
export const AGENT_COOKIE = 'agentAnalytics';

export const isAgent = (page: PageState) => Boolean(page.cookie[AGENT_COOKIE]);
export const isAscPortal = (page: PageState) => page.cookie.portal === 'asc' || page.cookie.portal === 'integrated';

export type FilterKey = 'all' | Exclude<SearchType, 'none'>;

/**
 * Spec §2 search filter lists: default (all, downloads, manuals, faqs); agents add model-details;
 * the ASC portal adds repair-documents; both together give the combined list.
 */
export function filterListOf(page: PageState): FilterKey[] {
  const list: FilterKey[] = ['all', 'downloads', 'manuals', 'faqs'];
  if (isAgent(page)) list.push('model-details');
  if (isAscPortal(page)) list.push('repair-documents');
  return list;
}
