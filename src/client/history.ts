import { UNSAFE_createBrowserHistory, type To } from 'react-router-dom';
import { HISTORY_KEY_LENGTH } from '../shared/constants';

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A history entry key of docs/behaviour.md §9's length (React Router's own keys have 8 characters). */
export function createHistoryKey(random: () => number = Math.random): string {
  let key = '';
  for (let i = 0; i < HISTORY_KEY_LENGTH; i += 1) key += ALPHABET[Math.floor(random() * ALPHABET.length)];
  return key;
}

type PathParts = { pathname?: string; search?: string; hash?: string };

/** The parts of a target that are set: an absent part must not override the current location's. */
function pathOf(to: To): PathParts {
  // React Router resolves relative targets before they reach the history, so strings are absolute paths.
  const parts: PathParts = typeof to === 'string' ? parseHref(to) : to;
  const result: PathParts = {};
  if (parts.pathname !== undefined) result.pathname = parts.pathname;
  if (parts.search !== undefined) result.search = parts.search;
  if (parts.hash !== undefined) result.hash = parts.hash;
  return result;
}

function parseHref(href: string): PathParts {
  const url = new URL(href, 'http://site.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/**
 * React Router's browser history with keys of HISTORY_KEY_LENGTH characters. The keys name the entries
 * of the scroll store (scrollStore.ts), so every entry needs one, including the first: it gets its key
 * before the router reads it. React Router takes a key given with the target over its own.
 */
export function createSupportHistory(win: Window = window): BrowserHistory {
  const current: unknown = win.history.state;
  const state = typeof current === 'object' && current !== null ? (current as Record<string, unknown>) : {};
  if (typeof state.key !== 'string' || state.key.length !== HISTORY_KEY_LENGTH) {
    win.history.replaceState({ ...state, key: createHistoryKey() }, '');
  }
  const history = UNSAFE_createBrowserHistory({ window: win, v5Compat: true });
  const push = history.push.bind(history);
  const replace = history.replace.bind(history);
  return Object.assign(history, {
    push: (to: To, routeState?: unknown) => push({ ...pathOf(to), key: createHistoryKey() } as To, routeState),
    replace: (to: To, routeState?: unknown) => replace({ ...pathOf(to), key: createHistoryKey() } as To, routeState),
  });
}
