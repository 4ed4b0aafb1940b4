import createSagaMiddleware from 'redux-saga';
import { put, take } from 'redux-saga/effects';
import { makeBrowserStore } from '../makeBrowserStore';
import { makeStore } from '../makeStore';
import { remoteProgrammingActions } from '../remoteProgrammingSlice';
import { searchBoxActions } from '../searchBoxSlice';
import { toolSlices } from '../toolSlices';
import { detailsSlices } from '../detailsSlices';
import { helpfulnessActions } from '../helpfulnessSlice';
import { fakeApi } from './testSupport';

/**
 * The browser's store hydrates without sagas and takes them in after hydration
 * (docs/decisions/042-javascript-budget.md, update 2).
 */
describe('makeBrowserStore', () => {
  it('updates its state before the sagas start, and refuses to run a saga until then', () => {
    const { store } = makeBrowserStore(undefined);
    store.dispatch(searchBoxActions.inputChanged('tv'));
    expect(store.getState().searchBox.inputValue).toBe('tv');
    expect(() => store.runSaga(function* () {})).toThrow(/after hydration/);
  });

  it('hands every later action to the sagas, after the reducers, once they start', async () => {
    const browser = makeBrowserStore(undefined);
    const { store } = browser;
    let settled = false;
    void store.sagasReady.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);

    browser.startSagas(createSagaMiddleware());
    await store.sagasReady;
    const seen: string[] = [];
    store.runSaga(function* () {
      const action: ReturnType<typeof searchBoxActions.inputChanged> = yield take(searchBoxActions.inputChanged.type);
      // The reducer has run before the saga sees the action, as with the middleware from the start.
      seen.push(`${action.payload}:${store.getState().searchBox.inputValue}`);
      yield put(searchBoxActions.cleared());
    });
    store.dispatch(searchBoxActions.inputChanged('oled'));
    expect(seen).toEqual(['oled:oled']);
    expect(store.getState().searchBox.inputValue).toBe('');
  });

  it('lets whoever waits for the sagas give up when their chunk cannot be fetched', async () => {
    const browser = makeBrowserStore(undefined);
    browser.sagasFailed(new Error('chunk failed'));
    await expect(browser.store.sagasReady).rejects.toThrow('chunk failed');
  });

  it("keeps the server's state of the tools' slices until the tools bundle brings them, then runs their actions", () => {
    // The server's state after a remote-control page chose a device (docs/behaviour.md §4).
    const server = makeStore(undefined, { api: fakeApi({}) });
    server.dispatch(remoteProgrammingActions.deviceChosen({ device: 2 }));
    const sent = JSON.parse(JSON.stringify(server.getState())) as ReturnType<typeof server.getState>;

    const browser = makeBrowserStore(sent);
    const { store } = browser;
    // The same shape as the server's, so hydration renders what the server rendered.
    expect(Object.keys(store.getState()).sort()).toEqual(Object.keys(sent).sort());
    expect(store.getState().remoteProgramming).toEqual(sent.remoteProgramming);
    // Without its slice nothing answers the action yet; the state stays as sent.
    store.dispatch(remoteProgrammingActions.brandChosen(1));
    expect(store.getState().remoteProgramming.selectedBrand).toBe(sent.remoteProgramming.selectedBrand);

    browser.addSlices(toolSlices);
    expect(store.getState().remoteProgramming).toEqual(sent.remoteProgramming);
    store.dispatch(remoteProgrammingActions.brandChosen(1));
    expect(store.getState().remoteProgramming).toEqual({ ...sent.remoteProgramming, selectedBrand: 1 });
    // Other slices keep their state and their actions.
    store.dispatch(searchBoxActions.inputChanged('remote'));
    expect(store.getState().searchBox.inputValue).toBe('remote');
  });

  it("keeps the server's state of the details pages' slices until the details bundle brings them (ADR 042 update 6)", () => {
    const sent = JSON.parse(JSON.stringify(makeStore(undefined, { api: fakeApi({}) }).getState())) as ReturnType<ReturnType<typeof makeStore>['getState']>;
    const browser = makeBrowserStore(sent);
    const { store } = browser;
    expect(store.getState().helpfulness).toEqual(sent.helpfulness);
    store.dispatch(helpfulnessActions.viewKeyRenewed('view-1'));
    expect(store.getState().helpfulness).toEqual(sent.helpfulness);

    browser.addSlices(detailsSlices);
    store.dispatch(helpfulnessActions.viewKeyRenewed('view-1'));
    expect(store.getState().helpfulness.viewKey).toBe('view-1');
    expect(store.getState().downloadDetails).toEqual(sent.downloadDetails);
  });
});
