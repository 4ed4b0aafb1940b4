import type { PageViewLog } from '../../../shared/api/calls/analytics';
import { siteSearchTokenOf, type AnalyticsPayload, type TokenStorage } from '../../../store/analytics';
import type { AppStore } from '../../../store/makeStore';
import type { PageState } from '../../../store/pageSlice';
import { logPageView } from '../../../store/sagas/pageView';

/** Local storage as the token reader wants it; a browser that blocks storage reads as empty. */
export function localTokenStorage(): TokenStorage {
  return {
    get(key) {
      try {
        return window.localStorage.getItem(key);
      } catch {
        return null;
      }
    },
  };
}

/**
 * The referrer as a path on this site, or nothing: the previous page of the visit is what the
 * site-search provider learns from, and another site's address is none of its business.
 */
export function sitePathOf(referrer: string | undefined, origin: string): string | undefined {
  if (!referrer) return undefined;
  if (referrer.startsWith('/') && !referrer.startsWith('//')) return referrer;
  try {
    const url = new URL(referrer);
    return url.origin === origin ? `${url.pathname}${url.search}` : undefined;
  } catch {
    return undefined;
  }
}

/** The page view of docs/behaviour.md §6 for the page as it now stands, with the token in the spec's order. */
export function pageViewOf(
  page: PageState,
  analytics: AnalyticsPayload,
  cookies: string,
  storage: TokenStorage,
  referrer?: string,
  origin = typeof window === 'undefined' ? '' : window.location.origin,
): PageViewLog {
  const token = siteSearchTokenOf(cookies, storage);
  const from = sitePathOf(referrer, origin);
  return {
    locale: page.locale,
    token: token.token,
    tokenKind: token.kind,
    pageName: analytics.pageName,
    pageType: page.type,
    url: `${page.location.pathname}${page.location.search}`,
    ...(analytics.searchTerm ? { searchTerm: analytics.searchTerm, resultCount: analytics.searchResultCount } : {}),
    ...(from ? { referrer: from } : {}),
  };
}

/**
 * A search that failed (search unavailable, the visitor offline or leaving) showed no results, but it
 * did not find nothing: its page view keeps the term and leaves the count out, so the search insights
 * do not list it as a content gap (docs/decisions/027-search-insights.md).
 */
export function withoutFailedCount(analytics: AnalyticsPayload, searchFailed: boolean): AnalyticsPayload {
  return searchFailed && analytics.searchTerm ? { ...analytics, searchResultCount: undefined } : analytics;
}

/** Fire and forget: the page view is sent in the background and a failure is dropped (pageView.ts). */
export function logSiteSearchPageView(store: AppStore, analytics: AnalyticsPayload, referrer?: string): void {
  const state = store.getState();
  const entry = pageViewOf(state.page, withoutFailedCount(analytics, state.organicSearch.hasError), document.cookie, localTokenStorage(), referrer);
  store.runSaga(logPageView, entry);
}
