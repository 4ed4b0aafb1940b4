/**
 * Search insights (docs/decisions/027-search-insights.md): the daily rollup of searches and opened
 * results. Same tables as the SQLite write database (store/sqlite/writes/writesSchema.ts).
 */
export default `
CREATE TABLE search_daily (
  day ctext NOT NULL,
  locale ctext NOT NULL,
  query ctext NOT NULL,
  searches integer NOT NULL DEFAULT 0,
  zero_result_searches integer NOT NULL DEFAULT 0,
  opens integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, locale, query)
);

CREATE TABLE search_opened_daily (
  day ctext NOT NULL,
  locale ctext NOT NULL,
  query ctext NOT NULL,
  path ctext NOT NULL,
  opens integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, locale, query, path)
);
`;
