/** Site configuration that reaches the page state (spec §5, §6): feature toggles and lite-mode extras. */
export interface SiteConfig {
  /** Module id -> enabled. A module whose toggle is false is switched off (spec §4). */
  featureToggles: Record<string, boolean>;
  /** Modules that stay visible in lite mode although their hidden-modes setting would hide them. */
  liteVisibleModules: string[];
  /** ASC phase 2 toggle: the split repair modules replace the combined repair-related documents. */
  ascPhase2?: boolean;
}
