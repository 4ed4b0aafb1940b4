/**
 * @jest-environment jsdom
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root as ReactRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../src/modules/shell/app/App';
import { Root } from '../src/modules/shell/app/Root';
import { createContentService, ensureDatabase } from '../src/server/content';
import { createApi } from '../src/shared/api/createApi';
import type { ApiRequest, Transport } from '../src/shared/api/transport';
import { createI18n } from '../src/shared/i18n/createI18n';
import { makeStore, type AppStore } from '../src/store/makeStore';
import { renderIntoDocument } from './support/serverRender';
import { readPreloadedState } from '../src/client/readState';

const PRODUCT = '/electronics/support/televisions/at-55x89j';

let dir: string;
let content: ReturnType<typeof createContentService>;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-hydrate-'));
  const dbPath = path.join(dir, 'content.sqlite');
  ensureDatabase(dbPath, { log: () => undefined });
  content = createContentService({ dbPath, log: () => undefined });
});
afterAll(() => {
  content.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  // The dismissed-message cookie of one test must not leak into the next.
  document.cookie = 'specialMessageDismissed=; path=/; max-age=0';
});

/** Renders `url` on the server into this document, as a browser would receive it. */
async function serverRender(url: string) {
  return renderIntoDocument(content.transport, url);
}

function hydrate(transport: Transport): { root: ReactRoot; store: AppStore } {
  const store = makeStore(readPreloadedState(), { api: createApi(transport) });
  const container = document.getElementById('root')!;
  let root!: ReactRoot;
  act(() => {
    root = hydrateRoot(
      container,
      <Root store={store} i18n={createI18n(document.body.dataset.locale ?? 'en_GB')}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </Root>,
    );
  });
  return { root, store };
}

const settle = () => act(async () => new Promise((r) => setTimeout(r, 50)));

it('hydrates the product hub without warnings or refetching, with the product tabs as its one navigation', async () => {
  await serverRender(PRODUCT);
  const calls: ApiRequest[] = [];
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { root } = hydrate(async (r) => {
    calls.push(r);
    return content.transport(r);
  });
  await settle();
  expect(calls.filter((c) => c.method === 'GET')).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  // One navigation on a product page (ADR 039): the product's tabs, no in-page anchor bar repeating them.
  expect(within(document.body).queryByRole('navigation', { name: 'On this page' })).toBeNull();
  const nav = within(document.body).getByRole('navigation', { name: 'Product support sections' });
  const links = within(nav)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));
  expect(links).toEqual(expect.arrayContaining([PRODUCT, `${PRODUCT}/manuals`, `${PRODUCT}/downloads`, `${PRODUCT}/faqs`]));
  // The sections the tabs used to jump to are still on the overview.
  for (const id of ['manuals', 'tutorials', 'supportVideos', 'compatibility']) expect(document.getElementById(id)).not.toBeNull();
  act(() => root.unmount());
});

it('dismisses the special message for the rest of the visit', async () => {
  await serverRender(PRODUCT);
  const { root, store } = hydrate(content.transport);
  const notice = within(document.body).getByRole('region', { name: 'Important notice' });
  expect(notice.textContent).toContain('Protect yourself from support scams');
  act(() => {
    fireEvent.click(within(notice).getByRole('button', { name: 'Dismiss this notice for the rest of your visit' }));
  });
  expect(within(document.body).queryByRole('region', { name: 'Important notice' })).toBeNull();
  expect(store.getState().specialMessage.data).toBeNull();
  expect(document.cookie).toContain('specialMessageDismissed=special-message%3Asupport-scams-2024');
  expect(document.activeElement?.id).toBe('main');
  act(() => root.unmount());
});

it('opens and closes the footnotes of the specifications, and a marker opens them', async () => {
  await serverRender(`${PRODUCT}/specifications`);
  const { root, store } = hydrate(content.transport);
  const details = document.querySelector('details.footnotes') as HTMLDetailsElement;
  expect(details.open).toBe(false);
  act(() => {
    details.open = true;
    fireEvent(details, new Event('toggle'));
  });
  expect(store.getState().footnotes.collapse).toBe(false);
  act(() => {
    details.open = false;
    fireEvent(details, new Event('toggle'));
  });
  expect(store.getState().footnotes.collapse).toBe(true);
  act(() => {
    fireEvent.click(within(document.body).getAllByRole('link', { name: 'Footnote 1' })[0]);
  });
  expect(store.getState().footnotes.collapse).toBe(false);
  expect((document.querySelector('details.footnotes') as HTMLDetailsElement).open).toBe(true);
  // Let the link's own jump to the footnote happen before the next test replaces the document.
  await settle();
  act(() => root.unmount());
});

it('walks the compatibility steps, reloading only the compatibility module', async () => {
  await serverRender(PRODUCT);
  const calls: string[] = [];
  const { root, store } = hydrate(async (r) => {
    if (r.method === 'GET') calls.push(r.path);
    return content.transport(r);
  });
  const section = document.getElementById('compatibility')!;
  act(() => {
    fireEvent.click(within(section).getByRole('link', { name: /^Soundbars/ }));
  });
  await waitFor(() => expect(store.getState().compatibleModels.data.length).toBeGreaterThan(0));
  await settle();
  expect(calls.every((p) => p.startsWith('/compatibility-relations/'))).toBe(true);
  expect(window.location.search).toBe('?compatible-category=soundbars');
  const first = store.getState().compatibleModels.data[0];
  act(() => {
    fireEvent.click(
      within(document.getElementById('compatibility')!).getByRole('link', { name: new RegExp(first.modelNumber) }),
    );
  });
  await waitFor(() => expect(store.getState().compatibilityDetails.data?.compatibleModel.name).toBe(first.name));
  expect(
    within(document.getElementById('compatibility')!).getByRole('heading', {
      level: 3,
      name: /How the AT-55X89J works with/,
    }),
  ).toBeTruthy();
  act(() => root.unmount());
});
