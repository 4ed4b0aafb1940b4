import { useCallback, useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import type { Task } from 'redux-saga';
import type { AppStore } from '../../../store/makeStore';
import { useT } from '../ui/useT';
import { focusedElementOf, focusMapActions } from '../../../store/focusMapSlice';
import { pageActions } from '../../../store/pageSlice';
import { announcePageState, runClientLoad, type SettleInfo } from './clientPageLoad';
import { ERROR_PARAM, noteErrorReload, withoutErrorMarker } from './loadFailure';
import { ScrollMemory, type Entry } from './scrollMemory';

/** Moves the focus to the new content: its heading when it has one (read out first), else the main landmark. */
function focusNewContent() {
  const main = document.getElementById('main');
  const heading = main?.querySelector<HTMLElement>('h1');
  const target = heading ?? main;
  if (!target) return;
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** Focuses the element the focus map names for the current address; false when there is none. */
function focusRemembered(map: Parameters<typeof focusedElementOf>[0]): boolean {
  const id = focusedElementOf(map, `${window.location.pathname}${window.location.search}`);
  const element = id ? document.getElementById(id) : null;
  if (!element) return false;
  element.focus({ preventScroll: true });
  return document.activeElement === element;
}

function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  const element = document.getElementById(decodeURIComponent(hash.slice(1)));
  element?.scrollIntoView();
  return Boolean(element);
}

/** How the browser loaded this document: 'navigate', 'reload' or 'back_forward'. */
function documentNavigationType(): string | undefined {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type;
}

/**
 * Client navigation (docs/behaviour.md §4): when path or query change, run the page load for the new location
 * (clientPageLoad.ts); only modules whose own query parameters changed refetch. The first render is
 * the server's: no load, but its page state is announced (analytics) and a returning visitor gets
 * their scroll position back. Used inside App on both sides so the trees are identical; its effects
 * only ever run in the browser. Returns `retry`, which reloads every module of the current page.
 */
export function useClientNavigation(): { retry(): void } {
  const store = useStore() as AppStore;
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const t = useT();
  const pathAndQuery = `${location.pathname}${location.search}`;
  const previousPath = useRef(pathAndQuery);
  const memory = useRef<ScrollMemory | null>(null);
  const pending = useRef<Task | null>(null);
  const y0 = useRef(0);

  const track = useCallback((task: Task | null) => {
    if (task && pending.current?.isRunning()) pending.current.cancel();
    pending.current = task;
  }, []);

  const settle = useCallback(({ partial, trigger, isBackForward, hash }: SettleInfo) => {
    const scroll = memory.current;
    if (isBackForward) {
      const saved = scroll?.saved();
      if (saved !== undefined) scroll?.restore(saved);
    } else if (partial && trigger === 'load-more') {
      // The page grew below the visitor: stay where the visitor was when asking for more.
      if (Math.abs(window.scrollY - y0.current) > 1) scroll?.restore(y0.current);
    } else if (!partial && !scrollToHash(hash)) {
      window.scrollTo(0, 0);
    }
    // Back to a page: the focus returns to where the visitor left it (the focus map), when that is still there.
    if (isBackForward && focusRemembered(store.getState().focusMap)) return;
    // Focus follows a change of page; a filter or load-more keeps it on the control the visitor used.
    if (!partial) focusNewContent();
  }, []);

  useEffect(() => {
    const entry: Entry = { key: location.key, path: pathAndQuery };
    const scroll = new ScrollMemory(entry);
    memory.current = scroll;
    const type = documentNavigationType();
    // A reload or a full-page back/forward returns to a page: its saved position comes back, unless
    // the browser already put the visitor somewhere.
    if ((type === 'reload' || type === 'back_forward') && window.scrollY === 0) {
      const saved = scroll.saved();
      if (saved) scroll.restore(saved);
    }
    announcePageState(store, type === 'back_forward' ? undefined : 'initial', document.referrer || undefined);
    // docs/behaviour.md §8: the reload for a failure has served its purpose once the page is here. The marker
    // leaves the address bar, the page state and the router (so no later link brings it back) without
    // a load; the rule against a second reload of this page stays (loadFailure.ts).
    if (new URLSearchParams(location.search).has(ERROR_PARAM)) {
      noteErrorReload(location.pathname);
      store.dispatch(pageActions.errorMarkerRemoved());
      const clean = withoutErrorMarker(location.pathname, location.search);
      previousPath.current = clean;
      navigate(`${clean}${location.hash}`, { replace: true, state: location.state });
    }
    return () => scroll.dispose();
    // The server's page is announced once; later pages are announced by their loads.
  }, []);

  useEffect(() => {
    if (pathAndQuery === previousPath.current) return;
    // The page being left: where its focus was, for the way back.
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.id && active !== document.body) {
      store.dispatch(focusMapActions.focusRemembered({ url: previousPath.current, elementId: active.id }));
    }
    previousPath.current = pathAndQuery;
    y0.current = memory.current?.leave({ key: location.key, path: pathAndQuery }) ?? window.scrollY;
    void runClientLoad({
      store,
      location,
      navigationType,
      previous: store.getState().page,
      t,
      settle,
      track,
    });
  }, [location, navigationType, pathAndQuery, settle, store, t, track]);

  const retry = useCallback(() => {
    void runClientLoad({ store, location, navigationType: 'REPLACE', previous: null, t, settle, track });
  }, [location, settle, store, t, track]);

  return { retry };
}
