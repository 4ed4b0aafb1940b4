import type Database from 'better-sqlite3';
import { LOCALES, type Locale } from '../../../../../shared/locale';
import { deleteVariants, foldAccents, maxTypos, typoDistance } from '../../../search/spelling';
import type { SearchHit, SearchOutcome, SearchRequest } from '../../ContentStore';
import { CONTENT_FILE_JOIN, rawHitReader, SEARCH_HIT_COLUMNS, SEARCH_HIT_COLUMNS_BODY_OPENING } from '../rows';
import { anyToken, compileMatch, compilePartial, compileRank, withFilters, type CompiledPartial } from './compileMatch';
import { PartialMatches } from './partialMatch';
import { holdsId, ScopeRows, sharedCount } from '../../../search/scopeRows';
import { countsOfIds, isOtherLanguage, otherLanguageWeight, SEARCH_FTS, SEARCH_OTHER_LANGUAGE, SEARCH_TYPE_MASK } from './searchSchema';
import { SharedScans, type Codes } from './sharedScan';
import { TurnMap } from './turnMap';

/**
 * How many matches are ranked by bm25: the most popular ones (search ids are numbered by
 * popularity). Queries with fewer matches are ranked completely; a very broad query ('firmware'
 * over 100k documents) ranks its most popular matches and lists the rest after them, most
 * popular first. Counts stay exact. This keeps a search's cost bounded by the window instead of
 * growing with the catalogue (docs/architecture.md §6 latency targets; bench/search.ts measures it).
 */
export const RANKING_WINDOW = 1000;

/** bm25 weights: title, model numbers, body, filter tokens and boilerplate sentences (no weight). */
const BM25 = '10.0, 6.0, 1.0, 0.0, 0.0';

type Params = Record<string, string | number | null>;

/** A statement reading hit rows by search id as arrays, and how to make hits of them (rows.ts rawHitReader). */
interface RawHits {
  statement: Database.Statement<Params, unknown[]>;
  reader: ReturnType<typeof rawHitReader>;
}

/** The type codes a page lists, and those of the next request when one scan serves both (SearchRequest.thenTypes). */
interface Window {
  own: Codes;
  then?: Codes;
}

const NOTHING: SearchOutcome = { countsByType: {}, total: 0, hits: [] };

/** The most hits kept for a turn per body length (readHits): a search's four windows hold at most 960. */
const KEPT_HITS = 5_000;

/**
 * A row's score as the ranking statements compute it: bm25 times its type's weight, times its language's
 * (in that order: the same floating-point product, so equal scores stay equal and ties keep id order).
 */
function weighted(weights: Params, id: number, bm25: number): number {
  return bm25 * Number(weights[`w${id & SEARCH_TYPE_MASK}`] ?? 1) * (isOtherLanguage(id) ? Number(weights.other) : 1);
}

function sumOf(counts: Record<string, number>, types: readonly string[] | null): number {
  return Object.entries(counts)
    .filter(([type]) => !types || types.includes(type))
    .reduce((sum, [, n]) => sum + n, 0);
}

/** The SQLite side of search: counts, ranking, spelling candidates, vocabulary and synonyms. */
/**
 * A page read tier by tier (tiersOf, tierOfRow), from `start`: each tier's rows from where the page starts in it. A
 * tier that gave rows ended on the page (or filled it), so the next starts at its first row; only a page that starts
 * past a tier's end needs that tier's size. (PostgresSearch has the same loop, awaiting each read.)
 */
function pageByTiers<T>(
  tiers: readonly T[],
  start: number,
  num: number,
  read: (tier: T, start: number, num: number) => Array<{ id: number; score: number }>,
  size: (tier: T) => number,
): Array<{ id: number; score: number }> {
  const page: Array<{ id: number; score: number }> = [];
  let skip = start;
  for (const [i, tier] of tiers.entries()) {
    if (page.length >= num) break;
    const got = read(tier, skip, num - page.length);
    page.push(...got);
    if (i === tiers.length - 1) break;
    skip = got.length > 0 || skip === 0 ? 0 : Math.max(0, skip - size(tier));
  }
  return page;
}

export class SqliteSearchIndex {
  private readonly typeOfCode = new Map<number, string>();
  private readonly codeOfType = new Map<string, number>();
  private readonly counts: Record<Locale, Database.Statement<Params, { code: number; n: number }>>;
  private readonly ranked: Record<Locale, Database.Statement<Params, { id: number; score: number }>>;
  private readonly rankedIds: Record<Locale, Database.Statement<Params, { id: number; score: number }>>;
  private readonly partials: PartialMatches;
  private readonly scopeRows: ScopeRows;
  private readonly datasetVersion: Database.Statement<[], string>;
  private readonly shared: SharedScans;
  private readonly listed: Record<Locale, Database.Statement<Params, { id: number }>>;
  private readonly rowsByIds: RawHits;
  private readonly openingsByIds: RawHits;
  /**
   * The hits read this turn, by search id, per length of body asked (hitsFor): the windows of one search
   * overlap, and the rows of a search id do not change within a turn (TurnMap). At 100k documents 'pas de son' on
   * French pages reads the 'all' tab's window and, for their badges, the documents, downloads and FAQ tabs'
   * windows: 728 rows asked, 558 read (ADR 036 update 13).
   */
  private readonly readHits = new TurnMap<Map<number, SearchHit>>();
  private readonly filterToken: Database.Statement<Params, { token: string }>;
  private readonly facetTokens: Database.Statement<Params, { token: string }>;
  private readonly known: Database.Statement<Params, { term: string }>;
  private readonly spellingCandidates: Database.Statement<Params, { term: string; weight: number }>;
  private readonly synonyms: Database.Statement<Params, { set_id: number; phrase: string }>;

  private readonly window: number;
  /** The meta token of rows in another language than their locale's, null when the index holds none. */
  private readonly otherLanguageToken: string | null;

  constructor(db: Database.Database, options: { rankingWindow?: number } = {}) {
    this.window = options.rankingWindow ?? RANKING_WINDOW;
    for (const row of db.prepare<[], { code: number; content_type: string }>('SELECT code, content_type FROM search_types').all()) {
      this.typeOfCode.set(row.code, row.content_type);
      this.codeOfType.set(row.content_type, row.code);
    }
    const perLocale = <R>(sql: (fts: string) => string) =>
      Object.fromEntries(LOCALES.map((l) => [l, db.prepare<Params, R>(sql(SEARCH_FTS[l]))])) as Record<Locale, Database.Statement<Params, R>>;
    const codes = `(@codes IS NULL OR (rowid & ${SEARCH_TYPE_MASK}) IN (SELECT value FROM json_each(@codes)))`;

    this.counts = perLocale((fts) => `SELECT (rowid & ${SEARCH_TYPE_MASK}) AS code, count(*) AS n FROM ${fts} WHERE ${fts} MATCH @match GROUP BY code`);
    // bm25 is negative (lower is better): a type weight above 1 moves that type's rows up. Equal
    // scores keep id order, i.e. the more popular row first.
    // The factor of each type as a bound parameter per type code: cheaper per ranked row than
    // reading it out of a JSON array.
    const typeCodes = [...this.typeOfCode.keys()].filter((c) => Number.isInteger(c) && c > 0 && c <= SEARCH_TYPE_MASK).sort((a, b) => a - b);
    const typeWeight = typeCodes.length > 0 ? `(CASE id & ${SEARCH_TYPE_MASK} ${typeCodes.map((c) => `WHEN ${c} THEN @w${c}`).join(' ')} ELSE 1.0 END)` : '1.0';
    // A row in another language than the locale's scales by @other (ADR 060).
    const weight = `${typeWeight} * (CASE WHEN id & ${SEARCH_OTHER_LANGUAGE} THEN @other ELSE 1.0 END)`;
    this.ranked = perLocale(
      (fts) => `SELECT id, score * ${weight} AS score FROM (
          SELECT rowid AS id, bm25(${fts}, ${BM25}) AS score FROM ${fts}
          WHERE ${fts} MATCH @match AND ${codes} ORDER BY rowid LIMIT @window
        ) ORDER BY 2, id LIMIT @num OFFSET @start`,
    );
    // The rows of a partial match, found beforehand (partialMatch.ts), ranked by the query's distinct
    // phrases. The rowid range lets FTS5 skip the rest of each phrase's rows; the list is the filter.
    this.rankedIds = perLocale(
      (fts) => `SELECT id, score * ${weight} AS score FROM (
          SELECT rowid AS id, bm25(${fts}, ${BM25}) AS score FROM ${fts}
          WHERE ${fts} MATCH @rank AND rowid BETWEEN @first AND @last AND +rowid IN (SELECT value FROM json_each(@ids))
        ) ORDER BY 2, id LIMIT @num OFFSET @start`,
    );
    this.partials = new PartialMatches(db);
    this.scopeRows = new ScopeRows();
    this.datasetVersion = db.prepare<[], string>("SELECT value FROM meta WHERE key = 'dataset_version'").pluck();
    // A match's rows with their bm25 in search-id order, read as far as two windows need (sharedScan.ts).
    const scans = Object.fromEntries(
      LOCALES.map((l) => [l, db.prepare(`SELECT rowid, bm25(${SEARCH_FTS[l]}, ${BM25}) FROM ${SEARCH_FTS[l]} WHERE ${SEARCH_FTS[l]} MATCH @match ORDER BY rowid LIMIT @rows`).raw(true)]),
    ) as ConstructorParameters<typeof SharedScans>[0];
    this.shared = new SharedScans(scans, this.window);
    this.listed = perLocale((fts) => `SELECT rowid AS id FROM ${fts} WHERE ${fts} MATCH @match AND ${codes} ORDER BY rowid LIMIT @num OFFSET @start`);
    const rowsByIds = (columns: string): RawHits => {
      const statement = db
        .prepare<Params, unknown[]>(
          `SELECT r.id AS search_id, ${columns} FROM search_rows r JOIN content c ON c.rowid = r.content_rowid ${CONTENT_FILE_JOIN}
       WHERE r.id IN (SELECT value FROM json_each(@ids))`,
        )
        .raw(true);
      return { statement, reader: rawHitReader(statement.columns(), 'search_id') };
    };
    this.rowsByIds = rowsByIds(SEARCH_HIT_COLUMNS);
    this.openingsByIds = rowsByIds(SEARCH_HIT_COLUMNS_BODY_OPENING);
    this.filterToken = db.prepare("SELECT token FROM search_filter_tokens WHERE kind = 'scope' AND name = @name AND value = ''");
    this.otherLanguageToken = db.prepare<[], string>("SELECT token FROM search_filter_tokens WHERE kind = 'language' AND name = 'other'").pluck().get() ?? null;
    this.facetTokens = db.prepare(
      `SELECT token FROM search_filter_tokens WHERE kind = 'facet' AND name = @name AND value IN (SELECT value FROM json_each(@values))
       UNION ALL SELECT token FROM search_filter_tokens WHERE kind = 'nofacet' AND name = @name`,
    );
    this.known = db.prepare('SELECT term FROM search_terms WHERE locale = @locale AND term IN (SELECT value FROM json_each(@words))');
    // Bounded: a variant list of a long word and its candidates stay in the hundreds.
    this.spellingCandidates = db.prepare(
      `SELECT DISTINCT s.term AS term, t.weight AS weight FROM search_spelling s JOIN search_terms t ON t.locale = s.locale AND t.term = s.term
       WHERE s.locale = @locale AND s.variant IN (SELECT value FROM json_each(@variants)) LIMIT 2000`,
    );
    this.synonyms = db.prepare('SELECT set_id, phrase FROM synonyms WHERE locale = @locale ORDER BY set_id, phrase');
  }

  search(request: SearchRequest): SearchOutcome {
    // A partial match is counted, never written as its (long) expression of combinations.
    const partial = compilePartial(request.match);
    const expression = partial ? null : compileMatch(request.match);
    const filters = partial || expression ? this.filtersOf(request) : null;
    if (!filters) return NOTHING;
    if (partial) return this.searchPartial(request, partial, filters);
    if (!expression) return NOTHING;
    const { locale } = request;
    const match = withFilters(expression, filters);

    // Counted without the optional groups: 'R OR (R AND O)' matches the rows of R, and evaluating
    // R twice (and O) only matters to bm25. Half the cost of counting a broad query.
    // The match's rows are read (and kept for the turn) and counted here in JavaScript, not by a count statement:
    // both cost the same (at 100k, 'firmware' 3,698 rows: 1.25 ms each; ADR 036 update 14),
    // and the search's next requests then read none: the scopes' counts (countByScope, SearchRequest.scopeCountsNext)
    // and a tab's unranked window, which read them again, 1.0-1.5 ms for a broad query.
    const counted = request.match.optional?.length ? withFilters(compileMatch({ ...request.match, optional: [] }) ?? expression, filters) : match;
    // The match's ids, when this turn read them (here, or for the search's first request): they tell how far a scan reads.
    const ids = request.counted ? this.partials.keptRows(locale, counted) : this.partials.rowsMatching(locale, counted);
    const countsByType = request.counted ? { ...request.counted } : this.countsOfIds(ids ?? []);
    const wanted = this.wantedOf(request);
    const total = sumOf(countsByType, wanted);
    const { start, num } = request.page;
    if (total <= start || num <= 0) return { countsByType, total, hits: [] };
    if (request.unranked) return { countsByType, total, hits: this.hitsFor(this.unrankedPage(this.partials.rowsMatching(locale, counted), wanted, start, num), request.bodyChars) };
    const then = request.thenTypes === undefined ? undefined : this.wantedOf({ contentTypes: request.thenTypes });
    // One scan for both windows only where the counts say it fills both within its bound (sharedScan.ts).
    const scanned = then !== undefined && this.shared.fillsBoth(sumOf(countsByType, null), total, sumOf(countsByType, then));
    const types: Window = { own: this.codeSetOf(wanted), then: scanned ? this.codeSetOf(then) : undefined };

    const weights = this.weightsOf(request);
    const tiers = this.tiersOf(request, expression);
    if (!tiers) return { countsByType, total, hits: this.hitsFor(this.pageOf(locale, match, types, weights, start, num, ids), request.bodyChars) };

    // Tiers by the scopes to boost, of a match of at most SCAN_WINDOWS windows: ranked from one scan of it (and one of
    // the preferred words' rows in the scopes, when there are preferred words: tiers[0] then).
    const preferredTier = request.preferred && tiers.length === 3 ? withFilters(tiers[0], filters) : null;
    const fromScan = this.tieredFromScan(request, match, sumOf(countsByType, null), types.own, weights, start, num, preferredTier);
    if (fromScan) return { countsByType, total, hits: this.hitsFor(fromScan, request.bodyChars) };

    // Tiers (tiersOf): rows with the preferred words (the words as typed, or every word and both kinds named) in the
    // category or product the visitor named, then that category's or product's other rows, then the other matches.
    const page = pageByTiers(
      tiers.map((tier) => withFilters(tier, filters)),
      start,
      num,
      (rows, from, size) => this.pageOf(locale, rows, types, weights, from, size),
      (rows) => sumOf(this.countsOf(locale, rows), wanted),
    );
    return { countsByType, total, hits: this.hitsFor(page, request.bodyChars) };
  }

  /**
   * A partial match (at least k of the query's groups): its rows counted out in one statement
   * (partialMatch.ts), then listed as `search` lists any match (a first tier, each tier's window
   * ranked, the rest by popularity), ranked by the query's distinct phrases (ADR 036 update 6).
   */
  private searchPartial(request: SearchRequest, partial: CompiledPartial, filters: string[][]): SearchOutcome {
    const { locale } = request;
    const matched = this.partials.rowsHolding(locale, partial, filters);
    const countsByType = this.countsOfIds(matched);
    const wanted = this.wantedOf(request);
    const total = sumOf(countsByType, wanted);
    const { start, num } = request.page;
    const rank = compileRank(request.match);
    if (total <= start || num <= 0 || !rank) return { countsByType, total, hits: [] };
    if (request.unranked) return { countsByType, total, hits: this.hitsFor(this.unrankedPage(matched, wanted, start, num), request.bodyChars) };
    const codes = wanted ? new Set(wanted.map((t) => this.codeOfType.get(t))) : null;
    const listed = codes ? matched.filter((id) => codes.has(id & SEARCH_TYPE_MASK)) : matched;
    const weights = this.weightsOf(request);
    const tierOf = this.tierOfRow(request, rank, filters);
    if (!tierOf) return { countsByType, total, hits: this.hitsFor(this.rankedPageOf(locale, rank, listed, weights, start, num), request.bodyChars) };
    // The listed rows split by tier, each in search-id order, ranked tier by tier as `search` ranks an expression's.
    const tiers: number[][] = [[], [], []];
    for (const id of listed) tiers[tierOf(id)].push(id);
    const page = pageByTiers(
      tiers,
      start,
      num,
      (rows, from, size) => this.rankedPageOf(locale, rank, rows, weights, from, size),
      (rows) => rows.length,
    );
    return { countsByType, total, hits: this.hitsFor(page, request.bodyChars) };
  }

  /**
   * The tier of each row of a partial match, as `tiersOf` has them for an expression: 0 for rows holding the
   * preferred words (in the locale's language) in a named category or product, then 1 for the scopes' other rows
   * and 2 for the rest; without scopes, 0 for the preferred words' rows and 1 for the rest; without preferred words,
   * 0 for the scopes' rows and 1 for the rest. Null when the request asks for no tiers.
   */
  private tierOfRow(request: SearchRequest, rank: string, filters: string[][]): ((id: number) => number) | null {
    const tokens = this.boostTokens(request);
    if (!request.preferred && tokens.length === 0) return null;
    let preferred: Set<number> | null = null;
    if (request.preferred) {
      const partial = compilePartial(request.preferred);
      const expression = partial ? null : compileMatch(request.preferred);
      const rows = partial ? this.partials.rowsHolding(request.locale, partial, filters) : expression ? this.partials.rowsMatching(request.locale, withFilters(expression, filters)) : [];
      // In the locale's language only, as tiersOf has them.
      preferred = new Set(rows.filter((id) => !isOtherLanguage(id)));
    }
    const scoped = tokens.length > 0 ? new Set(this.partials.rowsMatching(request.locale, withFilters(rank, [...filters, tokens]))) : null;
    if (!scoped) return (id) => (preferred?.has(id) ? 0 : 1);
    if (!preferred) return (id) => (scoped.has(id) ? 0 : 1);
    return (id) => (!scoped.has(id) ? 2 : preferred.has(id) ? 0 : 1);
  }

  /** A page of listed rows (ascending search ids): the first `window` ranked by `rank`, the rest in that order. */
  private rankedPageOf(locale: Locale, rank: string, ids: number[], weights: Params, start: number, num: number): Array<{ id: number; score: number }> {
    const page: Array<{ id: number; score: number }> = [];
    if (start < this.window && start < ids.length) {
      const window = ids.slice(0, this.window);
      page.push(...this.rankedIds[locale].all({ rank, ids: JSON.stringify(window), first: window[0], last: window[window.length - 1], ...weights, start, num: Math.min(num, this.window - start) }));
    }
    for (const id of ids.slice(Math.max(start, this.window), Math.max(start, this.window) + num - page.length)) page.push({ id, score: 0 });
    return page;
  }

  /** A page of a match's rows (ascending search ids) of the wanted types, unranked (SearchRequest.unranked). */
  private unrankedPage(ids: readonly number[], wanted: string[] | null, start: number, num: number): Array<{ id: number; score: number }> {
    const codes = this.codeSetOf(wanted);
    const page: Array<{ id: number; score: number }> = [];
    let skipped = 0;
    for (const id of ids) {
      if (codes && !codes.has(id & SEARCH_TYPE_MASK)) continue;
      if (skipped < start) skipped += 1;
      else if (page.push({ id, score: 0 }) >= num) break;
    }
    return page;
  }

  /** Counts per type of rows by their search ids, in type-code order as the count statement gives them. */
  private countsOfIds(ids: readonly number[]): Record<string, number> {
    return countsOfIds(ids, this.typeOfCode);
  }

  /**
   * Matches of the request within each named scope, of its listed types (the names are a page's
   * few filters, or the kinds a query names). The request's rows are read once and shared with
   * each scope's rows, kept across requests (scopeRows.ts): a count statement per scope evaluated
   * the whole expression again for each (docs/decisions/058-filter-counts-in-one-pass.md).
   */
  countByScope(request: Omit<SearchRequest, 'page'>, names: readonly string[]): Record<string, number> {
    const counts: Record<string, number> = Object.fromEntries(names.map((n) => [n, 0]));
    const tokens = [...new Set(names)].flatMap((name) => {
      const token = this.filterToken.get({ name })?.token;
      return token ? [{ name, token }] : [];
    });
    if (tokens.length === 0) return counts;
    const partial = compilePartial(request.match);
    // Counted without the optional groups, as search() counts: 'R OR (R AND O)' holds the rows of R.
    const expression = partial ? null : compileMatch({ ...request.match, optional: [] });
    const filters = partial || expression ? this.filtersOf(request) : null;
    if (!filters) return counts;
    const { locale } = request;
    const matched = partial ? this.partials.rowsHolding(locale, partial, filters) : expression ? this.partials.rowsMatching(locale, withFilters(expression, filters)) : [];
    const codes = this.codeSetOf(this.wantedOf(request));
    const listed = codes ? matched.filter((id) => codes.has(id & SEARCH_TYPE_MASK)) : matched;
    for (const { name, token } of tokens) counts[name] = sharedCount(listed, this.rowsOfScope(locale, token));
    return counts;
  }

  /** Search ids (ascending) of the rows filed under a scope's filter token, kept per dataset version (scopeRows.ts). */
  private rowsOfScope(locale: Locale, token: string): Float64Array {
    const version = this.datasetVersion.get() ?? null;
    return this.scopeRows.get(version, locale, token) ?? this.scopeRows.set(version, locale, token, this.partials.rowsMatching(locale, anyToken([token])));
  }

  private codeSetOf(types: string[] | null): Codes {
    return types ? new Set(types.map((t) => this.codeOfType.get(t) ?? -1)) : null;
  }

  /** The request's content types the index holds, or null for every type. */
  private wantedOf(request: Pick<SearchRequest, 'contentTypes'>): string[] | null {
    return request.contentTypes ? request.contentTypes.filter((t) => this.codeOfType.has(t)) : null;
  }

  /** Filter tokens of the scopes the request ranks first (scopes no row is filed under have none). */
  private boostTokens(request: Pick<SearchRequest, 'ranking'>): string[] {
    return (request.ranking?.boostScopes ?? []).flatMap((name) => this.filterToken.get({ name })?.token ?? []);
  }

  /**
   * Type weights as parameters `w<type code>` (the low bits of a search id), 1 where none is given,
   * and the weight of rows in another language as `other`.
   */
  private weightsOf(request: SearchRequest): Params {
    const weights: Params = { other: otherLanguageWeight(request) };
    for (const code of this.typeOfCode.keys()) weights[`w${code}`] = 1;
    for (const [type, weight] of Object.entries(request.ranking?.typeWeights ?? {})) {
      const code = this.codeOfType.get(type);
      if (code !== undefined && Number.isFinite(weight) && weight > 0) weights[`w${code}`] = weight;
    }
    return weights;
  }

  /**
   * A page of a search whose first tier is its match within the scopes to boost (a product kind or model
   * the visitor named; with `preferredTier`, the preferred words' rows in them come first, tiersOf), when one scan
   * reads the whole match (at most SCAN_WINDOWS windows of rows,
   * sharedScan.ts): the match read once with each row's bm25 (kept for the search's next request), each
   * row put in its tier by the scopes' rows (kept per dataset version, scopeRows.ts), each tier listed as
   * `pageOf` lists its statement's rows: its first `window` rows (in search-id order) ranked, the rest in
   * search-id order. Each row is scored as the match alone scores it, as the unboosted search ranks it: not
   * what the first tier's statement '(match) AND scope' gives, whose bm25 differs although the scope's token
   * is in the meta column of weight 0 (ADR 036 update 10). Two ranking statements, each
   * counting every phrase's rows for bm25, were most of a long question's search: 'my tv remote control
   * does not work after the firmware update' 7.4 + 2.4 ms at 100k (docs/decisions/059-a-thin-answer-to-a-long-question.md,
   * update 2); and a tab's window after the 'all' tab's paid both again ('kein ton soundbar' on German pages,
   * four statements, ADR 036 update 10). Null when the match is longer: the statements rank each tier's window.
   */
  private tieredFromScan(
    request: SearchRequest,
    match: string,
    matched: number,
    codes: Codes,
    weights: Params,
    start: number,
    num: number,
    preferredTier: string | null = null,
  ): Array<{ id: number; score: number }> | null {
    if (!this.shared.holdsWhole(matched)) return null;
    const tokens = this.boostTokens(request);
    if (tokens.length === 0) return null;
    const { locale } = request;
    const rows = this.shared.whole(locale, match);
    if (!rows) return null;
    // The preferred words' rows in the scopes, scored by their own expression as that tier's statement scores them
    // (tiersOf): a second scan, of a part of the match. Every other statement of three tiers repeats the match's
    // phrases for bm25: 'firmware for my AWH-1000XM5' at 100k, three statements of 0.3, 2.4 and 2.2 ms.
    const preferred = preferredTier ? this.shared.whole(locale, preferredTier) : [];
    if (!preferred) return null;
    const inPreferred = new Set(preferred.map(([id]) => id));
    const scopes = tokens.map((token) => this.rowsOfScope(locale, token));
    const tiers: Array<Array<{ id: number; score: number }>> = [[], [], []];
    const listed = (id: number) => !codes || codes.has(id & SEARCH_TYPE_MASK);
    // As the ranking statement: bm25 times the type's weight (1 when none is given) and the language's.
    for (const [id, bm25] of preferred) if (listed(id)) tiers[0].push({ id, score: weighted(weights, id, bm25) });
    for (const [id, bm25] of rows) {
      if (!listed(id) || inPreferred.has(id)) continue;
      tiers[scopes.some((ids) => holdsId(ids, id)) ? 1 : 2].push({ id, score: weighted(weights, id, bm25) });
    }
    return tiers.flatMap((tier) => this.listedTier(tier)).slice(start, start + num);
  }

  /** A tier's rows (in search-id order) as pageOf lists a statement's: the first `window` by score, the rest unranked (score 0). */
  private listedTier(rows: Array<{ id: number; score: number }>): Array<{ id: number; score: number }> {
    const ranked = rows.slice(0, this.window).sort((a, b) => a.score - b.score || a.id - b.id);
    for (let i = this.window; i < rows.length; i += 1) ranked.push({ id: rows[i].id, score: 0 });
    return ranked;
  }

  /**
   * The expressions of a match's tiers, in the order they are listed, or null when the query asks for no tiers:
   * - preferred words only: their rows (in the locale's language), then the others;
   * - scopes only (a named category or product): their rows, then the others. The last tier leaves out the scopes
   *   alone: the same rows as leaving out the first tier, and the same scores (the left-out side never scores a row
   *   it keeps), without a second copy of the query's phrases for bm25 to count over the whole index (ADR 036
   *   update 3);
   * - both: the preferred words' rows in the scopes, then the scopes' other rows, then the rest: the scopes stay
   *   ahead of the rest whether or not their rows hold the preferred words (ADR 065 update 2).
   */
  private tiersOf(request: SearchRequest, expression: string): string[] | null {
    const typed = request.preferred ? compileMatch(request.preferred) : null;
    // The preferred words in the locale's language: a row in another language holding them (an English FAQ that
    // names 'firmware' on a French page, whose own texts say 'micrologiciel') is ranked with the synonyms' rows.
    const preferred = typed && this.otherLanguageToken ? `(${typed}) NOT ${anyToken([this.otherLanguageToken])}` : typed;
    const tokens = this.boostTokens(request);
    const scopes = tokens.length > 0 ? anyToken(tokens) : null;
    if (!scopes) return preferred ? [preferred, `(${expression}) NOT (${preferred})`] : null;
    if (!preferred) return [`(${expression}) AND ${scopes}`, `(${expression}) NOT ${scopes}`];
    return [`(${preferred}) AND ${scopes}`, `((${expression}) AND ${scopes}) NOT (${preferred})`, `(${expression}) NOT ${scopes}`];
  }

  /** Filter token lists of the request's scope and facet, or null when nothing can match. */
  private filtersOf(request: Pick<SearchRequest, 'scope' | 'facet'>): string[][] | null {
    const filters: string[][] = [];
    if (request.scope !== null) {
      const token = this.filterToken.get({ name: request.scope })?.token;
      // Nothing is filed under an unknown scope.
      if (!token) return null;
      filters.push([token]);
    }
    if (request.facet) {
      // Rows without the facet pass (a FAQ has no document type); a facet no row has filters nothing.
      const tokens = this.facetTokens.all({ name: request.facet.name, values: JSON.stringify(request.facet.values) }).map((r) => r.token);
      if (tokens.length > 0) filters.push(tokens);
    }
    return filters;
  }

  private countsOf(locale: Locale, match: string): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const row of this.counts[locale].all({ match })) {
      const type = this.typeOfCode.get(row.code);
      if (type) counts[type] = row.n;
    }
    return counts;
  }

  /**
   * One page of a match's result list: the first `window` matches (the most popular) ranked by
   * bm25, then the remaining matches in popularity order. Needs no count: a page that comes back
   * short is the end of the list. `ids`: the match's rows (ascending), when the search read them.
   */
  private pageOf(locale: Locale, match: string, types: Window, weights: Params, start: number, num: number, ids?: readonly number[]): Array<{ id: number; score: number }> {
    const page: Array<{ id: number; score: number }> = [];
    // The statements' parameter: the codes as a JSON list, or null for every type.
    const codes = types.own ? JSON.stringify([...types.own]) : null;
    if (start < this.window) {
      const size = Math.min(num, this.window - start);
      const scoreOf = (id: number, bm25: number) => weighted(weights, id, bm25);
      // A window ranked from one scan with an earlier request of this search, or ranked with the next one's (sharedScan.ts).
      const shared = this.shared.take(locale, match, types.own, scoreOf) ?? (types.then !== undefined ? this.shared.rankAndKeep(locale, match, types.own, types.then, scoreOf, ids) : null);
      // (null: no scan covers this window; the statement ranks it.)
      page.push(...(shared ? shared.slice(start, start + size) : this.ranked[locale].all({ match, codes, ...weights, window: this.window, start, num: size })));
      // Fewer than asked inside the window: the window was not full, so nothing follows it.
      if (page.length < size) return page;
    }
    const rest = num - page.length;
    if (rest > 0) {
      const offset = Math.max(start, this.window);
      for (const row of this.listed[locale].all({ match, codes, start: offset, num: rest })) page.push({ id: row.id, score: 0 });
    }
    return page;
  }

  private hitsFor(page: Array<{ id: number; score: number }>, bodyChars: number | undefined): SearchHit[] {
    if (page.length === 0) return [];
    const length = bodyChars === undefined ? 'whole' : String(Math.max(0, Math.floor(bodyChars)));
    let known = this.readHits.get(length);
    // A caller that never leaves the turn (a script asking search after search) would keep every row it read.
    if (!known || known.size > KEPT_HITS) {
      known = new Map();
      this.readHits.set(length, known);
    }
    const missing: number[] = [];
    for (const { id } of page) if (!known.has(id)) missing.push(id);
    if (missing.length > 0) {
      const ids = JSON.stringify(missing);
      const { statement, reader } = bodyChars === undefined ? this.rowsByIds : this.openingsByIds;
      const read = bodyChars === undefined ? statement.all({ ids }) : statement.all({ ids, bodyChars: Number(length) });
      // Plain loops: no pair per row or array per hit (a grouped search reads 240 rows here).
      for (const values of read) known.set(values[reader.keyAt] as number, reader.hit(values, 0));
    }
    const hits: SearchHit[] = [];
    for (const { id, score } of page) {
      const hit = known.get(id);
      // A copy with this page's score: another window may hold the same row. Shallow: its attributes are shared,
      // read-only as every record of the store (catalogueCache.ts freezes them in tests and development).
      if (hit) hits.push({ ...hit, score });
    }
    return hits;
  }

  knownTerms(locale: Locale, words: string[]): Set<string> {
    if (words.length === 0) return new Set();
    return new Set(this.known.all({ locale, words: JSON.stringify(words) }).map((r) => r.term));
  }

  similarTerms(locale: Locale, word: string, limit: number): string[] {
    const max = maxTypos(word);
    if (max === 0) return [];
    const typed = foldAccents(word);
    const variants = JSON.stringify([...deleteVariants(typed, max)]);
    return this.spellingCandidates
      .all({ locale, variants })
      // The same letters with other accents are the same word to the index: not a correction.
      .map((c) => ({ ...c, distance: typoDistance(typed, foldAccents(c.term), max) }))
      .filter((c) => c.distance > 0 && c.distance <= max)
      .sort((a, b) => a.distance - b.distance || b.weight - a.weight || (a.term < b.term ? -1 : 1))
      .slice(0, limit)
      .map((c) => c.term);
  }

  listSynonyms(locale: Locale): string[][] {
    const sets = new Map<number, string[]>();
    for (const row of this.synonyms.all({ locale })) {
      const set = sets.get(row.set_id);
      if (set) set.push(row.phrase);
      else sets.set(row.set_id, [row.phrase]);
    }
    return [...sets.values()];
  }
}
