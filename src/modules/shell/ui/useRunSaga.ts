import { useCallback } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '../../../store/makeStore';
import type { Saga } from '../../../store/pageModule';

/**
 * Runs a saga on the page's store from an event handler (a form submit, a choice), so the call
 * reaches the API client through saga context exactly as page loads do. Resolves when it ends. In the browser
 * the sagas start after hydration (docs/decisions/042-javascript-budget.md, update 2): a form sent before then
 * waits for them.
 */
export function useRunSaga() {
  const store = useStore() as AppStore;
  return useCallback(
    async <A extends unknown[]>(saga: (...args: A) => Saga<unknown>, ...args: A): Promise<unknown> => {
      await store.sagasReady;
      return store.runSaga(saga as (...a: unknown[]) => Saga<unknown>, ...args).toPromise();
    },
    [store],
  );
}
