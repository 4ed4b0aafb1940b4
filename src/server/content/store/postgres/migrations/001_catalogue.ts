/**
 * The catalogue: the same generic tables as the SQLite store (store/sqlite/schema.ts), so both
 * answer the ContentStore contract from the same rows. Text columns use the "C" collation
 * (type ctext): ordering and range scans are bytewise, as in SQLite, whatever locale the
 * server's database was created with.
 */
export default `
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE DOMAIN ctext AS text COLLATE "C";

CREATE TABLE meta (key ctext PRIMARY KEY, value ctext NOT NULL);

CREATE TABLE files (
  id ctext PRIMARY KEY,
  name ctext NOT NULL,
  media_type ctext NOT NULL,
  disposition ctext NOT NULL CHECK (disposition IN ('inline', 'attachment')),
  sha256 ctext NOT NULL,
  size integer NOT NULL,
  bytes bytea NOT NULL
);

CREATE TABLE categories (
  name ctext PRIMARY KEY,
  parent_name ctext,
  position integer NOT NULL,
  color ctext NOT NULL DEFAULT '',
  image_file_id ctext
);
CREATE INDEX categories_parent ON categories (parent_name, position);

CREATE TABLE category_texts (
  category_name ctext NOT NULL,
  locale ctext NOT NULL,
  display_name ctext NOT NULL,
  description ctext NOT NULL DEFAULT '',
  PRIMARY KEY (category_name, locale)
);

-- Every (ancestor, descendant) pair including (c, c): subtree queries without recursion.
CREATE TABLE category_closure (
  ancestor ctext NOT NULL,
  descendant ctext NOT NULL,
  depth integer NOT NULL,
  PRIMARY KEY (ancestor, descendant)
);
CREATE INDEX category_closure_descendant ON category_closure (descendant, depth);

CREATE TABLE products (
  name ctext PRIMARY KEY,
  model_number ctext NOT NULL,
  model_key ctext NOT NULL,
  category_name ctext NOT NULL,
  series ctext NOT NULL,
  release_date ctext NOT NULL,
  popularity integer NOT NULL,
  image_file_id ctext NOT NULL,
  colour ctext NOT NULL DEFAULT '',
  attrs ctext NOT NULL DEFAULT '{}'
);
CREATE INDEX products_model_key ON products (model_key);
CREATE INDEX products_category ON products (category_name, popularity);
-- Model numbers typed with typos or partly: trigram matching on the separator-free key.
CREATE INDEX products_model_key_trgm ON products USING gin (model_key gin_trgm_ops);

CREATE TABLE product_texts (
  product_name ctext NOT NULL,
  locale ctext NOT NULL,
  display_name ctext NOT NULL,
  description ctext NOT NULL DEFAULT '',
  PRIMARY KEY (product_name, locale)
);

-- Separator-free keys a visitor may type for a product (full key, key without prefix, series).
CREATE TABLE product_keys (
  key ctext NOT NULL,
  product_name ctext NOT NULL,
  exact boolean NOT NULL,
  PRIMARY KEY (key, product_name)
);

CREATE TABLE product_words (
  locale ctext NOT NULL,
  word ctext NOT NULL,
  product_name ctext NOT NULL,
  PRIMARY KEY (locale, word, product_name)
);

-- rowid: numbered in dataset order, as SQLite numbers its rows, so record ids agree across stores.
CREATE TABLE content (
  rowid integer PRIMARY KEY,
  id ctext NOT NULL UNIQUE,
  family_id ctext NOT NULL,
  content_type ctext NOT NULL,
  locale ctext NOT NULL,
  language ctext NOT NULL,
  title ctext NOT NULL,
  summary ctext NOT NULL DEFAULT '',
  body ctext NOT NULL DEFAULT '',
  published ctext NOT NULL,
  channel ctext NOT NULL DEFAULT 'con',
  access_level ctext NOT NULL DEFAULT 'public',
  popularity integer NOT NULL DEFAULT 0,
  file_id ctext,
  attrs ctext NOT NULL DEFAULT '{}'
);
CREATE INDEX content_family ON content (family_id, language);
CREATE INDEX content_restricted ON content (content_type) WHERE access_level <> 'public';

CREATE TABLE content_locale (
  locale ctext NOT NULL,
  family_id ctext NOT NULL,
  content_rowid integer NOT NULL,
  content_type ctext NOT NULL,
  popularity integer NOT NULL,
  PRIMARY KEY (locale, family_id)
);
CREATE INDEX content_locale_type ON content_locale (locale, content_type, popularity DESC);

CREATE TABLE content_products (
  product_name ctext NOT NULL,
  family_id ctext NOT NULL,
  PRIMARY KEY (product_name, family_id)
);
CREATE INDEX content_products_family ON content_products (family_id);

CREATE TABLE content_scope (
  scope ctext NOT NULL,
  family_id ctext NOT NULL,
  PRIMARY KEY (scope, family_id)
);
CREATE INDEX content_scope_family ON content_scope (family_id);

CREATE TABLE content_facets (
  family_id ctext NOT NULL,
  facet ctext NOT NULL,
  value ctext NOT NULL,
  PRIMARY KEY (family_id, facet, value)
);
CREATE INDEX content_facets_value ON content_facets (facet, lower(value));

CREATE TABLE popular_queries (
  locale ctext NOT NULL,
  query ctext NOT NULL,
  weight integer NOT NULL,
  PRIMARY KEY (locale, query)
);
`;
