/**
 * What the store is asked to match, independent of the engine: SQLite compiles it to an FTS5
 * expression, PostgreSQL would compile it to a tsquery. Words are lower-case letters and digits
 * only (see tokens.ts), so no engine syntax can reach the database from visitor text, and in
 * the form the index holds them: German and French words stemmed (searchLanguage.ts).
 */
export interface Phrase {
  /** Consecutive words, e.g. ['software', 'update']. */
  words: string[];
  /** The last word may be incomplete: match words starting with it. */
  prefix: boolean;
  /**
   * The words may stand a few words apart, in any order ('software update' finds 'update the
   * software'); otherwise they must be consecutive.
   */
  near?: boolean;
}

/** How far apart the words of a `near` phrase may stand (words between them). */
export const NEAR_DISTANCE = 4;

/** One meaning of the query: matches when any alternative (a word or its synonyms) matches. */
export interface TermGroup {
  alternatives: Phrase[];
}

export interface MatchQuery {
  /** 'all': every group must match; 'any': at least one (ranking prefers rows matching more). */
  mode: 'all' | 'any';
  /**
   * With mode 'any': at least this many groups must match (a row holding 3 of the visitor's 4
   * meaningful words when none holds all 4). Absent: one.
   */
  atLeast?: number;
  groups: TermGroup[];
  /**
   * Groups rows need not match, but rank higher for matching (a product-kind word such as 'tv'
   * steers to that category's content and counts where the text holds it).
   */
  optional?: TermGroup[];
  /**
   * Also match sentences repeated across many documents (search/boilerplate.ts), without weight:
   * within one product or in a list of manuals, "setup" should still find the quick start guide.
   */
  boilerplate?: boolean;
  /** The query read as one separator-free model number ('kd 55x89j' -> 'kd55x89j'), also matched as a prefix of indexed model keys. */
  modelKey: string | null;
}

/**
 * What a query matched, for snippets and highlights: each alternative's word, or its words as one phrase ('system
 * software', 'wi fi'), so a phrase's words are marked where they stand together, not one by one ('System' of 'Hi-Fi
 * System' for the synonym 'system software' of 'firmware').
 */
export function matchedWords(query: MatchQuery): string[] {
  const alternatives = [...query.groups, ...(query.optional ?? [])].flatMap((g) => g.alternatives.map((a) => a.words.filter((w) => w !== '').join(' ')));
  return [...new Set(alternatives.filter((a) => a !== ''))];
}

/**
 * "At least k of n groups" beyond this many combinations of k is matched as 'any': written as
 * combinations (a PostgreSQL tsquery, the SQLite count of a broad query), the expression would grow
 * too large. Both stores apply the same rule, so they match the same rows.
 */
const MAX_COMBINATIONS = 40;

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}

/**
 * How many of a query's `n` groups (those left after compiling: a group of empty words drops
 * out) a row must hold: all of them in mode 'all'; in mode 'any' `atLeast`, or 1.
 */
export function groupsRequired(query: Pick<MatchQuery, 'mode' | 'atLeast'>, n: number): number {
  if (query.mode === 'all') return n;
  const k = Math.min(query.atLeast ?? 1, n);
  return k <= 1 || binomial(n, k) > MAX_COMBINATIONS ? 1 : k;
}

/** Every choice of k items, in order: combinations([a, b, c], 2) -> [a, b], [a, c], [b, c]. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items;
  return [...combinations(rest, k - 1).map((c) => [first, ...c]), ...combinations(rest, k)];
}
