import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../../modules/app/App';
import { pageTitle } from '../../modules/app/pageTitle';
import { notFoundModule } from '../../modules/notFound';
import { modulesFor } from '../../modules/registry';
import { Root } from '../../modules/app/Root';
import { createApi } from '../../shared/api/createApi';
import type { Transport } from '../../shared/api/transport';
import { createI18n } from '../../shared/i18n/createI18n';
import { makeStore } from '../../store/makeStore';
import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { loadPage, type LoadOutcome } from '../../store/sagas/loadPage';
import { renderDocument, type Assets } from './document';

export interface RenderInput {
  page: PageState;
  /** Full URL path + search, for the static router. */
  url: string;
  /** The visitor's Cookie header, forwarded on every API call (spec §7). */
  cookieHeader: string | undefined;
  transport: Transport;
  assets: Assets;
  nonce: string;
  staticBase: string;
}

export interface RenderResult {
  status: number;
  html: string;
  outcome: LoadOutcome;
}

/**
 * Server render (DESIGN §3): a new store bound to this request's cookies, the page-load saga run to
 * completion, then one render. A critical failure renders the error page with its status.
 */
export async function renderPage(input: RenderInput): Promise<RenderResult> {
  const { page, cookieHeader } = input;
  const transport: Transport = (request) => input.transport({ ...request, cookie: request.cookie ?? cookieHeader });
  const store = makeStore({ page }, { api: createApi(transport) });
  const outcome = (await store.runSaga(loadPage, modulesFor(page.type), null).toPromise()) as LoadOutcome;
  if (!outcome.ok && outcome.notFound && notFoundModule.load) {
    // The helpful 404 lists the categories; its own failure must not turn a 404 into a 500.
    await store
      .runSaga(function* (): Saga {
        try {
          yield* notFoundModule.load!(store.getState().page);
        } catch {
          /* the 404 page still renders with its search box */
        }
      })
      .toPromise();
  }
  const state = store.getState();
  const i18n = createI18n(page.locale);
  const body = renderToString(
    <Root store={store} i18n={i18n}>
      <StaticRouter location={input.url}>
        <App />
      </StaticRouter>
    </Root>,
  );
  const html = renderDocument({
    locale: page.locale,
    title: pageTitle(state, i18n.t),
    body,
    state,
    assets: input.assets,
    nonce: input.nonce,
    staticBase: input.staticBase,
  });
  return { status: state.page.pageData.status, html, outcome };
}
