/**
 * Which products a content family applies to, beyond the products it is linked to (ADR 039). A catalogue's
 * links are often coarse: an export links an article to every product of a support group, so a TV is linked
 * to a projector's focus video. A family may declare, as facets (content_facets), the product kinds, the
 * categories (a category covers its subcategories), the series and the model years it is for. On a product's
 * listings (its FAQs, videos, news and alerts) a family that declares one of these dimensions is shown only
 * when the product matches one of the declared values of each declared dimension; a dimension the family
 * does not declare does not narrow. Both stores apply the same rule in SQL (storeContract.test.ts).
 */
export const APPLIES_TO_FACETS = {
  /** A product kind: products.attrs.kind ('tv', 'projector', ...). */
  kind: 'appliesToKind',
  /** A category name: the product's category or one of its ancestors. */
  category: 'appliesToCategory',
  /** A series: products.series. */
  series: 'appliesToSeries',
  /** A model year: the year of products.release_date ('2019'). */
  modelYear: 'appliesToYear',
} as const;

export type AppliesTo = Partial<Record<keyof typeof APPLIES_TO_FACETS, readonly (string | number)[]>>;

/** The facets a family declares for what it applies to (for a catalogue generator or importer). */
export function appliesToFacets(appliesTo: AppliesTo | undefined): Array<[facet: string, value: string]> {
  if (!appliesTo) return [];
  return (Object.keys(APPLIES_TO_FACETS) as Array<keyof typeof APPLIES_TO_FACETS>).flatMap((dimension) =>
    (appliesTo[dimension] ?? []).map((value): [string, string] => [APPLIES_TO_FACETS[dimension], String(value)]),
  );
}
