import { match, type MatchFunction } from 'path-to-regexp';
import { CHANNELS, SUPPORT_BASE_PATH, type Channel } from '../shared/constants';
import type { SearchType } from '../shared/content/types';
import { DEFAULT_LOCALE, LANGUAGE_PREFIXES, type Locale } from '../shared/locale';
import { ROUTE_TABLE, type PageType, type RouteRow, type TypeAlias } from './routeTable';

export interface RouteMatch {
  type: PageType;
  typeAlias: TypeAlias;
  searchByType: boolean;
  searchType: SearchType;
  /** Decoded path parameters, plus the row's fixed params (e.g. smart help's subPage). */
  params: Record<string, string>;
  locale: Locale;
  /** '' when the URL had no language prefix. */
  languagePrefix: string;
  /**
   * The path after the language prefix and base path, '/' for the root, without query, hash or
   * trailing slash. For a URL outside the base it is the whole path (there is nothing to strip).
   */
  pathname: string;
  /** The matched row's pattern; absent for 'others'. A low-cardinality label for logs and metrics. */
  pattern?: string;
}

export interface MatchRouteOptions {
  /** The configured prefix in front of every route (default SUPPORT_BASE_PATH). '' matches from the root. */
  basePath?: string;
}

export function isKnownChannel(value: unknown): value is Channel {
  return typeof value === 'string' && (CHANNELS as readonly string[]).includes(value);
}

/** Params whose values are a closed set: a row only matches when the value is in the set. */
const PARAM_RULES: Readonly<Record<string, (value: string) => boolean>> = {
  channel: isKnownChannel,
};

interface CompiledRow {
  readonly row: RouteRow;
  readonly match: MatchFunction<Record<string, string>>;
  /** Per segment: true for a literal, false for a parameter. Used to rank rows that match the same path. */
  readonly literals: readonly boolean[];
}

function literalMask(pattern: string): boolean[] {
  return pattern
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => !/[:*{]/.test(segment));
}

// Compiled once: the table is static and matching runs on every request.
const COMPILED: readonly CompiledRow[] = ROUTE_TABLE.map((row) => ({
  row,
  // decode: false because params are decoded after the whole path was checked to be decodable;
  // sensitive + no trailing: the caller strips exactly one trailing slash, nothing else is forgiven.
  match: match<Record<string, string>>(row.pattern, { decode: false, sensitive: true, trailing: false }),
  literals: literalMask(row.pattern),
}));

/** a beats b when, at the first segment where they differ, a has the literal. Ties keep table order. */
function isMoreSpecific(a: readonly boolean[], b: readonly boolean[]): boolean {
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    if (a[i] !== b[i]) return a[i] === true;
  }
  return false;
}

function stripQueryAndHash(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

/** Accept absolute URLs too (e.g. a Referer header): only the path matters for routing. */
function stripOrigin(url: string): string {
  const origin = /^[A-Za-z][A-Za-z\d+.-]*:\/\/[^/]*/.exec(url);
  return origin ? url.slice(origin[0].length) : url;
}

function normaliseBase(basePath: string): string {
  const trimmed = basePath.replace(/\/+$/, '');
  return trimmed === '' || trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function isUnder(path: string, root: string): boolean {
  return root === '' || path === root || path.startsWith(`${root}/`);
}

const UNPREFIXED_LOCALE: Locale = LANGUAGE_PREFIXES[''] ?? DEFAULT_LOCALE;

interface Located {
  languagePrefix: string;
  locale: Locale;
  /** Path after prefix and base, or null when the path is outside the base. */
  rest: string | null;
}

function locate(path: string, base: string): Located {
  // Prefixed roots first, so that with an empty base '/de/...' reads as German, not as category 'de'.
  const prefixes = Object.entries(LANGUAGE_PREFIXES).sort(([a], [b]) => b.length - a.length);
  for (const [prefix, locale] of prefixes) {
    const root = prefix === '' ? base : `/${prefix}${base}`;
    if (isUnder(path, root)) return { languagePrefix: prefix, locale, rest: path.slice(root.length) };
  }
  // Outside the base: still honour a language prefix so the not-found page speaks the visitor's language.
  for (const [prefix, locale] of prefixes) {
    if (prefix !== '' && isUnder(path, `/${prefix}`)) return { languagePrefix: prefix, locale, rest: null };
  }
  return { languagePrefix: '', locale: UNPREFIXED_LOCALE, rest: null };
}

function others(locale: Locale, languagePrefix: string, pathname: string): RouteMatch {
  return {
    type: 'others',
    typeAlias: 'others',
    searchByType: false,
    searchType: 'none',
    params: {},
    locale,
    languagePrefix,
    pathname,
  };
}

/** Whether every percent escape of a path decodes (to UTF-8 text). */
export function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function decodeParams(raw: Record<string, string>): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    const decoded = decodeURIComponent(value);
    const rule = PARAM_RULES[key];
    if (rule && !rule(decoded)) return null;
    params[key] = decoded;
  }
  return params;
}

function matchPath(pathname: string): { row: RouteRow; params: Record<string, string> } | null {
  let best: { compiled: CompiledRow; params: Record<string, string> } | null = null;
  for (const compiled of COMPILED) {
    const result = compiled.match(pathname);
    if (!result) continue;
    const params = decodeParams(result.params);
    if (!params) continue;
    if (!best || isMoreSpecific(compiled.literals, best.compiled.literals)) best = { compiled, params };
  }
  return best && { row: best.compiled.row, params: { ...best.params, ...best.compiled.row.params } };
}

function resolve(url: string, options: MatchRouteOptions): RouteMatch {
  const path = stripQueryAndHash(stripOrigin(url));
  const located = locate(path, normaliseBase(options.basePath ?? SUPPORT_BASE_PATH));
  if (located.rest === null) return others(located.locale, located.languagePrefix, path);

  let pathname = located.rest === '' ? '/' : located.rest;
  if (pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.slice(0, -1);

  const fallback = others(located.locale, located.languagePrefix, pathname);
  if (!isDecodable(pathname)) return fallback;
  const found = matchPath(pathname);
  if (!found) return fallback;

  const { row, params } = found;
  return {
    type: row.type,
    typeAlias: row.typeAlias,
    searchByType: row.searchByType,
    searchType: row.searchType,
    params,
    locale: located.locale,
    languagePrefix: located.languagePrefix,
    pathname,
    pattern: row.pattern,
  };
}

/**
 * Resolves a request URL (path, optionally with query, hash or origin) to its page type and params.
 * Never throws: routing runs on every request, and any input it cannot place is a not-found page
 * ('others', HTTP 404), never a server error.
 */
export function matchRoute(url: string, options: MatchRouteOptions = {}): RouteMatch {
  const input = typeof url === 'string' ? url : '';
  try {
    return resolve(input, options);
  } catch {
    return others(UNPREFIXED_LOCALE, '', '/');
  }
}
