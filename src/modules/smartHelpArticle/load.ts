import { SMART_HELP_CONFIG } from '../../shared/constants';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { loadArticlePage } from '../../store/sagas/articleLoader';

/**
 * articles/{articleFamilyId}: the article loader of the details pages, with the smart-help config
 * (docs/behaviour.md §7: config=tvhelp) and the TV as the model context. Unknown article: the 404 page.
 */
export function* load(page: PageState): Saga {
  yield* loadArticlePage({ ...page, query: { ...page.query, config: SMART_HELP_CONFIG } }, 'article');
}
