import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { Logger } from 'pino';
import { isSiteAddress, LoginRedirectError, PageMovedError } from '../../shared/api/errors';
import type { Transport } from '../../shared/api/transport';
import { loadModulesFor, loadingModulesFor } from '../../modules/registry';
import { FORM_FIELD } from '../../modules/shell/ui/formAction';
import type { ServerConfig } from '../config';
import type { RateLimitStore, SecurityLog } from '../content';
import { requestOrigin } from '../discovery/publicOrigin';
import type { CircuitBreaker } from '../upstream/circuitBreaker';
import { isCrossSite, refundableWriteLimiter, WRITES_LIMIT_NAME } from '../writeGuard';
import type { Assets } from './document';
import { DEFAULT_RETRY_AFTER_S, pageOfRequest, STATIC_BASE } from './handler';
import { renderPage } from './renderPage';

export interface FormPostDeps {
  config: ServerConfig;
  transport: Transport;
  assets: Assets;
  logger: Logger;
  rateLimits: RateLimitStore;
  log?: SecurityLog;
  breaker?: CircuitBreaker;
}

/** Fields a page form has at most; more is not a form of this site. */
const MAX_FIELDS = 20;

/** A short plain page for refusals that happen before there is a page to render. */
function refusePage(res: Response, status: number, title: string, text: string): void {
  res
    .status(status)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(`<!doctype html><html lang="en"><meta charset="utf-8"><title>${title} | Aurora Support</title><body><h1>${title}</h1><p>${text}</p></body></html>`);
}

/** The first value of each sent field (a form sends each name once; a repeat is ignored). */
function fieldsOf(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!body || typeof body !== 'object') return fields;
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') fields[name] = first;
  }
  return fields;
}

/**
 * Plain HTML form posts to a page (ADR 032): the serial-number checker and the support request work
 * before and without the script. The post names its module in the hidden `form` field; the page is
 * loaded as for a GET, then the module's own submit saga runs the same checks and calls as the form in
 * the browser, and the page is rendered with the outcome (never cached). Writes count towards the
 * API's write limit and cross-site posts are refused, as for the API's POSTs.
 */
export function formPostHandler(deps: FormPostDeps): RequestHandler[] {
  const { config, transport, assets, logger } = deps;
  const parse = express.urlencoded({ extended: false, limit: config.writeLimits.maxBodyBytes, parameterLimit: MAX_FIELDS });
  const parseForm: RequestHandler = (req, res, next) => {
    if (!req.is('application/x-www-form-urlencoded')) {
      refusePage(res, 415, 'Unsupported form', 'This page accepts forms sent by the browser only.');
      return;
    }
    parse(req, res, (error?: unknown) => {
      if (!error) {
        next();
        return;
      }
      const type = typeof error === 'object' && error !== null && 'type' in error ? String(error.type) : '';
      if (type === 'entity.too.large') refusePage(res, 413, 'Form too large', 'The form sent more than this page accepts.');
      else refusePage(res, 400, 'Form not readable', 'The form could not be read. Please go back and try again.');
    });
  };
  const { limit, refund } = refundableWriteLimiter(config.writeLimits, deps, WRITES_LIMIT_NAME, config.writeLimits.perClientPerWindow, (_req, res) =>
    refusePage(res, 429, 'Too many requests', 'Too many requests from your connection; please try again later.'),
  );
  const sameSite: RequestHandler = (req, res, next) => {
    if (isCrossSite(req)) {
      deps.log?.event('cross_site.refused', { client: req.ip, path: req.originalUrl.slice(0, 200), reason: req.get('origin') ?? 'sec-fetch-site' });
      refusePage(res, 403, 'Form refused', 'Forms sent from other sites are not accepted.');
      return;
    }
    next();
  };

  const submit = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const fields = fieldsOf(req.body);
      const page = pageOfRequest(
        { path: req.path, url: req.originalUrl, query: req.query as Record<string, unknown>, cookies: req.cookies ?? {}, userAgent: req.get('user-agent') ?? '' },
        config,
      );
      // The page's bundle of modules (ADR 026) may not be loaded yet in this process.
      await loadModulesFor(page.type);
      const module = loadingModulesFor(page.type).find((m) => m.id === fields[FORM_FIELD] && m.submitForm && m.isVisible(page));
      if (!module?.submitForm) {
        res.set('Allow', 'GET, HEAD');
        refusePage(res, 405, 'No such form', 'This page has no form of that name.');
        return;
      }
      const submitForm = module.submitForm;
      const nonce = res.locals.nonce as string;
      const result = await renderPage({
        page,
        url: req.originalUrl,
        origin: requestOrigin(req, config.publicOrigin),
        cookieHeader: req.get('cookie'),
        transport,
        assets,
        nonce,
        staticBase: STATIC_BASE,
        budget: { renderBudgetMs: config.renderBudgetMs, moduleBudgetMs: config.moduleBudgetMs },
        afterLoad: (store) => store.runSaga(submitForm, fields).toPromise() as Promise<number>,
      });
      if (!result.outcome.ok && result.outcome.error instanceof LoginRedirectError) {
        res.redirect(303, result.outcome.error.loginUrl);
        return;
      }
      // The form's page is at another address (ADR 053): sent there again as it was, nothing lost. Nothing was
      // written here (the form's saga runs only on a page that loaded): the post counts where it is sent again,
      // once, so its count is given back before the browser is told to post it there.
      if (!result.outcome.ok && result.outcome.error instanceof PageMovedError && isSiteAddress(result.outcome.error.location)) {
        await refund(req);
        res.redirect(308, result.outcome.error.location);
        return;
      }
      if (result.status >= 500) {
        logger.warn({ status: result.status, form: module.id, url: req.originalUrl }, 'form post not completed');
        if (result.status === 503) res.set('Retry-After', String(Math.ceil((deps.breaker?.retryInMs() ?? 0) / 1000) || DEFAULT_RETRY_AFTER_S));
      }
      // What was sent is in this page: it is never stored by a cache, and a reload asks before sending again.
      res.status(result.status).type('html').set('Cache-Control', 'no-store').send(result.html);
    } catch (error) {
      next(error);
    }
  };
  return [parseForm, limit, sameSite, submit];
}
