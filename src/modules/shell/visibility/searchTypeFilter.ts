import type { SearchType } from '../../../shared/content/types';
import type { PageState } from '../../../store/pageSlice';

/** The search types a module's content belongs to. */
export type ModuleSearchType = Exclude<SearchType, 'none'>;

/**
 * docs/behaviour.md §5: hidden when the page's search-type filter excludes the module. A page scoped to one search
 * type (e.g. /downloads) shows only modules of that type; an unscoped page shows all. Modules that
 * declare no search type (search box, header) belong to every page.
 */
export function hiddenBySearchTypeFilter(
  moduleSearchTypes: readonly ModuleSearchType[] | undefined,
  page: PageState,
): boolean {
  if (!moduleSearchTypes?.length || page.searchType === 'none') return false;
  return !moduleSearchTypes.includes(page.searchType);
}
