import { all, call, put, select } from 'redux-saga/effects';
import { isNotFound, PageMovedError } from '../../shared/api/errors';
import { metadata } from '../dataSets';
import type { PageModule } from '../pageModule';
import { pageActions, type PageState, type QueryParams } from '../pageSlice';
import type { RootState } from '../rootReducer';

export type LoadOutcome =
  | { ok: true; loaded: string[] }
  | { ok: false; module: string; error: Error; notFound: boolean; loaded: string[] };

type ModuleResult = { id: string; error?: Error; critical: boolean };

function sameValue(a: QueryParams[string] | undefined, b: QueryParams[string] | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * The same page as the previous load, so only changed modules reload (a partial load). One predicate
 * for both the module choice and the loading flag: a load that reruns every module is a full load.
 */
export function isSamePage(page: PageState, previous: PageState | null): previous is PageState {
  return (
    previous !== null &&
    previous.type === page.type &&
    previous.pathname === page.pathname &&
    previous.locale === page.locale &&
    !previous.loadError
  );
}

/** docs/behaviour.md §4: on client navigation data is refetched only when the module's own query parameters differ. */
export function modulesToLoad(modules: readonly PageModule[], page: PageState, previous: PageState | null): PageModule[] {
  const visible = modules.filter((m) => m.load && m.isVisible(page));
  if (!isSamePage(page, previous)) return visible;
  return visible.filter((m) => m.queryParams.some((key) => !sameValue(previous.query[key], page.query[key])));
}

function* runModule(module: PageModule, page: PageState): Generator<unknown, ModuleResult, unknown> {
  try {
    yield call(module.load as (p: PageState) => Generator, page);
    return { id: module.id, critical: Boolean(module.critical) };
  } catch (error) {
    return { id: module.id, critical: Boolean(module.critical), error: error instanceof Error ? error : new Error(String(error)) };
  }
}

/**
 * The page load (docs/behaviour.md §4): start event, the loaders of the visible modules in parallel, end event.
 * A critical module's failure fails the load; a non-critical failure is left to its data set's
 * hasError flag and the module is omitted when rendering.
 */
export function* loadPage(modules: readonly PageModule[], previous: PageState | null = null): Generator<unknown, LoadOutcome, unknown> {
  const page = (yield select((state: RootState) => state.page)) as PageState;
  const toLoad = modulesToLoad(modules, page, previous);
  const partial = isSamePage(page, previous);
  yield put(pageActions.loadStarted({ partial }));
  const heldMetadata = (yield select((state: RootState) => state.metadata)) as RootState['metadata'];
  const results = (yield all(toLoad.map((m) => call(runModule, m, page)))) as ModuleResult[];
  // The metadata names the product or category of the page that loaded it. A new page that did not load
  // it (home, site-wide results) drops it: its title, head tags and analytics never name another page's product.
  if (!partial && heldMetadata.data !== null && (yield select((state: RootState) => state.metadata)) === heldMetadata) {
    yield put(metadata.actions.reset());
  }
  const loaded = results.map((r) => r.id);
  // A module that finds the page has moved (a guessed or old address) decides for the whole page, critical or not.
  const criticalFailure = results.find((r) => r.error && (r.critical || r.error instanceof PageMovedError));
  if (criticalFailure?.error) {
    const notFound = isNotFound(criticalFailure.error);
    const message = `Failed to render critical module: ${criticalFailure.id}. Error: ${criticalFailure.error.message}`;
    yield put(pageActions.setPageData({ status: notFound ? 404 : 500, notFound }));
    yield put(pageActions.loadFailed(message));
    return { ok: false, module: criticalFailure.id, error: criticalFailure.error, notFound, loaded };
  }
  yield put(pageActions.loadFinished());
  return { ok: true, loaded };
}
