/**
 * The listing indexes of the SQLite store's migrations 4 and 5
 * (docs/decisions/025-render-cost-indexes-and-shared-reads.md), so both stores read a category's
 * listing of one content type from one (scope, content type) index range, and the products beside
 * an article from a (family, product popularity) index instead of ranking every linked product.
 * A family's rows share one content type, so any row's type is the family's. A catalogue is loaded
 * whole and never edited in place, so the copied popularity cannot go stale.
 */
export default `
ALTER TABLE content_scope ADD COLUMN content_type ctext NOT NULL DEFAULT '';
UPDATE content_scope s SET content_type = COALESCE(
  (SELECT c.content_type FROM content c WHERE c.family_id = s.family_id LIMIT 1), '');
CREATE INDEX content_scope_type ON content_scope (scope, content_type);

ALTER TABLE content_products ADD COLUMN product_popularity int NOT NULL DEFAULT 0;
UPDATE content_products cp SET product_popularity = COALESCE(
  (SELECT p.popularity FROM products p WHERE p.name = cp.product_name), 0);
CREATE INDEX content_products_rank ON content_products (family_id, product_popularity DESC, product_name);
`;
