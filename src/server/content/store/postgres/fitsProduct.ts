import { APPLIES_TO_FACETS as F } from '../../../../shared/content/applicability';

/** ADR 039, the same rule as store/sqlite/fitsProduct.ts: the family fits the product @fit names, if any. */
export const FITS_PRODUCT = `NOT EXISTS (
  SELECT 1 FROM products pr
  JOIN content_facets a ON a.family_id = cl.family_id
    AND a.facet IN ('${F.kind}', '${F.category}', '${F.series}', '${F.modelYear}')
  WHERE pr.name = @fit::text AND NOT EXISTS (
    SELECT 1 FROM content_facets b
    WHERE b.family_id = a.family_id AND b.facet = a.facet AND (
      (b.facet = '${F.kind}' AND lower(b.value::text) = lower((pr.attrs::text)::jsonb ->> 'kind'))
      OR (b.facet = '${F.series}' AND lower(b.value::text) = lower(pr.series::text))
      OR (b.facet = '${F.modelYear}' AND b.value::text = substr(pr.release_date::text, 1, 4))
      OR (b.facet = '${F.category}' AND lower(b.value::text) IN (SELECT lower(ancestor::text) FROM category_closure WHERE descendant = pr.category_name)))))`;
