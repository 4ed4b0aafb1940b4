import { combineReducers, createSlice, type UnknownAction } from '@reduxjs/toolkit';
import { ascAuth, categories, metadata } from '../dataSets';
import { pageActions } from '../pageSlice';
import { rootReducer } from '../rootReducer';
import { routedReducer } from '../routedReducer';
import { categoriesResponse } from './testSupport';

const init = () => rootReducer(undefined, { type: '@@init' });

describe('the root reducer hands an action only to the slices that answer it', () => {
  it('reaches the same state as every slice seeing every action', () => {
    const actions: UnknownAction[] = [
      pageActions.loadStarted({ partial: false }),
      categories.actions.request(),
      categories.actions.received(categoriesResponse('Televisions')),
      metadata.actions.request(),
      metadata.actions.failed(),
      ascAuth.actions.received({ signedIn: true } as never),
      pageActions.loadFinished(),
    ];
    let state = init();
    for (const action of actions) state = rootReducer(state, action);
    expect(state.categories.data).toEqual(categoriesResponse('Televisions'));
    expect(state.categories.isFetching).toBe(false);
    expect(state.metadata.hasError).toBe(true);
    expect(state.page.isLoading).toBe(false);
    // A slice with extraReducers follows the foreign actions it lists.
    expect(state.isAscPortal).toBe(true);
    expect(rootReducer(state, ascAuth.actions.failed()).isAscPortal).toBe(false);
  });

  it('keeps the root object and every untouched slice when an action changes one slice', () => {
    const before = init();
    const after = rootReducer(before, categories.actions.request());
    expect(after).not.toBe(before);
    expect(after.categories.isFetching).toBe(true);
    expect(after.metadata).toBe(before.metadata);
    expect(after.page).toBe(before.page);
    expect(rootReducer(after, { type: 'nobody/listens' })).toBe(after);
  });

  it('fills a partial preloaded state (a store made with the page only) on initialisation', () => {
    const page = init().page;
    const state = rootReducer({ page } as never, { type: '@@redux/INITx.y.z' });
    expect(state.page).toBe(page);
    expect(state.categories).toEqual({ data: null, isFetching: false, hasError: false });
  });

  it('fails in tests when a slice answers a foreign action it does not list', () => {
    const counter = createSlice({ name: 'counter', initialState: 0, reducers: { bump: (n) => n + 1 } });
    const echo = createSlice({
      name: 'echo',
      initialState: 0,
      reducers: {},
      extraReducers: (builder) => builder.addCase(counter.actions.bump, (n) => n + 1),
    });
    const slices = { counter, echo };
    const combined = combineReducers({ counter: counter.reducer, echo: echo.reducer });
    const unlisted = routedReducer(combined, slices);
    const state = unlisted(undefined, { type: '@@init' });
    expect(() => unlisted(state, counter.actions.bump())).toThrow(/"echo" changed its state on "counter\/bump"/);
    const listed = routedReducer(combined, slices, { echo: [counter.actions.bump] });
    expect(listed(state, counter.actions.bump())).toEqual({ counter: 1, echo: 1 });
  });
});
