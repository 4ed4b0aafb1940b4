import { z } from 'zod';
import { ISSUE_CATEGORIES } from '../ticketTypes';
import { named } from './registry';

/** Writes (tickets, page-view logs) and the document itself. */

export const ticketResultSchema = named(
  'TicketResult',
  z.object({
    ticketId: z.string(),
    status: z.literal('open'),
    createdAt: z.string(),
    locale: z.string(),
    productModel: z.string().describe("The product's model number as the catalogue spells it"),
    issueCategory: z.enum(ISSUE_CATEGORIES),
  }),
);

export const pageViewAckSchema = named('PageViewAck', z.object({ id: z.string().optional().describe('The stored log entry (absent when the entry was not stored)') }));

/** GET /openapi.json: described by the OpenAPI 3.1 specification itself; only its top level here. */
export const openApiDocumentSchema = named(
  'OpenApiDocument',
  z.looseObject({
    openapi: z.string(),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
    components: z.looseObject({}),
  }),
);
