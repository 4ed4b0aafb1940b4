import { hydrateRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { App } from '../modules/app/App';
import { Root } from '../modules/app/Root';
import { createApi } from '../shared/api/createApi';
import { createFetchTransport } from '../shared/api/fetchTransport';
import { createI18n } from '../shared/i18n/createI18n';
import { DEFAULT_LOCALE } from '../shared/locale';
import { makeStore } from '../store/makeStore';
import { watchSuggestions } from '../store/sagas/suggestions';
import { createSupportHistory } from './history';
import { readPreloadedState } from './readState';
import './styles/site.css';

/** Hydrates the server's page with the server's state: no data is fetched again (docs/architecture.md §3). */
function start() {
  const preloaded = readPreloadedState();
  // Login redirects may only lead to this origin or the configured login origins (docs/behaviour.md §6).
  const policy = { loginAllowedOrigins: preloaded?.page.config.loginAllowedOrigins, currentOrigin: window.location.origin };
  const store = makeStore(preloaded, { api: createApi(createFetchTransport(), policy) });
  store.runSaga(watchSuggestions);
  const locale = document.body.dataset.locale || DEFAULT_LOCALE;
  const i18n = createI18n(locale);
  const container = document.getElementById('root');
  if (!container) return;
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
}

start();
