/*
 * The statements of the search rollup, the same text on SQLite and PostgreSQL (both bind @name
 * parameters; see postgres/sql.ts). Every read is bounded by the window's days on the leading
 * column of the primary key (day, locale, query). docs/decisions/027-search-insights.md.
 */

export const UPSERT_SEARCH_DAY = `
  INSERT INTO search_daily (day, locale, query, searches, zero_result_searches, opens)
  VALUES (@day, @locale, @query, @searches, @zero, @opens)
  ON CONFLICT (day, locale, query) DO UPDATE SET
    searches = search_daily.searches + excluded.searches,
    zero_result_searches = search_daily.zero_result_searches + excluded.zero_result_searches,
    opens = search_daily.opens + excluded.opens`;

export const UPSERT_OPENED_DAY = `
  INSERT INTO search_opened_daily (day, locale, query, path, opens)
  VALUES (@day, @locale, @query, @path, 1)
  ON CONFLICT (day, locale, query, path) DO UPDATE SET opens = search_opened_daily.opens + 1`;

/*
 * What visitors opened from one query's results (the learned boost, ADR 056): the most opened paths,
 * the opens of every path, and the query's searches, in one statement. Read through the
 * (locale, query, day) indexes (writes schema 7, PostgreSQL 017): one query's rows only.
 */
export const LEARNED_OPENS = `
  SELECT path, CAST(sum(opens) AS INTEGER) AS opens,
    CAST(sum(sum(opens)) OVER () AS INTEGER) AS query_opens,
    (SELECT CAST(coalesce(sum(searches), 0) AS INTEGER) FROM search_daily
      WHERE locale = @locale AND query = @query AND day >= @from AND day <= @to) AS searches
  FROM search_opened_daily
  WHERE locale = @locale AND query = @query AND day >= @from AND day <= @to
  GROUP BY path
  ORDER BY opens DESC, path
  LIMIT @limit`;

/** @locale is null for every locale. CAST keeps PostgreSQL from guessing the type of a null. */
const IN_WINDOW = 'day >= @from30 AND day <= @to AND (CAST(@locale AS TEXT) IS NULL OR locale = CAST(@locale AS TEXT))';

const QUERY_TOTALS = `
  SELECT locale, query,
    sum(CASE WHEN day >= @from7 THEN searches ELSE 0 END) AS searches7,
    sum(CASE WHEN day >= @from7 THEN zero_result_searches ELSE 0 END) AS zero7,
    sum(CASE WHEN day >= @from7 THEN opens ELSE 0 END) AS opens7,
    sum(searches) AS searches30,
    sum(zero_result_searches) AS zero30,
    sum(opens) AS opens30
  FROM search_daily
  WHERE ${IN_WINDOW}
  GROUP BY locale, query`;

/*
 * The three lists in one pass: the window's rows are grouped once, ranked three ways, and a row is
 * returned when it is within @limit of any list (its rank in each list, or null when it does not
 * belong there). Three separate grouped statements read the window three times.
 */
export const QUERY_LISTS = `
  WITH totals AS (${QUERY_TOTALS}),
  ranked AS (
    SELECT totals.*,
      row_number() OVER (ORDER BY searches30 DESC, searches7 DESC, locale, query) AS top_rank,
      row_number() OVER (PARTITION BY zero30 > 0 ORDER BY zero30 DESC, zero7 DESC, locale, query) AS zero_rank,
      row_number() OVER (
        PARTITION BY searches30 - zero30 > 0 AND opens30 = 0
        ORDER BY searches30 - zero30 DESC, locale, query) AS unopened_rank
    FROM totals
  )
  SELECT locale, query, searches7, zero7, opens7, searches30, zero30, opens30,
    CASE WHEN searches30 > 0 AND top_rank <= @limit THEN top_rank END AS top_rank,
    CASE WHEN zero30 > 0 AND zero_rank <= @limit THEN zero_rank END AS zero_rank,
    CASE WHEN searches30 - zero30 > 0 AND opens30 = 0 AND unopened_rank <= @limit THEN unopened_rank END AS unopened_rank
  FROM ranked
  WHERE (searches30 > 0 AND top_rank <= @limit)
     OR (zero30 > 0 AND zero_rank <= @limit)
     OR (searches30 - zero30 > 0 AND opens30 = 0 AND unopened_rank <= @limit)`;

export const DAILY_TOTALS = `
  SELECT day, sum(searches) AS searches, sum(zero_result_searches) AS zero, sum(opens) AS opens
  FROM search_daily
  WHERE ${IN_WINDOW}
  GROUP BY day
  ORDER BY day`;

export const OPENED_RESULTS = `
  SELECT locale, query, path, sum(opens) AS opens
  FROM search_opened_daily
  WHERE ${IN_WINDOW}
  GROUP BY locale, query, path
  ORDER BY opens DESC, locale, query, path`;
