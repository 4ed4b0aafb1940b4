import type { z } from 'zod';
import type * as asc from './schemas/asc';
import type { SearchResponse, SearchResult } from './types';

/**
 * Response shapes of the service-centre (ASC) portal calls (docs/behaviour.md §3, §7): sign-in, model details,
 * what's-new, news for ASC, the repair document lists and embedded portal content. Everything here
 * except the sign-in status needs a verified session; see src/server/content/access. The response
 * shapes are inferred from the zod schemas of ./schemas/asc.ts, where the fields are described.
 */

export const ASC_ROLES = ['asc', 'integrated', 'agent'] as const;
export type AscRole = (typeof ASC_ROLES)[number];

export const ASC_GRANTS = ['serviceManuals', 'otherRepairDocs', 'phase2'] as const;
export type AscGrant = (typeof ASC_GRANTS)[number];

export type AscUser = z.infer<typeof asc.ascUserSchema>;

/** GET /asc/auth?path= */
export type AscAuthStatus = z.infer<typeof asc.ascAuthStatusSchema>;

/** POST /asc/auth and POST /asc/auth/logout */
export type AscSignInResponse = z.infer<typeof asc.ascSignInResponseSchema>;

/** Extra fields a caller may ask for with `additional-fields` (docs/behaviour.md §7 what's-new: contentType and models). */
export const REPAIR_ADDITIONAL_FIELDS = ['contentType', 'models'] as const;
export type RepairAdditionalField = (typeof REPAIR_ADDITIONAL_FIELDS)[number];

/** A repair document in a list (service manuals, technical news, ..., what's-new). */
export type RepairDocumentResult = z.infer<typeof asc.repairDocumentResultSchema>;

/** GET /repair-documents/search/{model} */
export type RepairDocumentsResponse = z.infer<typeof asc.repairDocumentsResponseSchema>;

/** GET /search/whats-new */
export type WhatsNewResponse = z.infer<typeof asc.whatsNewResponseSchema>;

export const NEWS_FOR_ASC_TYPE = 'news-for-asc-article';
/** Stored content types of model details and of the portal's embedded HTML (never public). */
export const MODEL_DETAIL_TYPE = 'model-detail';
export const PORTAL_CONTENT_TYPE = 'portal-content';

/** A notice to service centres (article type news-for-asc-article), shown in full in the portal. */
export type NewsForAscResult = z.infer<typeof asc.newsForAscResultSchema>;

export type NewsPriority = z.infer<typeof asc.newsPrioritySchema>;

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
export type ModelDetail = z.infer<typeof asc.modelDetailSchema>;

export type ModelDetailsGroup = z.infer<typeof asc.modelDetailsGroupSchema>;

/** GET /products/{modelSlug}/model-details (docs/behaviour.md §3: global and regional groups). */
export type ModelDetailsResponse = z.infer<typeof asc.modelDetailsResponseSchema>;

/** GET /{locale}/externalLinkContent */
export type ExternalContentResponse = z.infer<typeof asc.externalContentResponseSchema>;
