/**
 * The learned boost of search (docs/decisions/056-learned-boost-from-opened-results.md) reads what
 * visitors opened from one query's results: by (locale, query), not through the day-first keys of
 * 008, which would read every query of the 30-day window.
 */
export default `
CREATE INDEX search_daily_by_query ON search_daily (locale, query, day);
CREATE INDEX search_opened_daily_by_query ON search_opened_daily (locale, query, day);
`;
