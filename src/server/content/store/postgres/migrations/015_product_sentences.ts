/**
 * A product's description is indexed whole, none of it as boilerplate (search/boilerplate.ts
 * OWN_SENTENCES): a feature sentence a whole range shares ('... with local dimming, Dolby Vision
 * and Dolby Atmos ...') is what a visitor looks for a model by. Rows loaded before hold such
 * sentences at weight C, which site-wide searches neither match nor rank (014's `tsv_text`); here
 * they become body words (weight D), as a catalogue load now writes them. Positions are kept, so
 * `tsv_length` is unchanged; `tsv_text` is generated from `tsv`.
 */
export default `
UPDATE search_docs
   SET tsv = ts_filter(tsv, '{a,b,d}') || setweight(ts_filter(tsv, '{c}'), 'D')
 WHERE type_code = (SELECT code FROM search_types WHERE content_type = 'product')
   AND length(ts_filter(tsv, '{c}')) > 0;
`;
