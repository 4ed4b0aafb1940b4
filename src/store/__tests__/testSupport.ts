import type { Api } from '../../shared/api/createApi';
import type { CategoriesResponse, SearchResponse, SearchResult } from '../../shared/content/types';
import { initialPageState, type PageState } from '../pageSlice';

/**
 * A stand-in for the content API client: only the calls a test names are answered, every other
 * call fails loudly so that an unexpected request shows up as a test failure.
 */
export function fakeApi(calls: Partial<Api>): Api {
  return new Proxy(calls, {
    get(target, key: string | symbol) {
      const value: unknown = Reflect.get(target, key);
      if (value !== undefined || typeof key === 'symbol') return value;
      return () => Promise.reject(new Error(`unexpected API call: ${key}`));
    },
  }) as Api;
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: Error): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks (and the saga steps waiting on them) run. */
export function flush(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export function result(id: string): SearchResult {
  return { id, contentType: 'document', title: `Manual ${id}`, url: `/manuals/${id}` };
}

export function results(from: number, to: number): SearchResult[] {
  const list: SearchResult[] = [];
  for (let i = from; i < to; i += 1) list.push(result(`doc-${i}`));
  return list;
}

export function ids(list: readonly SearchResult[]): string[] {
  return list.map((r) => r.id);
}

export function response(start: number, items: SearchResult[], count: number, query = 'remote'): SearchResponse<SearchResult> {
  return { query, start, end: start + items.length, count, results: items };
}

export function categoriesResponse(displayName: string): CategoriesResponse {
  return {
    categories: [],
    displayName,
    color: '',
  };
}

export function page(overrides: Partial<PageState> = {}): PageState {
  return { ...initialPageState, ...overrides };
}
