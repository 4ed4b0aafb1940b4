import type { SearchResult } from '../../shared/content/types';
import { createPagedResultSet, emptyPaged, planPagedFetch, type PagedParams, type PagedState } from '../pagedResultSet';
import { ids, response, results } from './testSupport';

const docs = createPagedResultSet<SearchResult, 'docsTest'>('docsTest');
const reducer = docs.reducer;
const params = (start: number, num: number, extra: Partial<PagedParams> = {}): PagedParams => ({
  productName: 'kd-55x89j',
  language: 'en',
  ...extra,
  start,
  num,
});

/** A set holding items [0, held) of a source of `count` items, fetched with `fetched`. */
function holding(held: number, count: number, fetched: PagedParams = params(0, held)): PagedState<SearchResult> {
  return reducer(emptyPaged<SearchResult>(), docs.actions.received({ response: response(0, results(0, held), count), params: fetched }));
}

describe('paged result set reducer', () => {
  it('request sets the fetching flag', () => {
    const state = reducer(emptyPaged<SearchResult>(), docs.actions.request());
    expect(state.isFetching).toBe(true);
    expect(state.results).toEqual([]);
  });

  it('received replaces the held results and records the parameters', () => {
    const first = holding(5, 40);
    const state = reducer(
      { ...first, isFetching: true },
      docs.actions.received({ response: response(20, results(20, 23), 40, 'hdmi'), params: params(20, 3) }),
    );
    expect(ids(state.results)).toEqual(['doc-20', 'doc-21', 'doc-22']);
    expect(state.start).toBe(20);
    expect(state.end).toBe(23);
    expect(state.count).toBe(40);
    expect(state.query).toBe('hdmi');
    expect(state.params).toEqual(params(20, 3));
    expect(state.isFetching).toBe(false);
    expect(state.hasError).toBe(false);
  });

  it('append keeps the original start and sets end to the combined length', () => {
    const state = reducer(
      holding(10, 25),
      docs.actions.received({ response: response(10, results(10, 15), 25), params: params(0, 15), append: true }),
    );
    expect(state.results).toHaveLength(15);
    expect(ids(state.results).slice(8)).toEqual(['doc-8', 'doc-9', 'doc-10', 'doc-11', 'doc-12', 'doc-13', 'doc-14']);
    expect(state.start).toBe(0);
    expect(state.end).toBe(15);
    expect(state.count).toBe(25);
    expect(state.params?.num).toBe(15);
  });

  it('append with nothing held yet behaves like a replace', () => {
    const state = reducer(
      emptyPaged<SearchResult>(),
      docs.actions.received({ response: response(0, results(0, 4), 9), params: params(0, 4), append: true }),
    );
    expect(ids(state.results)).toEqual(['doc-0', 'doc-1', 'doc-2', 'doc-3']);
    expect(state.end).toBe(4);
  });

  it('a replace-only set (what\'s new) replaces even when asked to append', () => {
    const whatsNew = createPagedResultSet<SearchResult, 'whatsNewTest'>('whatsNewTest', { replaceOnly: true });
    const held = whatsNew.reducer(
      emptyPaged<SearchResult>(),
      whatsNew.actions.received({ response: response(0, results(0, 3), 10), params: params(0, 3) }),
    );
    const state = whatsNew.reducer(
      held,
      whatsNew.actions.received({ response: response(0, results(5, 7), 10), params: params(0, 2), append: true }),
    );
    expect(ids(state.results)).toEqual(['doc-5', 'doc-6']);
    expect(state.end).toBe(2);
  });

  it('back N removes the last N results and sets end', () => {
    const state = reducer(holding(10, 30), docs.actions.back(3));
    expect(ids(state.results)).toEqual(ids(results(0, 7)));
    expect(state.start).toBe(0);
    expect(state.end).toBe(7);
    expect(state.count).toBe(30);
    expect(state.params?.num).toBe(7);
  });

  it('back by more than is held empties the results without going negative', () => {
    const state = reducer(holding(4, 30), docs.actions.back(9));
    expect(state.results).toEqual([]);
    expect(state.end).toBe(0);
    expect(state.params?.num).toBe(0);
  });

  it('back by zero or a negative number removes nothing', () => {
    expect(reducer(holding(4, 30), docs.actions.back(0)).results).toHaveLength(4);
    expect(reducer(holding(4, 30), docs.actions.back(-2)).results).toHaveLength(4);
  });

  it('clear resets to the initial state', () => {
    const state = reducer({ ...holding(6, 30), surplus: 2 }, docs.actions.clear());
    expect(state).toEqual(emptyPaged<SearchResult>());
  });

  it('failed resets to an empty set with the error flag', () => {
    const state = reducer({ ...holding(6, 30), isFetching: true }, docs.actions.failed());
    expect(state).toEqual({ ...emptyPaged<SearchResult>(), hasError: true });
    expect(state.results).toEqual([]);
    expect(state.isFetching).toBe(false);
  });

  it('reportSurplus records the count and a later receipt clears it', () => {
    const reported = reducer(holding(6, 30), docs.actions.reportSurplus(2));
    expect(reported.surplus).toBe(2);
    const next = reducer(reported, docs.actions.received({ response: response(0, results(0, 2), 30), params: params(0, 2) }));
    expect(next.surplus).toBe(0);
  });
});

describe('planPagedFetch (reuse rule)', () => {
  it('fetches fresh when nothing is held', () => {
    expect(planPagedFetch(emptyPaged<SearchResult>(), params(0, 10))).toEqual({ kind: 'fresh', start: 0, num: 10 });
  });

  it('fetches fresh when an identifying parameter differs', () => {
    const held = holding(10, 50);
    expect(planPagedFetch(held, params(0, 20, { language: 'de' }))).toEqual({ kind: 'fresh', start: 0, num: 20 });
    expect(planPagedFetch(held, params(0, 20, { operatingSystem: 'windows' }))).toEqual({ kind: 'fresh', start: 0, num: 20 });
  });

  it('treats a missing parameter as different from a set one', () => {
    const held = holding(10, 50, params(0, 10, { query: 'hdmi' }));
    expect(planPagedFetch(held, params(0, 20)).kind).toBe('fresh');
  });

  it('ignores start, num, accessLevel and cookie when matching', () => {
    const held = holding(10, 50, params(0, 10, { accessLevel: 'public', cookie: 'authToken=a' }));
    const plan = planPagedFetch(held, params(0, 15, { accessLevel: 'partner', cookie: 'authToken=b' }));
    expect(plan).toEqual({ kind: 'append', start: 10, num: 5 });
  });

  it('still reuses the held set when only the access level differs', () => {
    const held = holding(10, 50, params(0, 10, { accessLevel: 'public' }));
    expect(planPagedFetch(held, params(0, 10, { accessLevel: 'internal' }))).toEqual({ kind: 'held', surplus: 0 });
  });

  it('appends only the missing items when more are asked for', () => {
    expect(planPagedFetch(holding(10, 50), params(0, 25))).toEqual({ kind: 'append', start: 10, num: 15 });
  });

  it('counts a non-zero start of the request towards what is wanted', () => {
    expect(planPagedFetch(holding(10, 50), params(10, 10))).toEqual({ kind: 'append', start: 10, num: 10 });
  });

  it('holds and reports no surplus when exactly the held items are asked for', () => {
    expect(planPagedFetch(holding(10, 50), params(0, 10))).toEqual({ kind: 'held', surplus: 0 });
  });

  it('holds and reports the surplus when fewer are asked for than held', () => {
    expect(planPagedFetch(holding(30, 50), params(0, 10))).toEqual({ kind: 'held', surplus: 20 });
  });

  it('holds without fetching when the source has no more items', () => {
    expect(planPagedFetch(holding(7, 7), params(0, 20))).toEqual({ kind: 'held', surplus: 0 });
  });

  it('fetches fresh after an error', () => {
    const failed = reducer(holding(10, 50), docs.actions.failed());
    expect(planPagedFetch(failed, params(0, 20))).toEqual({ kind: 'fresh', start: 0, num: 20 });
    // Even a set that kept its items but carries the error flag is not trusted.
    const flagged: PagedState<SearchResult> = { ...holding(10, 50), hasError: true };
    expect(planPagedFetch(flagged, params(0, 20))).toEqual({ kind: 'fresh', start: 0, num: 20 });
  });

  it('fetches fresh when the held set does not begin at the first item', () => {
    const later = reducer(
      emptyPaged<SearchResult>(),
      docs.actions.received({ response: response(20, results(20, 30), 50), params: params(20, 10) }),
    );
    expect(planPagedFetch(later, params(0, 30))).toEqual({ kind: 'fresh', start: 0, num: 30 });
  });
});
