import type { ContentStore, ProductLink, SearchRequest } from './ContentStore';

/**
 * The catalogue reads of a page render, kept across requests. The catalogue is public, read-only
 * and replaced whole by an import, so the answer to one read with one argument list is the same
 * for every visitor until the dataset version changes: a process keeps the answers it has read
 * and drops them all when the version it checks every `checkMs` differs. A third of a product
 * render's CPU was spent reading the same rows again for each visitor
 * (docs/decisions/033-catalogue-read-cache.md).
 *
 * Only public catalogue reads are listed (CACHED_READS); files, sitemaps, and everything restricted
 * or written (other stores) are read every time. Search reads (SEARCH_READS) are public catalogue
 * reads too, kept in a cache of their own with its own budget, so many distinct questions do not
 * push the pages' reads out (docs/decisions/036-search-latency-at-scale.md).
 */
const CACHED_READS = [
  'getProduct',
  'getCategory',
  'categoryPath',
  'categoryPaths',
  'listCategories',
  'listProducts',
  'getContent',
  'listContent',
  'listArticles',
  'listDownloads',
  'downloadFacets',
  'listDocuments',
  'documentLanguages',
  'productsOfContent',
  'relatedContent',
  'categoriesOfContent',
  'contentWithFacet',
] as const satisfies ReadonlyArray<keyof ContentStore>;

/**
 * The reads of a search and of suggestions: the ranked page and counts of one compiled query, its
 * counts per filter of the results page (ADR 058), the spelling and vocabulary look-ups,
 * model-number and name look-ups, popular queries, manual pages.
 * Keyed by their arguments, so one entry is one (normalised query, filters, page, locale) answer.
 */
export const SEARCH_READS = [
  'search',
  'countByScope',
  'knownTerms',
  'similarTerms',
  'listSynonyms',
  'findProductsByModelKey',
  'findProductsByNamePrefix',
  'popularQueries',
  'completeTerm',
  'filePages',
  'contentBodies',
] as const satisfies ReadonlyArray<keyof ContentStore>;

export interface CatalogueCacheOptions {
  /** Upper bound of the answers held, by their JSON size; 0 turns the cache off. */
  maxBytes: number;
  /** How often the dataset version is read to notice an import. */
  checkMs: number;
  /** Freeze answers so a caller that changes a shared record fails at once (tests, development). */
  freeze?: boolean;
  now?: () => number;
}

interface Entry {
  answer: Promise<unknown>;
  bytes: number;
}

/** Rough size of an answer: its JSON text (Maps as their entries), counted once when it is stored. */
function sizeOf(value: unknown): number {
  const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof Map || v instanceof Set ? [...v] : v));
  return text === undefined ? 16 : text.length * 2;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    if (value instanceof Map) {
      for (const v of value.values()) deepFreeze(v);
    } else {
      Object.freeze(value);
      for (const v of Object.values(value)) deepFreeze(v);
    }
  }
  return value;
}

/** Rough size of a family's links, counted from their strings (no JSON of each answer). */
function linksSize(value: unknown): number {
  return 64 + ((value as ProductLink[] | null) ?? []).reduce((n, l) => n + 2 * (l.name.length + l.modelNumber.length + l.categoryName.length) + 64, 0);
}

export interface CachedCatalogue {
  store: ContentStore;
  /** Drops every answer (after an import in this process). */
  clear(): void;
  stats(): { entries: number; bytes: number; hits: number; misses: number };
}

/** `reads`: the methods whose answers are kept (default: the catalogue reads of a page render). */
export function withCatalogueCache(store: ContentStore, options: CatalogueCacheOptions, reads: ReadonlyArray<keyof ContentStore> = CACHED_READS): CachedCatalogue {
  const cachedReads: ReadonlySet<PropertyKey> = new Set(reads);
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: a hit moves its key to the end, so the first key is the least
  // recently used one.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  let version: string | null | undefined;
  let checkedAt = -Infinity;
  let checking: Promise<void> | null = null;

  const clear = () => {
    entries.clear();
    bytes = 0;
  };

  const evict = () => {
    for (const [key, entry] of entries) {
      if (bytes <= options.maxBytes) break;
      entries.delete(key);
      bytes -= entry.bytes;
    }
  };

  /*
   * The version is read in the background, at most once per interval: answers given while it is
   * read may be one interval old, as an anonymous page in the page cache may be.
   */
  const checkVersion = () => {
    if (checking || now() - checkedAt < options.checkMs) return;
    checkedAt = now();
    checking = store
      .datasetVersion()
      .then((current) => {
        if (version !== undefined && current !== version) clear();
        version = current;
      })
      .catch(() => {
        // The store is failing: keep nothing that might outlive a change made meanwhile.
        clear();
        version = undefined;
      })
      .finally(() => {
        checking = null;
      });
  };

  /**
   * A request's key: its arguments as JSON. A search's counts known beforehand, the types of the
   * request that follows and the search it is a step of never change its answer, nor its counts per scope
   * (ContentStore.ts, SearchRequest.counted, thenTypes, scopeCountsNext and steps),
   * so they are left out (JSON drops an undefined field); every
   * other read keys its arguments as they are.
   */
  const keyOf = (name: string, args: unknown[]) => {
    const [first, ...rest] = args;
    const search = name === 'search' || name === 'countByScope' ? (first as SearchRequest | undefined) : undefined;
    const keyed =
      search && (search.counted || search.thenTypes !== undefined || search.scopeCountsNext !== undefined || search.steps !== undefined)
        ? [{ ...search, counted: undefined, thenTypes: undefined, scopeCountsNext: undefined, steps: undefined }, ...rest]
        : args;
    return `${name}\u0000${JSON.stringify(keyed)}`;
  };

  /** A kept answer, moved to the end of the order (the least recently used go first), or undefined. */
  const hitOf = (key: string): Promise<unknown> | undefined => {
    const hit = entries.get(key);
    if (!hit) return undefined;
    hits += 1;
    entries.delete(key);
    entries.set(key, hit);
    return hit.answer;
  };

  /** Keeps an answer being read under `key`, sized by `size` once it arrives; a failed read is not kept. */
  const keep = (key: string, answer: Promise<unknown>, size: (value: unknown) => number): void => {
    const entry: Entry = { answer, bytes: 0 };
    entries.set(key, entry);
    answer.then(
      (value) => {
        if (entries.get(key) !== entry) return;
        entry.bytes = size(value) + key.length * 2;
        bytes += entry.bytes;
        evict();
      },
      // A failed read is not an answer: the next caller asks the store again.
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
  };

  const read = (method: (...args: unknown[]) => Promise<unknown>, name: string, args: unknown[]): Promise<unknown> => {
    checkVersion();
    const key = keyOf(name, args);
    const hit = hitOf(key);
    if (hit) return hit;
    misses += 1;
    const answer = method(...args).then((value) => (options.freeze ? deepFreeze(value) : value));
    keep(key, answer, sizeOf);
    return answer;
  };

  /**
   * A family's product links kept per family, not per list of families: every window of a search and every
   * list of a page asks for another list, mostly of families asked for before ('pas de son' at 100k read the
   * links of 240, 240, 176 and 72 families for its windows, 3,010 rows, 5.7 ms, though its windows share
   * families, and the next query's windows hold many of them again; docs/decisions/033-catalogue-read-cache.md,
   * update 1). Only the families not kept are read, in one call; the answer is a map of the families that have
   * links, in family-id order as JavaScript sorts it (callers look families up; none depends on the order). An
   * entry's size is counted from its strings (no JSON of each answer). Until the version check notices an import,
   * an answer may join families kept before it with families read after it: the staleness any kept answer has.
   */
  const readLinks = async (method: (...args: unknown[]) => Promise<unknown>, args: unknown[]): Promise<Map<string, ProductLink[]>> => {
    checkVersion();
    const [familyIds, perFamily] = args as [string[], number];
    const families = [...new Set(familyIds)].sort();
    const keyOfFamily = (family: string) => `productsOfContent\u0000${perFamily}\u0000${family}`;
    // Each family's answer: a kept one, else one of the read below.
    const answers: Array<Promise<unknown>> = [];
    const missing: Array<{ family: string; at: number }> = [];
    families.forEach((family, at) => {
      const hit = hitOf(keyOfFamily(family));
      if (hit) answers[at] = hit;
      else missing.push({ family, at });
    });
    if (missing.length > 0) {
      misses += missing.length;
      const read = (method(
        missing.map((m) => m.family),
        perFamily,
      ) as Promise<Map<string, ProductLink[]>>).then((links) => (options.freeze ? deepFreeze(links) : links));
      for (const { family, at } of missing) {
        answers[at] = read.then((links) => links.get(family) ?? null);
        keep(keyOfFamily(family), answers[at], linksSize);
      }
    }
    const links = await Promise.all(answers);
    const result = new Map<string, ProductLink[]>();
    families.forEach((family, i) => {
      const found = links[i] as ProductLink[] | null;
      if (found) result.set(family, found);
    });
    return result;
  };

  const wrappers = new Map<PropertyKey, { of: unknown; wrapper: unknown }>();
  const cached: ContentStore =
    options.maxBytes <= 0
      ? store
      : new Proxy(store, {
          get(target, property) {
            const value: unknown = Reflect.get(target, property, target);
            if (typeof value !== 'function') return value;
            // One wrapper per method (made again only if the store's method is replaced, as a test
            // spy does): each content call reads several store methods, and a new bound function
            // and closure per read was garbage (ADR 038).
            const known = wrappers.get(property);
            if (known?.of === value) return known.wrapper;
            const method = (value as (...args: unknown[]) => Promise<unknown>).bind(target);
            const wrapper = !cachedReads.has(property)
              ? method
              : property === 'productsOfContent'
                ? (...args: unknown[]) => readLinks(method, args)
                : (...args: unknown[]) => read(method, String(property), args);
            wrappers.set(property, { of: value, wrapper });
            return wrapper;
          },
        });

  return { store: cached, clear, stats: () => ({ entries: entries.size, bytes, hits, misses }) };
}
