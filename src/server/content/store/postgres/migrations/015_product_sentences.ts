/**
 * Two changes to what a row's vector holds, for rows loaded before them (a catalogue load now writes both):
 * - A product's description is indexed whole, none of it as boilerplate (search/boilerplate.ts OWN_SENTENCES):
 *   a feature sentence a whole range shares ('... with local dimming, Dolby Vision and Dolby Atmos ...') is
 *   what a visitor looks for a model by. Such words were held at weight C, which site-wide searches neither
 *   match nor rank (014's `tsv_text`); here they become body words (weight D).
 * - A row's model-number text holds its products' series keys (search/modelKey.ts indexedModelText, ADR 049):
 *   'x75j' finds the manuals of the X75J televisions. Added at weight B, from the products' series, by the
 *   same rule as seriesKey (letters and digits, 3 to 32 characters) for rows of at most 60 products.
 * Close to a fresh load, not byte for byte: `||` appends the moved words after the others, so their positions
 * differ (a phrase across them matches only after the next load); lexemes, weights and `tsv_length` agree, and
 * `tsv_text` is generated from `tsv`. Nothing to do on an empty catalogue.
 */
export default `
UPDATE search_docs
   SET tsv = ts_filter(tsv, '{a,b,d}') || setweight(ts_filter(tsv, '{c}'), 'D')
 WHERE type_code = (SELECT code FROM search_types WHERE content_type = 'product')
   AND length(ts_filter(tsv, '{c}')) > 0;

UPDATE search_docs d
   SET tsv = d.tsv || setweight(to_tsvector('support_codes', s.keys), 'B')
  FROM (
    SELECT sd.id, string_agg(DISTINCT x.k, ' ') AS keys
      FROM search_docs sd
      JOIN content c ON c.rowid = sd.content_rowid
      JOIN content_products cp ON cp.family_id = c.family_id
      JOIN products p ON p.name = cp.product_name
      CROSS JOIN LATERAL (SELECT regexp_replace(lower(p.series::text), '[^a-z0-9]', '', 'g') AS k) x
     WHERE x.k ~ '[0-9]' AND x.k ~ '[a-z]' AND length(x.k) BETWEEN 3 AND 32
       AND (SELECT count(*) FROM content_products n WHERE n.family_id = c.family_id) <= 60
     GROUP BY sd.id
  ) s
 WHERE s.id = d.id;
`;
