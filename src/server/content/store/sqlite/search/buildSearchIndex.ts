import type Database from 'better-sqlite3';
import { LOCALES, languageOf, type Locale } from '../../../../../shared/locale';
import type { Dataset, DatasetContent } from '../../../Dataset';
import { learnBoilerplate } from '../../../search/boilerplate';
import { indexedModelText } from '../../../search/modelKey';
import { indexedText } from '../../../search/searchLanguage';
import { deleteVariants, foldAccents, indexedDeleteDepth } from '../../../search/spelling';
import { SYNONYM_SETS } from '../../../search/synonymSets';
import { words } from '../../../search/tokens';
import { SEARCH_FTS, SEARCH_TYPE_MASK, searchIdOf } from './searchSchema';


/**
 * Fills the search index of a freshly loaded catalogue (inside loadDataset's transaction):
 * per locale the FTS rows of the content it shows (public and searchable only), with search ids
 * numbered by popularity, filter tokens for scopes and facets, the vocabulary with its
 * spelling index, and the synonym sets.
 */
export function buildSearchIndex(db: Database.Database, dataset: Dataset, visible: ReadonlyMap<Locale, DatasetContent[]>): void {
  const searchable = (row: DatasetContent) => row.accessLevel === 'public' && row.searchable !== false;
  const typeCode = assignTypeCodes(db, [...visible.values()].flatMap((rows) => rows.filter(searchable).map((r) => r.contentType)));
  const tokens = new FilterTokens(db);
  const scopesOf = groupBy(db.prepare<[], { family_id: string; scope: string }>('SELECT family_id, scope FROM content_scope ORDER BY scope').all(), (r) => r.family_id, (r) => r.scope);
  const facetsOf = groupBy(
    db.prepare<[], { family_id: string; facet: string; value: string }>('SELECT family_id, facet, value FROM content_facets ORDER BY facet, value').all(),
    (r) => r.family_id,
    (r) => [r.facet, r.value] as const,
  );
  const facetNames = [...new Set([...facetsOf.values()].flatMap((list) => list.map(([facet]) => facet)))].sort();
  const productOf = new Map(dataset.products.map((p) => [p.name, p]));
  const productsOf = (names: readonly string[]) => names.flatMap((name) => productOf.get(name) ?? []);
  const rowIdOf = db.prepare<[string], { rowid: number }>('SELECT rowid FROM content WHERE id = ?');
  const insertRow = db.prepare('INSERT INTO search_rows (id, locale, content_rowid) VALUES (?, ?, ?)');
  const insertTerm = db.prepare('INSERT INTO search_terms (locale, term, weight) VALUES (?, ?, ?)');

  let seq = 0;
  for (const locale of LOCALES) {
    const insert = db.prepare(`INSERT INTO ${SEARCH_FTS[locale]} (rowid, title, models, body, meta, boilerplate) VALUES (?, ?, ?, ?, ?, ?)`);
    const vocabulary = new Map<string, number>();
    // Most popular first: the ranking window takes the first matches in id order.
    const rows = (visible.get(locale) ?? []).filter(searchable).sort((a, b) => b.popularity - a.popularity || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const boilerplate = learnBoilerplate(rows.map((row) => `${row.summary}\n${row.body}`));
    for (const row of rows) {
      const contentRowId = rowIdOf.get(row.id)?.rowid;
      if (contentRowId === undefined) continue;
      seq += 1;
      const otherLanguage = row.language !== languageOf(locale);
      const id = searchIdOf(seq, typeCode(row.contentType), otherLanguage);
      insertRow.run(id, locale, contentRowId);

      const modelText = indexedModelText(row.keywords, productsOf(row.productNames));
      const facets = facetsOf.get(row.familyId) ?? [];
      const meta = [
        ...(scopesOf.get(row.familyId) ?? []).map((scope) => tokens.get('scope', scope, '')),
        ...facets.map(([facet, value]) => tokens.get('facet', facet, value)),
        ...facetNames.filter((f) => !facets.some(([facet]) => facet === f)).map((f) => tokens.get('nofacet', f, '')),
        // Matched to keep such rows out of the tier of the words as typed (SqliteSearchIndex.tiersOf, ADR 060).
        ...(otherLanguage ? [tokens.get('language', 'other', '')] : []),
      ].join(' ');
      const text = boilerplate.split(`${row.summary}\n${row.body}`, row.contentType);
      insert.run(BigInt(id), indexedText(locale, row.title), modelText, indexedText(locale, text.own), meta, indexedText(locale, text.boilerplate));

      for (const word of words(`${row.title} ${row.title} ${row.summary} ${row.body}`)) {
        if (word.length >= 3 && !/^\d+$/.test(word)) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
      }
    }
    for (const [term, weight] of vocabulary) insertTerm.run(locale, term, weight);
    indexSpelling(db, locale, [...vocabulary.keys()]);
  }
  insertSynonyms(db, dataset);
}

function groupBy<R, K, V>(rows: R[], key: (row: R) => K, value: (row: R) => V): Map<K, V[]> {
  const map = new Map<K, V[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(value(row));
    else map.set(key(row), [value(row)]);
  }
  return map;
}

function assignTypeCodes(db: Database.Database, types: string[]): (type: string) => number {
  const distinct = [...new Set(types)].sort();
  if (distinct.length > SEARCH_TYPE_MASK) throw new Error(`The search index holds at most ${SEARCH_TYPE_MASK} content types, got ${distinct.length}`);
  const insert = db.prepare('INSERT INTO search_types (code, content_type) VALUES (?, ?)');
  const codes = new Map<string, number>();
  distinct.forEach((type, i) => {
    codes.set(type, i + 1);
    insert.run(i + 1, type);
  });
  return (type) => codes.get(type) ?? 0;
}

/** Meta-column tokens: short, digit-ended (no stemmer touches them), one per filter value. */
class FilterTokens {
  private readonly known = new Map<string, string>();
  private readonly insert: Database.Statement<[string, string, string, string]>;
  private next = 1;

  constructor(db: Database.Database) {
    this.insert = db.prepare('INSERT INTO search_filter_tokens (kind, name, value, token) VALUES (?, ?, ?, ?)');
  }

  get(kind: 'scope' | 'facet' | 'nofacet' | 'language', name: string, value: string): string {
    const key = `${kind}\u0000${name}\u0000${value}`;
    let token = this.known.get(key);
    if (!token) {
      token = `z${kind[0]}${this.next}`;
      this.next += 1;
      this.known.set(key, token);
      this.insert.run(kind, name, value, token);
    }
    return token;
  }
}

/** Plain words only: model numbers and codes are never corrected (search/spelling.ts). */
function indexSpelling(db: Database.Database, locale: Locale, vocabulary: string[]): void {
  const insert = db.prepare('INSERT INTO search_spelling (locale, variant, term) VALUES (?, ?, ?)');
  const pairs: Array<[string, string]> = [];
  for (const term of vocabulary) {
    if (/\d/.test(term)) continue;
    // Variants without accents: a word typed without them is one typo away, not three.
    for (const variant of deleteVariants(foldAccents(term), indexedDeleteDepth(term))) pairs.push([variant, term]);
  }
  // In key order: appending to the b-tree is several times faster than inserting at random places.
  pairs.sort(([v1, t1], [v2, t2]) => (v1 < v2 ? -1 : v1 > v2 ? 1 : t1 < t2 ? -1 : t1 > t2 ? 1 : 0));
  for (const [variant, term] of pairs) insert.run(locale, variant, term);
}

function insertSynonyms(db: Database.Database, dataset: Dataset): void {
  const insert = db.prepare('INSERT OR IGNORE INTO synonyms (locale, set_id, phrase) VALUES (?, ?, ?)');
  const sets = [
    ...LOCALES.flatMap((locale) => SYNONYM_SETS[locale].map((phrases) => ({ locale, phrases: [...phrases] }))),
    ...(dataset.synonyms ?? []),
  ];
  sets.forEach((set, i) => {
    for (const phrase of set.phrases) {
      const normalised = words(phrase).join(' ');
      if (normalised) insert.run(set.locale, i + 1, normalised);
    }
  });
}
