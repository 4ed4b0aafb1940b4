import express, { type Request, type RequestHandler, type Response } from 'express';
import type { Logger } from 'pino';
import type { ApiResponse, Transport } from '../../shared/api/transport';
import { REPAIR_FIELDS, type RepairField, type RepairRequestResult } from '../../shared/content/repairTypes';
import type { ApiErrorBody } from '../../shared/content/types';
import { repairConfirmationUrl, supportPath } from '../../shared/links';
import { LANGUAGE_PREFIXES, type Locale } from '../../shared/locale';
import { repairFormValuesOf, repairRequestOf, validateRepair, type RepairFormValues, type RepairProblems } from '../../shared/validateRepair';
import { newIdempotencyKey } from '../../modules/supportRequest/idempotencyKey';
import { repairFormActions, type RepairFailure } from '../../store/repairFormSlice';
import { pageStateFor, pickPageCookies } from '../../store/pageState';
import type { SecurityLog, RateLimitStore } from '../content';
import type { ServerConfig } from '../config';
import { requestOrigin } from '../discovery/publicOrigin';
import type { Assets } from '../ssr/document';
import { renderPage } from '../ssr/renderPage';
import { sameOriginOnly, sharedWriteLimiter } from '../writeGuard';

export interface RepairFormDeps {
  config: ServerConfig;
  transport: Transport;
  assets: Assets;
  staticBase: string;
  logger: Logger;
  rateLimits: RateLimitStore;
  log: SecurityLog;
}

/** A client key as the form sends it (a UUID or 32 hex digits); anything else is replaced. */
const KEY_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

const isField = (value: unknown): value is RepairField => typeof value === 'string' && (REPAIR_FIELDS as readonly string[]).includes(value);

/** Headers the content API's cross-site check reads, as the browser sent them. */
function forwardedHeaders(req: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of ['origin', 'referer', 'host', 'sec-fetch-site'] as const) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const host = req.get('x-forwarded-host') ?? req.get('host');
  if (host) headers['x-forwarded-host'] = host;
  return headers;
}

function problemsOf(response: ApiResponse): { problems: RepairProblems; failure: RepairFailure | null } {
  const parameter = (response.body as Partial<ApiErrorBody> | null)?.error?.parameter;
  if (response.status === 400 && isField(parameter))
    return { problems: { [parameter]: parameter === 'productModel' ? 'unknown-model' : 'invalid' }, failure: null };
  if (response.status === 403) return { problems: {}, failure: 'crossSite' };
  if (response.status === 429) return { problems: {}, failure: 'tooMany' };
  return { problems: {}, failure: 'failed' };
}

/**
 * The repair form without JavaScript (docs/behaviour.md §2, ADR 031): `POST /electronics/support/repair`
 * (and under each language prefix) takes the urlencoded form, checks it with the same rules as the
 * page, sends it to the content API with the form's client key as Idempotency-Key, and answers 303
 * to the confirmation page. A refused form is the repair page again, with what was sent and what was
 * wrong, status 400 (429 over the shared write limit, 403 cross-site, 503 when the service failed).
 */
export function createRepairFormRouter(deps: RepairFormDeps): express.Router {
  const router = express.Router();
  const { config, transport, logger } = deps;
  const form = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 });

  const renderForm = async (
    req: Request,
    res: Response,
    locale: Locale,
    status: number,
    values: RepairFormValues,
    problems: RepairProblems,
    failure: RepairFailure | null,
  ) => {
    const path = supportPath(locale, 'repair');
    const page = pageStateFor({
      path,
      search: '',
      query: {},
      cookies: pickPageCookies(req.cookies ?? {}),
      userAgent: req.get('user-agent') ?? '',
      config: config.site,
      origin: 'server',
    });
    const result = await renderPage({
      page,
      url: path,
      origin: requestOrigin(req, config.publicOrigin),
      cookieHeader: req.get('cookie'),
      transport,
      assets: deps.assets,
      nonce: res.locals.nonce as string,
      staticBase: deps.staticBase,
      budget: { renderBudgetMs: config.renderBudgetMs, moduleBudgetMs: config.moduleBudgetMs },
      // A fresh key: what the visitor sends next is a different request.
      initialActions: [repairFormActions.refused({ key: newIdempotencyKey(), values, problems, failure })],
    });
    res.status(status).type('html').set('Cache-Control', 'no-store').send(result.html);
  };

  const localeOf = (req: Request): Locale =>
    Object.values(LANGUAGE_PREFIXES).find((l) => supportPath(l, 'repair') === req.path.replace(/\/+$/, '')) ?? 'en_GB';

  // Over the limit: the form again with the message and what was typed (the body is read first), nothing sent.
  const limited: RequestHandler = (req, res, next) => {
    renderForm(req, res, localeOf(req), 429, repairFormValuesOf(req.body), {}, 'tooMany').catch(next);
  };
  const limiter = sharedWriteLimiter(config.writeLimits, { rateLimits: deps.rateLimits, log: deps.log }, limited);
  const sameOrigin = sameOriginOnly(deps.log);

  for (const locale of Object.values(LANGUAGE_PREFIXES)) {
    router.post(supportPath(locale, 'repair'), form, limiter, sameOrigin, async (req, res, next) => {
      try {
        const body = (req.body ?? {}) as Record<string, unknown>;
        const values = repairFormValuesOf(body);
        const problems = validateRepair(values);
        if (Object.keys(problems).length > 0) {
          await renderForm(req, res, locale, 400, values, problems, null);
          return;
        }
        const key = typeof body.requestKey === 'string' && KEY_PATTERN.test(body.requestKey) ? body.requestKey : newIdempotencyKey();
        const response = await transport({
          method: 'POST',
          path: '/repair-requests',
          query: { locale },
          body: repairRequestOf(values),
          headers: { ...forwardedHeaders(req), 'Idempotency-Key': key },
          cookie: req.get('cookie'),
        });
        if (response.status === 200 || response.status === 201) {
          const { reference } = response.body as RepairRequestResult;
          // 303: the browser fetches the confirmation with GET, so a reload never posts again.
          res.set('Cache-Control', 'no-store').redirect(303, repairConfirmationUrl(locale, reference));
          return;
        }
        if (response.status >= 500) logger.error({ status: response.status }, 'repair request failed');
        const refusal = problemsOf(response);
        const status = response.status >= 500 || response.status === 409 || response.status === 422 ? 503 : response.status;
        await renderForm(req, res, locale, status, values, refusal.problems, refusal.failure);
      } catch (error) {
        next(error);
      }
    });
  }
  return router;
}
