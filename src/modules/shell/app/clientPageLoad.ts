import type { TFunction } from '../../../shared/i18n/translator';
import type { Task } from 'redux-saga';
import { parseCookieHeader, queryFromSearch } from '../../../shared/browser';
import { selectAnalyticsPayload } from '../../../store/analytics';
import type { AppStore } from '../../../store/makeStore';
import type { PageModule, Saga } from '../../../store/pageModule';
import { pageActions, type PageState } from '../../../store/pageSlice';
import { pickPageCookies, pageStateFor } from '../../../store/pageState';
import { isSamePage, loadPage } from '../../../store/sagas/loadPage';
import { load as loadNotFoundPage } from '../../notFound/load';
import { areModulesLoaded, loadModulesFor, loadingModulesFor } from '../../registry';
import { fullPageLoad } from './fullPageLoad';
import { alreadyReloaded, respondToFailures, urlWithErrorMarker, type ModuleFailure } from './loadFailure';
import {
  emitPageEvent,
  pageStateUpdated,
  pushToDataLayer,
  PAGE_LOAD_END,
  PAGE_LOAD_ERROR,
  PAGE_LOAD_START,
  type PageLoadEndDetail,
  type PageLoadDetail,
  type PageTrigger,
} from './pageEvents';
import { absoluteCanonical, applyPageMeta, pageMeta } from './pageMeta';
import { dropServerHeadTags } from './staleHead';
import { pageTitle } from './pageTitle';
import { logSiteSearchPageView } from './siteSearchLog';

type Trigger = NonNullable<PageState['trigger']>;

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  key: string;
  state: unknown;
}

export interface ClientLoadRequest {
  store: AppStore;
  location: RouterLocation;
  /** React Router's navigation type: POP is back/forward. */
  navigationType: 'POP' | 'PUSH' | 'REPLACE';
  /** The page before this navigation; null reloads every module (a retry). */
  previous: PageState | null;
  t: TFunction;
  /** Where the page stands after the load: scroll and focus (the caller owns the scroll memory). */
  settle(result: SettleInfo): void;
  /** Cancels the previous load still running, registers this one. */
  track(task: Task | null): void;
}

export interface SettleInfo {
  partial: boolean;
  trigger: Trigger | undefined;
  isBackForward: boolean;
  hash: string;
}

/** Counts client loads: a load that waited for a chunk goes on only if no newer one started meanwhile. */
let latestLoad = 0;

/**
 * The modules of the next page type, when they are a chunk not loaded yet
 * (docs/decisions/026-code-splitting-by-page-bundle.md). Meanwhile the current page stays, shown as loading. Returns
 * false when this load should stop: a newer navigation took over, or the chunk could not be fetched, in which
 * case the browser asks the server for the page (the server renders every page type).
 */
async function modulesReady(store: AppStore, type: PageState['type'], location: RouterLocation, ticket: number): Promise<boolean> {
  if (areModulesLoaded(type)) return true;
  // The visitor sees the usual loading state (progress bar, faded content after a short delay) meanwhile.
  store.dispatch(pageActions.loadStarted({ partial: false }));
  try {
    await loadModulesFor(type);
  } catch {
    if (ticket === latestLoad) fullPageLoad(`${location.pathname}${location.search}${location.hash}`);
    return false;
  }
  return ticket === latestLoad;
}

/** Like modulesReady, for the sagas: false when a newer navigation took over or they could not start. */
async function sagasRunning(store: AppStore, location: RouterLocation, ticket: number): Promise<boolean> {
  try {
    await store.sagasReady;
  } catch {
    if (ticket === latestLoad) fullPageLoad(`${location.pathname}${location.search}${location.hash}`);
    return false;
  }
  return ticket === latestLoad;
}

function triggerOf(location: RouterLocation, navigationType: ClientLoadRequest['navigationType']): Trigger | undefined {
  if (navigationType === 'POP') return undefined;
  const state = location.state as { trigger?: Trigger } | null;
  return state?.trigger ?? 'navigation';
}


/** Wraps the loaders so the client sees every failure, also those the page load leaves to hasError. */
function observed(modules: readonly PageModule[], failures: ModuleFailure[]): PageModule[] {
  return modules.map((module) => {
    const load = module.load;
    if (!load) return module;
    return {
      ...module,
      *load(page: PageState): Saga<unknown> {
        try {
          return yield* load(page);
        } catch (error) {
          failures.push({ module: module.id, critical: Boolean(module.critical), error: error instanceof Error ? error : new Error(String(error)) });
          throw error;
        }
      },
    };
  });
}

function* loadNotFoundExtras(page: PageState): Saga {
  try {
    // The helpful 404 lists the categories, as the server's does; its own failure changes nothing.
    yield* loadNotFoundPage(page);
  } catch {
    /* the 404 page still has its search box */
  }
}

function reportLoadError(message: string) {
  console.error(message);
  emitPageEvent(PAGE_LOAD_ERROR, { message });
  pushToDataLayer({ event: PAGE_LOAD_ERROR, message });
}

/**
 * One client page load (docs/behaviour.md §4): the new page state, start event, the loaders of the modules whose
 * query parameters changed, end event, then what docs/behaviour.md §8 asks for on failure, the title, scroll and
 * focus, page_state_updated (with its trigger, none on back/forward) and the site-search page view.
 */
export async function runClientLoad(request: ClientLoadRequest): Promise<void> {
  const { store, location, navigationType, previous, t } = request;
  const current = store.getState().page;
  const next = pageStateFor({
    path: location.pathname,
    search: location.search,
    hash: location.hash,
    query: queryFromSearch(location.search),
    cookies: pickPageCookies(parseCookieHeader(document.cookie)),
    userAgent: navigator.userAgent,
    config: current.config,
    origin: 'client',
  });
  const ticket = ++latestLoad;
  if (!(await modulesReady(store, next.type, location, ticket))) return;
  // In the browser the sagas start after hydration (client/startSagas.ts); a link followed before that waits.
  if (!(await sagasRunning(store, location, ticket))) return;
  const trigger = triggerOf(location, navigationType);
  store.dispatch(pageActions.navigated({ ...next, trigger }));
  if (current.type !== next.type) store.dispatch(pageActions.typeChanged(next.type));

  // The page-load saga's own predicate: same type, path and locale, and no failed load before.
  const partial = isSamePage(next, previous);
  const detail: PageLoadDetail = { pathname: location.pathname, search: location.search, partial };
  emitPageEvent(PAGE_LOAD_START, detail);
  const failures: ModuleFailure[] = [];
  const task = store.runSaga(loadPage, observed(loadingModulesFor(next.type), failures), previous);
  request.track(task);
  await task.toPromise();
  if (task.isCancelled()) {
    // A newer navigation took over; its own events follow.
    emitPageEvent<PageLoadEndDetail>(PAGE_LOAD_END, { ...detail, ok: false });
    return;
  }
  request.track(null);
  emitPageEvent<PageLoadEndDetail>(PAGE_LOAD_END, { ...detail, ok: failures.length === 0 });

  const response = respondToFailures(failures, {
    hasErrorParam: alreadyReloaded(location),
    loginAllowedOrigins: store.getState().page.config.loginAllowedOrigins ?? [],
    currentOrigin: window.location.origin,
  });
  if (response.kind === 'login') {
    window.location.assign(response.url);
    return;
  }
  if (response.kind === 'moved') {
    window.location.replace(response.url);
    return;
  }
  if (response.kind === 'reload') {
    window.location.replace(urlWithErrorMarker(window.location.href, response.marker));
    return;
  }
  if (response.kind === 'loadError' || response.kind === 'errorPage') {
    if (response.kind === 'errorPage') store.dispatch(pageActions.setPageData({ status: 500, notFound: false }));
    store.dispatch(pageActions.loadFailed(response.message));
    reportLoadError(response.message);
  }
  const state = store.getState();
  if (state.page.pageData.notFound) await store.runSaga(loadNotFoundExtras, state.page).toPromise();

  // title-change=false (docs/behaviour.md §3): the host that opened the site keeps its own title.
  if (store.getState().page.titleChange !== false) document.title = pageTitle(store.getState(), t);
  applyPageMeta(document, absoluteCanonical(pageMeta(store.getState()), window.location.origin));
  if (!partial) dropServerHeadTags(document);
  request.settle({ partial, trigger, isBackForward: navigationType === 'POP', hash: location.hash });
  announcePageState(store, trigger, `${current.location.pathname}${current.location.search}`);
}

/** page_state_updated, the data layer and the site-search page view for the page as it now stands. */
export function announcePageState(store: AppStore, trigger: PageTrigger | undefined, referrer?: string): void {
  const state = store.getState();
  const analytics = selectAnalyticsPayload(state);
  pageStateUpdated(state.page, analytics, trigger);
  // A load-more or a filter is the same page view, not a new one.
  if (trigger !== 'load-more' && trigger !== 'filter') logSiteSearchPageView(store, analytics, referrer);
}
