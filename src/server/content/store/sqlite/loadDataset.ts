import type Database from 'better-sqlite3';
import { LOCALES, languageOf, type Locale } from '../../../../shared/locale';
import type { Dataset, DatasetContent } from '../../Dataset';
import { familyModels, grouper } from '../../search/groupKey';
import { modelKey, productKeys } from '../../search/modelKey';
import { words } from '../../search/tokens';
import { fillFamilyLinks, FTS_TABLE } from './schema';
import { buildSearchIndex } from './search/buildSearchIndex';

/**
 * Writes a whole dataset into an empty, migrated database in one transaction, then derives the
 * lookup tables (closure, locale visibility, scopes, search index, vocabulary) from it.
 */
export function loadDataset(db: Database.Database, dataset: Dataset): void {
  db.transaction(() => {
    insertFiles(db, dataset);
    insertCategories(db, dataset);
    insertProducts(db, dataset);
    const rowIds = insertContent(db, dataset);
    const visible = deriveVisibility(db, dataset, rowIds);
    deriveScopes(db, dataset);
    fillFamilyLinks(db);
    buildSearchIndex(db, dataset, visible);
    const insertQuery = db.prepare('INSERT OR REPLACE INTO popular_queries (locale, query, weight) VALUES (?, ?, ?)');
    for (const q of dataset.popularQueries) insertQuery.run(q.locale, q.text.toLowerCase(), q.weight);
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('dataset_version', ?)").run(dataset.version);
  })();
  for (const locale of LOCALES) db.exec(`INSERT INTO ${FTS_TABLE[locale]}(${FTS_TABLE[locale]}) VALUES ('optimize')`);
  db.exec('ANALYZE');
}

function insertFiles(db: Database.Database, dataset: Dataset): void {
  const insert = db.prepare(
    'INSERT OR IGNORE INTO files (id, name, media_type, disposition, sha256, size, bytes) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const f of dataset.files) insert.run(f.id, f.name, f.mediaType, f.disposition, f.sha256, f.bytes.length, f.bytes);
  const insertPage = db.prepare('INSERT OR IGNORE INTO file_pages (file_id, page, text) VALUES (?, ?, ?)');
  for (const f of dataset.files) f.pages?.forEach((text, i) => insertPage.run(f.id, i + 1, text));
}

function insertCategories(db: Database.Database, dataset: Dataset): void {
  const insert = db.prepare('INSERT INTO categories (name, parent_name, position, color, image_file_id) VALUES (?, ?, ?, ?, ?)');
  const insertText = db.prepare('INSERT INTO category_texts (category_name, locale, display_name, description) VALUES (?, ?, ?, ?)');
  const insertClosure = db.prepare('INSERT INTO category_closure (ancestor, descendant, depth) VALUES (?, ?, ?)');
  // Parents first, so the foreign key holds whatever order the dataset lists them in.
  const parentOf = new Map(dataset.categories.map((c) => [c.name, c.parentName]));
  const depthOf = (name: string): number => {
    let depth = 0;
    for (let p = parentOf.get(name); p; p = parentOf.get(p)) depth += 1;
    return depth;
  };
  const ordered = [...dataset.categories].sort((a, b) => depthOf(a.name) - depthOf(b.name));
  for (const c of ordered) {
    insert.run(c.name, c.parentName, c.position, c.color, c.imageFileId);
    for (const [locale, text] of Object.entries(c.texts)) insertText.run(c.name, locale, text.displayName, text.description);
    let depth = 0;
    for (let ancestor: string | null | undefined = c.name; ancestor; ancestor = parentOf.get(ancestor)) {
      insertClosure.run(ancestor, c.name, depth);
      depth += 1;
    }
  }
  // Second places, once every category exists (ADR 044).
  const insertLink = db.prepare('INSERT OR IGNORE INTO category_links (parent_name, child_name) VALUES (?, ?)');
  for (const c of dataset.categories) for (const parent of c.alsoUnder ?? []) insertLink.run(parent, c.name);
}

function insertProducts(db: Database.Database, dataset: Dataset): void {
  const insert = db.prepare(
    `INSERT INTO products (name, model_number, model_key, category_name, series, release_date, popularity, image_file_id, colour, attrs)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertText = db.prepare('INSERT INTO product_texts (product_name, locale, display_name, description) VALUES (?, ?, ?, ?)');
  const insertKey = db.prepare('INSERT OR IGNORE INTO product_keys (key, product_name, exact) VALUES (?, ?, ?)');
  const insertWord = db.prepare('INSERT OR IGNORE INTO product_words (locale, word, product_name) VALUES (?, ?, ?)');
  for (const p of dataset.products) {
    insert.run(p.name, p.modelNumber, modelKey(p.modelNumber), p.categoryName, p.series, p.releaseDate, p.popularity, p.imageFileId, p.colour, JSON.stringify(p.attrs));
    for (const { key, exact } of productKeys(p.modelNumber, p.series)) insertKey.run(key, p.name, exact ? 1 : 0);
    for (const [locale, text] of Object.entries(p.texts)) {
      insertText.run(p.name, locale, text.displayName, text.description);
      for (const word of words(`${text.displayName} ${p.modelNumber}`)) if (word.length >= 2) insertWord.run(locale, word, p.name);
    }
  }
}

function insertContent(db: Database.Database, dataset: Dataset): Map<string, number> {
  const insert = db.prepare(
    `INSERT INTO content (id, family_id, content_type, locale, language, title, summary, body, published, channel, access_level, popularity, file_id, attrs, group_key)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const groupKey = grouper();
  const modelsOf = familyModels(dataset);
  const insertProduct = db.prepare('INSERT OR IGNORE INTO content_products (product_name, family_id, product_popularity) VALUES (?, ?, ?)');
  const popularityOf = new Map(dataset.products.map((p) => [p.name, p.popularity]));
  const insertFacet = db.prepare('INSERT OR IGNORE INTO content_facets (family_id, facet, value) VALUES (?, ?, ?)');
  const rowIds = new Map<string, number>();
  const seenFamilies = new Set<string>();
  for (const c of dataset.content) {
    const result = insert.run(c.id, c.familyId, c.contentType, c.locale, c.language, c.title, c.summary, c.body, c.published, c.channel, c.accessLevel, c.popularity, c.fileId, JSON.stringify(c.attrs), groupKey(c, modelsOf(c)));
    rowIds.set(c.id, Number(result.lastInsertRowid));
    if (seenFamilies.has(c.familyId)) continue;
    seenFamilies.add(c.familyId);
    for (const product of c.productNames) insertProduct.run(product, c.familyId, popularityOf.get(product) ?? 0);
    for (const [facet, value] of c.facets) insertFacet.run(c.familyId, facet, value);
  }
  return rowIds;
}

/** Which row of each family a locale shows: its own, then its language, then English, then any. */
function pickRow(rows: DatasetContent[], locale: Locale): DatasetContent {
  const language = languageOf(locale);
  return (
    rows.find((r) => r.locale === locale) ??
    rows.find((r) => r.language === language) ??
    rows.find((r) => r.locale === 'en_GB') ??
    rows.find((r) => r.language === 'en') ??
    rows[0]
  );
}

type Visibility = Map<Locale, DatasetContent[]>;

function deriveVisibility(db: Database.Database, dataset: Dataset, rowIds: Map<string, number>): Visibility {
  const families = new Map<string, DatasetContent[]>();
  for (const c of dataset.content) {
    const list = families.get(c.familyId);
    if (list) list.push(c);
    else families.set(c.familyId, [c]);
  }
  const insert = db.prepare('INSERT INTO content_locale (locale, family_id, content_rowid, content_type, popularity) VALUES (?, ?, ?, ?, ?)');
  const visible: Visibility = new Map();
  for (const locale of LOCALES) {
    const list: DatasetContent[] = [];
    for (const [familyId, rows] of families) {
      const row = pickRow(rows, locale);
      insert.run(locale, familyId, rowIds.get(row.id), row.contentType, row.popularity);
      list.push(row);
    }
    visible.set(locale, list);
  }
  return visible;
}

function deriveScopes(db: Database.Database, dataset: Dataset): void {
  const ancestors = db.prepare<[string], { ancestor: string }>('SELECT ancestor FROM category_closure WHERE descendant = ?');
  const categoryOf = new Map(dataset.products.map((p) => [p.name, p.categoryName]));
  const insert = db.prepare('INSERT OR IGNORE INTO content_scope (scope, family_id, content_type) VALUES (?, ?, ?)');
  const ancestorCache = new Map<string, string[]>();
  const ancestorsOf = (category: string): string[] => {
    let list = ancestorCache.get(category);
    if (!list) {
      list = ancestors.all(category).map((r) => r.ancestor);
      ancestorCache.set(category, list);
    }
    return list;
  };
  const done = new Set<string>();
  for (const c of dataset.content) {
    if (done.has(c.familyId)) continue;
    done.add(c.familyId);
    const scopes = new Set<string>();
    for (const product of c.productNames) {
      scopes.add(product);
      const category = categoryOf.get(product);
      if (category) for (const a of ancestorsOf(category)) scopes.add(a);
    }
    for (const category of c.categoryNames) for (const a of ancestorsOf(category)) scopes.add(a);
    for (const scope of scopes) insert.run(scope, c.familyId, c.contentType);
  }
}
