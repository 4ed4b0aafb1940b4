import type { Locale } from '../../../../../shared/locale';
import type { SearchRequest } from '../../ContentStore';

/** A store search request for rows holding every given word (as the index holds it), site-wide, of every type. */
export function wordSearch(locale: Locale, words: readonly string[], more: Partial<SearchRequest> = {}): SearchRequest {
  return {
    locale,
    match: { mode: 'all', groups: words.map((w) => ({ alternatives: [{ words: [w], prefix: false }] })), modelKey: null },
    contentTypes: null,
    scope: null,
    facet: null,
    page: { start: 0, num: 10 },
    ...more,
  };
}
