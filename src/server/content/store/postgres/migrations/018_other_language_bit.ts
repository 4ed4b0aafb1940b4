/**
 * A search id carries a bit for rows whose text is in another language than their locale's (the English
 * text of an article not yet translated, listed on German and French pages), for the ranking to list the
 * visitor's language first (docs/decisions/060-the-visitors-language-first.md). Set here in place on any
 * catalogue, loaded or imported: the bit (64) is above every type code (1-63) and below the popularity
 * sequence, so ids stay unique and in popularity order, and no other table holds search ids.
 */
export default `
-- The bit is above every type code of the new layout: a catalogue of 64 types or more cannot take it, and its ids
-- would be read with other types. None is known (the demo has ten); it must be imported again.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM search_docs WHERE type_code >= 64) THEN
    RAISE EXCEPTION 'The search index holds 64 content types or more: import the catalogue again (npm run content:import)';
  END IF;
END $$;
UPDATE search_docs d SET id = d.id + 64
  FROM content c
 WHERE c.rowid = d.content_rowid
   AND (d.id & 64) = 0
   AND c.language <> split_part(d.locale, '_', 1);
`;
