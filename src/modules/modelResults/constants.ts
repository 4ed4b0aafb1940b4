import type { PageState } from '../../store/pageSlice';
import { SETTINGS } from '../../shared/constants';
import { queryValue } from '../shell/ui/queryLinks';

/** Page size and sort order of the model list; the component and the loader read them. */
export const PAGE_SIZE = SETTINGS.modelResultsPerPage;
export const SORTS = SETTINGS.modelSortOptions;

export function sortOf(page: PageState): string {
  const value = queryValue(page.query, 'models-sort');
  return value && (SORTS as readonly string[]).includes(value) ? value : SORTS[0];
}
