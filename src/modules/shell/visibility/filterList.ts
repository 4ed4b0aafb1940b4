import type { SearchType } from '../../../shared/content/types';
import type { PageState } from '../../../store/pageSlice';
import { isAscPortal } from './access';
import { MODULE_RULES } from './moduleRules';
import { isModuleVisible } from './moduleVisibility';

export type FilterKey = 'all' | Exclude<SearchType, 'none'>;

/** docs/behaviour.md §2: the content-type alias of each default filter. */
export const FILTER_ALIASES: Readonly<Partial<Record<FilterKey, string>>> = {
  downloads: 'download',
  manuals: 'document',
  faqs: 'faq-article',
};

/**
 * docs/behaviour.md §2 search filter lists: default (all, downloads, manuals, faqs); agents add model-details;
 * the ASC portal adds repair-documents; both together give the combined list. The agent filter is an
 * agent module, so lite mode crm (and its feature toggle) removes it like the other agent modules.
 */
export function filterListOf(page: PageState): FilterKey[] {
  const list: FilterKey[] = ['all', 'downloads', 'manuals', 'faqs'];
  if (isModuleVisible(MODULE_RULES.agentFilterList, page)) list.push('model-details');
  if (isAscPortal(page)) list.push('repair-documents');
  return list;
}
