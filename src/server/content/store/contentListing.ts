/**
 * A generic listing of content families, for the content types that are read by context rather than
 * searched: specifications, videos, news and alerts, compatibility, banners, the special message and
 * FAQ bundles. Part of the ContentStore contract, so a PostgreSQL store answers it the same way.
 */
export interface ContentListQuery {
  contentTypes: readonly string[];
  /** Only families related to this product (content_products). */
  product?: string | null;
  /**
   * Only families found under this name: a product or a category, including everything below a
   * category (content_scope).
   */
  scope?: string | null;
  /** Every facet must match one of its values (values compare case-insensitively). */
  facets?: ReadonlyArray<{ name: string; values: readonly string[] }>;
  /** Families left out (the alert the site-wide notice already shows on a product page, ADR 039). */
  excludeFamilies?: readonly string[];
  /** newest: by publication date; popular: by popularity; title: A-Z. */
  order: 'newest' | 'popular' | 'title';
  page: { start: number; num: number };
}
