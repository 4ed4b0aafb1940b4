import { ticketResultSchema } from '../../../../shared/content/schemas/misc';
import { z } from 'zod';
import { multiLine, oneLine, text } from '../formText';
import { ISSUE_CATEGORIES, TICKET_LIMITS, type TicketResult } from '../../../../shared/content/ticketTypes';
import { EMAIL_PATTERN, MODEL_PATTERN, SERIAL_PATTERN } from '../../../../shared/validateTicket';
import { ApiError, badRequest } from '../errors';
import { withIdempotency } from '../idempotency';
import { noParams, optionalLocale } from '../params';
import { defineRoute, json } from '../routeTypes';


/** The ticket data of docs/behaviour.md §7, with the limits the site's form applies (shared/content/ticketTypes.ts). */
const ticketBody = z
  .object({
    name: text('name', TICKET_LIMITS.name.min, TICKET_LIMITS.name.max).describe('Name of the person asking for help.'),
    email: text('email', 3, TICKET_LIMITS.email.max)
      .pipe(z.string().regex(EMAIL_PATTERN, 'email must be an email address'))
      .describe('Where the support team answers.'),
    productModel: text('productModel', 1, TICKET_LIMITS.productModel.max)
      .pipe(z.string().regex(MODEL_PATTERN, 'productModel must be a model number such as AT-55X89J'))
      .describe('Model number of the product, in any spelling; it must be a product of the catalogue.'),
    serialNumber: z
      .string({ message: 'serialNumber must be text' })
      .max(
        TICKET_LIMITS.serialNumber.max * 2,
        `serialNumber must be at most ${TICKET_LIMITS.serialNumber.max} characters`,
      )
      .transform(oneLine)
      .pipe(
        z.union([
          z.literal(''),
          z
            .string()
            .min(
              TICKET_LIMITS.serialNumber.min,
              `serialNumber must be at least ${TICKET_LIMITS.serialNumber.min} characters`,
            )
            .max(
              TICKET_LIMITS.serialNumber.max,
              `serialNumber must be at most ${TICKET_LIMITS.serialNumber.max} characters`,
            )
            .regex(SERIAL_PATTERN, 'serialNumber may contain only letters, digits, spaces and dashes'),
        ]),
      )
      .optional()
      .describe('Serial number of the product (optional).'),
    issueCategory: z
      .enum(ISSUE_CATEGORIES, { message: `issueCategory must be one of ${ISSUE_CATEGORIES.join(', ')}` })
      .describe('What the request is about.'),
    description: text('description', TICKET_LIMITS.description.min, TICKET_LIMITS.description.max, multiLine).describe(
      'What happens and what was tried; line breaks are kept.',
    ),
  })
  .strict();

/**
 * A ticket is created only from this site's pages or from clients that are not browsers: a browser
 * posting from another site is refused even if it managed to send JSON.
 */
export function refuseCrossSite(
  headers: Readonly<Record<string, string>>,
  message = 'Support requests can only be sent from this site',
): void {
  const crossSite = headers['sec-fetch-site'] === 'cross-site';
  const origin = headers.origin;
  let foreignOrigin = false;
  if (origin !== undefined && origin !== 'null') {
    const hosts = [headers['x-forwarded-host']?.split(',')[0]?.trim(), headers.host].filter(Boolean);
    try {
      foreignOrigin = hosts.length > 0 && !hosts.includes(new URL(origin).host);
    } catch {
      foreignOrigin = true;
    }
  } else if (origin === 'null') foreignOrigin = true;
  if (crossSite || foreignOrigin)
    throw new ApiError(403, 'cross_site_request', message);
}

/**
 * POST /create-ticket?locale: stores a support request and answers with its ticket id (201). A
 * retry with the same Idempotency-Key answers with the same ticket and stores nothing.
 */
export const createTicketRoute = defineRoute(
  withIdempotency({
    method: 'POST',
    path: '/create-ticket',
    summary: 'Create a support ticket',
    response: ticketResultSchema,
    params: noParams,
    query: z.object({ locale: optionalLocale() }),
    body: ticketBody,
    handler: async ({ query, body, headers, services, idempotencyKey }) => {
      refuseCrossSite(headers);
      const product = await services.store.getProduct(query.locale, body.productModel);
      if (!product)
        throw badRequest(
          'productModel',
          `productModel '${body.productModel.slice(0, 40)}' is not a model number we support`,
        );
      const { ticket, created } = await services.writes.createTicket(
        {
          locale: query.locale,
          name: body.name,
          email: body.email,
          productModel: product.modelNumber,
          productName: product.name,
          serialNumber: body.serialNumber ? body.serialNumber.toUpperCase() : null,
          issueCategory: body.issueCategory,
          description: body.description,
          createdAt: new Date().toISOString(),
        },
        idempotencyKey,
      );
      const result: TicketResult = {
        ticketId: ticket.ticketId,
        status: ticket.status,
        createdAt: ticket.createdAt,
        locale: ticket.locale,
        productModel: ticket.productModel,
        issueCategory: ticket.issueCategory as TicketResult['issueCategory'],
      };
      return { ...json(result, { 'cache-control': 'no-store' }), status: created ? 201 : 200 };
    },
  }),
);
