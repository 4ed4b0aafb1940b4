import type { RepairDocumentResult } from '../../shared/content/ascTypes';
import type { SearchResponse, SearchResult } from '../../shared/content/types';
import { whatsNew } from '../dataSets';
import { makeStore } from '../makeStore';
import { emptyPaged, planPagedFetch, type PagedParams, type PagedState } from '../pagedResultSet';
import { fetchPaged } from '../sagas/fetchers';
import { fakeApi, ids, response, results } from './testSupport';

/*
 * docs/behaviour.md §4: what's-new replaces its results instead of appending. A "load more" on a replace-only set
 * must therefore fetch the whole, longer range again: appending only the missing items and then
 * replacing would leave the set holding the second page alone.
 */

const params = (num: number, extra: Record<string, string> = {}): PagedParams => ({ start: 0, num, locale: 'en_GB', ...extra });

function holding(n: number, count: number): PagedState<SearchResult> {
  return { ...emptyPaged<SearchResult>(), results: results(0, n), end: n, count, params: params(n) };
}

describe('planPagedFetch for a replace-only set', () => {
  it('fetches the full range fresh where an appending set would fetch only the missing items', () => {
    expect(planPagedFetch(holding(20, 131), params(40))).toEqual({ kind: 'append', start: 20, num: 20 });
    expect(planPagedFetch(holding(20, 131), params(40), { replaceOnly: true })).toEqual({ kind: 'fresh', start: 0, num: 40 });
  });

  it('still serves a smaller range from the held items and reports the surplus', () => {
    expect(planPagedFetch(holding(40, 131), params(20), { replaceOnly: true })).toEqual({ kind: 'held', surplus: 20 });
    expect(planPagedFetch(holding(7, 7), params(20), { replaceOnly: true })).toEqual({ kind: 'held', surplus: 0 });
  });

  it('starts afresh when the parameters that identify the set change', () => {
    expect(planPagedFetch(holding(20, 131), params(20, { locale: 'de_DE' }), { replaceOnly: true })).toEqual({ kind: 'fresh', start: 0, num: 20 });
  });
});

describe('fetchPaged with the replace-only what’s-new set (load more)', () => {
  it('asks the source for the whole range and holds it, in order, after "load more"', async () => {
    const requests: Array<{ start: number; num: number }> = [];
    const source = (start: number, num: number): Promise<SearchResponse<RepairDocumentResult>> => {
      requests.push({ start, num });
      const page = response(start, results(start, Math.min(131, start + num)), 131);
      return Promise.resolve({ ...page, results: page.results.map((r) => ({ ...r, contentType: 'technical-news' as const, associatedFiles: [] })) });
    };
    function* load(num: number) {
      yield* fetchPaged<RepairDocumentResult>(whatsNew, params(num), source);
    }
    const store = makeStore({}, { api: fakeApi({}) });
    await store.runSaga(load, 20).toPromise();
    expect(ids(store.getState().whatsNew.results)).toEqual(ids(results(0, 20)));
    await store.runSaga(load, 40).toPromise();
    expect(requests).toEqual([
      { start: 0, num: 20 },
      { start: 0, num: 40 },
    ]);
    const held = store.getState().whatsNew;
    expect(ids(held.results)).toEqual(ids(results(0, 40)));
    expect([held.start, held.end, held.count]).toEqual([0, 40, 131]);
  });
});
