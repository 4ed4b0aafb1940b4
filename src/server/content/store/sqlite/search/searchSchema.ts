import type Database from 'better-sqlite3';
import { LOCALES, type Locale } from '../../../../../shared/locale';

/**
 * Tables of the search index (filled by buildSearchIndex, read by SqliteSearchIndex).
 *
 * One FTS5 table per locale holds the row of every public content family the locale shows.
 * Its rowid is a search id: `seq * 128 + other language * 64 + type code`, where seq numbers the
 * rows by popularity (most popular first). So the content type of a match is read from its rowid
 * (counts per type and type filters need no join), matches arrive most popular first (the ranking
 * window takes the first N), and a row whose text is not in the locale's language (an English FAQ
 * a German page shows because it has no German translation) is known from its rowid too, for the
 * ranking to put the visitor's language first (docs/decisions/060-the-visitors-language-first.md). The `meta` column holds filter tokens (scope, facet values) matched with a
 * column filter, so scoping a search is an index intersection, not a join. The table is
 * contentless: texts live in `content`, the index keeps only what matching and bm25 need.
 */
export const SEARCH_TYPE_BITS = 7;
/** The bit of a search id set on rows whose text is in another language than the locale's. */
export const SEARCH_OTHER_LANGUAGE = 1 << (SEARCH_TYPE_BITS - 1);
/** The content type code of a search id: the bits below SEARCH_OTHER_LANGUAGE. */
export const SEARCH_TYPE_MASK = SEARCH_OTHER_LANGUAGE - 1;

/** A row's search id (both stores use one layout). */
export function searchIdOf(seq: number, typeCode: number, otherLanguage: boolean): number {
  return seq * 2 ** SEARCH_TYPE_BITS + (otherLanguage ? SEARCH_OTHER_LANGUAGE : 0) + typeCode;
}

/** Whether a search id's row is in another language than the locale's. */
export function isOtherLanguage(id: number): boolean {
  return (id & SEARCH_OTHER_LANGUAGE) !== 0;
}

/** Counts per type of rows by their search ids, type by type in code order (both stores count a match's ids so). */
export function countsOfIds(ids: readonly number[], typeOfCode: ReadonlyMap<number, string>): Record<string, number> {
  const byCode = new Map<number, number>();
  for (const id of ids) byCode.set(id & SEARCH_TYPE_MASK, (byCode.get(id & SEARCH_TYPE_MASK) ?? 0) + 1);
  const counts: Record<string, number> = {};
  for (const code of [...byCode.keys()].sort((a, b) => a - b)) {
    const type = typeOfCode.get(code);
    if (type) counts[type] = byCode.get(code) ?? 0;
  }
  return counts;
}

export const SEARCH_FTS: Readonly<Record<Locale, string>> = {
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

/**
 * The index is built with the catalogue (loadDataset); an older, filled catalogue cannot get one
 * here and would answer every search with nothing or with an index read differently from how
 * queries are now read. ensureDatabase rebuilds such files instead.
 */
export function requireEmptyIndex(db: Database.Database): void {
  const filled = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM content').get()?.n ?? 0;
  if (filled > 0) {
    throw new Error('This content database was built by an older version: rebuild it (npm run content:generate -- --force) or import the catalogue again');
  }
}

export function createSearchTables(db: Database.Database): void {
  requireEmptyIndex(db);
  for (const locale of LOCALES) {
    db.exec(`DROP TABLE IF EXISTS ${SEARCH_FTS[locale]}`);
    db.exec(
      `CREATE VIRTUAL TABLE ${SEARCH_FTS[locale]} USING fts5(title, models, body, meta, boilerplate, tokenize='${TOKENIZER[locale]}', prefix='2 3', content='')`,
    );
  }
  db.exec(`
    -- Search id -> the content row it indexes.
    CREATE TABLE search_rows (
      id INTEGER PRIMARY KEY,
      locale TEXT NOT NULL,
      content_rowid INTEGER NOT NULL
    );

    -- Content type of a search id's low bits.
    CREATE TABLE search_types (
      code INTEGER PRIMARY KEY,
      content_type TEXT NOT NULL UNIQUE
    );

    -- Tokens of the meta column: kind 'scope' (name = category or product), 'facet' (name =
    -- facet, value), 'nofacet' (name = facet: the row has no value for it), 'language' (name
    -- 'other': the row's text is in another language than its locale's).
    CREATE TABLE search_filter_tokens (
      kind TEXT NOT NULL,
      name TEXT NOT NULL,
      value TEXT NOT NULL,
      token TEXT NOT NULL,
      PRIMARY KEY (kind, name, value)
    ) WITHOUT ROWID;

    -- Symmetric-deletion index of the vocabulary (search/spelling.ts): variant -> term.
    CREATE TABLE search_spelling (
      locale TEXT NOT NULL,
      variant TEXT NOT NULL,
      term TEXT NOT NULL,
      PRIMARY KEY (locale, variant, term)
    ) WITHOUT ROWID;

    -- Phrases that mean the same, per locale (search/synonymSets.ts plus the catalogue's own).
    CREATE TABLE synonyms (
      locale TEXT NOT NULL,
      set_id INTEGER NOT NULL,
      phrase TEXT NOT NULL,
      PRIMARY KEY (locale, set_id, phrase)
    ) WITHOUT ROWID;
  `);
}

/** The factor of a request's rows in another language (SearchRequest.ranking.otherLanguage); 1 when none is given. */
export function otherLanguageWeight(request: { ranking?: { otherLanguage?: number } | null }): number {
  const weight = request.ranking?.otherLanguage;
  return weight !== undefined && Number.isFinite(weight) && weight > 0 ? weight : 1;
}
