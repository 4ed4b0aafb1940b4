/**
 * A search id carries a bit for rows whose text is in another language than their locale's (the English
 * text of an article not yet translated, listed on German and French pages), for the ranking to list the
 * visitor's language first (docs/decisions/060-the-visitors-language-first.md). Set here in place on any
 * catalogue, loaded or imported: the bit (64) is above every type code (1-63) and below the popularity
 * sequence, so ids stay unique and in popularity order, and no other table holds search ids.
 */
export default `
UPDATE search_docs d SET id = d.id + 64
  FROM content c
 WHERE c.rowid = d.content_rowid
   AND (d.id & 64) = 0
   AND d.type_code < 64
   AND c.language <> split_part(d.locale, '_', 1);
`;
