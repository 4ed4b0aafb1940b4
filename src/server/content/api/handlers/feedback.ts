import { feedbackAckSchema, helpfulnessResponseSchema } from '../../../../shared/content/schemas/feedback';
import { z } from 'zod';
import {
  FEEDBACK_ANSWERS,
  FEEDBACK_CONTENT_KINDS,
  FEEDBACK_LIMITS,
  FEEDBACK_REASONS,
  VIEW_KEY_PATTERN,
  type FeedbackAck,
  type FeedbackContentKind,
  type FeedbackContentRef,
  type HelpfulnessResponse,
} from '../../../../shared/content/feedbackTypes';
import { SOFTWARE_ARTICLE_TYPE } from '../../../../shared/content/detailsTypes';
import { ARTICLE_TYPES } from '../../../../shared/content/types';
import { requireRequirement } from '../../access/requireAccess';
import { MAX_HELPFULNESS_ITEMS } from '../../store/FeedbackRecords';
import { DOWNLOAD_TYPES } from '../detailsPresent';
import { ApiError, badRequest } from '../errors';
import { withIdempotency } from '../idempotency';
import { noParams, oneOf, optionalLocale, wholeNumber } from '../params';
import { defineRoute, json } from '../routeTypes';

// Control characters never belong in a comment; line breaks do.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u2028\u2029]/g;
const cleanComment = (v: string) => v.replace(CONTROL, ' ').replace(/\r\n?/g, '\n').trim();

/** The content types each kind stands for in the catalogue: an id of another kind is unknown. */
const TYPES_OF: Readonly<Record<FeedbackContentKind, readonly string[]>> = {
  article: ARTICLE_TYPES,
  software: [SOFTWARE_ARTICLE_TYPE],
  download: DOWNLOAD_TYPES,
};

const feedbackBody = z
  .object({
    contentKind: oneOf('contentKind', FEEDBACK_CONTENT_KINDS).describe(
      'What was rated: an article (FAQs too), a software page or a download.',
    ),
    contentId: z
      .string({ message: 'contentId must be text' })
      .min(1, 'contentId is required')
      .max(FEEDBACK_LIMITS.contentId.max, `contentId must be at most ${FEEDBACK_LIMITS.contentId.max} characters`)
      .regex(/^[A-Za-z0-9._-]+$/, 'contentId must be a content id such as 00100011')
      .describe('The article family, software family or download id (the id search results carry).'),
    answer: oneOf('answer', FEEDBACK_ANSWERS).describe('Did the page help?'),
    reason: oneOf('reason', FEEDBACK_REASONS).optional().describe('Why not (only with answer no).'),
    comment: z
      .string({ message: 'comment must be text' })
      .max(FEEDBACK_LIMITS.comment.max * 2, `comment must be at most ${FEEDBACK_LIMITS.comment.max} characters`)
      .transform(cleanComment)
      .pipe(
        z
          .string()
          .max(FEEDBACK_LIMITS.comment.max, `comment must be at most ${FEEDBACK_LIMITS.comment.max} characters`),
      )
      .optional()
      .describe(
        `What else the visitor wants to say (only with answer no), at most ${FEEDBACK_LIMITS.comment.max} characters.`,
      ),
    viewKey: z
      .string({ message: 'viewKey must be text' })
      .min(FEEDBACK_LIMITS.viewKey.min, `viewKey must be at least ${FEEDBACK_LIMITS.viewKey.min} characters`)
      .max(FEEDBACK_LIMITS.viewKey.max, `viewKey must be at most ${FEEDBACK_LIMITS.viewKey.max} characters`)
      .regex(VIEW_KEY_PATTERN, 'viewKey may contain only letters, digits and . _ : -')
      .describe('A key made once per page view (e.g. a UUID): a second answer from the same view is not counted.'),
    pageType: z
      .string()
      .max(60, 'pageType must be at most 60 characters')
      .regex(/^[A-Za-z0-9_-]+$/, 'pageType must be a page type name')
      .optional()
      .describe('Page type the answer was given on (docs/behaviour.md §2).'),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.answer === 'yes' && body.reason !== undefined)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'reason is only sent with answer no' });
    if (body.answer === 'yes' && body.comment)
      ctx.addIssue({ code: 'custom', path: ['comment'], message: 'comment is only sent with answer no' });
  });

/** A browser posting from another site is refused even when it managed to send JSON (ADR 028). */
function refuseCrossSite(headers: Readonly<Record<string, string>>): void {
  const origin = headers.origin;
  let foreign = headers['sec-fetch-site'] === 'cross-site' || origin === 'null';
  if (origin !== undefined && origin !== 'null') {
    const hosts = [headers['x-forwarded-host']?.split(',')[0]?.trim(), headers.host].filter(Boolean);
    try {
      foreign ||= hosts.length > 0 && !hosts.includes(new URL(origin).host);
    } catch {
      foreign = true;
    }
  }
  if (foreign) throw new ApiError(403, 'cross_site_request', 'Feedback can only be sent from this site');
}

/**
 * POST /feedback?locale: "Did this help?" (ADR 028). Answers 201 with the stored id, or 200
 * 'already-recorded' when this page view (viewKey) answered before: the first answer stands and
 * nothing is stored again. Also honours an Idempotency-Key like every POST of the service.
 */
export const feedbackRoute = defineRoute(
  withIdempotency({
    method: 'POST',
    path: '/feedback',
    summary: 'Did this page help? Store a yes or no (with a reason) for an article, software page or download',
    response: feedbackAckSchema,
    params: noParams,
    query: z.object({ locale: optionalLocale() }),
    body: feedbackBody,
    handler: async ({ query, body, headers, services }) => {
      refuseCrossSite(headers);
      const record = await services.store.getContent(query.locale, body.contentId, TYPES_OF[body.contentKind]);
      if (!record)
        throw badRequest('contentId', `contentId '${body.contentId}' is not a ${body.contentKind} of this site`);
      const stored = await services.writes.recordFeedback({
        receivedAt: new Date().toISOString(),
        locale: query.locale,
        contentKind: body.contentKind,
        contentId: record.familyId,
        helpful: body.answer === 'yes',
        reason: body.answer === 'no' ? (body.reason ?? null) : null,
        comment: body.answer === 'no' && body.comment ? body.comment : null,
        pageType: body.pageType ?? null,
        viewKey: body.viewKey,
      });
      const ack: FeedbackAck = { id: String(stored.id), status: stored.created ? 'recorded' : 'already-recorded' };
      return { ...json(ack, { 'cache-control': 'no-store' }), status: stored.created ? 201 : 200 };
    },
  }),
);

const ITEM = /^(article|software|download):([A-Za-z0-9._-]{1,100})$/;

/** 'article:00100011,download:00200011' -> refs; every item must name a kind and an id. */
const itemList = z
  .string()
  .max(MAX_HELPFULNESS_ITEMS * 110, `items must list at most ${MAX_HELPFULNESS_ITEMS} items`)
  .transform((value, ctx): FeedbackContentRef[] => {
    const parts = [
      ...new Set(
        value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean),
      ),
    ];
    if (parts.length === 0 || parts.length > MAX_HELPFULNESS_ITEMS) {
      ctx.addIssue({ code: 'custom', message: `items must list 1 to ${MAX_HELPFULNESS_ITEMS} items` });
      return z.NEVER;
    }
    const refs: FeedbackContentRef[] = [];
    for (const part of parts) {
      const m = ITEM.exec(part);
      if (!m) {
        ctx.addIssue({
          code: 'custom',
          message: `items has '${part.slice(0, 40)}'; each item is kind:id with kind one of ${FEEDBACK_CONTENT_KINDS.join(', ')}`,
        });
        return z.NEVER;
      }
      refs.push({ kind: m[1] as FeedbackContentKind, id: m[2] });
    }
    return refs;
  });

/** Internal agents only: the figures are for improving content, not for the public pages. */
const AGENTS = { roles: ['agent'] as const, grants: [] as const };

/**
 * GET /feedback/helpfulness: how content was rated (share of yes, counts, reasons), for agents. With
 * `items` the figures of those items in that order (the join with search figures); without, the
 * least helpful items. 301 to sign-in without a session, 403 for a session that is not an agent's.
 */
export const helpfulnessRoute = defineRoute({
  method: 'GET',
  path: '/feedback/helpfulness',
  summary: 'Helpfulness of articles, software and downloads (agents only): by item, or the least helpful',
  access: 'session',
  response: helpfulnessResponseSchema,
  params: noParams,
  query: z.object({
    locale: optionalLocale(),
    items: itemList.optional().describe('Comma-separated kind:id pairs, e.g. article:00100011,download:00200011.'),
    num: wholeNumber('num', 1, 100).default(20).describe('How many of the least helpful items (without items).'),
    minAnswers: wholeNumber('minAnswers', 1, 1_000_000)
      .default(1)
      .describe('Least helpful items need at least this many answers.'),
  }),
  handler: async (ctx) => {
    const { query, services } = ctx;
    await requireRequirement(
      ctx,
      { roles: [...AGENTS.roles], grants: [...AGENTS.grants] },
      'helpfulness figures',
      query.locale,
    );
    const results = query.items
      ? await services.writes.helpfulnessOf(query.items)
      : await services.writes.leastHelpful(query.num, query.minAnswers);
    const body: HelpfulnessResponse = { results };
    return json(body, { 'cache-control': 'private, no-store', vary: 'Cookie' });
  },
});
