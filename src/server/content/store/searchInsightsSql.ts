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

export const TOP_QUERIES = `${QUERY_TOTALS}
  HAVING sum(searches) > 0
  ORDER BY searches30 DESC, searches7 DESC, locale, query
  LIMIT @limit`;

export const ZERO_RESULT_QUERIES = `${QUERY_TOTALS}
  HAVING sum(zero_result_searches) > 0
  ORDER BY zero30 DESC, zero7 DESC, locale, query
  LIMIT @limit`;

/** Searches that found something, and not one opened result in the window. */
export const UNOPENED_QUERIES = `${QUERY_TOTALS}
  HAVING sum(searches) - sum(zero_result_searches) > 0 AND sum(opens) = 0
  ORDER BY sum(searches) - sum(zero_result_searches) DESC, locale, query
  LIMIT @limit`;

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
