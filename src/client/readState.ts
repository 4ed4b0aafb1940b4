import type { RootState } from '../store/rootReducer';

/** The server's preloaded state (DESIGN §3): JSON in a script element, parsed, never evaluated. */
export function readPreloadedState(doc: Document = document): RootState | undefined {
  const element = doc.getElementById('__PRELOADED_STATE__');
  if (!element?.textContent) return undefined;
  return JSON.parse(element.textContent) as RootState;
}

export function queryFromSearch(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const existing = query[key];
    if (existing === undefined) query[key] = value;
    else query[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return query;
}

export function readCookies(doc: Document = document): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of doc.cookie.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    try {
      cookies[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      cookies[name] = part.slice(index + 1).trim();
    }
  }
  return cookies;
}
