import { hydrateRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { App } from '../modules/shell/app/App';
import { Root } from '../modules/shell/app/Root';
import { addSlicesOfEveryBundle, loadModulesFor, loadWithEveryBundle } from '../modules/registry';
import { PAGE_BUNDLE_OF } from '../routes/pageBundles';
import { loadPartStrings, loadStrings } from './loadStrings';
import { loadPartStringsWith } from '../modules/bundles/deferred';
import { createTranslator } from '../shared/i18n/translator';
import { DEFAULT_LOCALE } from '../shared/locale';
import { makeBrowserStore } from '../store/makeBrowserStore';
import { createSupportHistory } from './history';
import { readPreloadedState } from './readState';
import { revealFocusInStrips } from './revealFocus';
import './styles/site.css';

/**
 * Hydrates the server's page with the server's state: no data is fetched again (docs/architecture.md §3).
 * The page's module bundle and its strings in the page's language are lazy chunks that the server's document already
 * names in script elements (docs/decisions/026-code-splitting-by-page-bundle.md): waiting for them here costs no
 * request, and the first render matches the server's markup, so hydration never shows a fallback. Hydration runs
 * no saga: redux-saga, the API client and the client-navigation code are the `later-navigation` chunk, fetched
 * right after hydrateRoot (docs/decisions/042-javascript-budget.md, update 2).
 */
async function start() {
  revealFocusInStrips(document);
  const preloaded = readPreloadedState();
  const container = document.getElementById('root');
  if (!container) return;
  const locale = document.body.dataset.locale || DEFAULT_LOCALE;
  // Login redirects may only lead to this origin or the configured login origins (docs/behaviour.md §6).
  const policy = {
    loginAllowedOrigins: preloaded?.page.config.loginAllowedOrigins,
    currentOrigin: window.location.origin,
  };
  const browser = makeBrowserStore(preloaded);
  const { store } = browser;
  const serverInput = store.getState().searchBox.inputValue;
  const bundle = PAGE_BUNDLE_OF[store.getState().page.type];
  // The tools' and the details pages' slices come with their bundle (ADR 042 updates 4 and 6): on one of its pages before hydration.
  addSlicesOfEveryBundle(browser.addSlices);
  const [{ language, strings }] = await Promise.all([loadStrings(locale, bundle), loadModulesFor(store.getState().page.type, { deferred: false })]);
  const i18n = createTranslator(language, strings);
  // The strings of another bundle come with its code, before a client navigation shows its page (ADR 042 update 2).
  loadWithEveryBundle((next) => (next === bundle ? Promise.resolve() : loadStrings(locale, next).then((more) => i18n.extend(more.strings))));
  // The texts of a part that hydrates later come with its code (ADR 042 update 4): it renders once both are in.
  // One chunk holds them all: asked for once, and again by the next part if the request failed.
  let partsExtended: Promise<void> | undefined;
  loadPartStringsWith(
    () =>
      (partsExtended ??= loadPartStrings(locale).then(
        (more) => i18n.extend(more),
        (error: unknown) => {
          partsExtended = undefined;
          throw error;
        },
      )),
  );
  // The browser history with 6-character entry keys (docs/behaviour.md §9), which name the saved scroll positions.
  const history = createSupportHistory(window);
  hydrateRoot(
    container,
    <Root store={store} i18n={i18n}>
      <HistoryRouter history={history}>
        <App />
      </HistoryRouter>
    </Root>,
  );
  // The sagas and the API client; the navigation code (NavigationListener.tsx) is in the same chunk.
  // One retry: a chunk request can fail once on a flaky connection (webpack forgets a failed chunk, so the second
  // import asks again).
  const loadSagas = () => import(/* webpackChunkName: "later-navigation" */ './startSagas');
  loadSagas()
    .catch(loadSagas)
    .then(
      ({ startSagas }) => startSagas(browser, policy, serverInput),
      (error: unknown) => {
        browser.sagasFailed(error);
        submitFormsWithoutScript();
      },
    );
  // The modules that hydrate later (ADR 042): their code is fetched now rather than when React reaches them.
  void loadModulesFor(store.getState().page.type).catch(() => undefined);
}

/**
 * Without the sagas no form handler can send anything: from now on forms are sent as they are without
 * JavaScript (every form has a server-side answer, docs/decisions/032-forms-and-licence-without-script.md). A
 * capturing listener on the document runs before React's handlers on the root and keeps them from cancelling the
 * browser's own submission.
 */
function submitFormsWithoutScript(): void {
  document.addEventListener('submit', (event) => event.stopPropagation(), true);
}

start().catch((error: unknown) => {
  // Without its chunks the page stays as the server rendered it: links and forms still work without JavaScript.
  console.error('The page could not start its scripts', error);
});
