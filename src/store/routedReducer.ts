import type { Reducer, UnknownAction } from '@reduxjs/toolkit';

/** What the router needs of a slice: its reducer and its own action creators (their `type`). */
export interface RoutableSlice {
  reducer: Reducer;
  actions: Readonly<Record<string, { type: string }>>;
}

/**
 * Test and development runs check every action against every slice (see below); visitors do not
 * pay for it.
 */
const CHECK_ROUTES = process.env.NODE_ENV === 'development' || process.env.NODE_ENV === 'test';

/**
 * The root reducer of `combined` (combineReducers over the same slices), but an action reaches only
 * the slices that answer it: each slice's own actions, plus those listed in `alsoAnswers` for a
 * slice with extraReducers. combineReducers calls all sixty-odd slice reducers and builds a new
 * root object on every action; a server render dispatches some fifty actions, and that walk was a
 * tenth of a product page's CPU and much of its garbage.
 *
 * The state is the same as combined's: initialisation (state undefined, Redux's own `@@` actions)
 * goes through `combined`; a root object is copied only when a slice changed. In tests and
 * development every other slice is also given the action, and one that changes its state throws,
 * so a slice that starts listening to a foreign action cannot be missed silently.
 */
export function routedReducer<S extends Record<string, unknown>>(
  combined: Reducer<S, UnknownAction, Partial<S>>,
  slices: Readonly<Record<keyof S & string, RoutableSlice>>,
  alsoAnswers: Partial<Record<keyof S & string, ReadonlyArray<{ type: string }>>> = {},
): Reducer<S, UnknownAction, Partial<S>> {
  const routes = new Map<string, Array<[key: keyof S & string, reducer: Reducer]>>();
  const route = (type: string, key: keyof S & string, reducer: Reducer) => {
    const targets = routes.get(type) ?? [];
    if (!targets.some(([k]) => k === key)) targets.push([key, reducer]);
    routes.set(type, targets);
  };
  for (const key of Object.keys(slices) as Array<keyof S & string>) {
    const { reducer, actions } = slices[key];
    for (const creator of Object.values(actions)) route(creator.type, key, reducer);
    for (const creator of alsoAnswers[key] ?? []) route(creator.type, key, reducer);
  }

  return (state: S | Partial<S> | undefined, action: UnknownAction): S => {
    if (state === undefined || action.type.startsWith('@@')) return combined(state, action);
    const current = state as S;
    const targets = routes.get(action.type);
    let next = current;
    if (targets) {
      for (const [key, reducer] of targets) {
        const before = current[key];
        const after = reducer(before, action) as S[typeof key];
        if (after !== before) {
          if (next === current) next = { ...current };
          next[key] = after;
        }
      }
    }
    if (CHECK_ROUTES) {
      for (const key of Object.keys(slices) as Array<keyof S & string>) {
        if (targets?.some(([k]) => k === key)) continue;
        if (slices[key].reducer(current[key], action) !== current[key]) {
          throw new Error(`Slice "${key}" changed its state on "${action.type}", which is not routed to it: list the action in its alsoAnswers (store/rootReducer.ts)`);
        }
      }
    }
    return next;
  };
}
