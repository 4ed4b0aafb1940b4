/**
 * Full-text search: one row per (locale, public content family) with a weighted tsvector
 * (title A, model numbers B, summary and body D), a GIN index per locale, and text-search
 * configurations per language that fold accents (unaccent) before stemming. Search ids are
 * numbered by popularity with the content type in the low 7 bits, as in the SQLite index
 * (store/sqlite/search/searchSchema.ts). The vocabulary has a trigram index for spelling fixes.
 */
export default `
-- Stemmers without stop-word lists: the search module drops stop words itself (search/tokens.ts),
-- keeping a query of nothing but stop words ('the who') searchable, as in the SQLite store.
CREATE TEXT SEARCH DICTIONARY support_english_stem (TEMPLATE = snowball, Language = english);
CREATE TEXT SEARCH DICTIONARY support_german_stem (TEMPLATE = snowball, Language = german);
CREATE TEXT SEARCH DICTIONARY support_french_stem (TEMPLATE = snowball, Language = french);
CREATE TEXT SEARCH CONFIGURATION support_en (COPY = pg_catalog.english);
ALTER TEXT SEARCH CONFIGURATION support_en ALTER MAPPING FOR hword, hword_part, word, asciiword, asciihword, hword_asciipart
  WITH unaccent, support_english_stem;
CREATE TEXT SEARCH CONFIGURATION support_de (COPY = pg_catalog.german);
ALTER TEXT SEARCH CONFIGURATION support_de ALTER MAPPING FOR hword, hword_part, word, asciiword, asciihword, hword_asciipart
  WITH unaccent, support_german_stem;
CREATE TEXT SEARCH CONFIGURATION support_fr (COPY = pg_catalog.french);
ALTER TEXT SEARCH CONFIGURATION support_fr ALTER MAPPING FOR hword, hword_part, word, asciiword, asciihword, hword_asciipart
  WITH unaccent, support_french_stem;
-- Model numbers and codes: split and lower-cased, never stemmed.
CREATE TEXT SEARCH CONFIGURATION support_codes (COPY = pg_catalog.simple);

CREATE TABLE search_docs (
  id bigint PRIMARY KEY,
  locale ctext NOT NULL,
  type_code integer NOT NULL,
  content_rowid integer NOT NULL,
  -- Names (products, categories) the row is filed under, its facet values as 'facet=value',
  -- and the names of the facets it has: scope and facet filters.
  scopes text[] NOT NULL,
  facets text[] NOT NULL,
  facet_names text[] NOT NULL,
  tsv tsvector NOT NULL
);
CREATE INDEX search_docs_en ON search_docs USING gin (tsv) WHERE locale = 'en_GB';
CREATE INDEX search_docs_de ON search_docs USING gin (tsv) WHERE locale = 'de_DE';
CREATE INDEX search_docs_fr ON search_docs USING gin (tsv) WHERE locale = 'fr_FR';
CREATE INDEX search_docs_scopes ON search_docs USING gin (scopes);

CREATE TABLE search_types (
  code integer PRIMARY KEY,
  content_type ctext NOT NULL UNIQUE
);

-- Facet values and facets some row lacks: a facet filter no row can satisfy is ignored, as in SQLite.
CREATE TABLE search_filters (
  kind ctext NOT NULL,
  name ctext NOT NULL,
  value ctext NOT NULL,
  PRIMARY KEY (kind, name, value)
);

-- Unstemmed words of the searchable text per locale: completion, known words, spelling fixes.
-- folded: the word without accents; spellable: no digits (codes are never corrected).
CREATE TABLE search_terms (
  locale ctext NOT NULL,
  term ctext NOT NULL,
  weight integer NOT NULL,
  folded ctext NOT NULL,
  spellable boolean NOT NULL,
  PRIMARY KEY (locale, term)
);
CREATE INDEX search_terms_trgm ON search_terms USING gist (folded gist_trgm_ops) WHERE spellable;

CREATE TABLE synonyms (
  locale ctext NOT NULL,
  set_id integer NOT NULL,
  phrase ctext NOT NULL,
  PRIMARY KEY (locale, set_id, phrase)
);
`;
