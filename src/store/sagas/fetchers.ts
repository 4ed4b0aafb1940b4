import { call, getContext, put, select } from 'redux-saga/effects';
import type { Api } from '../../shared/api/createApi';
import { API_PAGE_MAX } from '../../shared/constants';
import type { SearchResponse } from '../../shared/content/types';
import type { DataSetSlice } from '../dataSet';
import { pagedOptionsOf, planPagedFetch, type PagedParams, type PagedSlice, type PagedState } from '../pagedResultSet';
import type { RootState } from '../rootReducer';

/** The API client, from saga context (never a global: docs/architecture.md §3). */
export function* getApi(): Generator<unknown, Api, Api> {
  return yield getContext('api');
}

/** request -> call -> received | failed; the error is rethrown so the page load can judge it. */
export function* fetchInto<T>(slice: DataSetSlice<T>, fetch: () => Promise<T>): Generator<unknown, T, T> {
  yield put(slice.actions.request());
  try {
    const data: T = yield call(fetch);
    yield put(slice.actions.received(data));
    return data;
  } catch (error) {
    yield put(slice.actions.failed());
    throw error;
  }
}

/**
 * Fills a paged result set, reusing held items (docs/behaviour.md §4): only the missing items are fetched and
 * appended; a surplus is reported and trimmed so the page shows exactly what its parameters ask for.
 * The generator accepts `unknown` as its next value (not `never`) so that module loaders can delegate
 * to it with `yield*` next to getApi and fetchInto.
 */
export function* fetchPaged<T>(
  slice: PagedSlice<T>,
  params: PagedParams,
  fetchPage: (start: number, num: number) => Promise<SearchResponse<T>>,
): Generator<unknown, void, unknown> {
  const state = (yield select((root: RootState) => root[slice.name as keyof RootState])) as PagedState<T>;
  const plan = planPagedFetch(state, params, pagedOptionsOf(slice.name));
  if (plan.kind === 'held') {
    if (plan.surplus > 0) {
      yield put(slice.actions.reportSurplus(plan.surplus));
      yield put(slice.actions.back(plan.surplus));
    }
    return;
  }
  yield put(slice.actions.request());
  try {
    const response = (yield call(fetchInPages, fetchPage, plan.start, plan.num)) as SearchResponse<T>;
    yield put(slice.actions.received({ response, params, append: plan.kind === 'append' }));
  } catch (error) {
    yield put(slice.actions.failed());
    throw error;
  }
}

/**
 * One range of a list, fetched in calls of at most API_PAGE_MAX items (the content API's largest
 * page) and joined into one response. Stops early at the end of the list.
 */
export async function fetchInPages<T>(
  fetchPage: (start: number, num: number) => Promise<SearchResponse<T>>,
  start: number,
  num: number,
): Promise<SearchResponse<T>> {
  const results: T[] = [];
  let response: SearchResponse<T>;
  do {
    const ask = Math.min(num - results.length, API_PAGE_MAX);
    response = await fetchPage(start + results.length, ask);
    results.push(...response.results);
    // A short page is the end of the list.
    if (response.results.length < ask) break;
  } while (results.length < num && start + results.length < response.count);
  return { ...response, start, end: start + results.length, results };
}
