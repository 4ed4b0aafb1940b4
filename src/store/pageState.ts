import { matchRoute } from '../routes/matchRoute';
import type { SiteConfig } from '../shared/config';
import { initialPageState, type PageState, type QueryParams } from './pageSlice';

/** Cookies the spec's rules read (docs/behaviour.md §6). Everything else, sessions above all, stays out of the page state. */
export const PAGE_COOKIES = [
  'portal',
  'showServiceManuals',
  'showOtherRepairDocs',
  'agentAnalytics',
  'lite',
  'embedMode',
  'ngp-locale',
  'accessLevel',
  // The special message dismissed during this visit (session cookie; docs/behaviour.md §4 prevent action).
  'specialMessageDismissed',
] as const;

export function pickPageCookies(cookies: Record<string, unknown>): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of PAGE_COOKIES) {
    const value = cookies[name];
    if (typeof value === 'string') picked[name] = value.slice(0, 200);
  }
  return picked;
}

/** Query values as the page sees them: strings or string arrays, nothing nested. */
export function normaliseQuery(query: Record<string, unknown>): QueryParams {
  const result: QueryParams = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string') result[key] = value;
    else if (Array.isArray(value)) {
      const strings = value.filter((v): v is string => typeof v === 'string');
      if (strings.length) result[key] = strings;
    }
  }
  return result;
}

export interface PageRequest {
  /** Full path with language prefix and support base, without the query. */
  path: string;
  search: string;
  hash?: string;
  query: QueryParams;
  cookies: Record<string, string>;
  userAgent: string;
  config: SiteConfig;
  origin: PageState['origin'];
}

/** `title-change=false|0` keeps the document title, `true|1` lets the site set it; anything else says nothing. */
function titleChangeOf(query: QueryParams): boolean | undefined {
  const raw = query['title-change'];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.toLowerCase();
  if (value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  return undefined;
}

/** The page state of a location: the route match plus request context (docs/behaviour.md §3). */
export function pageStateFor(request: PageRequest): PageState {
  const match = matchRoute(request.path);
  const titleChange = titleChangeOf(request.query);
  return {
    ...initialPageState,
    type: match.type,
    typeAlias: match.typeAlias,
    searchByType: match.searchByType,
    searchType: match.searchType,
    params: match.params,
    locale: match.locale,
    languagePrefix: match.languagePrefix,
    pathname: match.pathname,
    origin: request.origin,
    location: { pathname: request.path, search: request.search, hash: request.hash ?? '' },
    query: request.query,
    cookie: request.cookies,
    userAgent: request.userAgent.slice(0, 300),
    config: request.config,
    pageData: { status: match.type === 'others' ? 404 : 200, notFound: match.type === 'others' },
    // Absent when the address does not say: a client navigation then keeps what the first page said.
    ...(titleChange !== undefined ? { titleChange } : {}),
  };
}
