import { demoSearchRequests } from '../../../../__tests__/support/searchRequests';
import { SqliteSearchIndex } from '../SqliteSearchIndex';

/**
 * A search whose first tier is its match within the scopes to boost (a product kind the visitor named) ranks
 * both tiers from one scan of the match when it holds at most a window of rows
 * (docs/decisions/059-a-thin-answer-to-a-long-question.md, update 2): the boosted scope's rows first, each tier
 * in the order the same search ranks them without a boost, and pages that neither repeat nor skip a row.
 * Checked with the requests the site makes for questions that name a product kind, on the demo catalogue.
 */
const questions = [
  ['my tv remote control does not work after the firmware update what can i do', 'en_GB'],
  ['software update tv', 'en_GB'],
  ['headphones cannot pair bluetooth', 'en_GB'],
  ['fernseher verbindet sich nicht mit wlan', 'de_DE'],
  ['casque bluetooth ne se connecte pas', 'fr_FR'],
];
const fixture = demoSearchRequests(questions.map(([query, locale]) => ({ query, locale })));

it('lists the rows filed under the named kind first, each tier in the order of the unboosted search', () => {
  const index = new SqliteSearchIndex(fixture.db);
  const tiered = fixture.requests.filter((r) => !r.unranked && !r.preferred && (r.ranking?.boostScopes.length ?? 0) > 0 && r.scope === null && !r.facet);
  expect(tiered.length).toBeGreaterThanOrEqual(5);
  let compared = 0;
  for (const request of tiered) {
    const page = { start: 0, num: 1000 };
    const boosted = index.search({ ...request, page }).hits.map((h) => h.rowId);
    // The references from an index of their own, so they are ranked by the statements, not from the scan kept above.
    const reference = new SqliteSearchIndex(fixture.db);
    const plain = reference.search({ ...request, ranking: { ...request.ranking!, boostScopes: [] }, page }).hits.map((h) => h.rowId);
    // The rows of the match within the boosted scopes, read with the scope as a filter.
    const within = new Set<number>();
    for (const scope of request.ranking!.boostScopes) for (const hit of new SqliteSearchIndex(fixture.db).search({ ...request, scope, page }).hits) within.add(hit.rowId);
    const expected = [...plain.filter((id) => within.has(id)), ...plain.filter((id) => !within.has(id))];
    expect({ match: request.match, rows: boosted }).toEqual({ match: request.match, rows: expected });
    // Pages of ten are the whole list cut, across the tiers' border.
    const paged: number[] = [];
    for (let start = 0; start < boosted.length; start += 10) paged.push(...index.search({ ...request, page: { start, num: 10 } }).hits.map((h) => h.rowId));
    expect(paged).toEqual(boosted);
    compared += boosted.length;
  }
  expect(compared).toBeGreaterThan(50);
});
