import type pg from 'pg';
import { isLocale, type Locale } from '../../../../shared/locale';
import { ScopeRows, sharedCount } from '../../search/scopeRows';
import { foldAccents, maxTypos, typoDistance } from '../../search/spelling';
import type { SearchHit, SearchOutcome, SearchRequest } from '../ContentStore';
import { CONTENT_FILE_JOIN, SEARCH_HIT_COLUMNS, SEARCH_HIT_COLUMNS_BODY_OPENING, toHit, type ContentRow } from '../sqlite/rows';
import { countsOfIds, otherLanguageWeight, SEARCH_OTHER_LANGUAGE, SEARCH_TYPE_MASK } from '../sqlite/search/searchSchema';
import { compileTsQuery, TS_CONFIG, tsQuerySql, type CompiledQuery, type RankedPhrase, type SearchColumn } from './searchConfig';
import { KeptMatches } from './keptMatches';
import { SharedWindows, type RankWeights, type ScannedRow, type WindowRow } from './sharedWindow';
import { all, one, PREPARED, type Params, type Queryable } from './sql';

/**
 * How many matches are ranked: the most popular ones (search ids are numbered by popularity),
 * the same window as the SQLite store (store/sqlite/search/SqliteSearchIndex.ts); the rest follow
 * most popular first. Counts stay exact.
 */
export const RANKING_WINDOW = 1000;

/**
 * The SQLite store ranks with bm25 weighted title 10, model numbers 6, body 1, boilerplate 0.
 * Here each phrase of the query is ranked on its own in each weight class where it matches as a
 * whole (ts_rank restricted to one class: A title, B model numbers, D body; C, the boilerplate,
 * never counts), and the parts are added with the same weights, so a title naming the words
 * outranks a long body repeating them. The body's rank is divided by the log of the document
 * length, as bm25 damps long texts. Unlike bm25 there is no inverse document frequency (tried:
 * it moved results further from SQLite's). The query's phrases (searchConfig.ts) each add one term.
 * Ranks are computed on `tsv_text`, the vector without boilerplate (migration 014), which gives
 * A, B and D the same ranks as the full vector (C's positions follow all others and weigh 0);
 * only the length differs, so the body's normalisation (ts_rank's 1: divide by log2(length + 1))
 * is applied here with the full vector's length `tsv_length`, rounded to real as ts_rank rounds.
 * A phrase the row does not hold in any class (its `any` query, one test) adds 0 without the three tests
 * of its classes: most rows of a window hold one or two of a query's phrases, and a match in a
 * class implies a match in any (the same sum, about 20% less time for 'manual'; ADR 036 update 4).
 */
function rankOf(phrases: readonly RankedPhrase[], locale: Locale): { sql: string; params: Params } {
  // The terms are written out, one per phrase, rather than summed over a table of phrases: a sum in a
  // subquery ran once per row of the window, and its setup cost 10-15% of the ranked statement
  // ('manual' 4.80 -> 4.22 ms, 'wifi not connecting' 8.52 -> 7.33 ms; ADR 036 update 5). Each tsquery is a
  // parameter given its type in the statement, so the planner computes it once from the bound value.
  const params: Params = {};
  const terms = phrases.map((phrase, i) => {
    params[`rc${i}`] = phrase.config || TS_CONFIG[locale];
    const query = (part: 'a' | 'b' | 'd' | 'x', text: string): string => {
      params[`r${part}${i}`] = text;
      return `to_tsquery(@rc${i}::regconfig, @r${part}${i}::text)`;
    };
    const [a, b, d, x] = [query('a', phrase.a), query('b', phrase.b), query('d', phrase.d), query('x', phrase.any)];
    return `CASE WHEN tsv_text @@ ${x} THEN
    CASE WHEN tsv_text @@ ${a} THEN 10 * ts_rank('{0, 0, 0, 1}', tsv_text, ${a}) ELSE 0 END
    + CASE WHEN tsv_text @@ ${b} THEN 6 * ts_rank('{0, 0, 1, 0}', tsv_text, ${b}) ELSE 0 END
    + CASE WHEN tsv_text @@ ${d} THEN (ts_rank('{1, 0, 0, 0}', tsv_text, ${d}) / (ln(tsv_length + 1) / ln(2)))::real ELSE 0 END ELSE 0 END`;
  });
  return { sql: terms.length > 0 ? `(${terms.join('\n    + ')})` : '0::real', params };
}

/** Candidates a spelling fix is chosen from: the nearest words by trigram distance. */
const SPELLING_CANDIDATES = 200;

const NOTHING: SearchOutcome = { countsByType: {}, total: 0, hits: [] };

// Statements kept PREPARED per connection (sql.ts) are those whose plan does not depend on the plan settings a
// search changes within its transaction. The page statements are not: their plan is chosen by the number of matches.

function sumOf(counts: Record<string, number>, types: readonly string[] | null): number {
  return Object.entries(counts)
    .filter(([type]) => !types || types.includes(type))
    .reduce((sum, [, n]) => sum + n, 0);
}

/** Every type code with its content type, from a search's prelude. */
function typesOf(queries: Prelude): Map<number, string> {
  return new Map(Object.entries(queries.types ?? {}).map(([code, type]) => [Number(code), type]));
}

/** The type codes of these content types (null: every type) among a search's codes (typesOf). */
function codesOf(typeOfCode: ReadonlyMap<number, string>, types: readonly string[] | null): number[] | null {
  return types ? [...typeOfCode].flatMap(([code, type]) => (types.includes(type) ? [code] : [])) : null;
}

/** Locales are inlined into SQL (so the planner can use the locale's partial index): only known ones. */
function localeLiteral(locale: Locale): string {
  if (!isLocale(locale)) throw new Error(`unknown locale ${String(locale)}`);
  return `'${locale}'`;
}

/**
 * Said by the statements that read matches in search-id order (`ORDER BY id LIMIT`), and by no other: each locale's
 * ids are a range of their own (English first), and the primary key walked every locale's rows before its own ('pas
 * de son' on French pages read 42,000 rows for 1,433 matches). The indexes of migration 019 hold one locale's ids
 * and have this condition in their predicate, so only these statements can use them: offered to every statement,
 * the planner took them for counts and narrow pages too, where reading the text index is the right plan ('no sound'
 * in a category, 2 -> 34 ms). Always true: search ids are positive. (ADR 036 update 11.)
 */
const ID_WALK = 'id > 0';

/**
 * set_config calls (SET LOCAL) choosing the ranked statements' plan by the number of matches `total`, in the
 * statement that counts them. Few matches: every one of them is ranked anyway, and walking the locale's ids in
 * order to find them would test nearly every row of the locale, so the index walk is ruled out. Many: the walk
 * finds the window's rows among the first it reads, sooner than reading every match from the index; the planner,
 * left to choose, read them all ('manual', 4,837 matches: 10.7 ms against 6.5 ms for the walk, EXPLAIN ANALYZE,
 * fastest of 21), so the bitmap read is ruled out then. Not on `tsv` (@onText false, a search with boilerplate):
 * its vectors are out of line, and the walk would read each row's. No rows: nothing is ranked.
 *
 * "Few" weighs how dense the matches are among the locale's rows (ADR 036 update 12): the walk reads about
 * window x rows / matches rows, the bitmap read every match, each a little dearer. At least twice the window
 * (@few); and at least WALK_DENSITY x sqrt(window x the locale's rows), the rows read from the estimate the planner
 * keeps of the locale's walk index (pg_class.reltuples, migration 019): 'pas de son' (2,007 of 15,576 French rows
 * at 100k documents) walked 11,000 rows in 8.2 ms where the bitmap read took 3.7 ms; a locale of a million rows
 * would walk 500,000 rows for a match of 2,000.
 */
export function planSettings(total: string): string {
  const few = `GREATEST(@few::float8, ${WALK_DENSITY} * sqrt(@window::float8 * GREATEST(coalesce((SELECT reltuples FROM pg_class WHERE oid = to_regclass(@walkIndex::text)), 0), 0)))`;
  return `set_config('enable_indexscan', CASE WHEN ${total} <= ${few} THEN 'off' ELSE current_setting('enable_indexscan') END, true) AS index_scan,
    set_config('enable_bitmapscan', CASE WHEN ${total} > ${few} AND @onText::boolean THEN 'off' ELSE current_setting('enable_bitmapscan') END, true) AS bitmap_scan`;
}

/**
 * The matches a walk can take, for planSettings: those of the request's own types (@wanted, null for every type), as
 * its ranked window holds only those. Counting every type, the FAQ tab of 'firmware' at 100k (150 FAQs among 3,665
 * matches) was walked through every English row to find its 150: 23.5 ms (ADR 036 update 12, review).
 */
const WANTED_COUNTED = 'sum(n) FILTER (WHERE @wanted::text[] IS NULL OR type = ANY(@wanted::text[])) OVER ()';
/**
 * The same from a match's ids, by the type codes of the wanted types (@wantedCodes, null for every type; the low bits of
 * a search id), as a column computed once: written into both set_config calls, with a join to the types for each, it was
 * counted twice ('manual' at 100k: 1.3 ms each of a 6.7 ms statement; ADR 036 update 19).
 */
const WANTED_IDS = `(SELECT count(*) FROM unnest(ids) AS i WHERE @wantedCodes::int[] IS NULL OR (i::bigint & ${SEARCH_TYPE_MASK}) = ANY(@wantedCodes::int[]))`;

/**
 * The walk against the bitmap read, per row: walking tests about 0.75 µs a row of the locale, the bitmap read
 * about 1.8 µs a match (EXPLAIN ANALYZE of 'pas de son' at 100k, both plans): the walk wins from about
 * sqrt(0.75 / 1.8 x window x rows) = 0.65 x sqrt(window x rows) matches.
 */
const WALK_DENSITY = 0.65;

interface Filters {
  sql: string;
  params: Params;
}

/** One tier of the result list: a tsquery (on `column`) and further SQL conditions on search_docs. */
interface Tier {
  column: SearchColumn;
  /** The tsquery the rows match ('' with `ids`: the ids alone say which rows). */
  q: string;
  sql: string;
  params: Params;
  /** The rows as search ids, found beforehand (a partial match's, PostgresSearch.rowsHolding), filters and types applied. */
  ids?: number[];
}

/** A partial match's rows read for one search: each row's search id and how many of the query's groups it holds. */
interface HeldRows {
  version: string | null;
  floor: number;
  ids: number[];
  held: number[];
}

/** How few groups the rows read for a partial match hold at least, whatever step asks first (as partialMatch.ts on SQLite). */
const HELD_FLOOR = 2;

/** A row's model key counts as every group: more than a query can hold (MAX_GROUPS of readQuery.ts is 12). */
const KEY_GROUPS = 1000;

const NO_FILTERS: Filters = { sql: '', params: {} };

/**
 * A row's tsvector for ranking, decompressed once when it is stored compressed: the rank uses it up to nine times a
 * phrase, and each use of a stored compressed value decompressed it again (ADR 036 update 5; pageOf says more).
 */
const DECOMPRESSED_TSV = "CASE WHEN pg_column_compression(tsv_text) IS NULL THEN tsv_text ELSE tsv_text || ''::tsvector END AS tsv_text";

/** What a row's rank is multiplied by: its type's weight (@weights by type code) and, in another language, @otherLanguage. */
const ROW_WEIGHT = `coalesce((@weights::float8[])[type_code], 1) * CASE WHEN (id & ${SEARCH_OTHER_LANGUAGE}) <> 0 THEN @otherLanguage::float8 ELSE 1 END`;

/** How a search's transaction starts (PostgresSearch.search says why). */
export const SEARCH_TRANSACTION = 'BEGIN READ ONLY; SET LOCAL enable_seqscan = off; SET LOCAL jit = off; SET LOCAL max_parallel_workers_per_gather = 0';

/** Up to this many windows' worth of matches, a page of two tiers reads the match once (tieredPage). */
const TIERS_READ_WHOLE = 2;

/**
 * Each row's tier as a column of search_docs (0 for the first): every tier but the last as a condition, its tsquery
 * (left out where it is the match's own, `main`, or none: a partial match's rows) and its further conditions.
 */
function tierNumber(tiers: readonly Tier[], main: string): { sql: string; params: Params } {
  const params: Params = {};
  const cases = tiers.slice(0, -1).map((tier, i) => {
    const test = tier.q && tier.q !== main ? `${tier.column} @@ @tierQ${i}::tsquery` : 'TRUE';
    if (tier.q && tier.q !== main) params[`tierQ${i}`] = tier.q;
    Object.assign(params, tier.params);
    return `WHEN ${test}${tier.sql} THEN ${i}`;
  });
  return { sql: `CASE ${cases.join(' ')} ELSE ${tiers.length - 1} END`, params };
}

/** One row of a result page: its search id, and the hit it shows (null if its content row is gone). */
interface PageRow {
  id: number;
  hit: SearchHit | null;
}

/**
 * How a page's content rows are read: whole bodies, or only their opening (SearchRequest.bodyChars); and the
 * types of the window the next request asks for, when one ranked scan serves both (SearchRequest.thenTypes).
 */
interface HitRead {
  bodyChars: number | undefined;
  then?: string[] | null;
  /** The dataset version the search read first: part of a shared scan's key, as an import renumbers content rows. */
  version?: string | null;
}

/** What the first statement of a search looks up (PostgresSearch.preludeOf). */
interface Prelude {
  main: string;
  preferred: string | null;
  codes: Array<{ code: number; type: string }> | null;
  boost: string[];
  version: string | null;
  /** Every type code with its content type (JSON object keys are text). */
  types: Record<string, string> | null;
}

/** A page statement's row: the page row's search id, content row id and score, and that content row's columns (null when it is gone). */
type PageContentRow = ContentRow & { page_id: number; page_score: number; group_key?: string | null };

const hitsOf = (page: PageRow[]): SearchHit[] => page.flatMap(({ hit }) => (hit ? [hit] : []));

/**
 * A page read tier by tier (tiersOf), from `start`: each tier's rows from where the page starts in it. A tier that gave
 * rows ended on the page (or filled it), so the next starts at its first row; only a page that starts past a tier's
 * end needs that tier's size counted.
 */
async function pageByTiers(
  tiers: readonly Tier[],
  start: number,
  num: number,
  read: (tier: Tier, start: number, num: number) => Promise<PageRow[]>,
  size: (tier: Tier) => Promise<number>,
): Promise<PageRow[]> {
  const page: PageRow[] = [];
  let skip = start;
  for (const [i, tier] of tiers.entries()) {
    if (page.length >= num) break;
    const got = await read(tier, skip, num - page.length);
    page.push(...got);
    if (i === tiers.length - 1) break;
    skip = got.length > 0 || skip === 0 ? 0 : Math.max(0, skip - (await size(tier)));
  }
  return page;
}

/** What rows are ranked by: the phrases of the query (required and optional) and a factor per type code. */
interface Ranking {
  phrases: RankedPhrase[];
  weights: RankWeights;
}

/** Whether a request of this search reads the match's ids next: its page's filter counts, or its tabs' badge windows (ADR 036 update 14). */
function readsIdsNext(request: Pick<SearchRequest, 'scopeCountsNext' | 'thenTypes'>): boolean {
  return request.scopeCountsNext === true || request.thenTypes !== undefined;
}

export class PostgresSearch {
  /** Each scope's search ids, kept across requests for the filter counts (countByScope). */
  private readonly scopeRows = new ScopeRows();
  /** Ranked scans shared by a tab's window and the 'all' tab's that its search asks for next (sharedWindow.ts). */
  private readonly shared: SharedWindows;
  /** A results page's match, read by its search and counted per filter next (keptMatches.ts). */
  private readonly matches = new KeptMatches();
  /** A partial match's rows with the groups each holds, for the next steps of its search (rowsHolding). */
  private readonly held = new KeptMatches<HeldRows>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly window = RANKING_WINDOW,
    /** Up to how many windows' worth of matches a page of two tiers reads the match once (tieredPage); 0: never. */
    private readonly tiersReadWhole = TIERS_READ_WHOLE,
  ) {
    this.shared = new SharedWindows(window);
  }

  /**
   * The statements of one search run on one connection, in a read-only transaction in which the
   * planner may not scan the whole table. Left to choose, it counted the matches of a query with many
   * alternatives ('wifi' with its synonyms and 'wi fi' at five distances) by reading every row and
   * testing its tsvector, about twice the cost of the GIN index's candidates; and it ranked a window of
   * few matches by walking the primary key through the whole table (see the ranked window below;
   * EXPLAIN ANALYZE in docs/decisions/036-search-latency-at-scale.md).
   * JIT compilation is off: ruling out scans adds a huge cost to any plan that keeps one (even of
   * the ten-row search_types), which passes the JIT threshold, and compiling took 97 ms of a 110 ms
   * count whose rows took 12 ms.
   * Nor are parallel workers started: a search's statements read a few thousand rows at most, and starting two
   * workers cost more than the work they shared ('my soundbar remote buttons stopped responding to volume changes'
   * at 100k: a partial match's rows counted in 8.5 ms with two workers, 2.2 ms without; ADR 036 update 18). Under
   * load the workers would compete for the same cores as the other searches anyway.
   */
  async search(request: SearchRequest): Promise<SearchOutcome> {
    return this.inSearchTransaction((client) => this.searchOn(client, request));
  }

  /** `work` on one connection in a search's transaction (SEARCH_TRANSACTION; search says why). */
  private async inSearchTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let outcome: T;
    try {
      await client.query(SEARCH_TRANSACTION);
      outcome = await work(client);
    } catch (error) {
      // A connection that cannot even roll back is discarded, not handed to the next search.
      const rollbackError = await client.query('ROLLBACK').then(
        () => undefined,
        (failure: Error) => failure,
      );
      client.release(rollbackError);
      throw error;
    }
    // A read-only transaction has nothing to commit: the answer does not wait for the reply (one
    // round trip less). The connection goes back to the pool once it is closed; a connection whose
    // COMMIT fails is discarded rather than reused.
    client.query('COMMIT').then(
      () => client.release(),
      (error: Error) => client.release(error),
    );
    return outcome;
  }

  private async searchOn(db: Queryable, request: SearchRequest): Promise<SearchOutcome> {
    const main = compileTsQuery(request.match);
    if (!main) return NOTHING;
    const preferred = request.preferred ? compileTsQuery(request.preferred) : null;
    const { locale } = request;
    const queries = await this.preludeOf(db, request, main, preferred);
    // Only stop words: nothing to match.
    if (!queries || queries.main === '') return NOTHING;
    const filters = await this.filtersOf(db, request);
    if (main.partial) return this.searchPartial(db, request, main, main.partial, queries, filters);
    const { column } = main;
    // Counted from the match's ids, kept for the search's next requests (keptMatches.ts), when some will read them:
    // its tabs' unranked windows (a request that names the window asked next, `thenTypes`) and its results page's
    // filter counts (`scopeCountsNext`) read the match again otherwise ('pas de son' at 100k: two more reads of its
    // 2,007 matches, 3.3 and 2.1 ms, for a count 0.8 ms cheaper). Else counted by the index alone, which reads no
    // row for many queries ('manual'), and keeps nothing (ADR 036 update 14).
    const nextReads = request.page.num > 0 && readsIdsNext(request);
    const countsByType = request.counted
      ? { ...request.counted }
      : nextReads
        ? await this.countsOfIds(db, request, main, queries, filters)
        : await this.countsOf(db, locale, column, queries.main, filters, { wanted: request.contentTypes ?? null });
    const wanted = request.contentTypes ? [...request.contentTypes] : null;
    const total = sumOf(countsByType, wanted);
    const { start, num } = request.page;
    if (total <= start || num <= 0) return { countsByType, total, hits: [] };
    if (request.unranked) return { countsByType, total, hits: hitsOf(await this.unrankedPage(db, request, main, queries.main, filters, wanted, { bodyChars: request.bodyChars, version: queries.version })) };
    const ranking: Ranking = { phrases: main.phrases, weights: { byType: this.weightsOf(request, queries.codes), otherLanguage: otherLanguageWeight(request) } };
    // One ranked scan for this window and the next request's only where the counts say it fills both (sharedWindow.ts).
    const then = request.thenTypes === undefined ? undefined : request.thenTypes ? [...request.thenTypes] : null;
    const shared = then !== undefined && this.shared.fillsBoth(sumOf(countsByType, null), total, sumOf(countsByType, then));
    // The version is in every request's read, so the next request of the search (no `then`) finds the scan.
    const read: HitRead = { bodyChars: request.bodyChars, version: queries.version, ...(shared ? { then } : {}) };

    const tiers = this.tiersOf(request, column, queries.main, queries.preferred || null, queries.boost);
    if (!tiers) return { countsByType, total, hits: hitsOf(await this.pageOf(db, locale, { column, q: queries.main, sql: '', params: {} }, filters, ranking, wanted, start, num, read)) };

    // Tiers (tiersOf): rows with the preferred words (the words as typed, or every word and both kinds named) in the
    // category or product the visitor named, then that category's or product's other rows, then the other matches.
    if (!shared && total <= this.window * this.tiersReadWhole && !this.shared.holds(this.windowKey(read, locale, tiers[0], filters, ranking), wanted)) {
      return { countsByType, total, hits: hitsOf(await this.tieredPage(db, locale, { column, q: queries.main, sql: '', params: {} }, tiers, filters, ranking, wanted, start, num, read)) };
    }
    const page = await pageByTiers(
      tiers,
      start,
      num,
      (tier, from, size) => this.pageOf(db, locale, tier, filters, ranking, wanted, from, size, read),
      async (tier) => sumOf(await this.countsOf(db, locale, column, tier.q, { sql: filters.sql + tier.sql, params: { ...filters.params, ...tier.params } }), wanted),
    );
    return { countsByType, total, hits: hitsOf(page) };
  }

  /**
   * The look-ups a search needs before counting, in one statement (each was a round trip of its
   * own): the match and preferred tsqueries in the locale's form, the codes of the types given a
   * weight, and which of the scopes to boost any searchable row is filed under.
   */
  private async preludeOf(db: Queryable, request: SearchRequest, main: CompiledQuery, preferred: CompiledQuery | null): Promise<Prelude | undefined> {
    const { locale } = request;
    const weighted = this.weightedTypes(request).map(([type]) => type);
    const boost = [...new Set(request.ranking?.boostScopes ?? [])];
    // Not for an unranked page, which walks nothing: ruling out its bitmap read would make it walk (2.5 -> 7.1 ms).
    const counted = request.counted && !main.partial && !request.unranked ? sumOf(request.counted, request.contentTypes ?? null) : null;
    const planned = counted === null ? '' : `, ${planSettings('@matched::float8')}`;
    return one<Prelude>(
      db,
      `SELECT ${tsQuerySql(locale, 'main')}::text AS main,
         ${preferred ? tsQuerySql(locale, 'pref') : 'NULL::tsquery'}::text AS preferred,
         (SELECT json_agg(json_build_object('code', code, 'type', content_type)) FROM search_types WHERE content_type = ANY(@types::text[])) AS codes,
         ARRAY(SELECT name FROM search_filters WHERE kind = 'scope' AND name = ANY(@names::text[]))::text[] AS boost,
         (SELECT value FROM meta WHERE key = 'dataset_version') AS version,
         (SELECT json_object_agg(code, content_type) FROM search_types) AS types${planned}`,
      {
        mainText: main.text,
        mainKey: main.key,
        ...(preferred ? { prefText: preferred.text, prefKey: preferred.key } : {}),
        types: weighted,
        names: boost,
        // A request whose counts are given counts nothing, so the ranked statements' plan is chosen here (planSettings):
        // left to choose, the planner may walk the locale's ids for a narrow match (migration 019, ADR 036 update 11).
        ...(counted === null ? {} : { matched: counted, ...this.planParams(main.column, locale, request.contentTypes ?? null) }),
      },
      PREPARED,
    );
  }

  /**
   * Matches of the request within each named scope, of its listed types: the request's ids read
   * once and shared with each scope's ids, kept across requests (search/scopeRows.ts). Counted per
   * scope in SQL, each match's scopes were read and unnested: 35 ms for 'firmware update' at 100k,
   * of which reading the matches' ids is 10 (docs/decisions/058-filter-counts-in-one-pass.md).
   */
  async countByScope(request: Omit<SearchRequest, 'page'>, names: readonly string[]): Promise<Record<string, number>> {
    const counts: Record<string, number> = Object.fromEntries(names.map((n) => [n, 0]));
    const main = compileTsQuery(request.match);
    if (!main || names.length === 0) return counts;
    const kept = this.keptMatchOf(request, main);
    const { locale } = request;
    // Everything kept: nothing to read, no connection taken.
    if (kept && [...new Set(names)].every((name) => this.scopeRows.get(kept.version, locale, name))) return this.countsInScopes(kept, locale, names, counts, null);
    // Read with a search's settings too: with workers allowed, a scope's ids were read by a parallel plan (ADR 036 update 18).
    return this.inSearchTransaction(async (client) => {
      const match = kept ?? (await this.matchOf(client, request, main));
      return match ? this.countsInScopes(match, locale, names, counts, client) : counts;
    });
  }

  /** countByScope's counts of a match within each named scope, each scope's ids read (on `db`) unless kept. */
  private async countsInScopes(
    match: { version: string | null; ids: number[] },
    locale: Locale,
    names: readonly string[],
    counts: Record<string, number>,
    db: Queryable | null,
  ): Promise<Record<string, number>> {
    const { version, ids: matched } = match;
    const scopes = new Map<string, Float64Array | undefined>([...new Set(names)].map((name) => [name, this.scopeRows.get(version, locale, name)]));
    const missing = [...scopes].flatMap(([name, rows]) => (rows ? [] : [name]));
    if (missing.length > 0 && db) {
      // Each scope's ids of the locale, read once per dataset version, with the version they were read at:
      // kept only when it is the version of the match's ids.
      const rows = await all<{ name: string; ids: number[]; version: string | null }>(
        db,
        `SELECT s AS name, array_agg(id::float8 ORDER BY id) AS ids, (SELECT value FROM meta WHERE key = 'dataset_version') AS version
         FROM search_docs, unnest(scopes) AS s
         WHERE locale = ${localeLiteral(locale)} AND scopes && @names::text[] AND s = ANY(@names::text[]) GROUP BY s`,
        { names: missing },
      );
      const read = new Map(rows.map((row) => [row.name, row]));
      for (const name of missing) {
        const row = read.get(name);
        // A scope read after an import counts against the match as read; not kept under the older version.
        if (row && row.version !== version) scopes.set(name, Float64Array.from(row.ids));
        else scopes.set(name, this.scopeRows.set(version, locale, name, row?.ids ?? []));
      }
    }
    for (const [name, rows] of scopes) counts[name] = sharedCount(matched, rows ?? []);
    return counts;
  }

  /**
   * A page of the match's rows in search-id order, unranked (SearchRequest.unranked): from the ids its results
   * page's search kept (keptMatches.ts) when there are any, else read in id order.
   */
  private async unrankedPage(db: Queryable, request: SearchRequest, main: CompiledQuery, q: string, filters: Filters, types: string[] | null, read: HitRead): Promise<PageRow[]> {
    const { start, num } = request.page;
    // Only ids read at the version this search reads: an import renumbers the rows.
    const kept = this.keptMatchOf(request, main);
    if (kept && kept.version === read.version) {
      return this.pageOfIds(db, read, kept.ids.slice(start, start + num));
    }
    const { locale } = request;
    const where = `locale = ${localeLiteral(locale)} AND ${main.column} @@ @q::tsquery${filters.sql}${types ? ' AND type_code IN (SELECT code FROM search_types WHERE content_type = ANY(@types::text[]))' : ''}`;
    // The matches read whole, then ordered: as `ORDER BY id LIMIT` the planner walked the primary key testing
    // every row until it had a page of a rare type (FAQs of 'manual': most of the table, 100 ms at 100k).
    return this.withHits(db, read, `WITH m AS MATERIALIZED (SELECT id, content_rowid FROM search_docs WHERE ${where}) SELECT id, content_rowid, 0 AS score FROM m ORDER BY id LIMIT @num OFFSET @start`, {
      q,
      ...filters.params,
      ...(types ? { types } : {}),
      num,
      start,
    });
  }

  /** The ids of a match its search read and kept (countsOfIds), of the request's types; undefined when none is kept. */
  private keptMatchOf(request: Omit<SearchRequest, 'page'>, main: CompiledQuery): { version: string | null; ids: number[] } | undefined {
    const kept = this.matches.get(this.matchKey(request, main));
    if (!kept) return undefined;
    const types = request.contentTypes ? new Set(request.contentTypes) : null;
    if (!types) return kept;
    return { version: kept.version, ids: kept.ids.filter((id) => types.has(kept.typeOfCode.get(id & SEARCH_TYPE_MASK) ?? '')) };
  }

  /** The ids of a match of the request's types, read from the index with the dataset version; undefined when nothing can match. */
  private async matchOf(db: Queryable, request: Omit<SearchRequest, 'page'>, main: CompiledQuery): Promise<{ version: string | null; ids: number[] } | undefined> {
    const { locale } = request;
    const q = await one<{ main: string }>(db, `SELECT ${tsQuerySql(locale, 'main')}::text AS main`, { mainText: main.text, mainKey: main.key }, PREPARED);
    if (!q || q.main === '') return undefined;
    const filters = await this.filtersOf(db, request);
    const types = request.contentTypes ? [...request.contentTypes] : null;
    // The ids and the dataset version in one statement, so both describe the same catalogue (an import
    // writes a new version with new rows); float8 so the driver gives numbers.
    return one<{ version: string | null; ids: number[] }>(
      db,
      `SELECT (SELECT value FROM meta WHERE key = 'dataset_version') AS version, ARRAY(
         SELECT id::float8 FROM search_docs
         WHERE locale = ${localeLiteral(locale)} AND ${main.column} @@ @q::tsquery${filters.sql}
         ${types ? 'AND type_code IN (SELECT code FROM search_types WHERE content_type = ANY(@types::text[]))' : ''}
         ORDER BY id) AS ids`,
      { q: q.main, ...filters.params, ...(types ? { types } : {}) },
    );
  }

  /** Type weights as an array indexed by type code (the low bits of a search id); 1 where none is given. */
  private weightsOf(request: SearchRequest, codes: Array<{ code: number; type: string }> | null): number[] {
    const given = this.weightedTypes(request);
    if (given.length === 0 || !codes) return [];
    const weights: number[] = [];
    for (const { code, type } of codes) weights[code - 1] = given.find(([t]) => t === type)?.[1] ?? 1;
    return Array.from(weights, (w) => w ?? 1);
  }

  private weightedTypes(request: SearchRequest): Array<[string, number]> {
    return Object.entries(request.ranking?.typeWeights ?? {}).filter(([, w]) => Number.isFinite(w) && w > 0);
  }

  /**
   * A match's tiers in the order they are listed, each with what keeps out the rows of the earlier ones; null when
   * the query asks for no tiers. As the SQLite index's tiersOf: the preferred words' rows (in the locale's language,
   * ADR 060) then the rest; the boosted scopes' rows then the rest; with both, the preferred words' rows in the
   * scopes, then the scopes' other rows, then the rest (ADR 065 update 2). `main` is the match's tsquery ('' for a
   * partial match's rows, whose ids say which rows match). Scopes no searchable row is filed under are ignored, as
   * the SQLite index has no filter token for them.
   */
  private tiersOf(request: SearchRequest, column: SearchColumn, main: string, preferred: string | null, known: string[]): Tier[] | null {
    const own = ` AND (id & ${SEARCH_OTHER_LANGUAGE}) = 0`;
    const notPreferred = preferred ? { sql: ` AND NOT (${column} @@ @preferredQ::tsquery${own})`, params: { preferredQ: preferred } } : null;
    const boost = { boost: known };
    const inScopes = ' AND scopes && @boost::text[]';
    const outOfScopes = ' AND NOT (scopes && @boost::text[])';
    if (known.length === 0) {
      return preferred && notPreferred ? [{ column, q: preferred, sql: own, params: {} }, { column, q: main, ...notPreferred }] : null;
    }
    if (!preferred || !notPreferred) return [{ column, q: main, sql: inScopes, params: boost }, { column, q: main, sql: outOfScopes, params: boost }];
    return [
      { column, q: preferred, sql: `${own}${inScopes}`, params: boost },
      { column, q: main, sql: `${inScopes}${notPreferred.sql}`, params: { ...boost, ...notPreferred.params } },
      { column, q: main, sql: outOfScopes, params: boost },
    ];
  }

  /** Scope and facet conditions: a scope keeps rows filed under it; a facet keeps rows with one of its values or without the facet. */
  private async filtersOf(db: Queryable, request: Pick<SearchRequest, 'scope' | 'facet'>): Promise<Filters> {
    const parts: string[] = [];
    const params: Params = {};
    if (request.scope !== null) {
      parts.push('scopes @> ARRAY[@scope::text]');
      params.scope = request.scope;
    }
    if (request.facet) {
      const { name, values } = request.facet;
      // A facet filter nothing in the index can pass is ignored (as in the SQLite store).
      const usable = await one<{ ok: boolean }>(
        db,
        `SELECT EXISTS (SELECT 1 FROM search_filters WHERE name = @name
           AND ((kind = 'facet' AND value = ANY(@values::text[])) OR kind = 'nofacet')) AS ok`,
        { name, values },
      );
      if (usable?.ok) {
        parts.push('(facets && @facetValues::text[] OR NOT (facet_names @> ARRAY[@facetName::text]))');
        params.facetValues = values.map((v) => `${name}=${v}`);
        params.facetName = name;
      }
    }
    return { sql: parts.map((p) => ` AND ${p}`).join(''), params };
  }

  /**
   * Matches per content type. A query the index answers alone (on `tsv_text`, no phrase, no weight
   * label) is counted by one index count per type: the index holds the type code with the words
   * (migration 014), so no row is read ('manual': 10.0 -> 2.8 ms, EXPLAIN ANALYZE). Other queries
   * test each candidate row anyway and are counted in one pass over the matches: per type, the
   * index work of a query of many alternatives was repeated ten times for nothing.
   */
  private async countsOf(db: Queryable, locale: Locale, column: SearchColumn, q: string, filters: Filters, plan: { wanted: readonly string[] | null } | null = null): Promise<Record<string, number>> {
    const indexOnly = column === 'tsv_text' && !/<(?:-|\d+)>/.test(q) && !/':\*?[A-D]/.test(q);
    const counts = indexOnly
        ? `SELECT t.content_type AS type, c.n FROM search_types t CROSS JOIN LATERAL (
             SELECT count(*)::int AS n FROM search_docs
             WHERE locale = ${localeLiteral(locale)} AND type_code = t.code AND tsv_text @@ @q::tsquery${filters.sql}
           ) c WHERE c.n > 0`
        : `SELECT t.content_type AS type, d.n FROM (
         SELECT type_code, count(*)::int AS n FROM search_docs
         WHERE locale = ${localeLiteral(locale)} AND ${column} @@ @q::tsquery${filters.sql} GROUP BY type_code
       ) d JOIN search_types t ON t.code = d.type_code`;
    // With `plan`, the ranked statements' plan is chosen in the same round trip (planSettings).
    const rows = await all<{ type: string; n: number }>(
      db,
      plan ? `SELECT type, n, ${planSettings(WANTED_COUNTED)} FROM (${counts}) counted` : counts,
      // Not prepared: a generic plan does not know how many rows the words and the scope each
      // match, and counted a search within a product four times slower (1.3 -> 5.6 ms).
      { q, ...filters.params, ...(plan ? this.planParams(column, locale, plan.wanted) : {}) },
    );
    return Object.fromEntries(rows.map((r) => [r.type, r.n]));
  }

  /** The parameters of planSettings, and of the count of the matches of the `wanted` types it weighs (WANTED_COUNTED; WANTED_IDS weighs @wantedCodes). */
  private planParams(column: SearchColumn, locale: Locale, wanted: readonly string[] | null): Params {
    return { few: 2 * this.window, window: this.window, walkIndex: `search_docs_id_${locale.slice(0, 2)}`, onText: column === 'tsv_text', wanted: wanted ? [...wanted] : null };
  }

  /** The key a search and the filter counts of its results page share for one match (keptMatches.ts). */
  private matchKey(request: Pick<SearchRequest, 'locale' | 'scope' | 'facet'>, main: CompiledQuery): string {
    return JSON.stringify([request.locale, main.column, main.text, main.key, request.scope, request.facet]);
  }

  /**
   * Matches per content type counted from the match's ids, which are kept (keptMatches.ts) for the search's next
   * requests: its tabs' unranked windows (SearchRequest.thenTypes) and its results page's filter counts
   * (SearchRequest.scopeCountsNext) then read no match. The ranked statements' plan is chosen in the same round trip, as countsOf does.
   */
  private async countsOfIds(db: Queryable, request: SearchRequest, main: CompiledQuery, queries: Prelude, filters: Filters): Promise<Record<string, number>> {
    const { locale } = request;
    const typeOfCode = typesOf(queries);
    // OFFSET 0: merged into the outer query, the list was read once for each use of `ids` (three times).
    const row = await one<{ ids: number[] }>(
      db,
      `SELECT ids, ${planSettings('wanted_n')} FROM (
         SELECT ids, ${WANTED_IDS} AS wanted_n FROM (SELECT ARRAY(
           SELECT id::float8 FROM search_docs
           WHERE locale = ${localeLiteral(locale)} AND ${main.column} @@ @q::tsquery${filters.sql} ORDER BY id
         ) AS ids OFFSET 0) m OFFSET 0
       ) k`,
      { q: queries.main, ...filters.params, ...this.planParams(main.column, locale, request.contentTypes ?? null), wantedCodes: codesOf(typeOfCode, request.contentTypes ?? null) },
    );
    const ids = row?.ids ?? [];
    this.matches.keep(this.matchKey(request, main), { version: queries.version, ids, typeOfCode });
    return countsOfIds(ids, typeOfCode);
  }

  /**
   * A partial match ("at least k of the visitor's n meaningful words", the fallback when no row holds them all): its
   * rows found by counting the groups each holds (rowsHolding), counted per type from their ids, and listed as any
   * match is (a first tier, each tier's window ranked by the query's phrases, the rest by popularity), by id. Matched
   * as one tsquery of combinations ("3 of 6" is twenty), each of a search's steps counted every combination again:
   * four counts of 6.6 ms for 'my soundbar remote buttons stopped responding to volume changes' at 100k, and the
   * page statement tested them again (ADR 036 update 9; SQLite since update 6).
   */
  private async searchPartial(db: Queryable, request: SearchRequest, main: CompiledQuery, partial: NonNullable<CompiledQuery['partial']>, queries: Prelude, filters: Filters): Promise<SearchOutcome> {
    const { locale } = request;
    const typeOfCode = typesOf(queries);
    const matched = await this.rowsHolding(db, request, main, partial, queries.version, filters);
    if (readsIdsNext(request)) this.matches.keep(this.matchKey(request, main), { version: queries.version, ids: matched, typeOfCode });
    const countsByType = request.counted ? { ...request.counted } : countsOfIds(matched, typeOfCode);
    const wanted = request.contentTypes ? new Set(request.contentTypes) : null;
    const total = sumOf(countsByType, wanted ? [...wanted] : null);
    const { start, num } = request.page;
    if (total <= start || num <= 0) return { countsByType, total, hits: [] };
    const listed = wanted ? matched.filter((id) => wanted.has(typeOfCode.get(id & SEARCH_TYPE_MASK) ?? '')) : matched;
    const read: HitRead = { bodyChars: request.bodyChars, version: queries.version };
    const { column } = main;
    if (request.unranked) {
      const ids = listed.slice(start, start + num);
      const page = await this.pageOfIds(db, read, ids);
      return { countsByType, total, hits: hitsOf(page) };
    }
    const ranking: Ranking = { phrases: main.phrases, weights: { byType: this.weightsOf(request, queries.codes), otherLanguage: otherLanguageWeight(request) } };
    // The tiers among the listed rows: the preferred words' (their tsquery) and the boosted scopes' (their condition).
    const tiers = this.tiersOf(request, column, '', queries.preferred || null, queries.boost)?.map((tier) => ({ ...tier, ids: listed }));
    if (!tiers) return { countsByType, total, hits: hitsOf(await this.pageOf(db, locale, { column, q: '', sql: '', params: {}, ids: listed }, NO_FILTERS, ranking, null, start, num, read)) };
    // The listed rows are read already: every tier's page from one read of them when they are few enough (tieredPage).
    if (listed.length <= this.window * this.tiersReadWhole) {
      return { countsByType, total, hits: hitsOf(await this.tieredPage(db, locale, { column, q: '', sql: '', params: {}, ids: listed }, tiers, NO_FILTERS, ranking, null, start, num, read)) };
    }
    const page = await pageByTiers(
      tiers,
      start,
      num,
      (tier, from, size) => this.pageOf(db, locale, tier, NO_FILTERS, ranking, null, from, size, read),
      (tier) => this.countOf(db, locale, tier),
    );
    return { countsByType, total, hits: hitsOf(page) };
  }

  /** How many rows a tier holds. */
  private async countOf(db: Queryable, locale: Locale, tier: Tier): Promise<number> {
    const { where, params } = this.whereOf(locale, tier, NO_FILTERS, null);
    return (await one<{ n: number }>(db, `SELECT count(*)::int AS n FROM search_docs WHERE ${where}`, params))?.n ?? 0;
  }

  /**
   * Search ids (ascending) of the rows holding at least `partial.required` of the query's groups, or its model key,
   * within the filters: each group's rows read once from the index and counted per row. The rows holding at least two
   * groups are read once and kept for the search's next steps (all but one of the words, then two...; keptMatches.ts,
   * SearchRequest.steps), which count them again without a statement; kept with the dataset version they were read at.
   */
  private async rowsHolding(db: Queryable, request: SearchRequest, main: CompiledQuery, partial: NonNullable<CompiledQuery['partial']>, version: string | null, filters: Filters): Promise<number[]> {
    const { locale } = request;
    // Kept for the same search's next steps only: another search reads its own (a first-time search stays one).
    const key = request.steps ? JSON.stringify([request.steps, locale, main.column, partial.groups, main.key, request.scope, request.facet]) : null;
    const k = partial.required;
    let known = key ? this.held.get(key) : undefined;
    if (!known || known.version !== version || known.floor > k) {
      const floor = Math.min(k, HELD_FLOOR);
      const params: Params = { ...filters.params, cfg: TS_CONFIG[locale], floor };
      const branches = partial.groups.map((group, i) => {
        params[`g${i}`] = group;
        return `SELECT id, 1 AS g FROM search_docs WHERE locale = ${localeLiteral(locale)} AND ${main.column} @@ to_tsquery(@cfg::regconfig, @g${i}::text)${filters.sql}`;
      });
      if (main.key) {
        params.modelKey = main.key;
        params.keyGroups = KEY_GROUPS;
        branches.push(`SELECT id, @keyGroups::int AS g FROM search_docs WHERE locale = ${localeLiteral(locale)} AND ${main.column} @@ to_tsquery('support_codes', quote_literal(@modelKey::text) || ':*B')${filters.sql}`);
      }
      const row = await one<{ ids: number[]; held: number[] }>(
        db,
        `SELECT coalesce(array_agg(id::float8 ORDER BY id), '{}') AS ids, coalesce(array_agg(held ORDER BY id), '{}') AS held FROM (
           SELECT id, sum(g)::int AS held FROM (${branches.join(' UNION ALL ')}) u GROUP BY id HAVING sum(g) >= @floor
         ) h`,
        params,
      );
      known = { version, floor, ids: row?.ids ?? [], held: row?.held ?? [] };
      if (key) this.held.keep(key, known);
    }
    const ids: number[] = [];
    known.ids.forEach((id, i) => {
      if (known.held[i] >= k) ids.push(id);
    });
    return ids;
  }

  /** The conditions of a tier's rows: its tsquery, filters and types, or its rows' ids and what else it asks. */
  private whereOf(locale: Locale, tier: Tier, filters: Filters, types: string[] | null): { where: string; params: Params } {
    if (tier.ids) {
      const match = tier.q ? ` AND ${tier.column} @@ @q::tsquery` : '';
      return { where: `locale = ${localeLiteral(locale)} AND id = ANY(@tierIds::bigint[])${match}${tier.sql}`, params: { tierIds: tier.ids, ...(tier.q ? { q: tier.q } : {}), ...tier.params } };
    }
    const where = `locale = ${localeLiteral(locale)} AND ${tier.column} @@ @q::tsquery${filters.sql}${tier.sql}${types ? ' AND type_code IN (SELECT code FROM search_types WHERE content_type = ANY(@types::text[]))' : ''}`;
    return { where, params: { q: tier.q, ...filters.params, ...tier.params, ...(types ? { types } : {}) } };
  }

  /** One page of a match's result list: the first `window` matches ranked, then the rest by popularity. */
  private async pageOf(db: Queryable, 
    locale: Locale,
    tier: Tier,
    filters: Filters,
    ranking: Ranking,
    types: string[] | null,
    start: number,
    num: number,
    read: HitRead,
  ): Promise<PageRow[]> {
    const { where, params } = this.whereOf(locale, tier, filters, types);
    const page: PageRow[] = [];
    if (start < this.window) {
      const size = Math.min(num, this.window - start);
      const rank = rankOf(ranking.phrases, locale);
      // A window ranked by one scan with an earlier request of this search, or ranked with the next one's.
      const key = this.windowKey(read, locale, tier, filters, ranking);
      // (Not for rows given by id: their key would not name them.)
      const scanned = tier.ids
        ? null
        : (this.shared.take(key, types, ranking.weights) ??
          (read.then !== undefined ? await this.scanAndKeep(db, key, locale, tier, filters, rank, types, read.then, ranking.weights) : null));
      const ranked = scanned
        ? await this.hitsOfWindow(db, read, scanned.slice(start, start + size))
        : await this.withHits(
            db,
            read,
            // A type weight above 1 moves that type's rows up; equal ranks keep id order, i.e. the more popular row first.
            // OFFSET 0 on the ranked rows: merged into the outer query, the rank was computed again for
            // each row of the page after sorting (240 more evaluations of the rank on a 1,000-row window).
            `SELECT id, content_rowid, -rank AS score FROM (
               SELECT id, content_rowid, ${rank.sql} * ${ROW_WEIGHT} AS rank FROM (
                 -- The window first, then each compressed vector decompressed once ('|| ''' makes an
                 -- in-memory copy): the rank uses it up to nine times a phrase, and each use of a stored
                 -- compressed value decompressed it again. Only compressed ones: most vectors are stored
                 -- as they are (121 of 46,728 at 100k documents), and the copy, a merge of two vectors,
                 -- was a fifth of the statement ('manual' 5.5 -> 4.6 ms; ADR 036 update 5).
                 -- OFFSET 0 keeps the planner from merging the layers.
                 SELECT id, content_rowid, type_code,
                   ${DECOMPRESSED_TSV}, tsv_length FROM (
                   SELECT id, content_rowid, type_code, tsv_text, tsv_length FROM search_docs WHERE ${where} AND ${ID_WALK} ORDER BY id LIMIT @window
                 ) m OFFSET 0
               ) r OFFSET 0
             ) w ORDER BY rank DESC, id LIMIT @num OFFSET @start`,
            {
              ...params,
              ...rank.params,
              weights: ranking.weights.byType,
              otherLanguage: ranking.weights.otherLanguage,
              window: this.window,
              num: size,
              start,
            },
          );
      page.push(...ranked);
      if (page.length < size) return page;
    }
    const rest = num - page.length;
    if (rest > 0) {
      const listed = await this.withHits(db, read, `SELECT id, content_rowid, 0 AS score FROM search_docs WHERE ${where} AND ${ID_WALK} ORDER BY id LIMIT @num OFFSET @start`, {
        ...params,
        num: rest,
        start: Math.max(start, this.window),
      });
      page.push(...listed);
    }
    return page;
  }

  /** The name of a tier's ranked window among the scans kept for a search's next request (sharedWindow.ts). */
  private windowKey(read: HitRead, locale: Locale, tier: Tier, filters: Filters, ranking: Ranking): string {
    return JSON.stringify([read.version, locale, tier.column, tier.q, filters.sql, tier.sql, filters.params, tier.params, ranking.phrases]);
  }

  /**
   * One page of every tier's result list from one read of the match (`main`, filters and types): each tier's
   * first `window` rows in search-id order ranked, its others after them by popularity (id order), each tier's rows
   * before the next's; the page pageOf reads tier by tier. For a match small enough to read whole
   * (`tiersReadWhole`): pageOf's second statement read every match again through the index ('kein ton soundbar'
   * at 100k, 1,347 matches: 6.8 ms for the first tier's 222 rows, then 7.0 ms for the rest; ADR 036 update 17).
   * Every tier's rows are matches of the main query (its words as typed, or the main query itself, with more
   * conditions: tiersOf), so numbering the match's rows by tier finds them all.
   */
  private async tieredPage(
    db: Queryable,
    locale: Locale,
    main: Tier,
    tiers: readonly Tier[],
    filters: Filters,
    ranking: Ranking,
    types: string[] | null,
    start: number,
    num: number,
    read: HitRead,
  ): Promise<PageRow[]> {
    const { where, params } = this.whereOf(locale, main, filters, types);
    const rank = rankOf(ranking.phrases, locale);
    const tier = tierNumber(tiers, main.q);
    return this.withHits(
      db,
      read,
      // Ranked before numbering, so the numbering sorts narrow rows, not rows carrying their vectors; the rows past
      // a tier's window are ranked for nothing, at most window x (tiersReadWhole - 1) of them. The vectors as in
      // pageOf: the compressed ones decompressed once, layers kept apart by OFFSET 0.
      `SELECT id, content_rowid, CASE WHEN n <= @window THEN -rank ELSE 0 END AS score,
         row_number() OVER (ORDER BY tier, n > @window, CASE WHEN n <= @window THEN -rank ELSE 0 END, id) AS ord FROM (
         SELECT id, content_rowid, tier, rank, row_number() OVER (PARTITION BY tier ORDER BY id) AS n FROM (
           SELECT id, content_rowid, tier, ${rank.sql} * ${ROW_WEIGHT} AS rank FROM (
             SELECT id, content_rowid, type_code, tier,
               ${DECOMPRESSED_TSV}, tsv_length FROM (
               SELECT id, content_rowid, type_code, tsv_text, tsv_length, (${tier.sql}) AS tier
                 FROM search_docs WHERE ${where}
             ) m OFFSET 0
           ) r OFFSET 0
         ) w
       ) t ORDER BY ord LIMIT @num OFFSET @start`,
      {
        ...params,
        ...tier.params,
        ...rank.params,
        weights: ranking.weights.byType,
        otherLanguage: ranking.weights.otherLanguage,
        window: this.window,
        num,
        start,
      },
      true,
    );
  }

  /**
   * Ranks the first matches of both windows' types in one statement (`limit` rows at most, in search-id
   * order, each with its rank before the type's weight), keeps them for the next request of the search,
   * and returns this request's window; null when the scan stopped before this window was full.
   */
  private async scanAndKeep(
    db: Queryable,
    key: string,
    locale: Locale,
    tier: Tier,
    filters: Filters,
    rank: { sql: string; params: Params },
    types: string[] | null,
    then: string[] | null,
    weights: RankWeights,
  ): Promise<WindowRow[] | null> {
    const scanTypes = types === null || then === null ? null : [...new Set([...types, ...then])];
    const where = `locale = ${localeLiteral(locale)} AND ${tier.column} @@ @q::tsquery${filters.sql}${tier.sql}${scanTypes ? ' AND type_code IN (SELECT code FROM search_types WHERE content_type = ANY(@types::text[]))' : ''}`;
    // The rank as the page statement computes it, before the weight (float8: the exact value, so the
    // weighted score and its order here are the statement's own).
    const rows = await all<{ id: number; content_rowid: number; type_code: number; type: string; rank: number }>(
      db,
      `SELECT r.id, r.content_rowid, r.type_code, t.content_type AS type, r.rank FROM (
         SELECT id, content_rowid, type_code, (${rank.sql})::float8 AS rank FROM (
           SELECT id, content_rowid, type_code,
             ${DECOMPRESSED_TSV}, tsv_length FROM (
             SELECT id, content_rowid, type_code, tsv_text, tsv_length FROM search_docs WHERE ${where} AND ${ID_WALK} ORDER BY id LIMIT @limit
           ) m OFFSET 0
         ) r OFFSET 0
       ) r JOIN search_types t ON t.code = r.type_code ORDER BY r.id`,
      {
        q: tier.q,
        ...filters.params,
        ...tier.params,
        ...(scanTypes ? { types: scanTypes } : {}),
        ...rank.params,
        limit: this.shared.limit,
      },
    );
    const scanned: ScannedRow[] = rows.map((row) => ({
      id: row.id,
      contentRowid: row.content_rowid,
      typeCode: row.type_code,
      type: row.type,
      rank: row.rank,
    }));
    this.shared.keep(key, scanned, scanTypes);
    return this.shared.windowOf({ rows: scanned }, types, weights);
  }

  /** The hits of an unranked page given by search ids (ascending). */
  private async pageOfIds(db: Queryable, read: HitRead, ids: number[]): Promise<PageRow[]> {
    if (ids.length === 0) return [];
    return this.withHits(db, read, 'SELECT id, content_rowid, 0 AS score FROM search_docs WHERE id = ANY(@pageIds::bigint[])', { pageIds: ids });
  }

  /** The hits of a page of a ranked window (sharedWindow.ts), in the window's order. */
  private async hitsOfWindow(db: Queryable, read: HitRead, rows: WindowRow[]): Promise<PageRow[]> {
    if (rows.length === 0) return [];
    return this.withHits(
      db,
      read,
      'SELECT * FROM unnest(@pageIds::bigint[], @pageRowids::integer[], @pageScores::float8[]) AS p(id, content_rowid, score)',
      {
        pageIds: rows.map((r) => r.id),
        pageRowids: rows.map((r) => r.contentRowid),
        pageScores: rows.map((r) => r.score),
      },
    );
  }

  /**
   * Runs a page statement (rows of id, content_rowid and score, in page order) and reads each row's
   * content in the same statement, by the content row id (not through search_docs' wide rows
   * again): one round trip for the page and its hits. Score ascending is the page's order (score
   * is minus the rank, ties in id order).
   */
  private async withHits(db: Queryable, read: HitRead, pageSql: string, params: Params, ordered = false): Promise<PageRow[]> {
    const opening = read.bodyChars !== undefined;
    const rows = await all<PageContentRow>(
      db,
      // The content rows are read together by their ids, as one index read, then matched to the
      // page: joined row by row, the planner (index scans ruled out for a small window) read each
      // through a bitmap of its own and a memo, 23 µs a row against 2 µs.
      `WITH page AS MATERIALIZED (${pageSql})
       SELECT page.id AS page_id, page.score AS page_score, c.* FROM page LEFT JOIN (
         SELECT ${opening ? SEARCH_HIT_COLUMNS_BODY_OPENING : SEARCH_HIT_COLUMNS} FROM content c ${CONTENT_FILE_JOIN}
         WHERE c.rowid = ANY(ARRAY(SELECT content_rowid FROM page))
       ) c ON c.rowid = page.content_rowid
       ORDER BY ${ordered ? 'page.ord' : 'page.score, page.id'}`,
      { ...params, ...(opening ? { bodyChars: Math.max(0, Math.floor(read.bodyChars ?? 0)) } : {}) },
    );
    return rows.map((row) => ({ id: row.page_id, hit: row.rowid === null ? null : toHit(row, row.page_score) }));
  }

  async knownTerms(locale: Locale, words: string[]): Promise<Set<string>> {
    if (words.length === 0) return new Set();
    const rows = await all<{ term: string }>(this.pool, 'SELECT term FROM search_terms WHERE locale = @locale AND term = ANY(@words::text[])', { locale, words }, PREPARED);
    return new Set(rows.map((r) => r.term));
  }

  /** Nearest words by trigram distance (GiST index), then the same typo rule as the SQLite store. */
  async similarTerms(locale: Locale, word: string, limit: number): Promise<string[]> {
    const max = maxTypos(word);
    if (max === 0) return [];
    const typed = foldAccents(word);
    const candidates = await all<{ term: string; weight: number; folded: string }>(
      this.pool,
      `SELECT term, weight, folded FROM search_terms WHERE spellable AND locale = ${localeLiteral(locale)}
       ORDER BY folded <-> @typed::text LIMIT ${SPELLING_CANDIDATES}`,
      { typed },
      PREPARED,
    );
    return candidates
      .map((c) => ({ ...c, distance: typoDistance(typed, c.folded, max) }))
      .filter((c) => c.distance > 0 && c.distance <= max)
      .sort((a, b) => a.distance - b.distance || b.weight - a.weight || (a.term < b.term ? -1 : 1))
      .slice(0, limit)
      .map((c) => c.term);
  }

  async listSynonyms(locale: Locale): Promise<string[][]> {
    const sets = new Map<number, string[]>();
    for (const row of await all<{ set_id: number; phrase: string }>(this.pool, 'SELECT set_id, phrase FROM synonyms WHERE locale = @locale ORDER BY set_id, phrase', { locale })) {
      const set = sets.get(row.set_id);
      if (set) set.push(row.phrase);
      else sets.set(row.set_id, [row.phrase]);
    }
    return [...sets.values()];
  }
}
