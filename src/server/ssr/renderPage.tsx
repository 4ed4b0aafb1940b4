import { PageMovedError } from '../../shared/api/errors';
import type { UnknownAction } from '@reduxjs/toolkit';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../../modules/shell/app/App';
import { pageTitle } from '../../modules/shell/app/pageTitle';
import { load as loadNotFoundPage } from '../../modules/notFound/load';
import { loadModulesFor, loadingModulesFor } from '../../modules/registry';
import { Root } from '../../modules/shell/app/Root';
import { createApi } from '../../shared/api/createApi';
import type { LoginUrlPolicy } from '../../shared/api/request';
import { withAppendedCookie, type Transport } from '../../shared/api/transport';
import { i18nFor } from '../../shared/i18n/createI18n';
import { makeStore } from '../../store/makeStore';
import type { Saga } from '../../store/pageModule';
import { pageActions, type PageState } from '../../store/pageSlice';
import { loadPage, type LoadOutcome } from '../../store/sagas/loadPage';
import { withDeadline } from '../upstream/renderBudget';
import { budgetedModules } from './budgetedModules';
import { renderDocument, type Assets } from './document';
import { headTags } from './headTags';
import { pageAssets } from './pageScripts';
import { isUpstreamFailure } from './upstreamFailure';

export interface RenderInput {
  page: PageState;
  /** Full URL path + search, for the static router. */
  url: string;
  /** The visitor's Cookie header, forwarded on every API call (docs/behaviour.md §7). */
  cookieHeader: string | undefined;
  transport: Transport;
  assets: Assets;
  nonce: string;
  staticBase: string;
  /** Scheme and host of absolute addresses in the head (canonical, hreflang); default http://localhost. */
  origin?: string;
  /** Data budget of this render (see budgetedModules); absent: no limit besides the transport's own. */
  budget?: { renderBudgetMs: number; moduleBudgetMs: number };
  /**
   * Runs on the loaded store before the render when the page loaded (a form post, ADR 032); the
   * status it returns is the answer's status.
   */
  afterLoad?: (store: ReturnType<typeof makeStore>) => Promise<number>;
  /**
   * Actions applied to the new store before the page loads: a form posted without JavaScript and
   * refused is rendered again with what was sent and what was wrong (src/server/repair).
   */
  initialActions?: readonly UnknownAction[];
}

export interface RenderResult {
  status: number;
  html: string;
  outcome: LoadOutcome;
  /** Some data set failed (a non-critical module was left out): not a copy worth keeping. */
  degraded: boolean;
}

function hasFailedDataSet(state: Record<string, unknown>): boolean {
  return Object.values(state).some(
    (slice) => typeof slice === 'object' && slice !== null && (slice as { hasError?: unknown }).hasError === true,
  );
}

const UNLIMITED_MS = 24 * 60 * 60 * 1000;

/** A module loader that notes its failure before passing it on. */
function recordingFailures(load: (page: PageState) => Saga<unknown>, failures: unknown[]) {
  return function* recorded(page: PageState): Saga<unknown> {
    try {
      return yield* load(page);
    } catch (error) {
      failures.push(error);
      throw error;
    }
  };
}

/**
 * Server render (docs/architecture.md §3): a new store bound to this request's cookies, the page-load saga run to
 * completion within the render budget, then one render. A critical failure renders the error page
 * with its status: 404 for unknown names, 503 when the content API failed or was too slow, else 500.
 */
export async function renderPage(input: RenderInput): Promise<RenderResult> {
  const { page, cookieHeader } = input;
  // The page bundle's modules (lazy chunks in the client build; loaded once per process here).
  await loadModulesFor(page.type);
  // Every call of this render carries one scope: the in-process API reads repeated lookups once.
  const readScope = {};
  const withCookie: Transport = (request) =>
    input.transport({ ...request, readScope, cookie: withAppendedCookie(request.cookie ?? cookieHeader, request.appendCookie) });
  const budgetMs = input.budget?.renderBudgetMs ?? UNLIMITED_MS;
  const pageDeadline = Date.now() + budgetMs;
  const policy: LoginUrlPolicy = { loginAllowedOrigins: page.config.loginAllowedOrigins };
  const transport = withDeadline(withCookie, pageDeadline, 'page');
  const api = createApi(transport, policy);
  const store = makeStore({ page }, { api });
  for (const action of input.initialActions ?? []) store.dispatch(action);
  const primaryFailures: unknown[] = [];
  const modules = budgetedModules(loadingModulesFor(page.type), withCookie, policy, {
    pageDeadline,
    moduleBudgetMs: input.budget?.moduleBudgetMs ?? budgetMs,
    // The store's API already has the page's deadline: critical modules share it.
    pageApi: api,
  }).map((m) => (m.primary && m.load ? { ...m, load: recordingFailures(m.load, primaryFailures) } : m));
  const outcome = (await store.runSaga(loadPage, modules, null).toPromise()) as LoadOutcome;
  // The page is at another address (ADR 053): the caller redirects; nothing is rendered or stored.
  if (!outcome.ok && outcome.error instanceof PageMovedError) return { status: 301, html: '', outcome, degraded: false };
  if (!outcome.ok && outcome.notFound) {
    // The helpful 404 lists the categories; its own failure must not turn a 404 into a 500.
    await store
      .runSaga(function* (): Saga {
        try {
          yield* loadNotFoundPage(store.getState().page);
        } catch {
          /* the 404 page still renders with its search box */
        }
      })
      .toPromise();
  }
  if (!outcome.ok && !outcome.notFound && isUpstreamFailure(outcome.error)) {
    store.dispatch(pageActions.setPageData({ status: 503, notFound: false }));
  } else if (outcome.ok && primaryFailures.some(isUpstreamFailure)) {
    store.dispatch(pageActions.setPageData({ status: 503, notFound: false, partial: true }));
  }
  let formStatus: number | undefined;
  if (outcome.ok && input.afterLoad && store.getState().page.pageData.status < 400) formStatus = await input.afterLoad(store);
  const state = store.getState();
  const i18n = i18nFor(page.locale);
  const body = renderToString(
    <Root store={store} i18n={i18n}>
      <StaticRouter location={input.url}>
        <App />
      </StaticRouter>
    </Root>,
  );
  const t = i18n.t;
  const title = pageTitle(state, t);
  const html = renderDocument({
    locale: page.locale,
    title,
    // Description, absolute canonical, hreflang, feed link and structured data of the page.
    head: headTags({ state, t, origin: input.origin ?? 'http://localhost', title, nonce: input.nonce }),
    body,
    state,
    assets: pageAssets(input.assets, state.page.type, page.locale),
    nonce: input.nonce,
    staticBase: input.staticBase,
  });
  return { status: formStatus ?? state.page.pageData.status, html, outcome, degraded: hasFailedDataSet(state) };
}
