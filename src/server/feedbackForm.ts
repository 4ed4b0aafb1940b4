import crypto from 'node:crypto';
import express, { type Request, type Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { Logger } from 'pino';
import { safeReturnTo } from '../shared/ascPortal';
import type { Transport } from '../shared/api/transport';
import {
  FEEDBACK_ANSWERS,
  FEEDBACK_QUERY_PARAM,
  FEEDBACK_REASONS,
  type FeedbackQueryState,
  type FeedbackRequest,
} from '../shared/content/feedbackTypes';
import { feedbackFormPath } from '../shared/feedbackForm';
import { supportPath } from '../shared/links';
import { LANGUAGE_PREFIXES, type Locale } from '../shared/locale';
import type { WriteLimits } from './config';
import type { RateLimitStore, SecurityLog } from './content';
import { sameOriginOnly, writeRateLimit } from './writeGuard';

export interface FeedbackFormDeps {
  /** The content API (in-process, or remote over HTTP): the form is one more client of POST /feedback. */
  transport: Transport;
  writeLimits: WriteLimits;
  rateLimits: RateLimitStore;
  log: SecurityLog;
  logger: Logger;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * The page view's key as the API gets it. A page without JavaScript carries the key its server
 * render wrote, and an anonymous render is a shared copy for a few seconds (the page cache), so
 * two visitors can post the same key: mixing in the client's address keeps their answers apart,
 * while a second post from one visitor's view (Back, then send again) still finds the first (ADR 028).
 */
function formViewKey(req: Request, viewKey: string): string {
  const client = ipKeyGenerator(req.ip ?? 'unknown');
  return `form.${crypto.createHash('sha256').update(`${viewKey}\n${client}`).digest('hex').slice(0, 40)}`;
}

/**
 * What the form sent, forgiving what a form without JavaScript cannot prevent: the reasons and the
 * text box are always on it, so they are dropped with a "yes", and a reason without an answer
 * means "no". Everything else is left to the API's validation.
 */
function requestOf(
  req: Request,
  body: Record<string, unknown>,
): Omit<FeedbackRequest, 'contentKind' | 'contentId'> & { contentKind: string; contentId: string } {
  const reason = oneOf(FEEDBACK_REASONS, body.reason);
  const answer = oneOf(FEEDBACK_ANSWERS, body.answer) ?? (reason ? 'no' : undefined);
  const comment = text(body.comment)?.trim();
  const viewKey = text(body.viewKey) ?? '';
  return {
    contentKind: text(body.contentKind) ?? '',
    contentId: text(body.contentId) ?? '',
    // An unknown answer goes on as sent, so the API names it in its refusal.
    answer: (answer ?? text(body.answer) ?? '') as FeedbackRequest['answer'],
    ...(answer === 'no' && reason ? { reason } : {}),
    ...(answer === 'no' && comment ? { comment } : {}),
    viewKey: viewKey ? formViewKey(req, viewKey) : '',
    ...(text(body.pageType) ? { pageType: text(body.pageType) } : {}),
  };
}

/** The page the form was on, with the feedback state in its query and the section as its fragment. */
function backTo(returnTo: string, state: FeedbackQueryState): string {
  const url = new URL(returnTo, 'http://site.invalid');
  url.searchParams.set(FEEDBACK_QUERY_PARAM, state);
  return `${url.pathname}${url.search}#helpfulness`;
}

/**
 * POST /electronics/support/feedback (and under each language prefix): the "Did this help?" form
 * of a page without JavaScript (ADR 028). The same guards as the API's writes (same-origin, the
 * shared write limit); the answer goes to POST /feedback like the script's, and the visitor is sent
 * back to the page (303) with `feedback=thanks`, or `feedback=error` when it was refused.
 */
export function feedbackFormRouter(deps: FeedbackFormDeps): express.Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 20 });
  const limit = writeRateLimit(deps.writeLimits, { rateLimits: deps.rateLimits, log: deps.log });
  const sameOrigin = sameOriginOnly(deps.log);

  for (const locale of Object.values(LANGUAGE_PREFIXES)) {
    const home = supportPath(locale);
    router.post(feedbackFormPath(locale), limit, sameOrigin, form, async (req: Request, res: Response) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const returnTo = safeReturnTo(body.returnTo) ?? home;
      let state: FeedbackQueryState = 'error';
      try {
        const headers: Record<string, string> = {};
        for (const name of ['origin', 'host', 'x-forwarded-host', 'sec-fetch-site'] as const) {
          const value = req.get(name);
          if (value) headers[name] = value;
        }
        const response = await deps.transport({
          method: 'POST',
          path: '/feedback',
          query: { locale: locale as Locale },
          body: requestOf(req, body),
          headers,
        });
        if (response.status === 200 || response.status === 201) state = 'thanks';
        else if (response.status >= 500)
          deps.logger.error({ status: response.status }, 'feedback form: the content API failed');
      } catch (error) {
        deps.logger.error({ err: error }, 'feedback form: the content API failed');
      }
      res.set('Cache-Control', 'no-store').redirect(303, backTo(returnTo, state));
    });
  }
  return router;
}
