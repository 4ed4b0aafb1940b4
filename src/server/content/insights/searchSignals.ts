import { SEARCH_INSIGHTS } from '../../../shared/constants';

/*
 * What a logged page view says about site search (docs/decisions/027-search-insights.md). The site
 * already logs every page view with its search term, result count and the previous page of the
 * visit (docs/behaviour.md §6); nothing new is sent. A results page with a term is a search; a page
 * reached from a results page with a term is that search's result being opened.
 */

/** One search, or one result opened from a search. Counted in the daily rollup with the view. */
export type SearchSignal =
  | { kind: 'search'; query: string; resultCount: number }
  | { kind: 'open'; query: string; path: string };

/**
 * The form a query is counted under: trimmed, lower case, inner whitespace collapsed to one space,
 * cut at SEARCH_INSIGHTS.maxQueryLength (never in the middle of a surrogate pair). Unicode NFC first,
 * so "é" typed as one or two code points counts once. Empty when nothing is left.
 */
export function normaliseInsightQuery(text: string): string {
  const collapsed = text
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f\u200b-\u200f\u2028\u2029\ufeff]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  const chars = Array.from(collapsed);
  return chars.length <= SEARCH_INSIGHTS.maxQueryLength ? collapsed : chars.slice(0, SEARCH_INSIGHTS.maxQueryLength).join('').trim();
}

/** A results page of any scope ends in /results (docs/behaviour.md §2), smart help's included. */
const RESULTS_PATH = /\/results\/?$/;

/** The query text of a results page address, or null when the address is not one. */
function searchOfAddress(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address, 'http://site.invalid');
  } catch {
    return null;
  }
  if (!RESULTS_PATH.test(url.pathname)) return null;
  const query = normaliseInsightQuery(url.searchParams.get('query') ?? '');
  return query === '' ? null : query;
}

function pathOf(address: string): string {
  try {
    return new URL(address, 'http://site.invalid').pathname.slice(0, SEARCH_INSIGHTS.maxOpenedPathLength);
  } catch {
    return address.split(/[?#]/)[0].slice(0, SEARCH_INSIGHTS.maxOpenedPathLength);
  }
}

export interface LoggedView {
  url: string;
  searchTerm: string | null;
  resultCount: number | null;
  referrer: string | null;
}

/**
 * The search signal of a logged view, if any. A results page view with a term and a count is a
 * search; a term on another page is another tool's look-up (a service-centre town, a remote control's
 * model number), not a site search that found nothing. A view of a page that is not a results page, coming from a results page with a term, opens
 * one of that search's results. Going from one results page to another is a new search, not an open.
 */
export function searchSignalOf(view: LoggedView): SearchSignal | null {
  if (view.searchTerm && view.resultCount !== null) {
    if (!RESULTS_PATH.test(pathOf(view.url))) return null;
    const query = normaliseInsightQuery(view.searchTerm);
    return query === '' ? null : { kind: 'search', query, resultCount: view.resultCount };
  }
  if (!view.referrer || searchOfAddress(view.url) !== null || RESULTS_PATH.test(pathOf(view.url))) return null;
  const query = searchOfAddress(view.referrer);
  return query === null ? null : { kind: 'open', query, path: pathOf(view.url) };
}
