/**
 * @jest-environment jsdom
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root as ReactRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../src/modules/shell/app/App';
import { Root } from '../src/modules/shell/app/Root';
import { createContentService, ensureDatabase } from '../src/server/content';
import { renderPage } from '../src/server/ssr/renderPage';
import { createApi } from '../src/shared/api/createApi';
import { createI18n } from '../src/shared/i18n/createI18n';
import { makeStore } from '../src/store/makeStore';
import { pageStateFor } from '../src/store/pageState';
import { readPreloadedState } from '../src/client/readState';

let dir: string;
let content: ReturnType<typeof createContentService>;
const TV = '/electronics/support/tvhelp/televisions/at-55x89j';

beforeAll(async () => {
  // jsdom has no scrolling; the navigation's scroll reset is not what this test is about.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smart-help-keys-'));
  const dbPath = path.join(dir, 'content.sqlite');
  await ensureDatabase(dbPath);
  content = createContentService({ dbPath });
});
afterAll(() => {
  content.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Server-renders the page into this document and hydrates it, as a TV browser would. */
async function open(url: string): Promise<ReactRoot> {
  const page = pageStateFor({
    path: url,
    search: '',
    query: {},
    cookies: {},
    userAgent: 'jsdom',
    config: { featureToggles: {}, liteVisibleModules: [] },
    origin: 'server',
  });
  const result = await renderPage({ page, url, cookieHeader: undefined, transport: content.transport, assets: { scripts: [], styles: [] }, nonce: 'n', staticBase: '/static' });
  const doc = new DOMParser().parseFromString(result.html, 'text/html');
  document.documentElement.innerHTML = doc.documentElement.innerHTML;
  document.body.dataset.locale = doc.body.dataset.locale;
  window.history.replaceState(null, '', url);
  const store = makeStore(readPreloadedState(), { api: createApi(content.transport) });
  let root!: ReactRoot;
  act(() => {
    root = hydrateRoot(
      document.getElementById('root')!,
      <Root store={store} i18n={createI18n('en_GB')}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </Root>,
    );
  });
  return root;
}

const press = (key: string) => act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { key }));
const focusedText = () => (document.activeElement as HTMLElement | null)?.textContent ?? '';

it('arrow keys move the focus between the items, Enter opens the focused tile, Back returns home', async () => {
  const root = await open(TV);
  const main = document.querySelector('main.page--smartHelp')!;
  expect(main).not.toBeNull();

  // Nothing focused yet: the first arrow press focuses the first item (the Home tile).
  press('ArrowDown');
  expect(focusedText()).toContain('Home');
  // Then through the items in reading order: the search field, its button, the menu tiles.
  press('ArrowRight');
  expect(document.activeElement?.id).toBe('tv-help-search');
  press('ArrowDown');
  expect(focusedText()).toBe('Search');
  press('ArrowDown');
  expect(focusedText()).toContain('Recommended articles');
  press('ArrowRight');
  expect(focusedText()).toContain('Important information');
  press('ArrowLeft');
  expect(focusedText()).toContain('Recommended articles');

  // Enter (OK on the remote) follows the link through the router.
  press('Enter');
  await waitFor(() => expect(window.location.pathname).toBe(`${TV}/recommended-articles`));
  await waitFor(() => expect(document.querySelector('h1')?.textContent).toBe('Recommended articles'));
  await waitFor(() => expect(main.querySelectorAll('.tv-grid--articles a').length).toBeGreaterThan(0));

  // Backspace (Back on the remote) returns to the TV's help home.
  act(() => (document.activeElement as HTMLElement | null)?.blur());
  press('Backspace');
  await waitFor(() => expect(window.location.pathname).toBe(TV));
  await waitFor(() => expect(document.querySelector('h1')?.textContent).toMatch(/^Help for your AT-55X89J/));
  act(() => root.unmount());
});

it('inside the search field Left and Right stay with the text and Backspace deletes', async () => {
  const root = await open(`${TV}/results`);
  const input = document.getElementById('tv-help-search') as HTMLInputElement;
  act(() => input.focus());
  press('ArrowLeft');
  press('Backspace');
  expect(document.activeElement).toBe(input);
  expect(window.location.pathname).toBe(`${TV}/results`);
  // Escape still means Back.
  press('Escape');
  await waitFor(() => expect(window.location.pathname).toBe(TV));
  act(() => root.unmount());
});
