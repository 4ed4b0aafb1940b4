import type { PageState } from '../../../store/pageSlice';
import { MODULE_IDS } from './moduleIds';

/** A module's hidden-modes setting: every lite mode, or the lite modes listed (docs/behaviour.md §5). */
export type HiddenModes = 'All' | readonly string[];

export const CRM_MODE = 'crm';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const normalise = (value: string | undefined) => value?.trim().toLowerCase() || undefined;

const OFF_VALUES = new Set(['false', 'off', 'none', '0']);

/**
 * docs/behaviour.md §6: lite mode is a query parameter on the server and a cookie on the client. The server turns
 * the parameter into the cookie, and reads the cookie too when the parameter is absent: otherwise a
 * reload or a link opened later would render the page in full mode while the client hides modules
 * (the page would flicker between modes). A parameter on this request wins; `lite=false` (or off,
 * none, 0, empty) turns the mode off. Mode names compare case-insensitively.
 */
export function liteModeOf(page: PageState): string | undefined {
  const fromQuery = page.origin === 'server' ? first(page.query.lite) : undefined;
  if (fromQuery !== undefined) {
    const mode = normalise(fromQuery);
    return mode && !OFF_VALUES.has(mode) ? mode : undefined;
  }
  const mode = normalise(page.cookie.lite);
  return mode && !OFF_VALUES.has(mode) ? mode : undefined;
}

const TRUE_VALUES = new Set(['true', '1']);

/**
 * docs/behaviour.md §6: embed mode is a boolean set by the embedMode query parameter and remembered in a cookie.
 * A parameter present on this request wins over the remembered value, so `embedMode=false` leaves it.
 */
export function embedModeOf(page: PageState): boolean {
  const fromQuery = normalise(first(page.query.embedMode));
  const value = fromQuery ?? normalise(page.cookie.embedMode);
  return value !== undefined && TRUE_VALUES.has(value);
}

/**
 * docs/behaviour.md §6: lite mode crm hides the search and agent modules. These defaults apply in addition to the
 * hidden modes a module declares, so a module cannot drop the spec rule by declaring its own list.
 */
export const DEFAULT_HIDDEN_MODES: ReadonlyMap<string, HiddenModes> = new Map<string, HiddenModes>([
  [MODULE_IDS.searchBox, [CRM_MODE]],
  [MODULE_IDS.agentFilterList, [CRM_MODE]],
]);

function listsMode(hiddenModes: HiddenModes | undefined, mode: string): boolean {
  if (hiddenModes === 'All') return true;
  return hiddenModes?.some((m) => m.trim().toLowerCase() === mode) ?? false;
}

/**
 * docs/behaviour.md §5: hidden in lite mode when the hidden-modes setting is All or includes the current mode,
 * unless configuration lists the module as additionally visible in lite mode.
 */
export function hiddenByLiteMode(moduleId: string, hiddenModes: HiddenModes | undefined, page: PageState): boolean {
  const mode = liteModeOf(page);
  if (!mode) return false;
  if (page.config.liteVisibleModules.includes(moduleId)) return false;
  return listsMode(hiddenModes, mode) || listsMode(DEFAULT_HIDDEN_MODES.get(moduleId), mode);
}
