import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { loadArticlePage } from '../../store/sagas/articleLoader';

export function* load(page: PageState): Saga {
  yield* loadArticlePage(page, 'article');
}
