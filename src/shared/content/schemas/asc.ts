import { z } from 'zod';
import { ASC_GRANTS, ASC_ROLES, MODEL_DETAIL_KEYS, MODEL_REGIONS } from '../ascTypes';
import { REPAIR_DOCUMENT_TYPES } from '../types';
import { documentLanguageSchema, searchResponseOf, searchResultSchema, searchResultShape } from './core';
import { associatedFileSchema } from './details';
import { named } from './registry';

/**
 * The service-centre (ASC) portal calls (docs/behaviour.md §3, §7): sign-in, model details, what's-new,
 * news for ASC, the repair document lists and embedded portal content.
 */

export const ascUserSchema = named(
  'AscUser',
  z.object({
    username: z.string(),
    displayName: z.string(),
    role: z.enum(ASC_ROLES),
    grants: z.array(z.enum(ASC_GRANTS)),
    expiresAt: z.number().int().describe('Epoch seconds'),
  }),
);

export const ascAuthStatusSchema = named(
  'AscAuthStatus',
  z.object({
    signedIn: z.boolean(),
    loginUrl: z.string().describe('The login page, returning to `path` afterwards'),
    logoutUrl: z.string().describe('Where the sign-out form posts'),
    user: ascUserSchema.optional(),
  }),
);

export const ascSignInResponseSchema = named(
  'AscSignInResponse',
  z.object({ redirect: z.string().describe('Where the browser goes next'), user: ascUserSchema.optional() }),
);

export const repairDocumentResultSchema = named(
  'RepairDocumentResult',
  z.object({
    ...searchResultShape,
    contentType: z.enum(REPAIR_DOCUMENT_TYPES),
    documentNumber: z.string().optional(),
    models: z.array(z.string()).optional().describe("Model numbers the document applies to (additional field 'models'; at most 20)"),
    associatedFiles: z.array(associatedFileSchema),
  }),
);

export const repairDocumentsResponseSchema = named(
  'RepairDocumentsResponse',
  z.object({
    searchResponse: searchResponseOf(repairDocumentResultSchema),
    languages: z.array(documentLanguageSchema).describe('Languages the documents of these types are written in (the language selection filter)'),
  }),
);

export const whatsNewResponseSchema = named('WhatsNewResponse', z.object({ searchResponse: searchResponseOf(repairDocumentResultSchema) }));

export const newsPrioritySchema = z.enum(['info', 'important', 'action-required']);

export const newsForAscResultSchema = named(
  'NewsForAscResult',
  z.object({
    ...searchResultShape,
    paragraphs: z.array(z.string()).describe('Plain-text paragraphs'),
    priority: newsPrioritySchema,
    topics: z.array(z.string()),
  }),
);

/**
 * GET /faqs/group/search: FAQ articles, or notices to service centres (news-for-asc-article) in
 * full; a notice is a search result with its paragraphs, priority and topics.
 */
export const groupSearchResponseSchema = named(
  'GroupSearchResponse',
  z.object({ searchResponse: searchResponseOf(z.union([newsForAscResultSchema, searchResultSchema])) }),
);

export const modelRegionSchema = z.enum(MODEL_REGIONS);

export const modelDetailSchema = named(
  'ModelDetail',
  z.object({
    id: z.string(),
    modelName: z.string().describe("Sales model code, e.g. 'AT-55X89J/B' or 'AT55X89JBU'"),
    title: z.string(),
    region: modelRegionSchema,
    attributes: z.array(z.object({ key: z.enum(MODEL_DETAIL_KEYS), value: z.string() })),
    updated: z.string().describe('ISO date of the last change'),
  }),
);

export const modelDetailsGroupSchema = z.object({ count: z.number().int().min(0), results: z.array(modelDetailSchema) });

export const modelDetailsResponseSchema = named(
  'ModelDetailsResponse',
  z.object({
    modelName: z.string(),
    region: modelRegionSchema.describe('The region of the `regional` group (from the locale)'),
    global: modelDetailsGroupSchema,
    regional: modelDetailsGroupSchema,
  }),
);

export const externalContentResponseSchema = named('ExternalContentResponse', z.object({ embeddedHtml: z.string().describe('Sanitised HTML') }));
