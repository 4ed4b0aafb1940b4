import { repairRequestResultSchema, serviceCentreSearchResultSchema } from '../../../../shared/content/schemas/repair';
import { z } from 'zod';
import { multiLine, oneLine, text } from '../formText';
import {
  REPAIR_LIMITS,
  REPAIR_REFERENCE_PATTERN,
  REPAIR_SERIAL_FORMAT,
  SERVICE_CENTRE_QUERY_MAX,
  type RepairRequestResult,
  type ServiceCentreSearchResult,
} from '../../../../shared/content/repairTypes';
import { fitsSerialFormat, normaliseSerial } from '../../../../shared/serialNumberFormat';
import { EMAIL_PATTERN, MODEL_PATTERN } from '../../../../shared/validateTicket';
import { PHONE_PATTERN, POSTCODE_PATTERN } from '../../../../shared/validateRepair';
import type { StoredRepairRequest } from '../../store/RepairRecords';
import { loadServiceCentres, searchServiceCentres } from '../../serviceCentres/searchServiceCentres';
import { badRequest, notFound } from '../errors';
import { withIdempotency } from '../idempotency';
import { noParams, optionalLocale } from '../params';
import { defineRoute, json } from '../routeTypes';
import { refuseCrossSite } from './tickets';


/** An optional one-line field: '' and absent both mean "not given". */
function optionalText(field: string, max: number, pattern: RegExp, what: string) {
  return z
    .string({ message: `${field} must be text` })
    .max(max * 2, `${field} must be at most ${max} characters`)
    .transform(oneLine)
    .pipe(z.union([z.literal(''), z.string().max(max, `${field} must be at most ${max} characters`).regex(pattern, `${field} must be ${what}`)]))
    .optional();
}

/** The repair request of docs/behaviour.md §2, with the limits of the site's form (shared/content/repairTypes.ts). */
const repairBody = z
  .object({
    productModel: text('productModel', 1, REPAIR_LIMITS.productModel.max)
      .pipe(z.string().regex(MODEL_PATTERN, 'productModel must be a model number such as AT-55X89J'))
      .describe('Model number of the product, in any spelling; it must be a product of the catalogue.'),
    serialNumber: z
      .string({ message: 'serialNumber must be text' })
      .max(60, 'serialNumber must be at most 60 characters')
      .transform(normaliseSerial)
      .refine(
        (serial) => fitsSerialFormat(serial, REPAIR_SERIAL_FORMAT),
        `serialNumber must be ${REPAIR_SERIAL_FORMAT.minLength} to ${REPAIR_SERIAL_FORMAT.maxLength} letters and digits (spaces and dashes are ignored)`,
      )
      .describe('Serial number from the rating label; spaces and dashes are ignored, letters stored upper case.'),
    fault: text('fault', REPAIR_LIMITS.fault.min, REPAIR_LIMITS.fault.max, multiLine).describe(
      'What is wrong with the product; line breaks are kept.',
    ),
    name: text('name', REPAIR_LIMITS.name.min, REPAIR_LIMITS.name.max).describe('Name of the person asking for the repair.'),
    email: text('email', 3, REPAIR_LIMITS.email.max)
      .pipe(z.string().regex(EMAIL_PATTERN, 'email must be an email address'))
      .describe('Where the repair team answers.'),
    phone: optionalText('phone', REPAIR_LIMITS.phone.max, PHONE_PATTERN, 'a phone number')
      .refine((v) => !v || (v.match(/\d/g)?.length ?? 0) >= REPAIR_LIMITS.phone.min, `phone must have at least ${REPAIR_LIMITS.phone.min} digits`)
      .describe('Phone number for a call back (optional).'),
    postcode: optionalText('postcode', REPAIR_LIMITS.postcode.max, POSTCODE_PATTERN, 'a postcode')
      .transform((v) => (v ? v.toUpperCase() : v))
      .describe('Postcode, to pick a service centre nearby (optional).'),
  })
  .strict();

function resultOf(request: StoredRepairRequest): RepairRequestResult {
  return {
    reference: request.reference,
    status: request.status,
    createdAt: request.createdAt,
    locale: request.locale,
    productModel: request.productModel,
  };
}

/**
 * POST /repair-requests?locale: stores a repair request and answers with its reference (201). A
 * retry with the same Idempotency-Key (the form's client key) answers with the same reference and
 * stores nothing.
 */
export const createRepairRequestRoute = defineRoute(
  withIdempotency({
    method: 'POST',
    path: '/repair-requests',
    summary: 'Request a repair',
    response: repairRequestResultSchema,
    params: noParams,
    query: z.object({ locale: optionalLocale() }),
    body: repairBody,
    handler: async ({ query, body, headers, services, idempotencyKey }) => {
      refuseCrossSite(headers, 'Repair requests can only be sent from this site');
      const product = await services.store.getProduct(query.locale, body.productModel);
      if (!product)
        throw badRequest('productModel', `productModel '${body.productModel.slice(0, 40)}' is not a model number we support`);
      const { request, created } = await services.writes.createRepairRequest(
        {
          locale: query.locale,
          productModel: product.modelNumber,
          productName: product.name,
          serialNumber: body.serialNumber,
          fault: body.fault,
          name: body.name,
          email: body.email,
          phone: body.phone || null,
          postcode: body.postcode || null,
          createdAt: new Date().toISOString(),
        },
        idempotencyKey,
      );
      return { ...json(resultOf(request), { 'cache-control': 'no-store' }), status: created ? 201 : 200 };
    },
  }),
);

/**
 * GET /repair-requests/{reference}: the state of one request for its confirmation page. Only what
 * the reference's holder already knows (product, date, status): no name, e-mail or fault text.
 */
export const repairRequestRoute = defineRoute({
  method: 'GET',
  path: '/repair-requests/:reference',
  summary: 'A repair request by its reference',
  response: repairRequestResultSchema,
  params: z.object({
    reference: z
      .string()
      .transform((v) => v.trim().toUpperCase())
      .pipe(z.string().regex(REPAIR_REFERENCE_PATTERN, 'reference must look like R-XXXX-XXXX'))
      .describe('The reference the request was answered with, R-XXXX-XXXX (any case).'),
  }),
  query: z.object({}),
  handler: async ({ params, services }) => {
    const request = await services.writes.getRepairRequest(params.reference);
    if (!request) throw notFound('repair request', params.reference, 'reference');
    return json(resultOf(request), { 'cache-control': 'no-store' });
  },
});

/** GET /service-centres?query&locale: demo service centres by postcode prefix or town, best match first. */
export const serviceCentresRoute = defineRoute({
  method: 'GET',
  path: '/service-centres',
  summary: 'Find service centres by postcode or town',
  response: serviceCentreSearchResultSchema,
  params: noParams,
  query: z.object({
    query: z
      .string({ message: 'query is required' })
      .max(SERVICE_CENTRE_QUERY_MAX * 2, `query must be at most ${SERVICE_CENTRE_QUERY_MAX} characters`)
      .transform(oneLine)
      .pipe(
        z
          .string()
          .min(2, 'query must be at least 2 characters: a postcode or a town')
          .max(SERVICE_CENTRE_QUERY_MAX, `query must be at most ${SERVICE_CENTRE_QUERY_MAX} characters`),
      )
      .describe('A postcode (or its first characters) or a town, in any case, with or without accents.'),
    locale: optionalLocale(),
  }),
  handler: async ({ query, services }) => {
    const centres = await loadServiceCentres(services.store, query.locale);
    const result: ServiceCentreSearchResult = { query: query.query, results: searchServiceCentres(query.query, query.locale, centres) };
    return json(result);
  },
});
