/**
 * Search reads a second, smaller tsvector (docs/decisions/036-search-latency-at-scale.md, update 2).
 * `tsv` holds the boilerplate sentences (weight C, migration 006) after the title, model numbers
 * and body; they are most of its size (2.3 kB compressed on average at 100k documents), so every
 * vector is kept out of line (TOAST) and each row a search tests or ranks had to be read and
 * decompressed. `tsv_text` is the same vector without weight C (same lexemes and positions for
 * A, B and D): about 0.8 kB, kept in the row (STORAGE MAIN). Site-wide searches match and rank on
 * it, and as it holds no boilerplate its words need no weight label, so a query without phrases is
 * answered by its GIN index without testing any row again. Searches within a product or category
 * still match boilerplate, on `tsv`.
 * The GIN indexes hold the content type code before the words (btree_gin, a trusted extension
 * like unaccent and pg_trgm): the matches of each type are counted from the index alone, without
 * reading a row, where the visibility map allows (the catalogue load vacuums search_docs).
 * `tsv_length` is the number of word positions of the whole `tsv`: the body's rank is divided by
 * its log as ts_rank's normalisation 1 does with the full vector, so ranks stay what they were.
 * Both are generated columns: catalogue loads fill them without naming them.
 */
export default `
CREATE FUNCTION support_tsv_length(tsvector) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
  $$ SELECT coalesce(sum(greatest(cardinality(positions), 1)), 0)::int FROM unnest($1) $$;
ALTER TABLE search_docs
  ADD COLUMN tsv_text tsvector GENERATED ALWAYS AS (ts_filter(tsv, '{a,b,d}')) STORED,
  ADD COLUMN tsv_length integer GENERATED ALWAYS AS (support_tsv_length(tsv)) STORED,
  ALTER COLUMN tsv_text SET STORAGE MAIN;
CREATE EXTENSION IF NOT EXISTS btree_gin;
CREATE INDEX search_docs_text_en ON search_docs USING gin (type_code, tsv_text) WHERE locale = 'en_GB';
CREATE INDEX search_docs_text_de ON search_docs USING gin (type_code, tsv_text) WHERE locale = 'de_DE';
CREATE INDEX search_docs_text_fr ON search_docs USING gin (type_code, tsv_text) WHERE locale = 'fr_FR';
`;
