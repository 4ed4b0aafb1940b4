import { looksLikeModel } from './modelKey';

/**
 * Builds FTS5 MATCH expressions from query terms. Terms contain only letters and digits (see
 * tokens.ts), so quoting them is enough to keep FTS5 syntax characters out of the expression.
 */
export type MatchMode = 'all' | 'any';

export function matchExpression(terms: string[], mode: MatchMode): string | null {
  if (terms.length === 0) return null;
  const quoted = terms.map((term, i) => {
    // The last word may still be being typed ('batter' -> battery); short words stay exact.
    const prefix = i === terms.length - 1 && term.length >= 3 ? '*' : '';
    return `"${term}"${prefix}`;
  });
  const joined = quoted.join(mode === 'all' ? ' AND ' : ' OR ');
  const key = terms.join('');
  // 'kd 55x89j' and 'kd55x89j' also match the separator-free model key indexed in `models`.
  if (terms.length > 1 && terms.length <= 4 && looksLikeModel(key)) return `(${joined}) OR models : "${key}"*`;
  return terms.length > 1 ? `(${joined})` : joined;
}
