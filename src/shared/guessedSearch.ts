import { SUPPORT_BASE_PATH } from './constants';
import { cutToQueryLength } from './queryLength';

/** The word visitors and browsers' keyword searches guess for a site's search address. */
const GUESSED_SEARCH = 'search';

/**
 * Addresses of the support site: its base, after a two-letter language prefix or none. Nothing else is sent on:
 * '//evil.example/search?q=x' would otherwise become a redirect to another host ('//evil.example/results').
 */
const SITE_PATH = new RegExp(`^(?:/[a-z]{2})?${SUPPORT_BASE_PATH.replace(/[/]/g, '\\/')}(?:/|$)`);

/**
 * A guessed search address ('/electronics/support/search?q=tv', typed, from a browser's keyword search or an
 * old link; '/electronics/support/televisions/search?q=hdmi' within a category, '.../at-65z9m/search' within a
 * product) is no category, product or page: it goes to the results page of the same scope with the text as
 * `query`, or to the scope's home without text (ADR 057). `name` is the last segment as the route read it (a
 * category's or product's name, or the segment itself where no route matched). Null for any other address.
 */
export function searchAddressOf(location: { pathname: string; search: string }, name: string): string | null {
  if (!SITE_PATH.test(location.pathname)) return null;
  const segments = location.pathname.replace(/\/+$/, '').split('/');
  if (name.toLowerCase() !== GUESSED_SEARCH || segments[segments.length - 1]?.toLowerCase() !== GUESSED_SEARCH) return null;
  const params = new URLSearchParams(location.search);
  // The first of the two that holds text; as long as a search may be (docs/behaviour.md §5).
  const text = cutToQueryLength(params.get('query')?.trim() || params.get('q')?.trim() || '');
  const scope = segments.slice(0, -1).join('/');
  return text ? `${scope}/results?${new URLSearchParams({ query: text }).toString()}` : scope || '/';
}
