import type { Api } from '../../shared/api/createApi';
import { DataFetchError } from '../../shared/api/errors';
import type { CategoriesResponse, SearchResult } from '../../shared/content/types';
import { categories, documents } from '../dataSets';
import { makeStore, type AppStore } from '../makeStore';
import type { PagedParams } from '../pagedResultSet';
import { fetchInto, fetchPaged, getApi } from '../sagas/fetchers';
import { categoriesResponse, deferred, fakeApi, flush, ids, response, results } from './testSupport';

type DocumentsRequest = Parameters<Api['documents']>[0];

/** A documents source of `count` items; records every request it answers. */
function documentsSource(count: number) {
  const requests: DocumentsRequest[] = [];
  const api = fakeApi({
    documents: (p) => {
      requests.push(p);
      const start = p.start ?? 0;
      const end = Math.min(count, start + (p.num ?? 10));
      return Promise.resolve({ searchResponse: response(start, results(start, end), count) });
    },
  });
  return { api, requests };
}

function* loadCategories(locale: string) {
  const api: Api = yield* getApi();
  return yield* fetchInto(categories, () => api.categories({ locale }));
}

function* loadDocuments(num: number, language = 'en') {
  const api: Api = yield* getApi();
  const params: PagedParams = { productName: 'kd-55x89j', language, start: 0, num };
  yield* fetchPaged<SearchResult>(documents, params, (start, n) =>
    api
      .documents({ locale: 'en_GB', productName: 'kd-55x89j', language, start, num: n })
      .then((r) => r.searchResponse),
  );
}

function pagedView(store: AppStore) {
  const { start, end, count, results: held, surplus, isFetching, hasError } = store.getState().documents;
  return { start, end, count, ids: ids(held), surplus, isFetching, hasError };
}

// The saga middleware logs an uncaught saga error before rejecting the task; the tests assert the rejection.
let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
});

describe('fetchInto', () => {
  it('stores the answer, returns it, and shows fetching while the call is open', async () => {
    const answer = deferred<CategoriesResponse>();
    const locales: string[] = [];
    const store = makeStore(undefined, {
      api: fakeApi({
        categories: (p) => {
          locales.push(p.locale);
          return answer.promise;
        },
      }),
    });

    const task = store.runSaga(loadCategories, 'de_DE');
    await flush();
    expect(locales).toEqual(['de_DE']);
    expect(store.getState().categories).toEqual({ data: null, isFetching: true, hasError: false });

    answer.resolve(categoriesResponse('Fernseher'));
    const returned: CategoriesResponse = await task.toPromise();

    expect(returned).toEqual(categoriesResponse('Fernseher'));
    expect(store.getState().categories).toEqual({
      data: categoriesResponse('Fernseher'),
      isFetching: false,
      hasError: false,
    });
  });

  it('marks the data set failed, resets its data and rethrows the error', async () => {
    const store = makeStore(
      { categories: { data: categoriesResponse('Televisions'), isFetching: false, hasError: false } },
      { api: fakeApi({ categories: () => Promise.reject(new DataFetchError('categories', 503)) }) },
    );

    const outcome = store.runSaga(loadCategories, 'en_GB').toPromise();

    await expect(outcome).rejects.toThrow('Could not fetch data for categories');
    await expect(outcome).rejects.toBeInstanceOf(DataFetchError);
    expect(store.getState().categories).toEqual({ data: null, isFetching: false, hasError: true });
  });
});

describe('fetchPaged', () => {
  it('reads a range longer than one API page in calls of at most 100 and holds all of it', async () => {
    const { api, requests } = documentsSource(601);
    const store = makeStore(undefined, { api });

    await store.runSaga(loadDocuments, 250).toPromise();
    expect(requests.map((r) => [r.start, r.num])).toEqual([
      [0, 100],
      [100, 100],
      [200, 50],
    ]);
    expect(pagedView(store)).toMatchObject({ start: 0, end: 250, count: 601, ids: ids(results(0, 250)) });

    // Show more past the end: only the missing items, in pages, stopping at the end of the list.
    await store.runSaga(loadDocuments, 700).toPromise();
    expect(requests.slice(3).map((r) => [r.start, r.num])).toEqual([
      [250, 100],
      [350, 100],
      [450, 100],
      [550, 100],
    ]);
    expect(pagedView(store)).toMatchObject({ start: 0, end: 601, count: 601, ids: ids(results(0, 601)) });
  });

  it('fetches a fresh set when nothing is held', async () => {
    const { api, requests } = documentsSource(40);
    const store = makeStore(undefined, { api });

    await store.runSaga(loadDocuments, 10).toPromise();

    expect(requests.map((r) => [r.start, r.num])).toEqual([[0, 10]]);
    expect(pagedView(store)).toEqual({
      start: 0,
      end: 10,
      count: 40,
      ids: ids(results(0, 10)),
      surplus: 0,
      isFetching: false,
      hasError: false,
    });
  });

  it('load more fetches only the missing items and holds the combined list', async () => {
    const { api, requests } = documentsSource(40);
    const store = makeStore(undefined, { api });
    await store.runSaga(loadDocuments, 10).toPromise();

    await store.runSaga(loadDocuments, 25).toPromise();

    expect(requests.map((r) => [r.start, r.num])).toEqual([
      [0, 10],
      [10, 15],
    ]);
    expect(pagedView(store)).toEqual({
      start: 0,
      end: 25,
      count: 40,
      ids: ids(results(0, 25)),
      surplus: 0,
      isFetching: false,
      hasError: false,
    });
    expect(store.getState().documents.params?.num).toBe(25);
  });

  it('with fewer requested than held, trims and reports the surplus without calling the API', async () => {
    const { api, requests } = documentsSource(40);
    const store = makeStore(undefined, { api });
    await store.runSaga(loadDocuments, 12).toPromise();
    expect(requests).toHaveLength(1);

    await store.runSaga(loadDocuments, 5).toPromise();

    expect(requests).toHaveLength(1);
    expect(pagedView(store)).toEqual({
      start: 0,
      end: 5,
      count: 40,
      ids: ids(results(0, 5)),
      surplus: 7,
      isFetching: false,
      hasError: false,
    });
  });

  it('does not call the API when the source has no more items than are held', async () => {
    const { api, requests } = documentsSource(8);
    const store = makeStore(undefined, { api });
    await store.runSaga(loadDocuments, 10).toPromise();
    expect(store.getState().documents.results).toHaveLength(8);

    await store.runSaga(loadDocuments, 20).toPromise();

    expect(requests).toHaveLength(1);
    expect(pagedView(store).ids).toEqual(ids(results(0, 8)));
  });

  it('fetches fresh from the start when an identifying parameter changed', async () => {
    const { api, requests } = documentsSource(40);
    const store = makeStore(undefined, { api });
    await store.runSaga(loadDocuments, 10, 'en').toPromise();

    await store.runSaga(loadDocuments, 15, 'de').toPromise();

    expect(requests.map((r) => [r.language, r.start, r.num])).toEqual([
      ['en', 0, 10],
      ['de', 0, 15],
    ]);
    expect(store.getState().documents.results).toHaveLength(15);
    expect(store.getState().documents.params?.language).toBe('de');
  });

  it('on failure empties the set, flags the error and rethrows', async () => {
    let fail = false;
    const requests: DocumentsRequest[] = [];
    const store = makeStore(undefined, {
      api: fakeApi({
        documents: (p) => {
          requests.push(p);
          if (fail) return Promise.reject(new DataFetchError('documents', 500));
          return Promise.resolve({ searchResponse: response(0, results(0, 10), 40) });
        },
      }),
    });
    await store.runSaga(loadDocuments, 10).toPromise();
    fail = true;

    await expect(store.runSaga(loadDocuments, 20).toPromise()).rejects.toThrow('Could not fetch data for documents');

    expect(pagedView(store)).toEqual({
      start: 0,
      end: 0,
      count: 0,
      ids: [],
      surplus: 0,
      isFetching: false,
      hasError: true,
    });
    expect(store.getState().documents.params).toBeNull();

    // The next attempt starts over from the first item.
    fail = false;
    await store.runSaga(loadDocuments, 20).toPromise();
    expect(requests.map((r) => [r.start, r.num])).toEqual([
      [0, 10],
      [10, 10],
      [0, 20],
    ]);
  });
});
