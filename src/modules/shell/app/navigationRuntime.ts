import type { NavigateFunction } from 'react-router-dom';
import type { Task } from 'redux-saga';
import type { TFunction } from '../../../shared/i18n/translator';
import type { AppStore } from '../../../store/makeStore';
import { focusedElementOf, focusMapActions } from '../../../store/focusMapSlice';
import { pageActions } from '../../../store/pageSlice';
import { announcePageState, runClientLoad, type ClientLoadRequest, type RouterLocation, type SettleInfo } from './clientPageLoad';
import { ERROR_PARAM, noteErrorReload, withoutErrorMarker } from './loadFailure';
import { ScrollMemory } from './scrollMemory';

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

const pathOf = (location: RouterLocation) => `${location.pathname}${location.search}`;

type NavigationType = ClientLoadRequest['navigationType'];

/**
 * Client navigation (docs/behaviour.md §4), the part that runs in the browser only: part of the `later-navigation`
 * chunk, fetched after hydration (docs/decisions/042-javascript-budget.md, update 2). One per mounted App: it
 * announces the server's page, keeps the scroll memory and runs the page load (clientPageLoad.ts) when path or
 * query change; only modules whose own query parameters changed refetch.
 */
export class ClientNavigation {
  private previousPath: string;
  /**
   * The router's entry of the server's page once its error marker was taken out of the address (start): the
   * listener may still pass that first location on after start, and loading it again would bring the marker back
   * into the page's query (and the next link) and load the page twice.
   */
  private markedEntry: string | null = null;
  private memory: ScrollMemory | null = null;
  private pending: Task | null = null;
  private y0 = 0;

  constructor(
    private readonly store: AppStore,
    private readonly navigate: NavigateFunction,
    /** The location the server rendered: later changes are measured from it. */
    initial: RouterLocation,
  ) {
    this.previousPath = pathOf(initial);
  }

  private readonly track = (task: Task | null) => {
    if (task && this.pending?.isRunning()) this.pending.cancel();
    this.pending = task;
  };

  private readonly settle = ({ partial, trigger, isBackForward, hash }: SettleInfo) => {
    const scroll = this.memory;
    if (isBackForward) {
      const saved = scroll?.saved();
      if (saved !== undefined) scroll?.restore(saved);
    } else if (partial && trigger === 'load-more') {
      // The page grew below the visitor: stay where the visitor was when asking for more.
      if (Math.abs(window.scrollY - this.y0) > 1) scroll?.restore(this.y0);
    } else if (!partial && !scrollToHash(hash)) {
      window.scrollTo(0, 0);
    }
    // Back to a page: the focus returns to where the visitor left it (the focus map), when that is still there.
    if (isBackForward && focusRemembered(this.store.getState().focusMap)) return;
    // Focus follows a change of page; a filter or load-more keeps it on the control the visitor used.
    if (!partial) focusNewContent();
  };

  /**
   * The server's page: no load, but its page state is announced (analytics) and a returning visitor gets their
   * scroll position back. `initial` is the location the server rendered.
   */
  async start(initial: RouterLocation): Promise<void> {
    const { store } = this;
    // The page view is logged through a saga: in the browser they start with this chunk (client/startSagas.ts).
    await store.sagasReady;
    const scroll = new ScrollMemory({ key: initial.key, path: pathOf(initial) });
    this.memory = scroll;
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
    if (new URLSearchParams(initial.search).has(ERROR_PARAM)) {
      noteErrorReload(initial.pathname);
      // A visitor who already followed a link has left the marked address: their navigation stands.
      if (`${window.location.pathname}${window.location.search}` !== pathOf(initial)) return;
      store.dispatch(pageActions.errorMarkerRemoved());
      const clean = withoutErrorMarker(initial.pathname, initial.search);
      this.previousPath = clean;
      this.markedEntry = initial.key;
      this.navigate(`${clean}${initial.hash}`, { replace: true, state: initial.state });
    }
  }

  /** The router's location now: a new path or query is a page load. */
  locationChanged(location: RouterLocation, navigationType: NavigationType, t: TFunction): void {
    const path = pathOf(location);
    if (path === this.previousPath || location.key === this.markedEntry) return;
    // The page being left: where its focus was, for the way back.
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.id && active !== document.body) {
      this.store.dispatch(focusMapActions.focusRemembered({ url: this.previousPath, elementId: active.id }));
    }
    this.previousPath = path;
    this.y0 = this.memory?.leave({ key: location.key, path }) ?? window.scrollY;
    void runClientLoad({ store: this.store, location, navigationType, previous: this.store.getState().page, t, settle: this.settle, track: this.track });
  }

  /** Reloads every module of the current page. */
  retry(location: RouterLocation, t: TFunction): void {
    void runClientLoad({ store: this.store, location, navigationType: 'REPLACE', previous: null, t, settle: this.settle, track: this.track });
  }

  dispose(): void {
    this.memory?.dispose();
  }
}
