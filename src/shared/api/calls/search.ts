import type { OrganicSearchResponse, SearchResponse, SearchResult, SuggestionsResponse } from '../../content/types';
import { seg, type CallOptions, type Http, type PagedParams } from './http';

export interface SearchParams extends PagedParams {
  locale: string;
  query: string;
  type?: string;
  contextId?: string;
  contentTypeFilter?: string;
  documentTypeFilter?: string;
  accessLevel?: string;
  country?: string;
  languageSelectionFilter?: string;
  supportFaqBundleTopicFilter?: string;
  config?: string;
  searchInSubDocuments?: boolean;
  /** Sent as infer-context: a query that is one model number searches that product. */
  inferContext?: boolean;
  includeAlternativeBestMatches?: boolean;
  /** Sent as additional-fields: field names, comma-joined. */
  additionalFields?: string;
  /** false: the words as typed, no spelling fix. */
  spellingFix?: boolean;
  /** true: counts per category and product (the results page's filters). */
  facets?: boolean;
  /** A category or product filtering a site-wide search (a results page's filter). */
  within?: string;
}

/** Organic search, FAQ search and suggestions (docs/behaviour.md §7). */
export const searchCalls = ({ get }: Http) => ({
  search: ({ contextId, inferContext, additionalFields, ...p }: SearchParams) =>
    get<OrganicSearchResponse>('organicSearch', `/search${contextId ? `/${seg(contextId)}` : ''}`, {
      ...p,
      'infer-context': inferContext,
      'additional-fields': additionalFields,
      contextId,
    }),
  /** docs/behaviour.md §7 FAQ search: `type` (FAQ article types, comma-joined), `contextId`, `config` and `countryFilter`. */
  faqSearch: (
    p: PagedParams & {
      locale: string;
      query?: string;
      category?: string;
      model?: string;
      accessLevel?: string;
      type?: string;
      contextId?: string;
      config?: string;
      countryFilter?: string;
    },
  ) => get<{ searchResponse: SearchResponse<SearchResult> }>('faqSearch', '/faqs/search', { ...p }),
  suggest: (p: { locale: string; query: string }, options?: CallOptions) =>
    get<SuggestionsResponse>('suggestions', '/suggest', p, options),
  /** Completions of the typed words (docs/behaviour.md §7 /keyword/suggest), shown after products and popular searches. */
  keywordSuggest: (p: { locale: string; query: string }, options?: CallOptions) =>
    get<SuggestionsResponse>('keywordSuggestions', '/keyword/suggest', p, options),
});
