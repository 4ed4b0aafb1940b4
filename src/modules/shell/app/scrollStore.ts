/**
 * Scroll positions per history entry and per path + query (docs/behaviour.md §2), kept in sessionStorage so they
 * survive a reload and a full-page back navigation, and nothing else: a new tab starts fresh.
 *
 * An entry is looked up by its history key first (the exact visit the visitor returns to), then by its
 * path and query (the same page reached another way, or an entry saved before the key existed).
 */
export const SCROLL_STORAGE_KEY = 'support:scroll-positions';
/** Enough for a long browsing session; the oldest positions go first. */
export const MAX_SCROLL_ENTRIES = 60;

interface SavedPosition {
  /** path + query */
  p: string;
  y: number;
  /** save order, for evicting the oldest */
  n: number;
}

type Saved = Record<string, SavedPosition>;

export type ScrollStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface ScrollStore {
  save(entryKey: string, pathAndQuery: string, y: number): void;
  find(entryKey: string, pathAndQuery: string): number | undefined;
}

function isPosition(value: unknown): value is SavedPosition {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.p === 'string' && typeof v.y === 'number' && Number.isFinite(v.y) && typeof v.n === 'number';
}

function read(storage: ScrollStorage | null, fallback: Saved): Saved {
  if (!storage) return fallback;
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SCROLL_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    // Another script (or an older version of this one) may have written anything here.
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => isPosition(v))) as Saved;
  } catch {
    return fallback;
  }
}

/**
 * `storage` is sessionStorage in the browser; null (or a throwing storage: private mode, quota) keeps
 * the positions in memory for this page's lifetime instead.
 */
export function createScrollStore(storage: ScrollStorage | null): ScrollStore {
  let memory: Saved = {};
  let counter = Object.values(read(storage, memory)).reduce((max, v) => Math.max(max, v.n), 0);
  return {
    save(entryKey, pathAndQuery, y) {
      const saved = read(storage, memory);
      counter += 1;
      saved[entryKey] = { p: pathAndQuery, y: Math.max(0, Math.round(y)), n: counter };
      const keys = Object.keys(saved);
      if (keys.length > MAX_SCROLL_ENTRIES) {
        keys.sort((a, b) => saved[a].n - saved[b].n);
        for (const key of keys.slice(0, keys.length - MAX_SCROLL_ENTRIES)) delete saved[key];
      }
      memory = saved;
      try {
        storage?.setItem(SCROLL_STORAGE_KEY, JSON.stringify(saved));
      } catch {
        // Storage full or blocked: the in-memory copy still serves this page.
      }
    },
    find(entryKey, pathAndQuery) {
      const saved = read(storage, memory);
      const exact = saved[entryKey];
      if (exact && exact.p === pathAndQuery) return exact.y;
      const samePage = Object.values(saved)
        .filter((v) => v.p === pathAndQuery)
        .sort((a, b) => b.n - a.n)[0];
      return samePage?.y;
    },
  };
}

/** sessionStorage when the browser lets the page use it. */
export function sessionScrollStorage(): ScrollStorage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}
