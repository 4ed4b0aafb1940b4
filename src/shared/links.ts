import { SUPPORT_BASE_PATH, type Channel } from './constants';
import type { SearchType } from './content/types';
import { normaliseLocale, prefixOf } from './locale';

/** The {type} segment of home, category and product listing pages (docs/behaviour.md §2). */
export type ListingType = 'manuals' | 'downloads' | 'faqs' | 'repair-documents';
const LISTING_TYPES: readonly string[] = ['manuals', 'downloads', 'faqs', 'repair-documents'] satisfies ListingType[];

export const isListingType = (type: string): type is ListingType => LISTING_TYPES.includes(type);
/** Product sub-pages: the listing types plus the product-only ones. */
export type ProductTab = ListingType | 'model-details' | 'specifications';

/** Links in this scheme open a manual in place, so they must not be resolved against the site (docs/behaviour.md §5). */
export const MANUAL_LINK_SCHEME = 'manual:';

export interface Scope {
  categoryName?: string;
  /** Only used together with categoryName: a product page always sits under its category. */
  productName?: string;
}

export interface DetailScope extends Scope {
  channel?: Channel;
}

export interface ResultsTarget extends Scope {
  /** 'none' (or absent) means all types; 'model-details' only exists under a product. */
  type?: SearchType;
  query: string;
}

type Segment = string | undefined;

// encodeURIComponent throws on lone surrogates; a link helper must not take a page render down
// because a name in the content is malformed.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Characters encodeURIComponent leaves as they are: a segment made of them only is its own encoding. */
const UNRESERVED = /^[A-Za-z0-9\-_.!~*'()]*$/;

function encodeSegment(segment: string): string {
  // Most segments (category and product names, tabs) need no encoding; a page builds hundreds of links.
  if (UNRESERVED.test(segment)) return segment;
  return encodeURIComponent(segment.replace(LONE_SURROGATE, '\uFFFD'));
}

/**
 * '/{prefix}/electronics/support/{segments...}', no prefix for the default locale. Undefined and
 * empty segments are skipped so optional parts can be passed straight through. The locale is a
 * plain string because page state carries it as one; an unknown locale links to the default one (docs/behaviour.md §5).
 */
export function supportPath(locale: string, ...segments: Segment[]): string {
  const prefix = prefixOf(normaliseLocale(locale));
  const root = prefix ? `/${prefix}${SUPPORT_BASE_PATH}` : SUPPORT_BASE_PATH;
  let path = root;
  for (const segment of segments) {
    if (typeof segment === 'string' && segment !== '') path += `/${encodeSegment(segment)}`;
  }
  return path;
}

function scopeSegments(scope: Scope): Segment[] {
  return scope.categoryName ? [scope.categoryName, scope.productName] : [];
}

export function categoryUrl(locale: string, categoryName: string, type?: ListingType): string {
  return supportPath(locale, categoryName, type);
}

export function productUrl(locale: string, categoryName: string, productName: string, tab?: ProductTab): string {
  return supportPath(locale, categoryName, productName, tab);
}

/**
 * A search in a scope. docs/behaviour.md §2: the /results sub-path is used only when there is query text;
 * without it the visitor lands on the plain scope page (e.g. /tv/manuals).
 */
export function resultsUrl(locale: string, target: ResultsTarget): string {
  const scope = scopeSegments(target);
  const hasProduct = Boolean(target.categoryName && target.productName);
  const type = target.type === 'none' || (target.type === 'model-details' && !hasProduct) ? undefined : target.type;
  const query = target.query.trim();
  if (query === '') return supportPath(locale, ...scope, type);
  return `${supportPath(locale, ...scope, type, 'results')}?query=${encodeSegment(query)}`;
}

export function downloadUrl(locale: string, downloadId: string, scope: Scope = {}): string {
  return supportPath(locale, ...scopeSegments(scope), 'downloads', downloadId);
}

export function softwareUrl(locale: string, articleFamilyId: string, scope: DetailScope = {}): string {
  return supportPath(locale, ...scopeSegments(scope), 'software', scope.channel, articleFamilyId);
}

export function articleUrl(locale: string, articleFamilyId: string, scope: DetailScope = {}): string {
  return supportPath(locale, ...scopeSegments(scope), 'articles', scope.channel, articleFamilyId);
}

export function repairDocumentUrl(locale: string, contentFamilyId: string, scope: DetailScope = {}): string {
  return supportPath(locale, ...scopeSegments(scope), 'repair-documents', scope.channel, contentFamilyId);
}

/** The agents' search insights page (docs/decisions/027-search-insights.md). */
export function searchInsightsUrl(locale: string): string {
  return supportPath(locale, 'agent', 'search-insights');
}

/** docs/behaviour.md §5: absolute (http...), protocol-relative (//) and manual-scheme links are not site paths. */
export function isNonRelativeLink(href: string): boolean {
  if (typeof href !== 'string') return false;
  const lower = href.toLowerCase();
  return lower.startsWith('http') || lower.startsWith('//') || lower.startsWith(MANUAL_LINK_SCHEME);
}

/** The imprint or the privacy notice in the page's language (docs/decisions/041-legal-pages.md). */
export function legalUrl(locale: string, document: 'imprint' | 'privacy'): string {
  return supportPath(locale, document);
}

/** The contact page: phone, opening hours, the support request form, repair and service centres (docs/behaviour.md §2). */
export function contactUrl(locale: string): string {
  return supportPath(locale, 'contact');
}

/** The repair request form, prefilled with a product's model number when one is given. */
export function repairUrl(locale: string, modelNumber?: string): string {
  const path = supportPath(locale, 'repair');
  return modelNumber ? `${path}?model=${encodeSegment(modelNumber)}` : path;
}

/** The confirmation page of a repair request. */
export function repairConfirmationUrl(locale: string, reference: string): string {
  return supportPath(locale, 'repair', reference);
}

/** The service-centre finder, with a search when a postcode or town is given. */
export function serviceCentresUrl(locale: string, query?: string): string {
  const path = supportPath(locale, 'service-centres');
  const text = query?.trim();
  return text ? `${path}?query=${encodeSegment(text)}` : path;
}
