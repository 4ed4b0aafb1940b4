import { isLocale, type Locale } from '../../../../shared/locale';
import { combinations, groupsRequired, NEAR_DISTANCE, type MatchQuery, type Phrase } from '../../search/matchQuery';

/**
 * Text-search configuration of each locale. English is stemmed by PostgreSQL (migration 002:
 * unaccent, then the English Snowball stemmer), as SQLite stems it with porter. German and French
 * text is stemmed in JavaScript before indexing and query words arrive stemmed the same way
 * (search/searchLanguage.ts), so their configuration only folds accents (migration 006).
 */
export const TS_CONFIG: Readonly<Record<Locale, string>> = {
  en_GB: 'support_en',
  de_DE: 'support_plain',
  fr_FR: 'support_plain',
};

/**
 * Weight classes of the indexed text (loadDataset.ts): A title, B model numbers, C boilerplate
 * sentences, D summary and body. Words are matched in A, B and D: on `tsv_text`, which holds only
 * those (migration 014), so the words of the matched query carry no weight label and the GIN index
 * answers a query without phrases on its own; in C too (on `tsv`) only when the query asks for
 * boilerplate (a search within one product or category). C never adds to the rank.
 */
export type SearchColumn = 'tsv' | 'tsv_text';

/**
 * A quoted tsquery operand. Visitor words are letters and digits only (search/tokens.ts), but the
 * quoting is kept anyway: whatever a word holds, it stays one operand and never query syntax.
 */
function operand(word: string, prefix: boolean, weights: string): string {
  const label = `${prefix ? '*' : ''}${weights}`;
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${label ? `:${label}` : ''}`;
}

/** Two words at most NEAR_DISTANCE words apart, in either order (as FTS5's NEAR). */
function near(a: string, b: string): string {
  const alternatives: string[] = [];
  for (let distance = 1; distance <= NEAR_DISTANCE + 1; distance += 1) alternatives.push(`${a} <${distance}> ${b}`, `${b} <${distance}> ${a}`);
  return `(${alternatives.join(' | ')})`;
}

function phrase(p: Phrase, weights: string): string | null {
  const words = p.words.filter((w) => w !== '');
  if (words.length === 0) return null;
  const parts = words.map((w, i) => operand(w, p.prefix && i === words.length - 1, weights));
  if (parts.length === 1) return parts[0];
  // A tsquery has no "within N words, any order" operator: each pair of neighbouring words is
  // matched within that distance (for two words exactly FTS5's NEAR, for longer phrases close to it).
  if (p.near && !p.prefix) return `(${parts.slice(1).map((part, i) => near(parts[i], part)).join(' & ')})`;
  return `(${parts.join(' <-> ')})`;
}

function compileGroups(groups: MatchQuery['groups'], weights: string): string[] {
  return groups
    .map((g) => g.alternatives.map((a) => phrase(a, weights)).filter((p): p is string => p !== null))
    .filter((alternatives) => alternatives.length > 0)
    .map((alternatives) => (alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' | ')})`));
}

/** 'all' -> a & b & c; 'any' with at least 2 of 3 -> (a & b) | (a & c) | (b & c). */
function combine(groups: string[], query: MatchQuery): string {
  const k = groupsRequired(query, groups.length);
  if (k <= 1) return groups.join(' | ');
  if (k === groups.length) return groups.join(' & ');
  return combinations(groups, k)
    .map((c) => `(${c.join(' & ')})`)
    .join(' | ');
}

/** One phrase of a query for ranking: its tsquery text per weight class, and the configuration to read it with. */
export interface RankedPhrase {
  config: string;
  /** Text of the phrase restricted to the title (A), model numbers (B) and body (D). */
  a: string;
  /**
   * Text of the phrase in any weight class: a row it does not match holds the phrase in none of
   * them, so the three tests and ranks of that phrase are skipped (PostgresSearch.ts, RANK).
   */
  any: string;
  b: string;
  d: string;
}

export interface CompiledQuery {
  /** to_tsquery text for the locale's configuration: the rows to match (on `column`). */
  text: string;
  /** The vector `text` is matched against: without boilerplate unless the query asks for it. */
  column: SearchColumn;
  /** Separator-free model key matched as a prefix of the model-number lexemes (weight B), or ''. */
  key: string;
  /**
   * Every distinct phrase of the query (required and optional: rows need not hold the optional
   * groups, but rank higher where they do), each counted where it matches as
   * a whole in a weight class, as bm25 counts the phrases of an FTS5 expression (not their words
   * one by one: 'mise à jour' in a body does not make 'jour' in a title count).
   */
  phrases: RankedPhrase[];
  /**
   * A partial match (at least `required` of the query's groups, fewer than all): each group's tsquery text, so the
   * store counts the groups a row holds instead of matching `text`, the combinations (PostgresSearch.rowsHolding).
   */
  partial: { groups: string[]; required: number } | null;
}

/** MatchQuery -> the halves of a tsquery: words (in the locale's form) and a model-key prefix. */
export function compileTsQuery(query: MatchQuery): CompiledQuery | null {
  const groups = compileGroups(query.groups, '');
  if (groups.length === 0) return null;
  const text = combine(groups, query);
  const key = query.modelKey?.replace(/[^a-z0-9]/g, '') ?? '';
  const distinct = new Map<string, Phrase>();
  for (const group of [...query.groups, ...(query.optional ?? [])]) {
    for (const alternative of group.alternatives) if (alternative.words.some((w) => w !== '')) distinct.set(JSON.stringify(alternative), alternative);
  }
  const phrases: RankedPhrase[] = [...distinct.values()].map((p) => ({ config: '', a: phrase(p, 'A') ?? '', b: phrase(p, 'B') ?? '', d: phrase(p, 'D') ?? '', any: phrase(p, '') ?? '' }));
  if (key) phrases.push({ config: 'support_codes', a: operand(key, true, 'A'), b: operand(key, true, 'B'), d: operand(key, true, 'D'), any: operand(key, true, '') });
  const required = groupsRequired(query, groups.length);
  const partial = required > 1 && required < groups.length ? { groups, required } : null;
  return { text, column: query.boilerplate ? 'tsv' : 'tsv_text', key, phrases, partial };
}

/** SQL of the tsquery of a compiled query text, with parameters @{name}Text and @{name}Key. */
export function tsQuerySql(locale: Locale, name: string): string {
  if (!isLocale(locale)) throw new Error(`unknown locale ${String(locale)}`);
  const words = `to_tsquery('${TS_CONFIG[locale]}', @${name}Text::text)`;
  return `(CASE WHEN @${name}Key::text = '' THEN ${words} ELSE ${words} || to_tsquery('support_codes', quote_literal(@${name}Key::text) || ':*B') END)`;
}
