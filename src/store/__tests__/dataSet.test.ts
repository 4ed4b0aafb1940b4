import { createDataSet, type DataSetState } from '../dataSet';
import { categories } from '../dataSets';
import { makeStore } from '../makeStore';
import { categoriesResponse, fakeApi } from './testSupport';

interface Seo {
  title: string;
  description: string;
}

const initialSeo: Seo = { title: '', description: '' };
const tvSeo: Seo = { title: 'TV support', description: 'Manuals and downloads for TVs' };

function stateAfter<T>(slice: ReturnType<typeof createDataSet<T>>, ...steps: Array<(s: typeof slice) => { type: string }>) {
  return steps.reduce<DataSetState<T>>((state, step) => slice.reducer(state, step(slice)), slice.getInitialState());
}

describe('plain data set', () => {
  const seo = createDataSet('seoTest', initialSeo);

  it('starts idle with the initial data', () => {
    expect(seo.getInitialState()).toEqual({ data: initialSeo, isFetching: false, hasError: false });
  });

  it('request sets the fetching flag and leaves the data alone', () => {
    const state = stateAfter(seo, (s) => s.actions.request());
    expect(state).toEqual({ data: initialSeo, isFetching: true, hasError: false });
  });

  it('received stores the data and stops fetching', () => {
    const state = stateAfter(
      seo,
      (s) => s.actions.request(),
      (s) => s.actions.received(tvSeo),
    );
    expect(state).toEqual({ data: tvSeo, isFetching: false, hasError: false });
  });

  it('received clears an earlier error', () => {
    const state = stateAfter(
      seo,
      (s) => s.actions.request(),
      (s) => s.actions.failed(),
      (s) => s.actions.request(),
      (s) => s.actions.received(tvSeo),
    );
    expect(state.hasError).toBe(false);
    expect(state.data).toEqual(tvSeo);
  });

  it('failed sets the error flag, stops fetching and resets the data to its initial value', () => {
    const state = stateAfter(
      seo,
      (s) => s.actions.received(tvSeo),
      (s) => s.actions.request(),
      (s) => s.actions.failed(),
    );
    expect(state).toEqual({ data: initialSeo, isFetching: false, hasError: true });
  });

  it('with keepDataOnFailure, failed only sets the error flag and keeps the data', () => {
    const keeping = createDataSet('seoKeeping', initialSeo, { keepDataOnFailure: true });
    const state = stateAfter(
      keeping,
      (s) => s.actions.received(tvSeo),
      (s) => s.actions.request(),
      (s) => s.actions.failed(),
    );
    expect(state).toEqual({ data: tvSeo, isFetching: false, hasError: true });
  });

  it('reset returns to the idle initial state', () => {
    const state = stateAfter(
      seo,
      (s) => s.actions.received(tvSeo),
      (s) => s.actions.failed(),
      (s) => s.actions.reset(),
    );
    expect(state).toEqual({ data: initialSeo, isFetching: false, hasError: false });
  });

  it('only answers its own actions', () => {
    const other = createDataSet('otherTest', initialSeo);
    const state = seo.reducer(seo.getInitialState(), other.actions.received(tvSeo));
    expect(state.data).toEqual(initialSeo);
  });
});

describe('a registered data set in a real store', () => {
  it('goes idle -> request -> received -> failed through the root reducer', () => {
    const store = makeStore(undefined, { api: fakeApi({}) });
    expect(store.getState().categories).toEqual({ data: null, isFetching: false, hasError: false });

    store.dispatch(categories.actions.request());
    expect(store.getState().categories.isFetching).toBe(true);

    store.dispatch(categories.actions.received(categoriesResponse('Televisions')));
    expect(store.getState().categories).toEqual({
      data: categoriesResponse('Televisions'),
      isFetching: false,
      hasError: false,
    });

    store.dispatch(categories.actions.failed());
    expect(store.getState().categories).toEqual({ data: null, isFetching: false, hasError: true });
  });
});
