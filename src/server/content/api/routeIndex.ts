import type { Route } from './routeTypes';

/** Characters of a path-to-regexp pattern that are not plain text (parameters, wildcards, groups, escapes). */
const PATTERN_SYNTAX = /[:*{}()[\]?+!\\]/;
/** A whole segment that is one parameter: it matches one non-empty segment, never a '/'. */
const SIMPLE_PARAM = /^:[A-Za-z_$][A-Za-z0-9_$]*$/;
/** Segments made of these can only be matched by a literal equal to them in lower case (see below). */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;
/** Stands for "a segment no row names" in the lookup table. */
const OTHER = '\u0000';

type Segment = { literal: string } | { param: true } | undefined;

/** The pattern's n-th segment (0-based): plain text (lower case), one parameter, or undefined for anything else. */
function segmentOf(pattern: string, n: number): Segment {
  if (!pattern.startsWith('/')) return undefined;
  const parts = pattern.slice(1).split('/');
  // Syntax in an earlier segment (an optional group, a wildcard) can shift the positions.
  for (let i = 0; i < n; i += 1) {
    if (parts[i] === undefined || (PATTERN_SYNTAX.test(parts[i]) && !SIMPLE_PARAM.test(parts[i]))) return undefined;
  }
  const part = parts[n];
  if (part === undefined || part === '') return undefined;
  if (SIMPLE_PARAM.test(part)) return { param: true };
  if (PATTERN_SYNTAX.test(part)) return undefined;
  return { literal: part.toLowerCase() };
}

/** The path's first two segments (encoded, as sent). */
function headOf(path: string): [string, string] {
  const first = path.indexOf('/', 1);
  if (first < 0) return [path.slice(1), ''];
  const second = path.indexOf('/', first + 1);
  return [path.slice(1, first), second < 0 ? path.slice(first + 1) : path.slice(first + 1, second)];
}

/**
 * The rows of the route table that can match a path, in table order.
 *
 * The in-process API answers some twenty calls per page render, and testing each against every
 * row's matcher in turn was a visible share of a render (ADR 038). Rows whose first segment is plain
 * text ('/search/...', '/products/...') can only match a path with that first segment; rows that
 * start with one parameter and a plain second segment ('/:locale/categories/...') only a path with
 * that second segment; every other row is a candidate for every path. So filtering the table this
 * way changes no answer: the caller still runs each candidate's matcher in table order, and the list
 * of methods in a 405 comes from the same rows. Matchers are case-insensitive (path-to-regexp's
 * default), so segments are compared in lower case; a path whose first two segments are not plain
 * ASCII (where lower-casing and the matcher's case folding could disagree) is tested against the
 * whole table. The lists are built once per pair of names the table uses, so a path costs two map
 * lookups however many rows there are.
 */
export function indexRoutes(routes: readonly Route[]): (path: string) => readonly Route[] {
  const firsts = new Set<string>([OTHER]);
  const seconds = new Set<string>([OTHER]);
  const rows = routes.map((route) => {
    const first = segmentOf(route.path, 0);
    const second = first && 'param' in first ? segmentOf(route.path, 1) : undefined;
    if (first && 'literal' in first) firsts.add(first.literal);
    if (second && 'literal' in second) seconds.add(second.literal);
    return {
      route,
      first: first && 'literal' in first ? first.literal : undefined,
      second: second && 'literal' in second ? second.literal : undefined,
    };
  });
  const table = new Map<string, readonly Route[]>();
  for (const first of firsts) {
    for (const second of seconds) {
      const list = rows
        .filter((row) => (row.first === undefined || row.first === first) && (row.second === undefined || row.second === second))
        .map((row) => row.route);
      table.set(`${first}/${second}`, list);
    }
  }
  return (path) => {
    if (!path.startsWith('/')) return routes;
    const [first, second] = headOf(path);
    if (!PLAIN_ASCII.test(first) || !PLAIN_ASCII.test(second)) return routes;
    const firstKey = firsts.has(first.toLowerCase()) ? first.toLowerCase() : OTHER;
    const secondKey = seconds.has(second.toLowerCase()) ? second.toLowerCase() : OTHER;
    return table.get(`${firstKey}/${secondKey}`) ?? routes;
  };
}
