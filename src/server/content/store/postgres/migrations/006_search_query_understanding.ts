/**
 * Search as the search module now reads queries (docs/decisions/019-search-query-understanding.md):
 * German and French words arrive Snowball-stemmed and accent-folded from JavaScript
 * (search/searchLanguage.ts), and are indexed in that form too, so PostgreSQL must not stem them
 * again: their text is parsed with a configuration that only folds accents and lower-cases.
 * Boilerplate sentences are indexed with weight C (search/boilerplate.ts), which no rank counts.
 * Scope names are listed in search_filters (kind 'scope') so ranking can tell a known scope.
 * A catalogue loaded before this migration holds German and French text stemmed by PostgreSQL:
 * its dataset version is cleared so the catalogue is loaded again (an imported one keeps its
 * version and should be imported again).
 */
export default `
CREATE TEXT SEARCH CONFIGURATION support_plain (COPY = pg_catalog.simple);
ALTER TEXT SEARCH CONFIGURATION support_plain ALTER MAPPING FOR hword, hword_part, word, asciiword, asciihword, hword_asciipart
  WITH unaccent, simple;
DELETE FROM meta WHERE key = 'dataset_version' AND value NOT LIKE 'import:%';
`;
