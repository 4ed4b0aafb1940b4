import { APPLIES_TO_FACETS as F } from '../../../../shared/content/applicability';

/**
 * ADR 039: the family `cl.family_id` fits the product named by @fit, or @fit names no product (a category's
 * listing, or none). For every applies-to dimension the family declares, one of its values must be the
 * product's: kind, category or an ancestor (category_closure holds (c, c) too), series, model year.
 */
export const FITS_PRODUCT = `NOT EXISTS (
  SELECT 1 FROM products pr
  JOIN content_facets a ON a.family_id = cl.family_id
    AND a.facet IN ('${F.kind}', '${F.category}', '${F.series}', '${F.modelYear}')
  WHERE pr.name = @fit AND NOT EXISTS (
    SELECT 1 FROM content_facets b
    WHERE b.family_id = a.family_id AND b.facet = a.facet AND (
      (b.facet = '${F.kind}' AND lower(b.value) = lower(json_extract(pr.attrs, '$.kind')))
      OR (b.facet = '${F.series}' AND lower(b.value) = lower(pr.series))
      OR (b.facet = '${F.modelYear}' AND b.value = substr(pr.release_date, 1, 4))
      OR (b.facet = '${F.category}' AND lower(b.value) IN (SELECT ancestor FROM category_closure WHERE descendant = pr.category_name)))))`;
