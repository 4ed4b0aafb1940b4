/*
 * The filter list and the role readers moved to src/modules/shell/visibility (one home for docs/behaviour.md §2/§6 rules).
 * Re-exported so existing imports keep working.
 */
export { AGENT_COOKIE, filterListOf, isAgent, isAscPortal, type FilterKey } from '../shell/visibility';
