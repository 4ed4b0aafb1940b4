import { ARTICLE_TYPES, REPAIR_DOCUMENT_TYPES } from './types';

/**
 * What the search call accepts in its filter parameters (docs/behaviour.md §7), in one place for the content
 * service, which refuses anything else with a 400 (api/handlers/search.ts), and for the results page, which
 * takes these parameters from its own address and must not turn a mistyped link into a failed search
 * (modules/organicSearch/load.ts `usableFilters`).
 */
export const KNOWN_CONTENT_TYPES: readonly string[] = ['product', 'document', 'sub-document', 'download', 'software', ...ARTICLE_TYPES, ...REPAIR_DOCUMENT_TYPES];

export const FILTER_LIMITS = {
  documentTypeFilter: 500,
  accessLevel: 50,
  languageSelectionFilter: 100,
} as const;

export const COUNTRY_CODE = /^[A-Za-z]{2}$/;

export interface SearchFilterParams {
  contentTypeFilter?: string;
  documentTypeFilter?: string;
  accessLevel?: string;
  country?: string;
  languageSelectionFilter?: string;
}

/**
 * The filter values of an address the search call accepts: unknown content types left out of the list, a value
 * over its length or a country that is not a two-letter code left out altogether. A visitor who follows a
 * link with a mistyped filter sees the results without it rather than "search is unavailable".
 */
export function usableFilters(given: SearchFilterParams): SearchFilterParams {
  const known = given.contentTypeFilter
    ?.split(',')
    .map((v) => v.trim())
    .filter((v) => KNOWN_CONTENT_TYPES.includes(v));
  const within = (name: keyof typeof FILTER_LIMITS) => {
    const value = given[name];
    return value !== undefined && value.length <= FILTER_LIMITS[name] ? value : undefined;
  };
  const usable: SearchFilterParams = {
    contentTypeFilter: known?.length ? known.join(',') : undefined,
    documentTypeFilter: within('documentTypeFilter'),
    accessLevel: within('accessLevel'),
    country: given.country !== undefined && COUNTRY_CODE.test(given.country) ? given.country : undefined,
    languageSelectionFilter: within('languageSelectionFilter'),
  };
  return usable;
}
