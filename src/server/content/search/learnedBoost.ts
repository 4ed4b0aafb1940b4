import { SEARCH_INSIGHTS, SEARCH_LEARNING } from '../../../shared/constants';
import { normaliseInsightQuery } from '../insights/searchSignals';
import type { LearnedOpens, LearnedOpensRequest, SearchInsightStore } from '../store/SearchInsightStore';

/*
 * The learned boost (docs/decisions/056-learned-boost-from-opened-results.md): the results visitors
 * open for a query, counted by the search rollup from the page-view log (ADR 027), lift those results
 * in that query's ranking. Only reorders what the search found; never adds a result.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The read of a query's opens over the learning window of complete UTC days that ends yesterday. Not
 * today: each search and open logged today would change the order between a visitor's first page and the
 * next one ("load more" would repeat or skip results); within a day the order stays.
 */
export function learnedRequest(locale: string, text: string, now: Date): LearnedOpensRequest | null {
  const query = normaliseInsightQuery(text);
  if (query === '') return null;
  const yesterday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - DAY_MS;
  return { locale, query, from: dayOf(yesterday - (SEARCH_LEARNING.windowDays - 1) * DAY_MS), to: dayOf(yesterday), limit: SEARCH_LEARNING.maxPaths };
}

/**
 * Each often-opened path's share of the query's opens; none until the query was searched often enough
 * (a few opens of a rare query say little) and for paths opened too rarely.
 */
export function learnedShares(opens: LearnedOpens): Map<string, number> {
  if (opens.searches < SEARCH_LEARNING.minSearches || opens.opens === 0) return new Map();
  return new Map(opens.opened.filter((o) => o.opens >= SEARCH_LEARNING.minOpens).map((o) => [o.path, o.opens / opens.opens]));
}

/**
 * The shares for a search, read beside it. A failing read leaves the ranking as the text decided: the
 * boost refines a search, it is never a reason for one to fail.
 */
export async function readLearnedShares(insights: SearchInsightStore, locale: string, text: string, now = new Date()): Promise<Map<string, number>> {
  const request = learnedRequest(locale, text, now);
  if (!request) return new Map();
  try {
    return learnedShares(await insights.learnedOpens(request));
  } catch {
    return new Map();
  }
}

/** A result's address as the rollup holds an opened page: its path, without query or fragment, cut alike. */
export function openedPathOf(url: string): string {
  return url.split(/[?#]/)[0].slice(0, SEARCH_INSIGHTS.maxOpenedPathLength);
}

/**
 * Items in ranked order, each lifted by up to SEARCH_LEARNING.lift places by the share of the query's
 * opens that went to its paths (a grouped result counts the opens of each copy). A lift, not a new
 * order: a result opened by 30% of the visitors who opened any result rises three places, and visitors' habit of opening
 * the first result cannot push it further than first. Otherwise the ranked order stays.
 */
export function liftOpened<T>(items: readonly T[], pathsOf: (item: T) => readonly string[], shares: ReadonlyMap<string, number>): T[] {
  if (shares.size === 0) return [...items];
  const keyed = items.map((item, rank) => {
    let share = 0;
    for (const path of new Set(pathsOf(item).map(openedPathOf))) share += shares.get(path) ?? 0;
    share = Math.min(1, share);
    // No further than first (key 0): the first result's own opens do not make it harder to pass; rounded,
    // so shares summed in floating point land on the place they name.
    return { item, rank, share, key: Math.max(0, Math.round((rank - SEARCH_LEARNING.lift * share) * 1e6) / 1e6) };
  });
  // A result lifted onto another's place passes it: rising three places overtakes three results; at first
  // place the more opened one leads.
  keyed.sort((a, b) => a.key - b.key || b.share - a.share || a.rank - b.rank);
  return keyed.map((k) => k.item);
}
