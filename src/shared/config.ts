/** Site configuration that reaches the page state (docs/behaviour.md §5, §6): feature toggles and lite-mode extras. */
export interface SiteConfig {
  /** Module id -> enabled. A module whose toggle is false is switched off (docs/behaviour.md §4). */
  featureToggles: Record<string, boolean>;
  /** Modules that stay visible in lite mode although their hidden-modes setting would hide them. */
  liteVisibleModules: string[];
  /** ASC phase 2 toggle: the split repair modules replace the combined repair-related documents. */
  ascPhase2?: boolean;
  /**
   * docs/behaviour.md §6 access-level-content setting: external HTML content may be shown on the client to visitors
   * holding the access-level and session cookies.
   */
  accessLevelContent?: boolean;
  /** docs/behaviour.md §6 embed-link-header setting: external HTML content may be shown in the ASC portal. */
  embedLinkHeader?: boolean;
  /**
   * The site-search provider. 'internal' (default): the site lists search results itself. 'external':
   * a provider's own widget shows them, so the organic results module is off outside smart help.
   */
  siteSearchProvider?: SiteSearchProvider;
  /** Origins a login redirect (docs/behaviour.md §6: 301 with a login-URL header) may lead to, besides this site. */
  loginAllowedOrigins?: string[];
}

export const SITE_SEARCH_PROVIDERS = ['internal', 'external'] as const;
export type SiteSearchProvider = (typeof SITE_SEARCH_PROVIDERS)[number];
