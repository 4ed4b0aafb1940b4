import type { Locale } from '../../../shared/locale';
import type { ContentStore, KeyMatch, PageRequest, ProductRecord, SearchOutcome } from '../store/ContentStore';
import { matchExpression } from './matchExpression';
import { looksLikeModel, modelKey } from './modelKey';
import { queryTerms } from './tokens';

export interface TextSearchRequest {
  locale: Locale;
  text: string;
  contentTypes: readonly string[] | null;
  scope: string | null;
  facet: { name: string; values: string[] } | null;
  page: PageRequest;
}

export interface TextSearchResult extends SearchOutcome {
  /** The words that matched (after spelling correction), for snippets. */
  terms: string[];
  /** Set when a misspelt word was replaced to find results. */
  didYouMean?: string;
}

/**
 * Visitor text -> ranked results. All words must match first; when nothing does, misspelt words
 * are replaced by close indexed words; as a last resort any word may match (bm25 still ranks
 * results holding more of the words first).
 */
export async function textSearch(store: ContentStore, request: TextSearchRequest): Promise<TextSearchResult> {
  const terms = queryTerms(request.text);
  const empty: TextSearchResult = { countsByType: {}, total: 0, hits: [], terms };
  if (terms.length === 0) return empty;

  const run = async (words: string[], mode: 'all' | 'any'): Promise<SearchOutcome | null> => {
    const match = matchExpression(words, mode);
    return match ? store.search({ ...request, match }) : null;
  };
  const found = (outcome: SearchOutcome | null): outcome is SearchOutcome =>
    outcome !== null && Object.values(outcome.countsByType).some((n) => n > 0);

  const strict = await run(terms, 'all');
  if (found(strict)) return { ...strict, terms };

  const corrected = await correctSpelling(store, request.locale, terms);
  if (corrected) {
    const fixed = await run(corrected, 'all');
    if (found(fixed)) return { ...fixed, terms: corrected, didYouMean: corrected.join(' ') };
  }
  if (terms.length > 1) {
    const words = corrected ?? terms;
    const loose = await run(words, 'any');
    if (found(loose)) return { ...loose, terms: words, ...(corrected ? { didYouMean: corrected.join(' ') } : {}) };
  }
  return strict ?? empty;
}

async function correctSpelling(store: ContentStore, locale: Locale, terms: string[]): Promise<string[] | null> {
  let changed = false;
  const result: string[] = [];
  for (const term of terms) {
    // Model numbers are not words: a near miss there is a different product.
    if (/\d/.test(term) || term.length < 4) {
      result.push(term);
      continue;
    }
    const [best] = await store.similarTerms(locale, term, 1);
    if (best && best !== term) {
      result.push(best);
      changed = true;
    } else {
      result.push(term);
    }
  }
  return changed ? result : null;
}

/**
 * Products whose model number the visitor typed, separator- and case-insensitively: the whole
 * query as one key ('kd 55x89j'), then each word and adjacent pair. Exact and partial-key (series,
 * number without prefix) matches first; prefixes of the whole key only when nothing else matched.
 */
export async function bestMatches(
  store: ContentStore,
  locale: Locale,
  text: string,
  options: { scope: string | null; limit: number; alternatives: boolean },
): Promise<ProductRecord[]> {
  const words = text.toLowerCase().split(/[\s,;/]+/).map(modelKey).filter(Boolean).slice(0, 8);
  const candidates = new Set<string>();
  const whole = words.join('');
  if (looksLikeModel(whole)) candidates.add(whole);
  for (let i = 0; i < words.length; i += 1) {
    if (looksLikeModel(words[i])) candidates.add(words[i]);
    if (i + 1 < words.length && looksLikeModel(words[i] + words[i + 1])) candidates.add(words[i] + words[i + 1]);
  }
  const matches: KeyMatch[] = [];
  for (const key of candidates) {
    for (const m of await store.findProductsByModelKey(locale, key, options.limit, options.scope)) {
      if (m.match !== 'prefix' || key === whole) matches.push(m);
    }
  }
  const rank = { exact: 0, alias: 1, prefix: 2 } as const;
  const seen = new Set<string>();
  const exactOnly = !options.alternatives;
  const hasStrong = matches.some((m) => m.match !== 'prefix');
  return matches
    .filter((m) => (exactOnly ? m.match === 'exact' : !hasStrong || m.match !== 'prefix'))
    .sort((a, b) => rank[a.match] - rank[b.match])
    .filter((m) => (seen.has(m.product.name) ? false : (seen.add(m.product.name), true)))
    .slice(0, options.limit)
    .map((m) => m.product);
}
