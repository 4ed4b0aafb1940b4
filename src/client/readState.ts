import type { RootState } from '../store/rootReducer';

/** The server's preloaded state (docs/architecture.md §3): JSON in a script element, parsed, never evaluated. */
export function readPreloadedState(doc: Document = document): RootState | undefined {
  const element = doc.getElementById('__PRELOADED_STATE__');
  if (!element?.textContent) return undefined;
  return JSON.parse(element.textContent) as RootState;
}
