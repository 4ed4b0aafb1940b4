import { demoSearchRequests } from '../../../../__tests__/support/searchRequests';
import type { SearchRequest } from '../../../ContentStore';
import { SqliteSearchIndex } from '../SqliteSearchIndex';
import { compileMatch, compilePartial, withFilters } from '../compileMatch';
import { PartialMatches } from '../partialMatch';
import { SEARCH_FTS } from '../searchSchema';

/**
 * A partial match is counted group by group (ADR 036 update 6) instead of matched as one
 * expression of combinations. Both must find the same rows: checked on the demo catalogue with the
 * requests the search module makes for questions in visitors' own words.
 */
const questions = [
  ['my soundbar remote buttons stopped responding to volume changes', 'en_GB'],
  ['robot vacuum keeps getting stuck under the sofa and never finds its way back to the charging dock', 'en_GB'],
  ['how can i make the battery last longer', 'en_GB'],
  ['AT-65Z9M picture black sound fine zebra', 'en_GB'],
  ['der controller der konsole trennt ständig die verbindung beim spielen', 'de_DE'],
  ['mon téléphone chauffe et la batterie se vide en quelques heures', 'fr_FR'],
];
const fixture = demoSearchRequests(questions.map(([query, locale]) => ({ query, locale })));

it('finds the rows the expression of combinations finds, for each partial step of real questions', () => {
  const partials = fixture.requests.filter((r) => r.scope === null && !r.facet && compilePartial(r.match) !== null);
  // Six questions reach the partial steps (all but one of the words, then fewer) several times over.
  expect(partials.length).toBeGreaterThanOrEqual(6);
  const counted = new PartialMatches(fixture.db);
  let found = 0;
  for (const request of partials) {
    const expected = fixture.db
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

it('finds the same rows within a category filter', () => {
  const partials = fixture.requests.filter((r) => compilePartial(r.match) !== null);
  const token = fixture.db.prepare<[string], string>("SELECT token FROM search_filter_tokens WHERE kind = 'scope' AND name = ? AND value = ''").pluck().get('televisions');
  expect(token).toBeTruthy();
  const counted = new PartialMatches(fixture.db);
  let found = 0;
  for (const request of partials) {
    const filters = [[token as string]];
    const expected = fixture.db
      .prepare<[string], number>(`SELECT rowid FROM ${SEARCH_FTS[request.locale]} WHERE ${SEARCH_FTS[request.locale]} MATCH ? ORDER BY rowid`)
      .pluck()
      .all(withFilters(compileMatch(request.match) ?? '', filters));
    const rows = counted.rowsHolding(request.locale, compilePartial(request.match)!, filters);
    expect(rows).toEqual(expected);
    found += rows.length;
  }
  expect(found).toBeGreaterThan(0);
});

it('pages through a partial match past the ranking window and across tiers without losing or repeating a row', () => {
  // A window of 7 rows: pages inside it are ranked, later ones follow in popularity order.
  const index = new SqliteSearchIndex(fixture.db, { rankingWindow: 7 });
  // The partial step of the questions above that matched the most rows.
  const totalOf = (r: SearchRequest) => index.search({ ...r, page: { start: 0, num: 0 } }).total;
  const [request] = fixture.requests.filter((r) => compilePartial(r.match) !== null).sort((a, b) => totalOf(b) - totalOf(a));
  for (const ranking of [request.ranking, { typeWeights: {}, boostScopes: ['televisions'] }]) {
    const base = { ...request, ranking, page: { start: 0, num: 400 } };
    const whole = index.search(base);
    expect(whole.total).toBeGreaterThan(14);
    const paged: number[] = [];
    for (let start = 0; start < whole.total; start += 4) paged.push(...index.search({ ...base, page: { start, num: 4 } }).hits.map((h) => h.rowId));
    expect(paged).toEqual(whole.hits.map((h) => h.rowId));
    expect(new Set(paged).size).toBe(whole.total);
  }
});
