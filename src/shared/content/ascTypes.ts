import type { AssociatedFile } from './detailsTypes';
import type { DocumentLanguage, RepairDocumentType, SearchResponse, SearchResult } from './types';

/**
 * Response shapes of the service-centre (ASC) portal calls (docs/behaviour.md §3, §7): sign-in, model details,
 * what's-new, news for ASC, the repair document lists and embedded portal content. Everything here
 * except the sign-in status needs a verified session; see src/server/content/access.
 */

export const ASC_ROLES = ['asc', 'integrated', 'agent'] as const;
export type AscRole = (typeof ASC_ROLES)[number];

export const ASC_GRANTS = ['serviceManuals', 'otherRepairDocs', 'phase2'] as const;
export type AscGrant = (typeof ASC_GRANTS)[number];

export interface AscUser {
  username: string;
  displayName: string;
  role: AscRole;
  grants: AscGrant[];
  /** Epoch seconds. */
  expiresAt: number;
}

/** GET /asc/auth?path= */
export interface AscAuthStatus {
  signedIn: boolean;
  /** The login page, returning to `path` afterwards. */
  loginUrl: string;
  /** Where the sign-out form posts. */
  logoutUrl: string;
  user?: AscUser;
}

/** POST /asc/auth and POST /asc/auth/logout */
export interface AscSignInResponse {
  /** Where the browser goes next. */
  redirect: string;
  user?: AscUser;
}

/** Extra fields a caller may ask for with `additional-fields` (docs/behaviour.md §7 what's-new: contentType and models). */
export const REPAIR_ADDITIONAL_FIELDS = ['contentType', 'models'] as const;
export type RepairAdditionalField = (typeof REPAIR_ADDITIONAL_FIELDS)[number];

/** A repair document in a list (service manuals, technical news, ..., what's-new). */
export interface RepairDocumentResult extends SearchResult {
  contentType: RepairDocumentType;
  documentNumber?: string;
  /** Model numbers the document applies to (additional field 'models'; at most 20). */
  models?: string[];
  associatedFiles: AssociatedFile[];
}

/** GET /repair-documents/search/{model} */
export interface RepairDocumentsResponse {
  searchResponse: SearchResponse<RepairDocumentResult>;
  /** Languages the documents of these types are written in (the language selection filter). */
  languages: DocumentLanguage[];
}

/** GET /search/whats-new */
export interface WhatsNewResponse {
  searchResponse: SearchResponse<RepairDocumentResult>;
}

export const NEWS_FOR_ASC_TYPE = 'news-for-asc-article';
/** Stored content types of model details and of the portal's embedded HTML (never public). */
export const MODEL_DETAIL_TYPE = 'model-detail';
export const PORTAL_CONTENT_TYPE = 'portal-content';

/** A notice to service centres (article type news-for-asc-article), shown in full in the portal. */
export interface NewsForAscResult extends SearchResult {
  /** Plain-text paragraphs. */
  paragraphs: string[];
  /** 'info', 'important' or 'action-required'. */
  priority: NewsPriority;
  topics: string[];
}

export type NewsPriority = 'info' | 'important' | 'action-required';

/** GET /faqs/group/search */
export interface GroupSearchResponse<T extends SearchResult = SearchResult> {
  searchResponse: SearchResponse<T>;
}

/** Keys of model-detail attributes; labels come from the site's UI strings. */
export const MODEL_DETAIL_KEYS = [
  'salesModel',
  'colour',
  'destination',
  'productionStart',
  'serialFrom',
  'firmwareBaseline',
  'chassis',
  'mainBoard',
  'powerBoard',
  'panel',
  'amplifierBoard',
  'battery',
  'sensor',
  'display',
  'drive',
  'powerAdapter',
  'remote',
] as const;
export type ModelDetailKey = (typeof MODEL_DETAIL_KEYS)[number];

/** Regions of regional model details: the one of the visitor's locale is shown. */
export const MODEL_REGIONS = ['global', 'GB', 'DE', 'FR'] as const;
export type ModelRegion = (typeof MODEL_REGIONS)[number];

/** One model variant: a sales model code with its service data. */
export interface ModelDetail {
  id: string;
  /** Sales model code, e.g. 'AT-55X89J/B' or 'AT55X89JBU'. */
  modelName: string;
  title: string;
  region: ModelRegion;
  attributes: Array<{ key: ModelDetailKey; value: string }>;
  /** ISO date of the last change. */
  updated: string;
}

export interface ModelDetailsGroup {
  count: number;
  results: ModelDetail[];
}

/** GET /products/{modelSlug}/model-details (docs/behaviour.md §3: global and regional groups). */
export interface ModelDetailsResponse {
  modelName: string;
  /** The region of the `regional` group (from the locale). */
  region: ModelRegion;
  global: ModelDetailsGroup;
  regional: ModelDetailsGroup;
}

/** GET /{locale}/externalLinkContent */
export interface ExternalContentResponse {
  /** Sanitised HTML. */
  embeddedHtml: string;
}
