import type { SearchResult } from '../../../../shared/content/types';
import { matchSpans, type MarkLanguage } from '../../search/manualPage';

/**
 * The words that matched, marked in the title and snippet of a result (a manual's page excerpt is
 * marked by bestPage already). Spans, not markup: the page renders them as text.
 */
export function withHighlights(result: SearchResult, text: string, terms: readonly string[], language: MarkLanguage): SearchResult {
  const title = matchSpans(result.title, text, terms, language);
  const snippetSpans = result.snippet && !result.snippetHighlights ? matchSpans(result.snippet, text, terms, language) : [];
  return {
    ...result,
    ...(title.length > 0 ? { titleHighlights: title } : {}),
    ...(snippetSpans.length > 0 ? { snippetHighlights: snippetSpans } : {}),
  };
}
