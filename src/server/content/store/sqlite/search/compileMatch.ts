import { combinations, groupsRequired, NEAR_DISTANCE, type MatchQuery, type Phrase } from '../../../search/matchQuery';

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

/** A partial match compiled for counting: each group's expression, how many a row must hold, the model key's. */
export interface CompiledPartial {
  groups: string[];
  required: number;
  modelKey: string | null;
}

/**
 * A query that needs "at least k of its n groups" with 1 < k < n, and so, written as one
 * expression, combinations of k groups (each phrase many times over): how many groups a row holds,
 * and the groups compiled one by one, for the store to count instead (partialMatch.ts).
 */
export function compilePartial(query: MatchQuery): CompiledPartial | null {
  const groups = compileGroups(query.groups);
  const required = groupsRequired(query, groups.length);
  if (required <= 1 || required >= groups.length) return null;
  const columns = query.boilerplate ? TEXT_AND_BOILERPLATE : TEXT_COLUMNS;
  const key = query.modelKey?.replace(/[^a-z0-9]/g, '') ?? '';
  return { groups: groups.map((g) => `${columns} : ${g}`), required, modelKey: key ? `models : ${quote(key)}*` : null };
}

/**
 * What a row is ranked by, as PostgreSQL ranks it (searchConfig.ts): each distinct phrase of the
 * query, required or optional, once. bm25 counts every phrase of its expression over the whole
 * index, duplicates included, so ranking by the match expression of a partial match (about a hundred
 * phrases) cost ten times ranking by its dozen distinct ones (ADR 036 update 6).
 */
export function compileRank(query: MatchQuery): string | null {
  const phrases = [...new Set([...query.groups, ...(query.optional ?? [])].flatMap((g) => g.alternatives.map(phrase)).filter((p): p is string => p !== null))];
  if (phrases.length === 0) return null;
  const text = `${query.boilerplate ? TEXT_AND_BOILERPLATE : TEXT_COLUMNS} : (${phrases.join(' OR ')})`;
  const key = query.modelKey?.replace(/[^a-z0-9]/g, '') ?? '';
  return key ? `(${text}) OR models : ${quote(key)}*` : text;
}

function compileGroups(groups: MatchQuery['groups']): string[] {
  return groups
    .map((g) => g.alternatives.map(phrase).filter((p): p is string => p !== null))
    .filter((alternatives) => alternatives.length > 0)
    .map((alternatives) => (alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' OR ')})`));
}

/** 'all' -> a AND b AND c; 'any' with at least 2 of 3 -> (a AND b) OR (a AND c) OR (b AND c). */
function combine(groups: string[], query: MatchQuery): string {
  const k = groupsRequired(query, groups.length);
  if (k <= 1) return groups.join(' OR ');
  if (k === groups.length) return groups.join(' AND ');
  return combinations(groups, k)
    .map((c) => `(${c.join(' AND ')})`)
    .join(' OR ');
}

/** Rows carrying any of the given filter tokens. */
export function anyToken(tokens: readonly string[]): string {
  return tokens.length === 1 ? `meta : ${quote(tokens[0])}` : `meta : (${tokens.map(quote).join(' OR ')})`;
}

/** Limits an expression to rows carrying all the given filter tokens (any of each list). */
export function withFilters(expression: string, tokenLists: string[][]): string {
  const filters = tokenLists.map(anyToken);
  return filters.length === 0 ? expression : `(${expression}) AND ${filters.join(' AND ')}`;
}
