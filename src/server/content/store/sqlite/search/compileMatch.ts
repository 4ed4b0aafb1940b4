import type { MatchQuery, Phrase } from '../../../search/matchQuery';

/** Visitor words are matched in these columns; `meta` holds filter tokens only. */
const TEXT_COLUMNS = '{title models body}';

function quote(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

function phrase(p: Phrase): string | null {
  const words = p.words.filter((w) => w !== '');
  if (words.length === 0) return null;
  return `${quote(words.join(' '))}${p.prefix ? '*' : ''}`;
}

/**
 * MatchQuery -> FTS5 expression over the text columns. Every word is a quoted string, so FTS5
 * syntax in visitor text ('NEAR', '*', '"', column names) is matched as plain words.
 */
export function compileMatch(query: MatchQuery): string | null {
  const groups = query.groups
    .map((g) => g.alternatives.map(phrase).filter((p): p is string => p !== null))
    .filter((alternatives) => alternatives.length > 0)
    .map((alternatives) => (alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' OR ')})`));
  if (groups.length === 0) return null;
  const text = `${TEXT_COLUMNS} : (${groups.join(query.mode === 'all' ? ' AND ' : ' OR ')})`;
  const key = query.modelKey?.replace(/[^a-z0-9]/g, '') ?? '';
  return key ? `(${text}) OR models : ${quote(key)}*` : text;
}

/** Limits an expression to rows carrying all the given filter tokens (any of each list). */
export function withFilters(expression: string, tokenLists: string[][]): string {
  const filters = tokenLists.map((tokens) => (tokens.length === 1 ? `meta : ${quote(tokens[0])}` : `meta : (${tokens.map(quote).join(' OR ')})`));
  return filters.length === 0 ? expression : `(${expression}) AND ${filters.join(' AND ')}`;
}
