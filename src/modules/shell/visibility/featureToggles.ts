import type { PageState } from '../../../store/pageSlice';

/** docs/behaviour.md §4: feature toggles can switch a module off. A module without a toggle is on. */
export const featureEnabled = (moduleId: string, page: PageState): boolean =>
  page.config.featureToggles[moduleId] !== false;
