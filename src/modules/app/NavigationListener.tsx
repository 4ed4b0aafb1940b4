import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { useLocation, useNavigationType } from 'react-router-dom';
import { LoginRedirectError } from '../../shared/api/errors';
import { parseCookieHeader, queryFromSearch } from '../../shared/browser';
import type { AppStore } from '../../store/makeStore';
import { pageActions } from '../../store/pageSlice';
import { pickPageCookies, pageStateFor } from '../../store/pageState';
import { loadPage, type LoadOutcome } from '../../store/sagas/loadPage';
import { modulesFor } from '../registry';
import { useT } from '../ui/useT';
import { pageTitle } from './pageTitle';

/** Spec §8: a critical failure on the client reloads the same page with an error parameter. */
function reloadWithError(marker: string) {
  const url = new URL(window.location.href);
  if (url.searchParams.has('error')) return; // never loop
  url.searchParams.set('error', marker);
  window.location.replace(url.toString());
}

/**
 * Client navigation (spec §4): when path or query change, run the page load for the new location;
 * only modules whose own query parameters changed refetch. The first render is the server's: no load.
 * Rendered inside App on both sides so the server and client trees are identical (useId, hydration);
 * its effect only ever runs in the browser.
 */
export function NavigationListener() {
  const store = useStore() as AppStore;
  const location = useLocation();
  const navigationType = useNavigationType();
  const t = useT();
  const previousKey = useRef(`${location.pathname}${location.search}`);

  useEffect(() => {
    const key = `${location.pathname}${location.search}`;
    if (key === previousKey.current) return;
    previousKey.current = key;
    const previous = store.getState().page;
    const next = pageStateFor({
      path: location.pathname,
      search: location.search,
      hash: location.hash,
      query: queryFromSearch(location.search),
      cookies: pickPageCookies(parseCookieHeader(document.cookie)),
      userAgent: navigator.userAgent,
      config: previous.config,
      origin: 'client',
    });
    const state = location.state as { trigger?: 'navigation' | 'load-more' | 'filter' | 'search' } | null;
    const isBackForward = navigationType === 'POP';
    store.dispatch(
      pageActions.navigated({ ...next, trigger: isBackForward ? undefined : (state?.trigger ?? 'navigation') }),
    );
    const task = store.runSaga(loadPage, modulesFor(next.type), previous);
    void (task.toPromise() as Promise<LoadOutcome>).then((outcome) => {
      if (!outcome.ok && outcome.error instanceof LoginRedirectError) {
        window.location.assign(outcome.error.loginUrl);
        return;
      }
      if (!outcome.ok && !outcome.notFound) {
        reloadWithError(outcome.module);
        return;
      }
      document.title = pageTitle(store.getState(), t);
      const samePage = previous.pathname === next.pathname && previous.type === next.type;
      if (!samePage) {
        if (!isBackForward) window.scrollTo(0, 0);
        // Focus moves to the new content so keyboard and screen-reader users land on it.
        document.getElementById('main')?.focus({ preventScroll: true });
      }
      window.dispatchEvent(
        new CustomEvent('page_state_updated', {
          detail: { page: store.getState().page, trigger: isBackForward ? undefined : (state?.trigger ?? 'navigation') },
        }),
      );
    });
  }, [location, navigationType, store, t]);

  return null;
}
