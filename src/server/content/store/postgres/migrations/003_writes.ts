/**
 * Visitor writes (page views, idempotency records, tickets): never touched when the catalogue is
 * rebuilt or imported. Same columns as the SQLite write database (store/sqlite/writes/writesSchema.ts).
 */
export default `
CREATE TABLE page_views (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  received_at ctext NOT NULL,
  token_kind ctext NOT NULL CHECK (token_kind IN ('signed-in', 'stored', 'guest')),
  token_hash ctext,
  locale ctext NOT NULL,
  page_name ctext NOT NULL,
  page_type ctext NOT NULL,
  url ctext NOT NULL,
  search_term ctext,
  result_count integer,
  referrer ctext,
  idempotency_key ctext UNIQUE
);
CREATE INDEX page_views_received ON page_views (received_at);
CREATE INDEX page_views_search_term ON page_views (locale, search_term) WHERE search_term IS NOT NULL;

CREATE TABLE idempotency_keys (
  scope ctext NOT NULL,
  key ctext NOT NULL,
  fingerprint ctext NOT NULL,
  state ctext NOT NULL CHECK (state IN ('pending', 'done')),
  status integer,
  body ctext,
  created_at ctext NOT NULL,
  updated_at ctext NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);

CREATE TABLE tickets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id ctext NOT NULL UNIQUE,
  created_at ctext NOT NULL,
  locale ctext NOT NULL,
  name ctext NOT NULL,
  email ctext NOT NULL,
  product_model ctext NOT NULL,
  product_name ctext NOT NULL,
  serial_number ctext,
  issue_category ctext NOT NULL,
  description ctext NOT NULL,
  status ctext NOT NULL DEFAULT 'open' CHECK (status IN ('open')),
  idempotency_key ctext UNIQUE
);
CREATE INDEX tickets_created ON tickets (created_at);
`;
