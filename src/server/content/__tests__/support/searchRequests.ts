import Database from 'better-sqlite3';
import type { SearchRequest } from '../../store/ContentStore';
import { SqliteContentStore } from '../../store/sqlite/SqliteContentStore';
import { openDemoService, type DemoService } from './demoService';

/**
 * The store requests the site's search makes for these searches (each the query of a `/search` call), in
 * order: the real requests, so store-level tests check what visitors' searches ask of the index.
 */
export async function searchRequestsOf(demo: DemoService, searches: ReadonlyArray<Record<string, string>>): Promise<SearchRequest[]> {
  const requests: SearchRequest[] = [];
  const original = SqliteContentStore.prototype.search;
  const spy = jest.spyOn(SqliteContentStore.prototype, 'search').mockImplementation(function search(this: SqliteContentStore, request: SearchRequest) {
    requests.push(request);
    return original.call(this, request);
  });
  try {
    for (const query of searches) await demo.get('/search', query);
  } finally {
    spy.mockRestore();
  }
  return requests;
}

/** What a store-level search test reads: the requests of its searches, and the demo database opened read-only. */
export interface DemoSearchRequests {
  readonly db: Database.Database;
  readonly requests: SearchRequest[];
}

/**
 * For a test file of the search index: before its tests, the demo service answers these searches (their
 * store requests recorded) and its database is opened read-only; after them, both are closed and the service
 * must have logged no failure. Read `db` and `requests` inside the tests, once they are set.
 */
export function demoSearchRequests(searches: ReadonlyArray<Record<string, string>>): DemoSearchRequests {
  const fixture: { db?: Database.Database; requests: SearchRequest[] } = { requests: [] };
  let demo: DemoService;
  beforeAll(async () => {
    demo = openDemoService();
    fixture.requests = await searchRequestsOf(demo, searches);
    fixture.db = new Database(demo.dbPath, { readonly: true });
  });
  afterAll(async () => {
    fixture.db?.close();
    expect(demo.failures).toEqual([]);
    await demo.close();
  });
  return {
    get db() {
      if (!fixture.db) throw new Error('the demo database is opened before the tests');
      return fixture.db;
    },
    get requests() {
      return fixture.requests;
    },
  };
}
