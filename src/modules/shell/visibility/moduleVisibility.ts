import type { PageState } from '../../../store/pageSlice';
import { featureEnabled } from './featureToggles';
import { embedModeOf, hiddenByLiteMode, type HiddenModes } from './liteMode';
import { hiddenBySearchTypeFilter, type ModuleSearchType } from './searchTypeFilter';

/**
 * What a module declares about its visibility (docs/architecture.md §5), instead of hand-writing the checks:
 * its id (feature toggles and lite-visible configuration are keyed by it), its hidden lite modes,
 * its search types and an access rule of docs/behaviour.md §6.
 */
export interface VisibilityDefinition {
  id: string;
  hiddenModes?: HiddenModes;
  searchTypes?: readonly ModuleSearchType[];
  access?: (page: PageState) => boolean;
  /** The spec leaves open what embed mode hides; modules that make no sense inside a host page opt in. */
  hiddenInEmbedMode?: boolean;
}

/** docs/behaviour.md §4-§6: feature toggle, lite mode, embed mode, search-type filter and access rule, all must allow. */
export function isModuleVisible(definition: VisibilityDefinition, page: PageState): boolean {
  return (
    featureEnabled(definition.id, page) &&
    !hiddenByLiteMode(definition.id, definition.hiddenModes, page) &&
    !(definition.hiddenInEmbedMode === true && embedModeOf(page)) &&
    !hiddenBySearchTypeFilter(definition.searchTypes, page) &&
    (definition.access?.(page) ?? true)
  );
}

/**
 * A module's `isVisible` from its declaration, plus an optional page-specific condition
 * (e.g. "only on results pages"): `isVisible: visibleWhen(MODULE_RULES.whatsNew)`.
 */
export function visibleWhen(
  definition: VisibilityDefinition,
  condition?: (page: PageState) => boolean,
): (page: PageState) => boolean {
  return (page) => isModuleVisible(definition, page) && (condition?.(page) ?? true);
}
