import type { SearchInsightsResponse } from '../../content/searchInsightsTypes';
import type { Http } from './http';

export interface SearchInsightsParams {
  /** Locale of the page (the sign-in page, when one is needed, is offered in it). */
  locale: string;
  /** Only searches made in this locale; absent for every locale. */
  searchLocale?: string;
  num?: number;
}

/** Search insights for signed-in customer-care agents (docs/decisions/027-search-insights.md). */
export const insightsCalls = ({ get }: Http) => ({
  searchInsights: (p: SearchInsightsParams) =>
    get<SearchInsightsResponse>('searchInsights', '/search/insights', { locale: p.locale, searchLocale: p.searchLocale, num: p.num }),
});
