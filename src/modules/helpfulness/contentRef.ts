import type { FeedbackContentRef } from '../../shared/content/feedbackTypes';
import type { RootState } from '../../store/rootReducer';

/**
 * What the page is about, as the service stores feedback for it: the id search results carry, so
 * helpfulness joins search figures (ADR 028). Null until the page's content has loaded.
 */
export function contentRefOf(state: RootState): FeedbackContentRef | null {
  switch (state.page.typeAlias) {
    case 'downloadDetails': {
      const data = state.downloadDetails.data;
      return data ? { kind: 'download', id: data.downloadNo } : null;
    }
    case 'softwareDetails': {
      const data = state.articleDetails.data;
      return data ? { kind: 'software', id: data.articleId } : null;
    }
    case 'articleDetails': {
      const data = state.articleDetails.data;
      return data ? { kind: 'article', id: data.articleId } : null;
    }
    default:
      return null;
  }
}
