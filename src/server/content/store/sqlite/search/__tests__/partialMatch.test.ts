import Database from 'better-sqlite3';
import { openDemoService, type DemoService } from '../../../../__tests__/support/demoService';
import type { SearchRequest } from '../../../ContentStore';
import { SqliteContentStore } from '../../SqliteContentStore';
import { compileMatch, compilePartial } from '../compileMatch';
import { PartialMatches } from '../partialMatch';
import { SEARCH_FTS } from '../searchSchema';

/**
 * A partial match is counted group by group (ADR 036 update 6) instead of matched as one
 * expression of combinations. Both must find the same rows: checked on the demo catalogue with the
 * requests the search module makes for questions in visitors' own words.
 */
let demo: DemoService;
let db: Database.Database;
const requests: SearchRequest[] = [];

beforeAll(async () => {
  const original = SqliteContentStore.prototype.search;
  jest.spyOn(SqliteContentStore.prototype, 'search').mockImplementation(function search(this: SqliteContentStore, request: SearchRequest) {
    requests.push(request);
    return original.call(this, request);
  });
  demo = openDemoService();
  for (const [query, locale] of [
    ['my soundbar remote buttons stopped responding to volume changes', 'en_GB'],
    ['robot vacuum keeps getting stuck under the sofa and never finds its way back to the charging dock', 'en_GB'],
    ['how can i make the battery last longer', 'en_GB'],
    ['AT-65Z9M picture black sound fine zebra', 'en_GB'],
    ['der controller der konsole trennt ständig die verbindung beim spielen', 'de_DE'],
    ['mon téléphone chauffe et la batterie se vide en quelques heures', 'fr_FR'],
  ]) {
    await demo.get('/search', { query, locale });
  }
  jest.restoreAllMocks();
  db = new Database(demo.dbPath, { readonly: true });
});

afterAll(async () => {
  db.close();
  expect(demo.failures).toEqual([]);
  await demo.close();
});

it('finds the rows the expression of combinations finds, for each partial step of real questions', () => {
  const partials = requests.filter((r) => r.scope === null && !r.facet && compilePartial(r.match) !== null);
  // Six questions reach the partial steps (all but one of the words, then fewer) several times over.
  expect(partials.length).toBeGreaterThanOrEqual(6);
  const counted = new PartialMatches(db);
  let found = 0;
  for (const request of partials) {
    const expected = db
      .prepare<[string], number>(`SELECT rowid FROM ${SEARCH_FTS[request.locale]} WHERE ${SEARCH_FTS[request.locale]} MATCH ? ORDER BY rowid`)
      .pluck()
      .all(compileMatch(request.match) ?? '');
    const rows = counted.rowsHolding(request.locale, compilePartial(request.match)!, []);
    expect({ match: request.match, rows }).toEqual({ match: request.match, rows: expected });
    found += rows.length;
  }
  // Not a comparison of empty lists.
  expect(found).toBeGreaterThan(0);
});
