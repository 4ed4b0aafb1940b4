import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { Api } from '../shared/api/createApi';
import { rootReducer, type RootState } from './rootReducer';
import { storeOptions } from './storeOptions';

export interface StoreDependencies {
  api: Api;
}

/**
 * A new store per request on the server (docs/architecture.md §3), its sagas running from the start. The browser's
 * store starts its sagas after hydration (makeBrowserStore.ts); both have the same shape.
 */
export function makeStore(preloaded: Partial<RootState> | undefined, { api }: StoreDependencies) {
  const saga = createSagaMiddleware({ context: { api } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloaded as RootState | undefined,
    middleware: (getDefault) => getDefault(storeOptions).concat(saga),
  });
  return { ...store, runSaga: saga.run, sagasReady: Promise.resolve() as Promise<void> };
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
