import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { Api } from '../shared/api/createApi';
import { rootReducer, type RootState } from './rootReducer';

export interface StoreDependencies {
  api: Api;
}

/**
 * Redux Toolkit's immutability and serialisability checks walk the whole state on every action:
 * useful while developing and in tests, pure cost for visitors.
 */
const DEV_CHECKS = process.env.NODE_ENV === 'development' || process.env.NODE_ENV === 'test';

/** A new store per request on the server, one per page in the browser (docs/architecture.md §3). */
export function makeStore(preloaded: Partial<RootState> | undefined, { api }: StoreDependencies) {
  const saga = createSagaMiddleware({ context: { api } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloaded as RootState | undefined,
    middleware: (getDefault) => getDefault({ thunk: false, immutableCheck: DEV_CHECKS, serializableCheck: DEV_CHECKS }).concat(saga),
  });
  return { ...store, runSaga: saga.run };
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
