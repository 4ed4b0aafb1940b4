import { createSelector } from '@reduxjs/toolkit';
import type { MetadataResponse } from '../shared/content/types';
import { categoryNameOf, productNameOf, queryTextOf } from './pageSelectors';
import type { PageState } from './pageSlice';
import type { RootState } from './rootReducer';
import { AGENT_COOKIE, isAgent, siteClassOf, type SiteClass } from './siteClass';

/*
 * The analytics payload (docs/behaviour.md §3), built from who the visitor is (siteClass.ts) and the page state.
 */
export { AGENT_COOKIE, PORTAL_COOKIE, PORTALS, isAgent, portalOf, siteClassOf, type Portal, type SiteClass } from './siteClass';

/** docs/behaviour.md §3 internal agent. Every field is optional: the cookie is written by another system. */
export interface InternalAgent {
  team?: string;
  country?: string;
  accessLevel?: string;
  caseid?: string;
  companyNumber?: string;
  username?: string;
  companyName?: string;
}

const AGENT_FIELDS = ['team', 'country', 'accessLevel', 'caseid', 'companyNumber', 'username', 'companyName'] as const;
const AGENT_FIELD_BY_LOWER = new Map<string, (typeof AGENT_FIELDS)[number]>(
  AGENT_FIELDS.map((f) => [f.toLowerCase(), f]),
);
/** Values end up in a third-party analytics payload: keep them short and free of control characters. */
const MAX_FIELD_LENGTH = 100;

/** '+' stays '+': tokens are often base64, and browsers encode a space as %20 in cookies. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function cleanValue(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value)
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, MAX_FIELD_LENGTH);
  return text || undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `a=1&b=2` -> entries; a pair without '=' is ignored, the first '=' splits key from value. */
function pairsOf(text: string): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const part of text.split('&')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    pairs.push([safeDecode(part.slice(0, at)).trim(), safeDecode(part.slice(at + 1))]);
  }
  return pairs;
}

function entriesOf(raw: string): Array<[string, unknown]> {
  // Cookie values are often URI-encoded as a whole ('%7B%22team%22...' or 'team%3Dx%26country%3Dy').
  const text = raw.includes('=') || raw.trimStart().startsWith('{') ? raw.trim() : safeDecode(raw).trim();
  if (text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return isRecord(parsed) ? Object.entries(parsed) : [];
    } catch {
      return [];
    }
  }
  return pairsOf(text);
}

/**
 * Reads the agent analytics cookie: JSON (`{"team":"..."}`) or `team=..&country=..` pairs. Keys match
 * case-insensitively (`caseId` = `caseid`); unknown keys, nested values and garbage are dropped. Never throws.
 */
export function parseAgentCookie(raw: string | undefined): InternalAgent {
  const agent: InternalAgent = {};
  if (!raw) return agent;
  for (const [key, value] of entriesOf(raw)) {
    const field = AGENT_FIELD_BY_LOWER.get(key.toLowerCase());
    const text = cleanValue(value);
    if (field && text !== undefined && agent[field] === undefined) agent[field] = text;
  }
  return agent;
}

/** docs/behaviour.md §3 analytics payload. Absent facts are left out rather than sent as empty strings. */
export interface AnalyticsPayload {
  pageName: string;
  /** The page type alias (page family). */
  template: string;
  siteClass: SiteClass;
  agentTeam?: string;
  agentCountry?: string;
  accessLevel?: string;
  caseId?: string;
  agentNumber?: string;
  agentId?: string;
  searchTerm?: string;
  searchResultCount?: number;
  downloadNumber?: string;
  downloadType?: string;
  downloadUrl?: string;
  productModelIds: string[];
  /** Category names from the root to the leaf. */
  categoryLevels: string[];
}

interface DownloadFacts {
  downloadNumber?: string;
  downloadType?: string;
  downloadUrl?: string;
}

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * docs/behaviour.md §3 download state: `downloadNo` on the state, and a download with downloadType, downloadUrl,
 * downloadNo in `data`. The download-details data set may not exist in the store yet, so everything
 * is read as unknown.
 */
function downloadFactsOf(downloadState: unknown): DownloadFacts {
  if (!isRecord(downloadState)) return {};
  const data = isRecord(downloadState.data) ? downloadState.data : {};
  return {
    downloadNumber: cleanValue(data.downloadNo) ?? cleanValue(downloadState.downloadNo),
    downloadType: cleanValue(data.downloadType),
    downloadUrl: typeof data.downloadUrl === 'string' && data.downloadUrl ? data.downloadUrl : undefined,
  };
}

/** `support:<page type>[:<category>][:<product>]`: stable across locales so reports aggregate per page. */
function pageNameOf(page: PageState): string {
  return ['support', page.type, categoryNameOf(page), productNameOf(page)].filter(Boolean).join(':');
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** Assembles the payload; exported for callers that hold the parts rather than the whole state. */
export function analyticsPayloadOf(
  page: PageState,
  organicCount: number,
  metadata: MetadataResponse | null,
  downloadState: unknown,
): AnalyticsPayload {
  const agent = isAgent(page) ? parseAgentCookie(page.cookie[AGENT_COOKIE]) : {};
  const searchTerm = queryTextOf(page).trim() || undefined;
  // Data sets outlive a client navigation: only facts that belong to this page are reported.
  const productName = productNameOf(page);
  const onCatalogPage = Boolean(productName || categoryNameOf(page));
  const product = metadata && productName && metadata.data.kind === 'product' ? metadata.data : undefined;
  const downloads = page.typeAlias === 'downloadDetails' ? downloadFactsOf(downloadState) : {};
  return withoutUndefined({
    pageName: pageNameOf(page),
    template: page.typeAlias,
    siteClass: siteClassOf(page),
    agentTeam: agent.team,
    agentCountry: agent.country,
    accessLevel:
      agent.accessLevel ?? cleanValue(firstOf(page.query.accessLevel)) ?? cleanValue(page.cookie.accessLevel),
    caseId: agent.caseid,
    agentNumber: agent.companyNumber,
    agentId: agent.username,
    searchTerm,
    // A count without a search term would report the empty state of an earlier search.
    searchResultCount: searchTerm ? organicCount : undefined,
    ...downloads,
    productModelIds: product ? [product.modelNumber || product.name] : [],
    categoryLevels: metadata && onCatalogPage ? metadata.parentCategories.map((c) => c.name) : [],
  });
}

/** The download-details data set, when the store has one (it is added by the download module's work). */
const selectDownloadState = (state: RootState): unknown =>
  (state as unknown as Record<string, unknown>).downloadDetails;

/** docs/behaviour.md §3: the analytics payload of the current page. Memoised so components can select it directly. */
export const selectAnalyticsPayload = createSelector(
  [
    (state: RootState) => state.page,
    (state: RootState) => state.organicSearch.count,
    (state: RootState) => state.metadata.data,
    selectDownloadState,
  ],
  analyticsPayloadOf,
);

/* Site-search token (docs/behaviour.md §6): signed-in token from the cookie, else a stored one, else a guest token. */

/** docs/behaviour.md §3: key=value pairs separated by & holding authToken, a provider token and its expiry time. */
export const SITE_SEARCH_COOKIE = 'siteSearch';
export const SITE_SEARCH_PROVIDER_TOKEN_KEY = 'providerToken';
export const SITE_SEARCH_EXPIRY_KEY = 'expiresAt';
/** Local storage key of a token kept from an earlier page. */
export const SITE_SEARCH_STORAGE_KEY = 'siteSearchToken';

export type SiteSearchTokenKind = 'signed-in' | 'stored' | 'guest';

export interface SiteSearchToken {
  token: string;
  kind: SiteSearchTokenKind;
}

export interface TokenStorage {
  get(key: string): string | null | undefined;
}

export interface SiteSearchTokenOptions {
  /** The public guest token; empty means "no token", and the guest backend is used. */
  guestToken?: string;
  now?: number;
}

/** Expiry as epoch seconds, epoch milliseconds or an ISO date; anything else is unknown. */
function expiryMs(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) {
    const n = Number(trimmed);
    // Ten digits are seconds until the year 2286; milliseconds have thirteen.
    return n < 1e12 ? n * 1000 : n;
  }
  const parsed = Date.parse(trimmed);
  return Number.isNaN(parsed) ? undefined : parsed;
}

function cookieValue(cookies: string | Readonly<Record<string, string | undefined>>, name: string): string | undefined {
  if (typeof cookies !== 'string') return cookies[name];
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

function signedInToken(raw: string | undefined, now: number): string | undefined {
  if (!raw) return undefined;
  const text = raw.includes('=') ? raw : safeDecode(raw);
  const fields = new Map(pairsOf(text));
  // authToken marks a signed-in visitor; the provider token is what the site-search provider accepts.
  if (!fields.get('authToken')?.trim()) return undefined;
  const token = fields.get(SITE_SEARCH_PROVIDER_TOKEN_KEY)?.trim();
  const expires = expiryMs(fields.get(SITE_SEARCH_EXPIRY_KEY));
  // A token whose expiry cannot be read is treated as expired: the provider would reject it anyway.
  if (!token || expires === undefined || expires <= now) return undefined;
  return token;
}

function storedToken(storage: TokenStorage): string | undefined {
  try {
    return storage.get(SITE_SEARCH_STORAGE_KEY)?.trim() || undefined;
  } catch {
    // Local storage throws when disabled (private browsing, blocked storage): fall through to guest.
    return undefined;
  }
}

/**
 * docs/behaviour.md §6 order: the signed-in token from the site-search cookie (not expired), else a token stored in
 * local storage, else the guest token. `cookies` is a cookie jar or a raw `document.cookie` string.
 */
export function siteSearchTokenOf(
  cookies: string | Readonly<Record<string, string | undefined>>,
  storage: TokenStorage,
  { guestToken = '', now = Date.now() }: SiteSearchTokenOptions = {},
): SiteSearchToken {
  const signedIn = signedInToken(cookieValue(cookies, SITE_SEARCH_COOKIE), now);
  if (signedIn) return { token: signedIn, kind: 'signed-in' };
  const stored = storedToken(storage);
  if (stored) return { token: stored, kind: 'stored' };
  return { token: guestToken, kind: 'guest' };
}
