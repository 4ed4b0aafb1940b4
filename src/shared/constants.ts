/** Business constants and limits of docs/behaviour.md §9 (and defaults the spec leaves to settings). */
export const SUPPORT_BASE_PATH = '/electronics/support';

export const API_TIMEOUT_MS = 120_000;
export const EMBED_COOKIE_MAX_AGE_DAYS = 99;
export const MAX_QUERY_LENGTH = 500;

export const DEFAULT_COUNTS = {
  faq: 10,
  newsAndAlerts: 10,
  supportVideos: 20,
  supportVideosSmartHelp: 12,
  newsForAsc: 100,
  serviceManual: 100,
  technicalNews: 100,
  repairDocs: 100,
  repairTools: 100,
  technicalMemo: 100,
  trainingInformation: 100,
  serviceInformation: 100,
  downloadsAll: 999,
} as const;

/** The largest page one content API call answers: longer lists are fetched in several calls. */
export const API_PAGE_MAX = 100;
/**
 * The most items one list on a page may hold (its `*-num` parameter is capped here). Every list
 * pages past API_PAGE_MAX; this bound keeps one page request to a handful of API calls
 * (docs/decisions/017-long-lists.md).
 */
export const MAX_LIST_ITEMS = 1000;

/** Values the spec leaves to settings ("not shown"): chosen in docs/decisions/. */
export const SETTINGS = {
  downloadsTopNMobile: 3,
  downloadsTopNDesktop: 5,
  manualsTopN: 5,
  modelResultsPerPage: 24,
  modelSortOptions: ['relevance', 'name', 'newest'] as const,
  organicResultsPerPage: 10,
  tutorialsTopN: 6,
  documentsTopN: 10,
  whatsNewMax: 20,
  suggestionsMinLength: 2,
} as const;

export const SEARCH_FOCUS_DEFAULT = true;
export const SMART_HELP_FAQ_CONFIG = ' ';
export const SMART_HELP_CONFIG = 'tvhelp';
/** The search configuration the site sends outside smart help (smart help sends SMART_HELP_CONFIG). */
export const SITE_SEARCH_CONFIG = 'support';
/** Extra fields the site's search results ask for (returned under additionalFields when an item has them). */
export const SEARCH_ADDITIONAL_FIELDS = ['version', 'operatingSystem'] as const;

export const SCROLL_RESTORE_DELAY_MS = 200;
export const SCROLL_RESTORE_DURATION_MS = 200;
export const SCROLL_DEFAULT_DURATION_MS = 1000;
export const SCROLL_SPY_THROTTLE_MS = 66;

export const POPUP_WIDTH = 700;
export const POPUP_HEIGHT = 550;
export const HISTORY_KEY_LENGTH = 6;

export const CHANNELS = ['pro', 'mobile', 'con'] as const;
export type Channel = (typeof CHANNELS)[number];
export const DEFAULT_CHANNEL: Channel = 'con';

/** Image size policies (width x height) of docs/behaviour.md §9. */
export const IMAGE_SIZES = {
  searchModel: { phone: [180, 180], tablet: [140, 140], desktop: [180, 180] },
  organicResult: { desktop: [70, 70] },
  newsAndAlerts: { phone: [100, 66], desktop: [100, 90] },
  compatibility: { phone: [70, 70], desktop: [100, 100] },
} as const;

/**
 * Which results visitors open for a query, as a learned boost of the ranking (ADR 056): read from the
 * search rollup over the last `windowDays` complete days; used once the query was searched `minSearches` times and a
 * result opened `minOpens` times; a result opened by every visitor who opened any rises `lift` places.
 */
export const SEARCH_LEARNING = {
  windowDays: 30,
  minSearches: 10,
  minOpens: 3,
  maxPaths: 20,
  lift: 10,
} as const;

/**
 * Search insights for customer-care agents (docs/decisions/027-search-insights.md): the windows the
 * trend compares, how many rows each list has by default and at most, and the longest query kept
 * (longer text is cut before it is counted, so one pasted page cannot bloat the rollup).
 */
export const SEARCH_INSIGHTS = {
  shortWindowDays: 7,
  longWindowDays: 30,
  defaultRows: 20,
  maxRows: 100,
  maxQueryLength: 200,
  maxOpenedPathLength: 300,
} as const;
