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
import { makeStore } from '../src/store/makeStore';
import { renderIntoDocument } from './support/serverRender';
import { readPreloadedState } from '../src/client/readState';

let dir: string;
let content: ReturnType<typeof createContentService>;
let productPath: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hydrate-'));
  const dbPath = path.join(dir, 'content.sqlite');
  await ensureDatabase(dbPath);
  content = createContentService({ dbPath });
  const get = async <T,>(path: string, query?: Record<string, string | number>) =>
    (await content.transport({ method: 'GET', path, query })).body as T;
  const top = await get<{ categories: { name: string }[] }>('/en_GB/categories');
  // A product whose manuals exist in several languages, so the language filter is offered.
  for (const c of top.categories) {
    const models = await get<{ results?: { name: string }[] }>(`/en_GB/categories/${c.name}/models`, { num: 20 });
    for (const m of models.results ?? []) {
      const langs = await get<{ languages: unknown[] }>(`/en_GB/documents/${m.name}/languages`);
      if (langs.languages.length > 1) {
        productPath = `/electronics/support/${c.name}/${m.name}`;
        return;
      }
    }
  }
  throw new Error('no product with manuals in several languages');
});
afterAll(() => {
  content.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Renders `url` on the server into this document, as a browser would receive it. */
async function serverRender(url: string) {
  return renderIntoDocument(content.transport, url);
}

function hydrate(transport: Transport): ReactRoot {
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
  return root;
}

it('hydrates the server page without refetching and without hydration warnings', async () => {
  await serverRender(productPath);
  const calls: ApiRequest[] = [];
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const root = hydrate(async (r) => {
    calls.push(r);
    return content.transport(r);
  });
  await act(async () => new Promise((r) => setTimeout(r, 50)));
  // No data is fetched again; the only request is the site-search page view of the shown page (docs/behaviour.md §6).
  expect(calls.filter((c) => c.method === 'GET')).toEqual([]);
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /page-views']);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  act(() => root.unmount());
});

it('on a filter change reloads only the module whose query parameter changed', async () => {
  await serverRender(`${productPath}/manuals`);
  const calls: string[] = [];
  const root = hydrate(async (r) => {
    // Data fetches only: the page view logged at hydration is not a refetch.
    if (r.method === 'GET') calls.push(r.path);
    return content.transport(r);
  });
  const select = within(document.body).queryByLabelText(/Manual language/i);
  if (select) {
    const options = Array.from((select as HTMLSelectElement).options).map((o) => o.value);
    const other = options.find((o) => o !== (select as HTMLSelectElement).value)!;
    act(() => {
      fireEvent.change(select, { target: { value: other } });
    });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    // Only the manuals module's calls: no metadata, downloads or FAQ refetch.
    expect(calls.every((p) => p.includes('/documents/'))).toBe(true);
    expect(window.location.search).toContain(`manuals-lang=${other}`);
  } else {
    throw new Error('the manuals tab should offer several languages in the demo catalogue');
  }
  act(() => root.unmount());
});
