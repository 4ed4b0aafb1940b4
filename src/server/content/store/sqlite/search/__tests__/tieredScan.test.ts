import { demoSearchRequests } from '../../../../__tests__/support/searchRequests';
import { SqliteSearchIndex } from '../SqliteSearchIndex';
import { SharedScans } from '../sharedScan';

/**
 * A search whose first tier is its match within the scopes to boost (a product kind the visitor named) ranks
 * both tiers from one scan of the match when it holds at most SCAN_WINDOWS windows of rows
 * (docs/decisions/059-a-thin-answer-to-a-long-question.md, update 2; ADR 036 update 10): the boosted scope's rows first, each tier
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

it('ranks a match of up to three windows from one scan: each tier its first window by the unboosted score, the rest by popularity', () => {
  const tiered = fixture.requests.filter((r) => !r.unranked && !r.preferred && (r.ranking?.boostScopes.length ?? 0) > 0 && r.scope === null && !r.facet);
  const searchId = fixture.db.prepare<{ locale: string; rowid: number }, number>('SELECT id FROM search_rows WHERE locale = @locale AND content_rowid = @rowid').pluck();
  const wholeScans = jest.spyOn(SharedScans.prototype, 'whole');
  let pastWindow = 0;
  let longer = 0;
  // Windows smaller than the demo catalogue's matches of these questions (90 to 519 rows), so that some are
  // longer than one window and at most SCAN_WINDOWS (ADR 036 update 10), and some longer still.
  for (const rankingWindow of [60, 150, 300]) {
    for (const request of tiered) {
      const index = new SqliteSearchIndex(fixture.db, { rankingWindow });
      const page = { start: 0, num: 1000 };
      const asked = wholeScans.mock.results.length;
      const scanned = index.search({ ...request, page }).hits.map((h) => [h.rowId, h.score]);
      // This search's scan, if it made one: a match longer than SCAN_WINDOWS windows is ranked by the statements.
      const rows = wholeScans.mock.results.length > asked ? (wholeScans.mock.results.at(-1)?.value as ReadonlyArray<unknown> | null) : null;
      if (!rows) longer += 1;
      if (!rows || rows.length <= rankingWindow) continue;
      pastWindow += 1;
      // Every row of the match with the score of the unboosted search, all of them ranked.
      const plain = new SqliteSearchIndex(fixture.db, { rankingWindow: 100_000 }).search({ ...request, ranking: { ...request.ranking!, boostScopes: [] }, page }).hits;
      const within = new Set<number>();
      for (const scope of request.ranking!.boostScopes) for (const hit of new SqliteSearchIndex(fixture.db).search({ ...request, scope, page }).hits) within.add(hit.rowId);
      const tier = (inFirst: boolean) => {
        const listed = plain
          .filter((h) => within.has(h.rowId) === inFirst)
          .map((h) => ({ rowId: h.rowId, score: h.score, id: searchId.get({ locale: request.locale, rowid: h.rowId })! }))
          .sort((a, b) => a.id - b.id);
        const ranked = listed.slice(0, rankingWindow).sort((a, b) => a.score - b.score || a.id - b.id);
        return [...ranked.map((r) => [r.rowId, r.score]), ...listed.slice(rankingWindow).map((r) => [r.rowId, 0])];
      };
      expect({ rankingWindow, match: request.match, rows: scanned }).toEqual({ rankingWindow, match: request.match, rows: [...tier(true), ...tier(false)] });
      // Pages across both tiers' windows cut the same list.
      const paged: number[][] = [];
      for (let start = 0; start < scanned.length; start += 40) paged.push(...index.search({ ...request, page: { start, num: 40 } }).hits.map((h) => [h.rowId, h.score]));
      expect(paged).toEqual(scanned);
    }
  }
  expect(pastWindow).toBeGreaterThanOrEqual(3);
  // And matches longer than the scan's bound went to the statements, not to a scan.
  expect(longer).toBeGreaterThanOrEqual(1);
  wholeScans.mockRestore();
});

/**
 * With preferred words too (the words as typed of a model or document query, or every word and both kinds of a
 * question naming two: ADR 065 update 2), three tiers, ranked from two scans when the match is short: the preferred
 * words' rows in the boosted scopes (in the page's language), then the scopes' other rows, then the rest; the last
 * two in the order of the unboosted search.
 */
describe('three tiers', () => {
  const named = demoSearchRequests([
    { query: 'konsole mit fernseher verbinden', locale: 'de_DE' },
    { query: 'how do i connect my console to the tv', locale: 'en_GB' },
    { query: 'AWH-1000XM5 firmware', locale: 'en_GB' },
  ]);

  it('lists the preferred words\' rows in the scopes, then the scopes\' other rows, then the rest', () => {
    const requests = named.requests.filter((r) => !r.unranked && r.preferred && (r.ranking?.boostScopes.length ?? 0) > 0 && r.scope === null && !r.facet);
    expect(requests.length).toBeGreaterThanOrEqual(3);
    const page = { start: 0, num: 1000 };
    let inFirst = 0;
    for (const request of requests) {
      const rows = new SqliteSearchIndex(named.db).search({ ...request, page }).hits;
      // A window small enough that the match is ranked by the statements, tier by tier: the same tiers in the same
      // order of rows (each tier's first five ranked, the rest by popularity, so the rows' order within a tier differs).
      const byStatements = new SqliteSearchIndex(named.db, { rankingWindow: 5 }).search({ ...request, page }).hits;
      expect(byStatements.map((h) => h.rowId).sort()).toEqual(rows.map((h) => h.rowId).sort());
      const within = new Set<number>();
      const preferred = new Set<number>();
      for (const scope of request.ranking!.boostScopes) {
        for (const hit of new SqliteSearchIndex(named.db).search({ ...request, scope, page }).hits) within.add(hit.rowId);
        for (const hit of new SqliteSearchIndex(named.db).search({ ...request, match: request.preferred!, preferred: null, scope, page }).hits) {
          if (hit.language === request.locale.slice(0, 2)) preferred.add(hit.rowId);
        }
      }
      const tierOf = (rowId: number) => (preferred.has(rowId) ? 0 : within.has(rowId) ? 1 : 2);
      const tiers = rows.map((h) => tierOf(h.rowId));
      expect({ match: request.match, tiers }).toEqual({ match: request.match, tiers: [...tiers].sort((a, b) => a - b) });
      expect(byStatements.map((h) => tierOf(h.rowId))).toEqual(tiers);
      // Within a filter of one type (a results page's tab), the same tiers among that type's rows.
      const every = new SqliteSearchIndex(named.db).search({ ...request, contentTypes: null, page }).hits;
      const manuals = new SqliteSearchIndex(named.db).search({ ...request, contentTypes: ['document'], page }).hits;
      expect(manuals.length).toBeGreaterThan(0);
      expect(manuals.map((h) => h.rowId)).toEqual(every.filter((h) => h.contentType === 'document').map((h) => h.rowId));
      inFirst += tiers.filter((t) => t === 0).length;
      // The scopes' other rows and the rest in the order of the unboosted search.
      const plain = new SqliteSearchIndex(named.db).search({ ...request, preferred: null, ranking: { ...request.ranking!, boostScopes: [] }, page }).hits.map((h) => h.rowId);
      for (const tier of [1, 2]) {
        expect(rows.filter((h) => tierOf(h.rowId) === tier).map((h) => h.rowId)).toEqual(plain.filter((id) => tierOf(id) === tier));
      }
      // Pages of ten cut the same list.
      const paged: number[] = [];
      for (let start = 0; start < rows.length; start += 10) paged.push(...new SqliteSearchIndex(named.db).search({ ...request, page: { start, num: 10 } }).hits.map((h) => h.rowId));
      expect(paged).toEqual(rows.map((h) => h.rowId));
    }
    expect(inFirst).toBeGreaterThan(0);
  });
});
