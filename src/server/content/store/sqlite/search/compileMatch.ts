import { NEAR_DISTANCE, type MatchQuery, type Phrase } from '../../../search/matchQuery';

/** Visitor words are matched in these columns; `meta` holds filter tokens only. */
const TEXT_COLUMNS = '{title models body}';
const TEXT_AND_BOILERPLATE = '{title models body boilerplate}';

function quote(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

function phrase(p: Phrase): string | null {
  const words = p.words.filter((w) => w !== '');
  if (words.length === 0) return null;
  if (p.near && !p.prefix && words.length > 1) return `NEAR(${words.map(quote).join(' ')}, ${NEAR_DISTANCE})`;
  return `${quote(words.join(' '))}${p.prefix ? '*' : ''}`;
}

/**
 * MatchQuery -> FTS5 expression over the text columns. Every word is a quoted string, so FTS5
 * syntax in visitor text ('NEAR', '*', '"', column names) is matched as plain words.
 */
export function compileMatch(query: MatchQuery): string | null {
  const groups = compileGroups(query.groups);
  if (groups.length === 0) return null;
  const required = combine(groups, query);
  const optional = compileGroups(query.optional ?? []);
  // 'R OR (R AND O)' matches the rows of R; bm25 adds what O contributes in rows holding it.
  const ranked = optional.length > 0 ? `(${required}) OR ((${required}) AND (${optional.join(' OR ')}))` : required;
  const text = `${query.boilerplate ? TEXT_AND_BOILERPLATE : TEXT_COLUMNS} : (${ranked})`;
  const key = query.modelKey?.replace(/[^a-z0-9]/g, '') ?? '';
  return key ? `(${text}) OR models : ${quote(key)}*` : text;
}

function compileGroups(groups: MatchQuery['groups']): string[] {
  return groups
    .map((g) => g.alternatives.map(phrase).filter((p): p is string => p !== null))
    .filter((alternatives) => alternatives.length > 0)
    .map((alternatives) => (alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' OR ')})`));
}

/** Combinations of k groups beyond this are matched as 'any' (the expression would grow too large). */
const MAX_COMBINATIONS = 40;

function combinations<T>(items: T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items;
  return [...combinations(rest, k - 1).map((c) => [first, ...c]), ...combinations(rest, k)];
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}

/** 'all' -> a AND b AND c; 'any' with at least 2 of 3 -> (a AND b) OR (a AND c) OR (b AND c). */
function combine(groups: string[], query: MatchQuery): string {
  if (query.mode === 'all') return groups.join(' AND ');
  const k = Math.min(query.atLeast ?? 1, groups.length);
  if (k <= 1 || binomial(groups.length, k) > MAX_COMBINATIONS) return groups.join(' OR ');
  if (k === groups.length) return groups.join(' AND ');
  return combinations(groups, k)
    .map((c) => `(${c.join(' AND ')})`)
    .join(' OR ');
}

/** Limits an expression to rows carrying all the given filter tokens (any of each list). */
export function withFilters(expression: string, tokenLists: string[][]): string {
  const filters = tokenLists.map((tokens) => (tokens.length === 1 ? `meta : ${quote(tokens[0])}` : `meta : (${tokens.map(quote).join(' OR ')})`));
  return filters.length === 0 ? expression : `(${expression}) AND ${filters.join(' AND ')}`;
}
