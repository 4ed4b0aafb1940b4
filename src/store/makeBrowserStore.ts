import { configureStore, type Dispatch, type Middleware, type MiddlewareAPI, type UnknownAction } from '@reduxjs/toolkit';
import type { SagaMiddleware } from 'redux-saga';
import type { AppStore } from './makeStore';
import { createRootReducer, type RootState } from './reducers';
import type { LazySlices } from './lazySlices';
import { storeOptions } from './storeOptions';

/**
 * A middleware slot filled after the store exists: until then actions go straight to the reducers. The saga
 * middleware is put in it once its chunk has arrived (docs/decisions/042-javascript-budget.md, update 2).
 */
function middlewareSlot() {
  let storeApi: MiddlewareAPI | null = null;
  let nextOf: Dispatch | null = null;
  let filled: ((action: unknown) => unknown) | null = null;
  const middleware: Middleware = (api) => {
    storeApi = api;
    return (next) => {
      nextOf = next as Dispatch;
      return (action) => (filled ? filled(action) : next(action));
    };
  };
  const fill = (inner: Middleware) => {
    if (!storeApi || !nextOf) throw new Error('the store is not created yet');
    filled = inner(storeApi)(nextOf as (action: unknown) => unknown) as (action: unknown) => unknown;
  };
  return { middleware, fill };
}

/**
 * The browser's store. Hydration reads the server's state and needs no saga running, so redux-saga, the API
 * client and the client-navigation code are a chunk of their own (`later-navigation`) that the page fetches right
 * after hydrateRoot; `startSagas` puts its saga middleware in place. Until then `runSaga` throws, and
 * `sagasReady` tells code run by a visitor's action (a form submit) when it may run one.
 */
export function makeBrowserStore(preloaded: Partial<RootState> | undefined) {
  const slot = middlewareSlot();
  // The tools' and the details pages' slices come with their bundles (addSlices); until then their server state is kept as it is.
  let lazy: Partial<LazySlices> = {};
  const store = configureStore({
    reducer: createRootReducer(lazy),
    preloadedState: preloaded as RootState | undefined,
    middleware: (getDefault) => getDefault(storeOptions).concat(slot.middleware),
  });
  let run: SagaMiddleware['run'] | null = null;
  let ready: () => void = () => undefined;
  let failed: (error: unknown) => void = () => undefined;
  const sagasReady = new Promise<void>((resolve, reject) => {
    ready = resolve;
    failed = reject;
  });
  // A failed chunk is reported where it is awaited; an unawaited rejection is no error of its own.
  sagasReady.catch(() => undefined);
  const runSaga = ((...args: Parameters<SagaMiddleware['run']>) => {
    if (!run) throw new Error('the sagas start after hydration: await store.sagasReady');
    return run(...args);
  }) as SagaMiddleware['run'];
  const browserStore: AppStore = { ...(store as unknown as Omit<AppStore, 'runSaga' | 'sagasReady'>), runSaga, sagasReady };
  return {
    store: browserStore,
    /** Puts the saga middleware in place; actions from now on reach the sagas. */
    startSagas(saga: SagaMiddleware<object>) {
      slot.fill(saga as unknown as Middleware<object, RootState, Dispatch<UnknownAction>>);
      run = saga.run;
      ready();
    },
    /** The sagas' chunk could not be fetched: whoever waits for them gives up. */
    sagasFailed: (error: unknown) => failed(error),
    /**
     * Adds slices that came with a page bundle (the tools', the details pages': docs/decisions/042-javascript-budget.md, updates 4 and 6):
     * they take over the state the server sent for them. A slice already there is not added again.
     */
    addSlices(slices: Partial<LazySlices>) {
      const added = Object.fromEntries(Object.entries(slices).filter(([key]) => !(key in lazy)));
      if (Object.keys(added).length === 0) return;
      lazy = { ...lazy, ...added };
      store.replaceReducer(createRootReducer(lazy));
    },
  };
}
