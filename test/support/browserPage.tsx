import { act } from '@testing-library/react';
import { hydrateRoot, type Root as ReactRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { createSupportHistory } from '../../src/client/history';
import { readPreloadedState } from '../../src/client/readState';
import { App } from '../../src/modules/shell/app/App';
import { Root } from '../../src/modules/shell/app/Root';
import { createApi } from '../../src/shared/api/createApi';
import type { ApiRequest, Transport } from '../../src/shared/api/transport';
import { createI18n } from '../../src/shared/i18n/createI18n';
import { makeStore, type AppStore } from '../../src/store/makeStore';
import { watchSuggestions } from '../../src/store/sagas/suggestions';
import { openDemoContent, type DemoContent } from './demoContent';
import { renderIntoDocument } from './serverRender';

export interface BrowserPage {
  store: AppStore;
  /** Every API request the browser made since hydration. */
  calls: ApiRequest[];
  /** Window events of the page load, in order. */
  events: Array<{ type: string; detail: Record<string, unknown> }>;
  /** Replaces how the browser reaches the content API (e.g. to cut the connection). */
  setTransport(transport: Transport): void;
  close(): void;
}

const WATCHED = ['page_load_start', 'page_load_end', 'page_state_updated', 'page_load_error'];

/**
 * Renders `url` on the server from the real content service into this jsdom document, then hydrates
 * it as src/client/index.tsx does: the same store, router (6-character history keys) and sagas.
 * `beforeHydration` acts on the server's HTML first, as a visitor does before the script has run.
 */
export async function openPage(content: DemoContent, url: string, beforeHydration?: () => void): Promise<BrowserPage> {
  await renderIntoDocument(content.transport, url);
  beforeHydration?.();
  (window as Window & { dataLayer?: unknown[] }).dataLayer = [];

  const calls: ApiRequest[] = [];
  let through: Transport = content.transport;
  const store = makeStore(readPreloadedState(), {
    api: createApi((request) => {
      calls.push(request);
      return through(request);
    }),
  });
  const sagas = store.runSaga(watchSuggestions, 20);
  const events: BrowserPage['events'] = [];
  const listener = (event: Event) => events.push({ type: event.type, detail: (event as CustomEvent).detail as Record<string, unknown> });
  for (const type of WATCHED) window.addEventListener(type, listener);

  const container = document.getElementById('root')!;
  let root!: ReactRoot;
  act(() => {
    root = hydrateRoot(
      container,
      <Root store={store} i18n={createI18n(document.body.dataset.locale ?? 'en_GB')}>
        <HistoryRouter history={createSupportHistory(window)}>
          <App />
        </HistoryRouter>
      </Root>,
    );
  });
  return {
    store,
    calls,
    events,
    setTransport(transport) {
      through = transport;
    },
    close() {
      act(() => root.unmount());
      sagas.cancel();
      for (const type of WATCHED) window.removeEventListener(type, listener);
    },
  };
}

/** The data layer entries the page pushed. */
export function dataLayer(): Array<Record<string, unknown>> {
  return ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []) as Array<Record<string, unknown>>;
}

/**
 * The set-up every hydrated-page test shares: the real content service for the file, a fresh page per
 * test (closed after it), and no console error during a test, which is how React reports a hydration
 * mismatch. `open` renders a page on the server and hydrates it as the browser does.
 */
export function hydratedPages(): { content: () => DemoContent; open: (url: string, beforeHydration?: () => void) => Promise<BrowserPage> } {
  let content: DemoContent | undefined;
  let page: BrowserPage | undefined;
  let errors: jest.SpyInstance | undefined;
  beforeAll(() => {
    content = openDemoContent();
  });
  afterAll(() => content?.close());
  beforeEach(() => {
    window.scrollTo = jest.fn();
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    page?.close();
    page = undefined;
    expect(errors).not.toHaveBeenCalled();
    errors?.mockRestore();
  });
  const demo = () => {
    if (!content) throw new Error('the content service opens in beforeAll');
    return content;
  };
  return {
    content: demo,
    open: async (url, beforeHydration) => {
      page = await openPage(demo(), url, beforeHydration);
      return page;
    },
  };
}
