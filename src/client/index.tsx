import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../modules/app/App';
import { Root } from '../modules/app/Root';
import { createApi } from '../shared/api/createApi';
import { createFetchTransport } from '../shared/api/fetchTransport';
import { createI18n } from '../shared/i18n/createI18n';
import { DEFAULT_LOCALE } from '../shared/locale';
import { makeStore } from '../store/makeStore';
import { watchSuggestions } from '../store/sagas/suggestions';
import { readPreloadedState } from './readState';
import './styles/site.css';

/** Hydrates the server's page with the server's state: no data is fetched again (DESIGN §3). */
function start() {
  const preloaded = readPreloadedState();
  const store = makeStore(preloaded, { api: createApi(createFetchTransport()) });
  store.runSaga(watchSuggestions);
  const locale = document.body.dataset.locale || DEFAULT_LOCALE;
  const i18n = createI18n(locale);
  const container = document.getElementById('root');
  if (!container) return;
  hydrateRoot(
    container,
    <Root store={store} i18n={i18n}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Root>,
  );
}

start();
