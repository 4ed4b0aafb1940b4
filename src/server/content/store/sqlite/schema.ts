import type Database from 'better-sqlite3';
import { LOCALES, type Locale } from '../../../../shared/locale';
import { grouper, KEY_TEXT } from '../../search/groupKey';
import { FAMILY_LINKS } from '../familyLinks';
import { createSearchTables, requireEmptyIndex } from './search/searchSchema';

/**
 * Schema migrations, applied in order and recorded in PRAGMA user_version. The tables are generic
 * on purpose: every content type of the spec (manuals, downloads, articles, repair documents,
 * videos, news, ...) is a `content` row with type-specific fields in `attrs`, related to products
 * and categories through `content_products` and `content_scope`, and filtered through
 * `content_facets`. New content types need no schema change.
 */
export const FTS_TABLE: Readonly<Record<Locale, string>> = {
  en_GB: 'search_en_GB',
  de_DE: 'search_de_DE',
  fr_FR: 'search_fr_FR',
};

// English gets stemming ('updates' finds 'update'); German and French use plain folding, since
// the porter stemmer is English-only and would mangle their words.
const TOKENIZER: Readonly<Record<Locale, string>> = {
  en_GB: 'porter unicode61 remove_diacritics 2',
  de_DE: 'unicode61 remove_diacritics 2',
  fr_FR: 'unicode61 remove_diacritics 2',
};

const MIGRATIONS: ReadonlyArray<(db: Database.Database) => void> = [
  (db) => {
    db.exec(`
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;

      CREATE TABLE files (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        media_type TEXT NOT NULL,
        disposition TEXT NOT NULL CHECK (disposition IN ('inline', 'attachment')),
        sha256 TEXT NOT NULL,
        size INTEGER NOT NULL,
        bytes BLOB NOT NULL -- last, so metadata reads never touch the blob's overflow pages
      );

      CREATE TABLE categories (
        name TEXT PRIMARY KEY,
        parent_name TEXT REFERENCES categories(name),
        position INTEGER NOT NULL,
        color TEXT NOT NULL DEFAULT '',
        image_file_id TEXT REFERENCES files(id)
      );
      CREATE INDEX categories_parent ON categories(parent_name, position);

      CREATE TABLE category_texts (
        category_name TEXT NOT NULL REFERENCES categories(name),
        locale TEXT NOT NULL,
        display_name TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (category_name, locale)
      ) WITHOUT ROWID;

      -- Every (ancestor, descendant) pair including (c, c): subtree queries without recursion.
      CREATE TABLE category_closure (
        ancestor TEXT NOT NULL,
        descendant TEXT NOT NULL,
        depth INTEGER NOT NULL,
        PRIMARY KEY (ancestor, descendant)
      ) WITHOUT ROWID;
      CREATE INDEX category_closure_descendant ON category_closure(descendant, depth);

      CREATE TABLE products (
        name TEXT PRIMARY KEY,
        model_number TEXT NOT NULL,
        model_key TEXT NOT NULL,
        category_name TEXT NOT NULL REFERENCES categories(name),
        series TEXT NOT NULL,
        release_date TEXT NOT NULL,
        popularity INTEGER NOT NULL,
        image_file_id TEXT NOT NULL REFERENCES files(id),
        colour TEXT NOT NULL DEFAULT '',
        attrs TEXT NOT NULL DEFAULT '{}'
      );
      CREATE INDEX products_model_key ON products(model_key);
      CREATE INDEX products_category ON products(category_name, popularity);

      CREATE TABLE product_texts (
        product_name TEXT NOT NULL REFERENCES products(name),
        locale TEXT NOT NULL,
        display_name TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (product_name, locale)
      ) WITHOUT ROWID;

      -- Separator-free keys a visitor may type for a product: the full model key, the model key
      -- without its letter prefix ('55x89j') and the series ('x89j').
      CREATE TABLE product_keys (
        key TEXT NOT NULL,
        product_name TEXT NOT NULL,
        exact INTEGER NOT NULL,
        PRIMARY KEY (key, product_name)
      ) WITHOUT ROWID;

      -- Words of product names per locale, for name-prefix suggestions.
      CREATE TABLE product_words (
        locale TEXT NOT NULL,
        word TEXT NOT NULL,
        product_name TEXT NOT NULL,
        PRIMARY KEY (locale, word, product_name)
      ) WITHOUT ROWID;

      CREATE TABLE content (
        rowid INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        family_id TEXT NOT NULL,
        content_type TEXT NOT NULL,
        locale TEXT NOT NULL,
        language TEXT NOT NULL,
        title TEXT NOT NULL,
        summary TEXT NOT NULL DEFAULT '',
        body TEXT NOT NULL DEFAULT '',
        published TEXT NOT NULL,
        channel TEXT NOT NULL DEFAULT 'con',
        access_level TEXT NOT NULL DEFAULT 'public',
        popularity INTEGER NOT NULL DEFAULT 0,
        file_id TEXT REFERENCES files(id),
        attrs TEXT NOT NULL DEFAULT '{}'
      );
      CREATE INDEX content_family ON content(family_id, language);

      -- The row of each family a visitor of a locale sees (own locale, same language, English).
      CREATE TABLE content_locale (
        locale TEXT NOT NULL,
        family_id TEXT NOT NULL,
        content_rowid INTEGER NOT NULL REFERENCES content(rowid),
        content_type TEXT NOT NULL,
        popularity INTEGER NOT NULL,
        PRIMARY KEY (locale, family_id)
      ) WITHOUT ROWID;
      CREATE INDEX content_locale_type ON content_locale(locale, content_type, popularity DESC);

      CREATE TABLE content_products (
        product_name TEXT NOT NULL,
        family_id TEXT NOT NULL,
        PRIMARY KEY (product_name, family_id)
      ) WITHOUT ROWID;
      CREATE INDEX content_products_family ON content_products(family_id);

      -- Names (products and every ancestor category) a family can be found under: contextId scoping.
      CREATE TABLE content_scope (
        scope TEXT NOT NULL,
        family_id TEXT NOT NULL,
        PRIMARY KEY (scope, family_id)
      ) WITHOUT ROWID;

      CREATE TABLE content_facets (
        family_id TEXT NOT NULL,
        facet TEXT NOT NULL,
        value TEXT NOT NULL,
        PRIMARY KEY (family_id, facet, value)
      ) WITHOUT ROWID;
      CREATE INDEX content_facets_value ON content_facets(facet, value COLLATE NOCASE);

      CREATE TABLE popular_queries (
        locale TEXT NOT NULL,
        query TEXT NOT NULL,
        weight INTEGER NOT NULL,
        PRIMARY KEY (locale, query)
      ) WITHOUT ROWID;

      -- Unstemmed words of the searchable text per locale: keyword completion and spelling fixes.
      CREATE TABLE search_terms (
        locale TEXT NOT NULL,
        term TEXT NOT NULL,
        weight INTEGER NOT NULL,
        PRIMARY KEY (locale, term)
      ) WITHOUT ROWID;
    `);
    for (const locale of LOCALES) {
      // rowid = content.rowid of the row visible in this locale. Title outranks model numbers,
      // which outrank body text (bm25 weights in the store).
      db.exec(
        `CREATE VIRTUAL TABLE ${FTS_TABLE[locale]} USING fts5(title, models, body, tokenize='${TOKENIZER[locale]}', prefix='2 3')`,
      );
    }
  },
  // The search index: contentless FTS tables with filter tokens, ids numbered by popularity,
  // spelling and synonym tables (store/sqlite/search/searchSchema.ts).
  (db) => createSearchTables(db),
  // The index holds German and French text stemmed and boilerplate sentences left out
  // (store/sqlite/search/buildSearchIndex.ts): an index built before must be built again.
  requireEmptyIndex,
  // Listings of one content type under a category (its banners, videos, news, FAQ bundles) start
  // from the category's families of that type: without the type in content_scope they walked every
  // family under the category, a range that grows with the catalogue. A family's rows share one
  // content type, so the type of any of its rows is the family's.
  (db) => {
    db.exec(`
      ALTER TABLE content_scope ADD COLUMN content_type TEXT NOT NULL DEFAULT '';
      UPDATE content_scope SET content_type = COALESCE(
        (SELECT c.content_type FROM content c WHERE c.family_id = content_scope.family_id LIMIT 1), '');
      CREATE INDEX content_scope_type ON content_scope(scope, content_type);
    `);
  },
  // The products shown beside an article are its most popular ones: with each link holding its
  // product's popularity, an article linked to every product reads its first few index entries
  // instead of ranking all of its products. Catalogue files are built whole and never edited in
  // place, so the copied popularity cannot go stale.
  (db) => {
    db.exec(`
      ALTER TABLE content_products ADD COLUMN product_popularity INTEGER NOT NULL DEFAULT 0;
      UPDATE content_products SET product_popularity = COALESCE(
        (SELECT p.popularity FROM products p WHERE p.name = content_products.product_name), 0);
      CREATE INDEX content_products_rank ON content_products(family_id, product_popularity DESC, product_name);
    `);
  },
  // The text of each page of a PDF manual (pdfText/documentPages.ts): a search result inside a
  // manual names the page its snippet is on and links the PDF at that page. Per file, as the
  // manual rows of a product line share one PDF.
  (db) => {
    db.exec(`
      CREATE TABLE file_pages (
        file_id TEXT NOT NULL REFERENCES files(id),
        page INTEGER NOT NULL CHECK (page >= 1),
        text TEXT NOT NULL,
        PRIMARY KEY (file_id, page)
      ) WITHOUT ROWID;
    `);
  },
  // A category listed under a second parent as well (docs/decisions/044-category-in-several-places.md):
  // only the listing of subcategories reads it; address, breadcrumbs and products follow parent_name.
  (db) => {
    db.exec(`
      CREATE TABLE category_links (
        parent_name TEXT NOT NULL REFERENCES categories(name),
        child_name TEXT NOT NULL REFERENCES categories(name),
        PRIMARY KEY (parent_name, child_name)
      ) WITHOUT ROWID;
    `);
  },
  // Each row's grouping key (search/groupKey.ts, docs/decisions/040-scannable-search-results.md):
  // a search groups copies of one text for several models by it instead of comparing each
  // result's snippet. Rows loaded before get theirs here, from their products' model numbers.
  (db) => {
    db.exec('ALTER TABLE content ADD COLUMN group_key TEXT');
    fillGroupKeys(db);
  },
  // A product's description is indexed whole, none of it as boilerplate (search/boilerplate.ts
  // OWN_SENTENCES): a contentless FTS index cannot move words between columns, so it is built again.
  requireEmptyIndex,
  // Version numbers are part of a grouping key (ADR 040 update 3): keys made before dropped them as
  // model numbers, so firmware files of different versions were grouped as copies of one text.
  fillGroupKeys,
  // A row whose text is in another language than its locale's carries a bit in its search id, for
  // the ranking to list the visitor's language first (docs/decisions/060-the-visitors-language-first.md):
  // search ids are the index's rowids, so it is built again.
  requireEmptyIndex,
  // Each family's most popular products, one row per family (store/familyLinks.ts): the links of a
  // search's results were ranked from content_products on every call. Filled from the file's own links.
  (db) => {
    db.exec(`
      CREATE TABLE family_links (
        family_id TEXT PRIMARY KEY,
        links TEXT NOT NULL
      ) WITHOUT ROWID;
    `);
    fillFamilyLinks(db);
  },
];

/**
 * Every family's first FAMILY_LINKS products (those still in the catalogue), most popular first, as
 * productsOfContent ranks them: a JSON array of [name, model number, category name] per family.
 */
export function fillFamilyLinks(db: Database.Database): void {
  db.exec('DELETE FROM family_links');
  db.prepare(
    `INSERT INTO family_links (family_id, links)
     SELECT family_id, json_group_array(json_array(name, model_number, category_name) ORDER BY n)
     FROM (
       SELECT cp.family_id, p.name, p.model_number, p.category_name,
              row_number() OVER (PARTITION BY cp.family_id ORDER BY cp.product_popularity DESC, cp.product_name) AS n
       FROM content_products cp JOIN products p ON p.name = cp.product_name
     )
     WHERE n <= @most
     GROUP BY family_id`,
  ).run({ most: FAMILY_LINKS });
}

/**
 * Every row's grouping key made again from its text and its products' model numbers
 * (search/groupKey.ts), as a catalogue load makes it.
 */
function fillGroupKeys(db: Database.Database): void {
  const models = new Map<string, string[]>();
  const linked = db.prepare<[], { family_id: string; model_number: string }>(
    'SELECT cp.family_id, p.model_number FROM content_products cp JOIN products p ON p.name = cp.product_name ORDER BY cp.family_id, p.model_number',
  );
  for (const row of linked.iterate()) {
    const list = models.get(row.family_id);
    if (list) list.push(row.model_number);
    else models.set(row.family_id, [row.model_number]);
  }
  const keyOf = grouper();
  const update = db.prepare('UPDATE content SET group_key = ? WHERE rowid = ?');
  const rows = db.prepare<
    [],
    {
      rowid: number;
      family_id: string;
      content_type: string;
      title: string;
      summary: string;
      body: string;
      attrs: string;
    }
  >(`SELECT rowid, family_id, content_type, title, summary, substr(body, 1, ${KEY_TEXT}) AS body, attrs FROM content`);
  const keys: Array<[string, number]> = [];
  for (const row of rows.iterate()) {
    const key = keyOf(
      {
        contentType: row.content_type,
        attrs: attrsOf(row.attrs),
        title: row.title,
        summary: row.summary,
        body: row.body,
      },
      models.get(row.family_id) ?? [],
    );
    if (key !== null) keys.push([key, row.rowid]);
  }
  for (const [key, rowid] of keys) update.run(key, rowid);
}

function attrsOf(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export const SCHEMA_VERSION = MIGRATIONS.length;

/** Whether a file of this schema must be built (or imported) again: a later step rebuilds the search index. */
export function rebuildsIndexFrom(schema: number): boolean {
  return MIGRATIONS.slice(schema).includes(requireEmptyIndex);
}

export function migrate(db: Database.Database): void {
  const current = Number(db.pragma('user_version', { simple: true }));
  if (current > SCHEMA_VERSION) {
    throw new Error(`Database schema version ${current} is newer than this build supports (${SCHEMA_VERSION})`);
  }
  // A filled file whose search index must be built again is refused before any step runs: the steps
  // before it would fill in columns (slowly, at scale) of a file that is then rebuilt anyway.
  if (current > 0 && rebuildsIndexFrom(current)) requireEmptyIndex(db);
  for (let version = current; version < SCHEMA_VERSION; version += 1) {
    db.transaction(() => {
      MIGRATIONS[version](db);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
