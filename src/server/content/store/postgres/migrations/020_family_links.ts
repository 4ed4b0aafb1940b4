/**
 * Each family's most popular products, one row per family (store/familyLinks.ts, FAMILY_LINKS of them): the
 * links of a search's results were ranked from content_products on every call (docs/decisions/036-search-latency-at-scale.md,
 * update 16). Filled here from the catalogue already loaded; a load fills it again (loadDataset.ts). The 20 is
 * FAMILY_LINKS as this migration was written: a later change of it needs a migration that fills the table again.
 */
export default `
CREATE TABLE family_links (
  family_id ctext PRIMARY KEY,
  links text NOT NULL
);
INSERT INTO family_links (family_id, links)
SELECT family_id, json_agg(json_build_array(name, model_number, category_name) ORDER BY n)::text
FROM (
  SELECT cp.family_id, p.name, p.model_number, p.category_name,
         row_number() OVER (PARTITION BY cp.family_id ORDER BY cp.product_popularity DESC, cp.product_name) AS n
  FROM content_products cp JOIN products p ON p.name = cp.product_name
) ranked
WHERE n <= 20
GROUP BY family_id;
`;
