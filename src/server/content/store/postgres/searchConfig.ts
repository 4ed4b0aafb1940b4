import { isLocale, type Locale } from '../../../../shared/locale';
import type { MatchQuery, Phrase } from '../../search/matchQuery';

/** Text-search configuration of each locale (migration 002: the language's stemmer after unaccent). */
export const TS_CONFIG: Readonly<Record<Locale, string>> = {
  en_GB: 'support_en',
  de_DE: 'support_de',
  fr_FR: 'support_fr',
};

/**
 * A quoted tsquery operand. Visitor words are letters and digits only (search/tokens.ts), but the
 * quoting is kept anyway: whatever a word holds, it stays one operand and never query syntax.
 */
function operand(word: string, prefix: boolean): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${prefix ? ':*' : ''}`;
}

function phrase(p: Phrase): string | null {
  const words = p.words.filter((w) => w !== '');
  if (words.length === 0) return null;
  const parts = words.map((w, i) => operand(w, p.prefix && i === words.length - 1));
  return parts.length === 1 ? parts[0] : `(${parts.join(' <-> ')})`;
}

export interface CompiledQuery {
  /** to_tsquery text for the locale's configuration, or '' when nothing can match. */
  text: string;
  /** Separator-free model key matched as a prefix of the model-number lexemes (weight B), or ''. */
  key: string;
}

/** MatchQuery -> the two halves of a tsquery: words (stemmed by the locale) and a model-key prefix. */
export function compileTsQuery(query: MatchQuery): CompiledQuery | null {
  const groups = query.groups
    .map((g) => g.alternatives.map(phrase).filter((p): p is string => p !== null))
    .filter((alternatives) => alternatives.length > 0)
    .map((alternatives) => (alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' | ')})`));
  if (groups.length === 0) return null;
  const text = groups.join(query.mode === 'all' ? ' & ' : ' | ');
  const key = query.modelKey?.replace(/[^a-z0-9]/g, '') ?? '';
  return { text, key };
}

/** SQL of the tsquery of a compiled query, with parameters @{name}Text and @{name}Key. */
export function tsQuerySql(locale: Locale, name: string): string {
  if (!isLocale(locale)) throw new Error(`unknown locale ${String(locale)}`);
  const words = `to_tsquery('${TS_CONFIG[locale]}', @${name}Text::text)`;
  return `(CASE WHEN @${name}Key::text = '' THEN ${words} ELSE ${words} || to_tsquery('support_codes', quote_literal(@${name}Key::text) || ':*B') END)`;
}
