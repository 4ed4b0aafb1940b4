/**
 * The ranked statements read a broad match's window by walking search ids in order (planSettings in
 * PostgresSearch.ts): the primary key walked every locale's rows, and each locale's ids are a range of their
 * own (English first), so a French search read the English and German rows before its first match: 'pas de son'
 * at 100k documents read 42,000 rows for 1,433, 31 ms, where this index reads 11,000 in 8 ms
 * (docs/decisions/036-search-latency-at-scale.md, update 11). One per locale, as the text indexes of 002 and 014.
 * 'id > 0' (always true) is in the predicate so that only the walking statements, which say it (ID_WALK in
 * PostgresSearch.ts), can use them: the planner took them for counts and narrow pages too.
 */
export default `
CREATE INDEX search_docs_id_en ON search_docs (id) WHERE locale = 'en_GB' AND id > 0;
CREATE INDEX search_docs_id_de ON search_docs (id) WHERE locale = 'de_DE' AND id > 0;
CREATE INDEX search_docs_id_fr ON search_docs (id) WHERE locale = 'fr_FR' AND id > 0;
`;
