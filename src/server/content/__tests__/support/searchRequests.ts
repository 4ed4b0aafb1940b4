import type { SearchRequest } from '../../store/ContentStore';
import { SqliteContentStore } from '../../store/sqlite/SqliteContentStore';
import type { DemoService } from './demoService';

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
